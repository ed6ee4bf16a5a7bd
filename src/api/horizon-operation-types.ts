// Horizon's operation records as a union discriminated on `type` (horizon-api.md §4.2). The
// type-specific fields follow the real wire, checked three ways: against the Stellar SDK's record
// types at compile time (horizon-sdk-conformance.ts), against a field-kind table at compile time
// and against the real fixtures at run time (horizon-record-types.test.ts).
// Types only: nothing here reaches the bundle.
import type { AssetType, OperationBase, PriceR } from '@/api/horizon-types'

/** `asset_type`, `asset_code?`, `asset_issuer?`; `prefix` gives `source_asset_type`, … */
export type AssetFields<Prefix extends string = ''> = {
  [K in 'asset_type' as `${Prefix}${K}`]: AssetType
} & { [K in 'asset_code' | 'asset_issuer' as `${Prefix}${K}`]?: string }

/** An account field and the muxed M… address (and its id) Horizon adds when one was used. */
export type MuxedAccountFields<Field extends string> = { [K in Field]: string } & {
  [K in `${Field}_muxed` | `${Field}_muxed_id`]?: string
}

/** An asset as `path` and `asset_balance_changes` spell it. */
export interface PathAsset {
  asset_type: AssetType
  asset_code?: string
  asset_issuer?: string
}

/** `{asset: "native" | "CODE:ISSUER", amount}` */
export interface AssetAmount {
  asset: string
  amount: string
}

export interface ClaimPredicate {
  and?: ClaimPredicate[]
  or?: ClaimPredicate[]
  not?: ClaimPredicate
  unconditional?: boolean
  abs_before?: string
  abs_before_epoch?: string
  rel_before?: string
}

type PaymentFields = AssetFields &
  MuxedAccountFields<'from'> &
  MuxedAccountFields<'to'> & {
    amount: string
  }

type PathPaymentFields = PaymentFields &
  AssetFields<'source_'> & {
    path: PathAsset[]
    source_amount: string
  }

type OfferFields = AssetFields<'buying_'> &
  AssetFields<'selling_'> & {
    amount: string
    price: string
    price_r: PriceR
  }

type AccountFlagName =
  'auth_required' | 'auth_revocable' | 'auth_immutable' | 'auth_clawback_enabled'
// Horizon spells "liabilites" in this flag name.
type TrustLineFlagName = 'authorized' | 'authorized_to_maintain_liabilites' | 'clawback_enabled'

interface InvokeHostFunctionBalanceChange extends PathAsset {
  type: string
  from?: string
  to?: string
  amount: string
  destination_muxed_id?: string
}

/** The type-specific fields of each operation type, including the names Horizon used before 0.25. */
export interface OperationFieldsByType {
  create_account: MuxedAccountFields<'funder'> & { starting_balance: string; account: string }
  payment: PaymentFields
  path_payment_strict_receive: PathPaymentFields & { source_max: string }
  /** Before Horizon 0.25. */
  path_payment: PathPaymentFields & { source_max: string }
  path_payment_strict_send: PathPaymentFields & { destination_min: string }
  manage_sell_offer: OfferFields & { offer_id: string }
  /** Before Horizon 0.25, when `offer_id` was a number. */
  manage_offer: OfferFields & { offer_id: number }
  /** Kept its name in 0.25, so old records still have a numeric `offer_id` (ledger-operations.json). */
  manage_buy_offer: OfferFields & { offer_id: string | number }
  create_passive_sell_offer: OfferFields
  /** Before Horizon 0.25. */
  create_passive_offer: OfferFields
  set_options: {
    home_domain?: string
    inflation_dest?: string
    master_key_weight?: number
    signer_key?: string
    signer_weight?: number
    set_flags?: number[]
    set_flags_s?: AccountFlagName[]
    clear_flags?: number[]
    clear_flags_s?: AccountFlagName[]
    low_threshold?: number
    med_threshold?: number
    high_threshold?: number
  }
  change_trust: Omit<AssetFields, 'asset_type'> &
    MuxedAccountFields<'trustor'> & {
      /** Never native: there is no trustline to XLM. */
      asset_type: Exclude<AssetType, 'native'>
      liquidity_pool_id?: string
      limit: string
      trustee?: string
    }
  allow_trust: AssetFields &
    MuxedAccountFields<'trustee'> & {
      trustor: string
      authorize: boolean
      authorize_to_maintain_liabilities: boolean
    }
  account_merge: MuxedAccountFields<'account'> & MuxedAccountFields<'into'>
  inflation: Record<never, never>
  manage_data: { name: string; value: string }
  bump_sequence: { bump_to: string }
  create_claimable_balance: {
    asset: string
    amount: string
    claimants: { destination: string; predicate: ClaimPredicate }[]
  }
  claim_claimable_balance: MuxedAccountFields<'claimant'> & { balance_id: string }
  begin_sponsoring_future_reserves: { sponsored_id: string }
  end_sponsoring_future_reserves: Partial<MuxedAccountFields<'begin_sponsor'>>
  revoke_sponsorship: {
    account_id?: string
    claimable_balance_id?: string
    data_account_id?: string
    data_name?: string
    offer_id?: string
    trustline_account_id?: string
    trustline_asset?: string
    trustline_liquidity_pool_id?: string
    signer_account_id?: string
    signer_key?: string
  }
  clawback: AssetFields & MuxedAccountFields<'from'> & { amount: string }
  clawback_claimable_balance: { balance_id: string }
  set_trust_line_flags: AssetFields & {
    trustor: string
    set_flags?: number[]
    set_flags_s?: TrustLineFlagName[]
    clear_flags?: number[]
    clear_flags_s?: TrustLineFlagName[]
  }
  liquidity_pool_deposit: {
    liquidity_pool_id: string
    reserves_max: AssetAmount[]
    min_price: string
    min_price_r: PriceR
    max_price: string
    max_price_r: PriceR
    reserves_deposited: AssetAmount[]
    shares_received: string
  }
  liquidity_pool_withdraw: {
    liquidity_pool_id: string
    reserves_min: AssetAmount[]
    shares: string
    reserves_received: AssetAmount[]
  }
  invoke_host_function: {
    function: string
    parameters: { value: string; type: string }[]
    address: string
    salt: string
    asset_balance_changes: InvokeHostFunctionBalanceChange[]
  }
  extend_footprint_ttl: { extend_to: number }
  restore_footprint: Record<never, never>
}

export type OperationType = keyof OperationFieldsByType

export type OperationOfType<T extends OperationType> = Omit<OperationBase, 'type'> & {
  type: T
} & OperationFieldsByType[T]

/** Any operation record, discriminated on `type`. */
export type OperationRecord = { [T in OperationType]: OperationOfType<T> }[OperationType]
