// Compile-time check of our Horizon record unions against the Stellar SDK's record types
// (@stellar/stellar-sdk 17: `Horizon.HorizonApi.*OperationResponse`, `Horizon.ServerApi.EffectRecord`).
// Types only: `import type` keeps the SDK out of the bundle, and no app code imports this file.
//
// For every field the SDK declares, our record must have it with the same type (optionality aside,
// enums compared by their values, the SDK's call-builder methods ignored). Where the SDK disagrees
// with the real wire, the field is listed in a Known…Deviations table with the evidence; any other
// difference, e.g. a misspelt or mistyped field on our side, fails `npm run typecheck`.
import type { Horizon } from '@stellar/stellar-sdk'
import type { EffectOfType, EffectType } from '@/api/horizon-effect-types'
import type { AllTrue, Equal } from '@/api/horizon-field-kinds'
import type { OperationOfType } from '@/api/horizon-operation-types'

type AnyFunction = (...args: never[]) => unknown

/** A record as JSON: methods dropped, string enums as their string values. */
type Wire<T> = T extends AnyFunction
  ? never
  : T extends string
    ? `${T}`
    : T extends number
      ? number
      : T extends boolean
        ? boolean
        : T extends readonly (infer Item)[]
          ? Wire<Item>[]
          : T extends object
            ? { [K in keyof T as NonNullable<T[K]> extends AnyFunction ? never : K]: Wire<T[K]> }
            : T

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** The SDK's fields that our record lacks or types differently. */
type Mismatched<Ours, Sdk> = {
  [K in keyof Wire<Sdk>]-?: K extends keyof Ours
    ? Same<NonNullable<Wire<Ours[K]>>, NonNullable<Wire<Sdk>[K]>> extends true
      ? never
      : K
    : K
}[keyof Wire<Sdk>]

/**
 * The SDK's record for each operation type it has. It lacks extend_footprint_ttl (it still has
 * bump_footprint_expiration with ledgers_to_expire, the name from Soroban's previews) and the
 * pre-0.25 names.
 */
interface SdkOperationRecords {
  create_account: Horizon.HorizonApi.CreateAccountOperationResponse
  payment: Horizon.HorizonApi.PaymentOperationResponse
  path_payment_strict_receive: Horizon.HorizonApi.PathPaymentOperationResponse
  path_payment_strict_send: Horizon.HorizonApi.PathPaymentStrictSendOperationResponse
  manage_sell_offer: Horizon.HorizonApi.ManageOfferOperationResponse
  // The SDK has the type name but no record; Horizon sends manage_sell_offer's fields.
  manage_buy_offer: Omit<Horizon.HorizonApi.ManageOfferOperationResponse, 'type' | 'type_i'>
  create_passive_sell_offer: Horizon.HorizonApi.PassiveOfferOperationResponse
  set_options: Horizon.HorizonApi.SetOptionsOperationResponse
  change_trust: Horizon.HorizonApi.ChangeTrustOperationResponse
  allow_trust: Horizon.HorizonApi.AllowTrustOperationResponse
  account_merge: Horizon.HorizonApi.AccountMergeOperationResponse
  inflation: Horizon.HorizonApi.InflationOperationResponse
  manage_data: Horizon.HorizonApi.ManageDataOperationResponse
  bump_sequence: Horizon.HorizonApi.BumpSequenceOperationResponse
  create_claimable_balance: Horizon.HorizonApi.CreateClaimableBalanceOperationResponse
  claim_claimable_balance: Horizon.HorizonApi.ClaimClaimableBalanceOperationResponse
  begin_sponsoring_future_reserves: Horizon.HorizonApi.BeginSponsoringFutureReservesOperationResponse
  end_sponsoring_future_reserves: Horizon.HorizonApi.EndSponsoringFutureReservesOperationResponse
  revoke_sponsorship: Horizon.HorizonApi.RevokeSponsorshipOperationResponse
  clawback: Horizon.HorizonApi.ClawbackOperationResponse
  clawback_claimable_balance: Horizon.HorizonApi.ClawbackClaimableBalanceOperationResponse
  set_trust_line_flags: Horizon.HorizonApi.SetTrustLineFlagsOperationResponse
  liquidity_pool_deposit: Horizon.HorizonApi.DepositLiquidityOperationResponse
  liquidity_pool_withdraw: Horizon.HorizonApi.WithdrawLiquidityOperationResponse
  invoke_host_function: Horizon.HorizonApi.InvokeHostFunctionOperationResponse
  restore_footprint: Horizon.HorizonApi.RestoreFootprintOperationResponse
}

/** Where the SDK is wrong about the wire: the fields, and the evidence. */
interface KnownSdkOperationDeviations {
  create_account: never
  payment: never
  /** SDK: hops always have a code and issuer; an XLM hop has neither (horizon-api.md §4.2). */
  path_payment_strict_receive: 'path'
  path_payment_strict_send: 'path'
  /**
   * SDK: `price_r` is {numerator, denominator}, the wire has {n, d} (op-manage-sell-offer.json);
   * SDK: `offer_id` number | string, a string since Horizon 0.25 (horizon-api.md §4.2).
   */
  manage_sell_offer: 'price_r' | 'offer_id'
  /** `offer_id` is number | string here too: old records have numbers (ledger-operations.json). */
  manage_buy_offer: 'price_r'
  /** As manage_sell_offer's `price_r`; SDK: has an `offer_id`, the wire has none (op-create-passive-sell-offer.json). */
  create_passive_sell_offer: 'price_r' | 'offer_id'
  /** SDK: flag names end in "_flag"; the wire sends "auth_required" (op-set-options.json). */
  set_options: 'set_flags_s' | 'clear_flags_s'
  change_trust: never
  allow_trust: never
  account_merge: never
  inflation: never
  manage_data: never
  bump_sequence: never
  create_claimable_balance: never
  claim_claimable_balance: never
  begin_sponsoring_future_reserves: never
  end_sponsoring_future_reserves: never
  revoke_sponsorship: never
  clawback: never
  clawback_claimable_balance: never
  set_trust_line_flags: never
  liquidity_pool_deposit: never
  liquidity_pool_withdraw: never
  /** SDK: `from` and `to` always present; a mint has no `from`, a burn no `to` (horizon-api.md §4.2). */
  invoke_host_function: 'asset_balance_changes'
  restore_footprint: never
}

export type OperationRecordsMatchTheSdk = AllTrue<{
  [T in keyof SdkOperationRecords]: Equal<
    Mismatched<OperationOfType<T>, SdkOperationRecords[T]>,
    KnownSdkOperationDeviations[T]
  >
}>

/** The mismatches, for reading in an editor while updating the tables above. */
export type OperationMismatches = {
  [T in keyof SdkOperationRecords]: Mismatched<OperationOfType<T>, SdkOperationRecords[T]>
}

/**
 * Horizon's effect codes (horizon-api.md §4.4). The SDK's records are found by code, because some
 * copy another record's `type` (trustline_deauthorized says "trustline_authorized").
 */
interface EffectCodes {
  account_created: 0
  account_removed: 1
  account_credited: 2
  account_debited: 3
  account_thresholds_updated: 4
  account_home_domain_updated: 5
  account_flags_updated: 6
  account_inflation_destination_updated: 7
  signer_created: 10
  signer_removed: 11
  signer_updated: 12
  trustline_created: 20
  trustline_removed: 21
  trustline_updated: 22
  trustline_authorized: 23
  trustline_deauthorized: 24
  trustline_authorized_to_maintain_liabilities: 25
  trustline_flags_updated: 26
  trade: 33
  data_created: 40
  data_removed: 41
  data_updated: 42
  sequence_bumped: 43
  claimable_balance_created: 50
  claimable_balance_claimant_created: 51
  claimable_balance_claimed: 52
  account_sponsorship_created: 60
  account_sponsorship_updated: 61
  account_sponsorship_removed: 62
  trustline_sponsorship_created: 63
  trustline_sponsorship_updated: 64
  trustline_sponsorship_removed: 65
  data_sponsorship_created: 66
  data_sponsorship_updated: 67
  data_sponsorship_removed: 68
  claimable_balance_sponsorship_created: 69
  claimable_balance_sponsorship_updated: 70
  claimable_balance_sponsorship_removed: 71
  signer_sponsorship_created: 72
  signer_sponsorship_updated: 73
  signer_sponsorship_removed: 74
  claimable_balance_clawed_back: 80
  liquidity_pool_deposited: 90
  liquidity_pool_withdrew: 91
  liquidity_pool_trade: 92
  liquidity_pool_created: 93
  liquidity_pool_removed: 94
  liquidity_pool_revoked: 95
  contract_credited: 96
  contract_debited: 97
}

type SdkEffectRecord<T extends EffectType> = Omit<
  Extract<Horizon.ServerApi.EffectRecord, { type_i: EffectCodes[T] }>,
  'type'
>

/** Effect types the SDK has a record for (it lacks account_removed, account_inflation_destination_updated, trustline_flags_updated and claimable_balance_clawed_back). */
type SdkEffectRecords = {
  [
    T in EffectType as [
      Extract<Horizon.ServerApi.EffectRecord, { type_i: EffectCodes[T] }>,
    ] extends [never]
      ? never
      : T
  ]: SdkEffectRecord<T>
}

/**
 * Where the SDK is wrong about effects on the wire; types not listed must match exactly. On every
 * effect the SDK declares a `self` link, which effects do not have (horizon-api.md §4.4).
 */
interface KnownSdkEffectDeviations {
  /** SDK: `offer_id` number | string, the wire a string; asset types any string (effect-trade.json). */
  trade: 'offer_id' | 'sold_asset_type' | 'bought_asset_type'
  /** SDK: `name` and `value` are booleans; the wire has strings (effect-data-created.json). */
  data_created: 'name' | 'value'
  data_updated: 'name' | 'value'
  /** … and data_removed has no `value` at all (effect-data-removed.json). */
  data_removed: 'name' | 'value'
  /** SDK: `new_seq` number | string; the wire has a string (effect-sequence-bumped.json). */
  sequence_bumped: 'new_seq'
  /** SDK: `balance_type_i`; the wire has `balance_id` instead (effect-claimable-balance-*.json). */
  claimable_balance_created: 'balance_type_i'
  claimable_balance_claimant_created: 'balance_type_i'
  claimable_balance_claimed: 'balance_type_i'
  claimable_balance_sponsorship_created: 'balance_type_i'
  claimable_balance_sponsorship_updated: 'balance_type_i'
  claimable_balance_sponsorship_removed: 'balance_type_i'
  /** SDK: the embedded pool has `_links`; the wire's has none (effect-liquidity-pool-*.json). */
  liquidity_pool_deposited: 'liquidity_pool'
  liquidity_pool_withdrew: 'liquidity_pool'
  liquidity_pool_trade: 'liquidity_pool'
  liquidity_pool_created: 'liquidity_pool'
  liquidity_pool_revoked: 'liquidity_pool'
}

export type EffectRecordsMatchTheSdk = AllTrue<{
  [T in keyof SdkEffectRecords]: Equal<
    Mismatched<EffectOfType<T>, SdkEffectRecords[T]>,
    '_links' | (T extends keyof KnownSdkEffectDeviations ? KnownSdkEffectDeviations[T] : never)
  >
}>

/** The SDK has these effect types; the others (see above) are checked against fixtures only. */
export type SdkEffectTypesAreKnown = AllTrue<{
  missing: Equal<
    Exclude<EffectType, keyof SdkEffectRecords>,
    | 'account_removed'
    | 'account_inflation_destination_updated'
    | 'trustline_flags_updated'
    | 'claimable_balance_clawed_back'
  >
}>

/** The mismatches, for reading in an editor while updating the tables above. */
export type EffectMismatches = {
  [T in keyof SdkEffectRecords]: Mismatched<EffectOfType<T>, SdkEffectRecords[T]>
}
