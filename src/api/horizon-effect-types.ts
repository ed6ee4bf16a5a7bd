// Horizon's effect records as a union discriminated on `type` (horizon-api.md §4.4), checked
// against the Stellar SDK's effect types where it has them (horizon-sdk-conformance.ts) and against
// the real fixtures (horizon-record-types.test.ts). Types only: nothing here reaches the bundle.
import type { AssetFields, AssetAmount, ClaimPredicate } from '@/api/horizon-operation-types'
import type { AssetType, EffectBase } from '@/api/horizon-types'

export interface LiquidityPoolSummary {
  id: string
  fee_bp: number
  type: string
  total_trustlines: string
  total_shares: string
  reserves: AssetAmount[]
}

interface SignerFields {
  weight: number
  /** Always "" in practice; the signer is in `public_key` (horizon-api.md §4.4). */
  key: string
  public_key: string
}

type TrustlineFields = AssetFields & { liquidity_pool_id?: string; limit: string }

interface TrustlineAuthorizationFields {
  trustor: string
  asset_type: AssetType
  asset_code?: string
}

interface DataFields {
  name: string
  value: string
}

interface ClaimableBalanceFields {
  asset: string
  balance_id: string
  amount: string
}

/** created → `sponsor`; updated → `former_sponsor` and `new_sponsor`; removed → `former_sponsor`. */
type SponsorshipEffects<Subject extends string, Fields> = {
  [K in `${Subject}_sponsorship_created`]: Fields & { sponsor: string }
} & {
  [K in `${Subject}_sponsorship_updated`]: Fields & { former_sponsor: string; new_sponsor: string }
} & {
  [K in `${Subject}_sponsorship_removed`]: Fields & { former_sponsor: string }
}

/** The type-specific fields of each effect type. */
export type EffectFieldsByType = {
  account_created: { starting_balance: string }
  account_removed: Record<never, never>
  account_credited: AssetFields & { amount: string }
  account_debited: AssetFields & { amount: string }
  account_thresholds_updated: {
    low_threshold: number
    med_threshold: number
    high_threshold: number
  }
  account_home_domain_updated: { home_domain: string }
  account_flags_updated: {
    auth_required_flag?: boolean
    /** (sic) the response struct's spelling. */
    auth_revokable_flag?: boolean
    // Written by ingestion but dropped by the response struct (horizon-api.md §4.4); read in case
    // a Horizon sends them.
    auth_revocable_flag?: boolean
    auth_immutable_flag?: boolean
    auth_clawback_enabled_flag?: boolean
  }
  account_inflation_destination_updated: Record<never, never>
  signer_created: SignerFields
  signer_removed: SignerFields
  signer_updated: SignerFields
  trustline_created: TrustlineFields
  trustline_removed: TrustlineFields
  trustline_updated: TrustlineFields
  trustline_authorized: TrustlineAuthorizationFields
  trustline_deauthorized: TrustlineAuthorizationFields
  /** Deprecated in favour of trustline_flags_updated. */
  trustline_authorized_to_maintain_liabilities: TrustlineAuthorizationFields
  trustline_flags_updated: AssetFields & {
    trustor: string
    authorized_flag?: boolean
    /** (sic) Horizon's spelling. */
    authorized_to_maintain_liabilites_flag?: boolean
    authorized_to_maintain_liabilities_flag?: boolean
    clawback_enabled_flag?: boolean
  }
  trade: AssetFields<'sold_'> &
    AssetFields<'bought_'> & {
      seller: string
      seller_muxed?: string
      seller_muxed_id?: string
      offer_id: string
      sold_amount: string
      bought_amount: string
    }
  data_created: DataFields
  data_updated: DataFields
  data_removed: { name: string }
  sequence_bumped: { new_seq: string }
  claimable_balance_created: ClaimableBalanceFields
  claimable_balance_claimant_created: ClaimableBalanceFields & { predicate: ClaimPredicate }
  claimable_balance_claimed: ClaimableBalanceFields
  claimable_balance_clawed_back: { balance_id: string }
  liquidity_pool_deposited: {
    liquidity_pool: LiquidityPoolSummary
    reserves_deposited: AssetAmount[]
    shares_received: string
  }
  liquidity_pool_withdrew: {
    liquidity_pool: LiquidityPoolSummary
    reserves_received: AssetAmount[]
    shares_redeemed: string
  }
  liquidity_pool_trade: {
    liquidity_pool: LiquidityPoolSummary
    sold: AssetAmount
    bought: AssetAmount
  }
  liquidity_pool_created: { liquidity_pool: LiquidityPoolSummary }
  liquidity_pool_removed: { liquidity_pool_id: string }
  liquidity_pool_revoked: {
    liquidity_pool: LiquidityPoolSummary
    reserves_revoked: (AssetAmount & { claimable_balance_id: string })[]
    shares_revoked: string
  }
  contract_credited: AssetFields & { contract: string; amount: string }
  contract_debited: AssetFields & { contract: string; amount: string }
} & SponsorshipEffects<'account', Record<never, never>> &
  SponsorshipEffects<
    'trustline',
    // Real Horizon omits asset_type here (effect-trustline-sponsorship-created.json).
    { asset_type?: string; asset?: string; liquidity_pool_id?: string }
  > &
  SponsorshipEffects<'data', { data_name: string }> &
  SponsorshipEffects<'claimable_balance', { balance_id: string }> &
  SponsorshipEffects<'signer', { signer: string }>

export type EffectType = keyof EffectFieldsByType

export type EffectOfType<T extends EffectType> = Omit<EffectBase, 'type'> & {
  type: T
} & EffectFieldsByType[T]

/** Any effect record, discriminated on `type`. */
export type EffectRecord = { [T in EffectType]: EffectOfType<T> }[EffectType]
