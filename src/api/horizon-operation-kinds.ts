// The JSON kind of each operation type's fields (see horizon-field-kinds.ts). Test-only.
import {
  assetKinds,
  type FieldKinds,
  muxedAccountKinds,
  type AllTrue,
  type NamesNoExtraFields,
  prefixedAssetKinds,
} from '@/api/horizon-field-kinds'
import type { OperationFieldsByType } from '@/api/horizon-operation-types'

const paymentKinds = {
  ...assetKinds,
  ...muxedAccountKinds('from'),
  ...muxedAccountKinds('to'),
  amount: 'string',
} as const

const pathPaymentKinds = {
  ...paymentKinds,
  ...prefixedAssetKinds('source_'),
  path: 'array',
  source_amount: 'string',
} as const

const offerKinds = {
  ...prefixedAssetKinds('buying_'),
  ...prefixedAssetKinds('selling_'),
  amount: 'string',
  price: 'string',
  price_r: 'object',
} as const

const flagKinds = {
  set_flags: 'array?',
  set_flags_s: 'array?',
  clear_flags: 'array?',
  clear_flags_s: 'array?',
} as const

export const operationFieldKinds = {
  create_account: { ...muxedAccountKinds('funder'), starting_balance: 'string', account: 'string' },
  payment: paymentKinds,
  path_payment_strict_receive: { ...pathPaymentKinds, source_max: 'string' },
  path_payment: { ...pathPaymentKinds, source_max: 'string' },
  path_payment_strict_send: { ...pathPaymentKinds, destination_min: 'string' },
  manage_sell_offer: { ...offerKinds, offer_id: 'string' },
  manage_offer: { ...offerKinds, offer_id: 'number' },
  manage_buy_offer: { ...offerKinds, offer_id: 'string|number' },
  create_passive_sell_offer: offerKinds,
  create_passive_offer: offerKinds,
  set_options: {
    home_domain: 'string?',
    inflation_dest: 'string?',
    master_key_weight: 'number?',
    signer_key: 'string?',
    signer_weight: 'number?',
    ...flagKinds,
    low_threshold: 'number?',
    med_threshold: 'number?',
    high_threshold: 'number?',
  },
  change_trust: {
    ...assetKinds,
    ...muxedAccountKinds('trustor'),
    liquidity_pool_id: 'string?',
    limit: 'string',
    trustee: 'string?',
  },
  allow_trust: {
    ...assetKinds,
    ...muxedAccountKinds('trustee'),
    trustor: 'string',
    authorize: 'boolean',
    authorize_to_maintain_liabilities: 'boolean',
  },
  account_merge: { ...muxedAccountKinds('account'), ...muxedAccountKinds('into') },
  inflation: {},
  manage_data: { name: 'string', value: 'string' },
  bump_sequence: { bump_to: 'string' },
  create_claimable_balance: { asset: 'string', amount: 'string', claimants: 'array' },
  claim_claimable_balance: { ...muxedAccountKinds('claimant'), balance_id: 'string' },
  begin_sponsoring_future_reserves: { sponsored_id: 'string' },
  end_sponsoring_future_reserves: {
    begin_sponsor: 'string?',
    begin_sponsor_muxed: 'string?',
    begin_sponsor_muxed_id: 'string?',
  },
  revoke_sponsorship: {
    account_id: 'string?',
    claimable_balance_id: 'string?',
    data_account_id: 'string?',
    data_name: 'string?',
    offer_id: 'string?',
    trustline_account_id: 'string?',
    trustline_asset: 'string?',
    trustline_liquidity_pool_id: 'string?',
    signer_account_id: 'string?',
    signer_key: 'string?',
  },
  clawback: { ...assetKinds, ...muxedAccountKinds('from'), amount: 'string' },
  clawback_claimable_balance: { balance_id: 'string' },
  set_trust_line_flags: { ...assetKinds, trustor: 'string', ...flagKinds },
  liquidity_pool_deposit: {
    liquidity_pool_id: 'string',
    reserves_max: 'array',
    min_price: 'string',
    min_price_r: 'object',
    max_price: 'string',
    max_price_r: 'object',
    reserves_deposited: 'array',
    shares_received: 'string',
  },
  liquidity_pool_withdraw: {
    liquidity_pool_id: 'string',
    reserves_min: 'array',
    shares: 'string',
    reserves_received: 'array',
  },
  invoke_host_function: {
    function: 'string',
    parameters: 'array',
    address: 'string',
    salt: 'string',
    asset_balance_changes: 'array',
  },
  extend_footprint_ttl: { extend_to: 'number' },
  restore_footprint: {},
} satisfies { [T in keyof OperationFieldsByType]: FieldKinds<OperationFieldsByType[T]> }

export type OperationKindsNameNoExtraFields = AllTrue<
  NamesNoExtraFields<typeof operationFieldKinds, OperationFieldsByType>
>
