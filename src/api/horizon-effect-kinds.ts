// The JSON kind of each effect type's fields (see horizon-field-kinds.ts). Test-only.
import type { EffectFieldsByType } from '@/api/horizon-effect-types'
import {
  type AllTrue,
  assetKinds,
  type FieldKinds,
  type NamesNoExtraFields,
  prefixedAssetKinds,
} from '@/api/horizon-field-kinds'

const signerKinds = { weight: 'number', key: 'string', public_key: 'string' } as const
const trustlineKinds = { ...assetKinds, liquidity_pool_id: 'string?', limit: 'string' } as const
const authorizationKinds = {
  trustor: 'string',
  asset_type: 'string',
  asset_code: 'string?',
} as const
const dataKinds = { name: 'string', value: 'string' } as const
const claimableBalanceKinds = { asset: 'string', balance_id: 'string', amount: 'string' } as const
const contractKinds = { ...assetKinds, contract: 'string', amount: 'string' } as const

/** created → sponsor; updated → former_sponsor and new_sponsor; removed → former_sponsor. */
function sponsorshipKinds<Subject extends string, Fields extends object>(
  subject: Subject,
  fields: Fields,
) {
  return {
    [`${subject}_sponsorship_created`]: { ...fields, sponsor: 'string' },
    [`${subject}_sponsorship_updated`]: {
      ...fields,
      former_sponsor: 'string',
      new_sponsor: 'string',
    },
    [`${subject}_sponsorship_removed`]: { ...fields, former_sponsor: 'string' },
  } as { [K in `${Subject}_sponsorship_created`]: Fields & { sponsor: 'string' } } & {
    [K in `${Subject}_sponsorship_updated`]: Fields & {
      former_sponsor: 'string'
      new_sponsor: 'string'
    }
  } & { [K in `${Subject}_sponsorship_removed`]: Fields & { former_sponsor: 'string' } }
}

export const effectFieldKinds = {
  account_created: { starting_balance: 'string' },
  account_removed: {},
  account_credited: { ...assetKinds, amount: 'string' },
  account_debited: { ...assetKinds, amount: 'string' },
  account_thresholds_updated: {
    low_threshold: 'number',
    med_threshold: 'number',
    high_threshold: 'number',
  },
  account_home_domain_updated: { home_domain: 'string' },
  account_flags_updated: {
    auth_required_flag: 'boolean?',
    auth_revokable_flag: 'boolean?',
    auth_revocable_flag: 'boolean?',
    auth_immutable_flag: 'boolean?',
    auth_clawback_enabled_flag: 'boolean?',
  },
  account_inflation_destination_updated: {},
  signer_created: signerKinds,
  signer_removed: signerKinds,
  signer_updated: signerKinds,
  trustline_created: trustlineKinds,
  trustline_removed: trustlineKinds,
  trustline_updated: trustlineKinds,
  trustline_authorized: authorizationKinds,
  trustline_deauthorized: authorizationKinds,
  trustline_authorized_to_maintain_liabilities: authorizationKinds,
  trustline_flags_updated: {
    ...assetKinds,
    trustor: 'string',
    authorized_flag: 'boolean?',
    authorized_to_maintain_liabilites_flag: 'boolean?',
    authorized_to_maintain_liabilities_flag: 'boolean?',
    clawback_enabled_flag: 'boolean?',
  },
  trade: {
    ...prefixedAssetKinds('sold_'),
    ...prefixedAssetKinds('bought_'),
    seller: 'string',
    seller_muxed: 'string?',
    seller_muxed_id: 'string?',
    offer_id: 'string',
    sold_amount: 'string',
    bought_amount: 'string',
  },
  data_created: dataKinds,
  data_updated: dataKinds,
  data_removed: { name: 'string' },
  sequence_bumped: { new_seq: 'string' },
  claimable_balance_created: claimableBalanceKinds,
  claimable_balance_claimant_created: { ...claimableBalanceKinds, predicate: 'object' },
  claimable_balance_claimed: claimableBalanceKinds,
  claimable_balance_clawed_back: { balance_id: 'string' },
  liquidity_pool_deposited: {
    liquidity_pool: 'object',
    reserves_deposited: 'array',
    shares_received: 'string',
  },
  liquidity_pool_withdrew: {
    liquidity_pool: 'object',
    reserves_received: 'array',
    shares_redeemed: 'string',
  },
  liquidity_pool_trade: { liquidity_pool: 'object', sold: 'object', bought: 'object' },
  liquidity_pool_created: { liquidity_pool: 'object' },
  liquidity_pool_removed: { liquidity_pool_id: 'string' },
  liquidity_pool_revoked: {
    liquidity_pool: 'object',
    reserves_revoked: 'array',
    shares_revoked: 'string',
  },
  contract_credited: contractKinds,
  contract_debited: contractKinds,
  ...sponsorshipKinds('account', {}),
  ...sponsorshipKinds('trustline', {
    asset_type: 'string?',
    asset: 'string?',
    liquidity_pool_id: 'string?',
  } as const),
  ...sponsorshipKinds('data', { data_name: 'string' } as const),
  ...sponsorshipKinds('claimable_balance', { balance_id: 'string' } as const),
  ...sponsorshipKinds('signer', { signer: 'string' } as const),
} satisfies { [T in keyof EffectFieldsByType]: FieldKinds<EffectFieldsByType[T]> }

export type EffectKindsNameNoExtraFields = AllTrue<
  NamesNoExtraFields<typeof effectFieldKinds, EffectFieldsByType>
>
