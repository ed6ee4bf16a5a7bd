// Horizon's records as they arrive on the wire (Horizon v28; see shared/docs/horizon-api.md §4).
// This file is also the contract the sandbox implements: server/ `import type`s it.
// Ids, paging tokens, sequences, fees and amounts are strings on purpose: TOIDs exceed 2^53 and
// amounts are 7-decimal strings that must never pass through a float.

export interface Link {
  href: string
  templated?: boolean
}

export type Links<K extends string> = { [P in K]: Link }

export interface Page<T> {
  _links: Links<'self' | 'next' | 'prev'>
  _embedded: { records: T[] }
}

/** application/problem+json body */
export interface Problem {
  type: string
  title: string
  status: number
  detail?: string
  extras?: Record<string, unknown>
}

export interface RootDocument {
  _links: Record<string, Link>
  horizon_version: string
  core_version: string
  ingest_latest_ledger: number
  history_latest_ledger: number
  history_latest_ledger_closed_at: string
  history_elder_ledger: number
  core_latest_ledger: number
  network_passphrase: string
  current_protocol_version: number
  supported_protocol_version: number
  core_supported_protocol_version: number
}

export interface Ledger {
  _links: Links<'self' | 'transactions' | 'operations' | 'payments' | 'effects'>
  id: string
  paging_token: string
  hash: string
  prev_hash?: string
  sequence: number
  successful_transaction_count: number
  failed_transaction_count: number | null
  operation_count: number
  tx_set_operation_count: number | null
  closed_at: string
  total_coins: string
  fee_pool: string
  base_fee_in_stroops: number
  base_reserve_in_stroops: number
  max_tx_set_size: number
  protocol_version: number
  header_xdr: string
}

export type MemoType = 'none' | 'text' | 'id' | 'hash' | 'return'

export interface Preconditions {
  timebounds?: { min_time: string; max_time?: string }
  ledgerbounds?: { min_ledger: number; max_ledger?: number }
  min_account_sequence?: string
  min_account_sequence_age?: string
  min_account_sequence_ledger_gap?: number
  extra_signers?: string[]
}

export interface Transaction {
  memo?: string
  memo_bytes?: string
  _links: Links<
    | 'self'
    | 'account'
    | 'ledger'
    | 'operations'
    | 'effects'
    | 'precedes'
    | 'succeeds'
    | 'transaction'
  >
  id: string
  paging_token: string
  successful: boolean
  hash: string
  ledger: number
  created_at: string
  source_account: string
  account_muxed?: string
  account_muxed_id?: string
  source_account_sequence: string
  fee_account: string
  fee_account_muxed?: string
  fee_account_muxed_id?: string
  fee_charged: string
  max_fee: string
  operation_count: number
  envelope_xdr: string
  result_xdr: string
  result_meta_xdr?: string
  fee_meta_xdr: string
  memo_type: MemoType
  signatures: string[]
  preconditions?: Preconditions
  fee_bump_transaction?: { hash: string; signatures: string[] }
  inner_transaction?: { hash: string; signatures: string[]; max_fee: string }
}

export type AssetType =
  'native' | 'credit_alphanum4' | 'credit_alphanum12' | 'liquidity_pool_shares'

/** Fields common to every operation; each type's own fields are in horizon-operation-types.ts. */
export interface OperationBase {
  _links: Links<'self' | 'transaction' | 'effects' | 'succeeds' | 'precedes'>
  id: string
  paging_token: string
  transaction_successful: boolean
  source_account: string
  source_account_muxed?: string
  source_account_muxed_id?: string
  type: string
  type_i: number
  created_at: string
  transaction_hash: string
  transaction?: Transaction
  sponsor?: string
}

/**
 * An operation record as it arrives: untrusted. Horizon has 27 operation types with different
 * fields (§4.2), typed as `OperationRecord` in horizon-operation-types.ts; renderers narrow on
 * `type` and then read that variant's fields by name (checked by the compiler) as `unknown`
 * (checked at run time), through `Unchecked<…>` in ui/record-fields.ts.
 */
export interface Operation extends OperationBase {
  [field: string]: unknown
}

export interface EffectBase {
  _links: Links<'operation' | 'succeeds' | 'precedes'>
  id: string
  paging_token: string
  account: string
  account_muxed?: string
  account_muxed_id?: string
  type: string
  type_i: number
  created_at: string
}

/** An effect record as it arrives: untrusted. Each type's fields: horizon-effect-types.ts. */
export interface Effect extends EffectBase {
  [field: string]: unknown
}

export interface NativeBalance {
  balance: string
  buying_liabilities: string
  selling_liabilities: string
  asset_type: 'native'
}

export interface CreditBalance {
  balance: string
  limit: string
  buying_liabilities: string
  selling_liabilities: string
  sponsor?: string
  last_modified_ledger: number
  is_authorized: boolean
  is_authorized_to_maintain_liabilities: boolean
  is_clawback_enabled?: boolean
  asset_type: 'credit_alphanum4' | 'credit_alphanum12'
  asset_code: string
  asset_issuer: string
}

export interface PoolShareBalance {
  balance: string
  liquidity_pool_id: string
  limit: string
  last_modified_ledger: number
  is_authorized: boolean
  is_authorized_to_maintain_liabilities: boolean
  is_clawback_enabled?: boolean
  asset_type: 'liquidity_pool_shares'
}

export type Balance = NativeBalance | CreditBalance | PoolShareBalance

export interface Signer {
  weight: number
  key: string
  type: 'ed25519_public_key' | 'sha256_hash' | 'preauth_tx' | 'ed25519_signed_payload'
  sponsor?: string
}

export interface Account {
  _links: Links<
    'self' | 'transactions' | 'operations' | 'payments' | 'effects' | 'offers' | 'trades' | 'data'
  >
  id: string
  account_id: string
  sequence: string
  sequence_ledger?: number
  sequence_time?: string
  subentry_count: number
  inflation_destination?: string
  home_domain?: string
  last_modified_ledger: number
  last_modified_time: string | null
  thresholds: { low_threshold: number; med_threshold: number; high_threshold: number }
  flags: {
    auth_required: boolean
    auth_revocable: boolean
    auth_immutable: boolean
    auth_clawback_enabled: boolean
  }
  balances: Balance[]
  signers: Signer[]
  data: Record<string, string>
  num_sponsoring: number
  num_sponsored: number
  sponsor?: string
  paging_token: string
}

export interface PriceR {
  n: number
  d: number
}

export interface Offer {
  _links: Links<'self' | 'offer_maker'>
  id: string
  paging_token: string
  seller: string
  selling: { asset_type: AssetType; asset_code?: string; asset_issuer?: string }
  buying: { asset_type: AssetType; asset_code?: string; asset_issuer?: string }
  amount: string
  price_r: PriceR
  price: string
  last_modified_ledger: number
  last_modified_time: string | null
  sponsor?: string
}

export interface Trade {
  _links: Links<'self' | 'base' | 'counter' | 'operation'>
  id: string
  paging_token: string
  ledger_close_time: string
  offer_id?: string
  trade_type: 'orderbook' | 'liquidity_pool'
  base_offer_id?: string
  base_account?: string
  base_liquidity_pool_id?: string
  base_amount: string
  base_asset_type: AssetType
  base_asset_code?: string
  base_asset_issuer?: string
  counter_offer_id?: string
  counter_account?: string
  counter_liquidity_pool_id?: string
  counter_amount: string
  counter_asset_type: AssetType
  counter_asset_code?: string
  counter_asset_issuer?: string
  base_is_seller: boolean
  price?: { n: string; d: string }
}
