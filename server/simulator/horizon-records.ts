// Renders simulator state into Horizon JSON records (field order = Horizon's Go struct order,
// shared/docs/horizon-api.md §4). Objects are built in emission order and serialized with
// goJsonIndent by the caller; hrefs start with HORIZON_BASE_PLACEHOLDER.

import { HORIZON_BASE_PLACEHOLDER as BASE } from '../store/schema.ts'
import type { PoolShareLine } from './liquidity-pools.ts'
import { formatStroops } from './stroops.ts'

export type JsonObject = { [key: string]: unknown }

/** A credit asset; `null` stands for native XLM throughout the simulator. */
export interface CreditAsset {
  code: string
  issuer: string
}

export function assetType(asset: CreditAsset | null): string {
  if (asset === null) return 'native'
  return asset.code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12'
}

/** Horizon's base.Asset embedding with an optional prefix (e.g. "source_", "sold_"). */
export function assetFields(asset: CreditAsset | null, prefix = ''): JsonObject {
  if (asset === null) return { [`${prefix}asset_type`]: 'native' }
  return {
    [`${prefix}asset_type`]: assetType(asset),
    [`${prefix}asset_code`]: asset.code,
    [`${prefix}asset_issuer`]: asset.issuer,
  }
}

export function toid(ledger: number, txOrder: number, opIndex: number): bigint {
  return (BigInt(ledger) << 32n) | (BigInt(txOrder) << 12n) | BigInt(opIndex)
}

export function rfc3339(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z')
}

export const link = (path: string): JsonObject => ({ href: `${BASE}${path}` })
export const templated = (path: string): JsonObject => ({
  href: `${BASE}${path}{?cursor,limit,order}`,
  templated: true,
})

/** The four history sub-collections Horizon links from a ledger and from an account. */
export const historyLinks = (path: string): JsonObject => ({
  transactions: templated(`${path}/transactions`),
  operations: templated(`${path}/operations`),
  payments: templated(`${path}/payments`),
  effects: templated(`${path}/effects`),
})

export interface LedgerRecordInput {
  hash: string
  prevHash: string
  sequence: number
  successfulTransactionCount: number
  failedTransactionCount: number
  operationCount: number
  txSetOperationCount: number
  closeTime: number
  totalCoins: bigint
  feePool: bigint
  baseFee: number
  baseReserve: number
  maxTxSetSize: number
  protocolVersion: number
  headerXdr: string
}

export function ledgerRecord(input: LedgerRecordInput): JsonObject {
  const path = `/ledgers/${input.sequence}`
  const record: JsonObject = {
    _links: { self: link(path), ...historyLinks(path) },
    id: input.hash,
    paging_token: toid(input.sequence, 0, 0).toString(),
    hash: input.hash,
  }
  // prev_hash is omitempty in Horizon: the genesis ledger has none.
  if (input.prevHash !== '') record.prev_hash = input.prevHash
  Object.assign(record, {
    sequence: input.sequence,
    successful_transaction_count: input.successfulTransactionCount,
    failed_transaction_count: input.failedTransactionCount,
    operation_count: input.operationCount,
    tx_set_operation_count: input.txSetOperationCount,
    closed_at: rfc3339(input.closeTime),
    total_coins: formatStroops(input.totalCoins),
    fee_pool: formatStroops(input.feePool),
    base_fee_in_stroops: input.baseFee,
    base_reserve_in_stroops: input.baseReserve,
    max_tx_set_size: input.maxTxSetSize,
    protocol_version: input.protocolVersion,
    header_xdr: input.headerXdr,
  })
  return record
}

export type MemoValue =
  | { type: 'none' }
  | { type: 'text'; text: string }
  | { type: 'id'; id: bigint }
  | { type: 'hash' | 'return'; bytes: Uint8Array }

export interface TransactionRecordInput {
  hash: string
  id: bigint
  successful: boolean
  ledger: number
  closeTime: number
  sourceAccount: string
  sequence: bigint
  feeCharged: bigint
  maxFee: bigint
  operationCount: number
  envelopeXdr: string
  resultXdr: string
  feeMetaXdr: string
  memo: MemoValue
  signatures: string[]
  maxTime: number
  /** The account that paid the fee: the source, or a fee bump's fee source. */
  feeAccount: string
  /** Muxed (M…) address and id of the transaction source. */
  sourceMuxed?: { address: string; id: string }
  feeBump?: { innerHash: string; innerSignatures: string[]; innerMaxFee: bigint }
}

export function transactionRecord(input: TransactionRecordInput): JsonObject {
  const record: JsonObject = {}
  // Horizon's custom MarshalJSON puts memo and memo_bytes before _links.
  const memo = input.memo
  if (memo.type === 'text') {
    record.memo = memo.text
    record.memo_bytes = Buffer.from(memo.text, 'utf8').toString('base64')
  } else if (memo.type === 'id') record.memo = memo.id.toString()
  else if (memo.type === 'hash' || memo.type === 'return')
    record.memo = Buffer.from(memo.bytes).toString('base64')
  const path = `/transactions/${input.hash}`
  const token = input.id.toString()
  Object.assign(record, {
    _links: {
      self: link(path),
      account: link(`/accounts/${input.sourceAccount}`),
      ledger: link(`/ledgers/${input.ledger}`),
      operations: templated(`${path}/operations`),
      effects: templated(`${path}/effects`),
      precedes: link(`/transactions?order=asc&cursor=${token}`),
      succeeds: link(`/transactions?order=desc&cursor=${token}`),
      transaction: link(path),
    },
    id: input.hash,
    paging_token: token,
    successful: input.successful,
    hash: input.hash,
    ledger: input.ledger,
    created_at: rfc3339(input.closeTime),
    source_account: input.sourceAccount,
    ...muxedFields('account_', input.sourceMuxed),
    source_account_sequence: input.sequence.toString(),
    fee_account: input.feeAccount,
    // A fee bump's fee source is a G address here; otherwise the fee account is the source.
    ...(input.feeBump === undefined ? muxedFields('fee_account_', input.sourceMuxed) : {}),
    fee_charged: input.feeCharged.toString(),
    max_fee: input.maxFee.toString(),
    operation_count: input.operationCount,
    envelope_xdr: input.envelopeXdr,
    result_xdr: input.resultXdr,
    // result_meta_xdr is omitted, as Horizon does when it runs with SKIP_TXMETA.
    fee_meta_xdr: input.feeMetaXdr,
    memo_type: memo.type,
    signatures: input.signatures,
    // valid_after/valid_before were removed in Horizon 22; only preconditions remain.
    preconditions: { timebounds: { min_time: '0', max_time: String(input.maxTime) } },
  })
  if (input.feeBump !== undefined) {
    // Horizon: the outer hash and signatures, then the inner transaction's.
    record.fee_bump_transaction = { hash: input.hash, signatures: input.signatures }
    record.inner_transaction = {
      hash: input.feeBump.innerHash,
      signatures: input.feeBump.innerSignatures,
      max_fee: input.feeBump.innerMaxFee.toString(),
    }
  }
  return record
}

/** Operation fields Horizon renders with <field>_muxed/<field>_muxed_id when they hold the source. */
export const MUXED_SOURCE_FIELDS = ['funder', 'from', 'trustor', 'account']

/**
 * A copy of `fields` with <key>_muxed and <key>_muxed_id right after each of `keys` whose value
 * is the muxed source's G address (Horizon's addAccountAndMuxedAccountDetails / addMuxed).
 */
export function withMuxedSource(
  fields: JsonObject,
  keys: string[],
  sourceId: string,
  muxed: { address: string; id: string } | undefined,
): JsonObject {
  if (muxed === undefined) return fields
  const result: JsonObject = {}
  for (const [key, value] of Object.entries(fields)) {
    result[key] = value
    if (keys.includes(key) && value === sourceId)
      Object.assign(result, muxedFields(`${key}_`, muxed))
  }
  return result
}

/** Horizon's omitempty <prefix>muxed and <prefix>muxed_id (a string) of an M… address. */
export function muxedFields(
  prefix: string,
  muxed: { address: string; id: string } | undefined,
): JsonObject {
  if (muxed === undefined) return {}
  return { [`${prefix}muxed`]: muxed.address, [`${prefix}muxed_id`]: muxed.id }
}

export interface OperationRecordInput {
  id: bigint
  successful: boolean
  sourceAccount: string
  /** The transaction source's M… address and id, which its operations inherit. */
  sourceMuxed?: { address: string; id: string }
  type: string
  typeI: number
  closeTime: number
  transactionHash: string
  details: JsonObject
}

export function operationRecord(input: OperationRecordInput): JsonObject {
  const id = input.id.toString()
  return {
    _links: {
      self: link(`/operations/${id}`),
      transaction: link(`/transactions/${input.transactionHash}`),
      effects: link(`/operations/${id}/effects`),
      succeeds: link(`/effects?order=desc&cursor=${id}`),
      precedes: link(`/effects?order=asc&cursor=${id}`),
    },
    id,
    paging_token: id,
    transaction_successful: input.successful,
    source_account: input.sourceAccount,
    ...muxedFields('source_account_', input.sourceMuxed),
    type: input.type,
    type_i: input.typeI,
    created_at: rfc3339(input.closeTime),
    transaction_hash: input.transactionHash,
    ...input.details,
  }
}

export function effectId(operationId: bigint, order: number): string {
  return `${operationId.toString().padStart(19, '0')}-${String(order).padStart(10, '0')}`
}

export interface EffectRecordInput {
  operationId: bigint
  /** 1-based position within the operation's effects. */
  order: number
  account: string
  type: string
  typeI: number
  closeTime: number
  details: JsonObject
}

export function effectRecord(input: EffectRecordInput): JsonObject {
  const { operationId, order, account, type, typeI, closeTime, details } = input
  const token = `${operationId}-${order}`
  return {
    _links: {
      operation: link(`/operations/${operationId}`),
      succeeds: link(`/effects?order=desc&cursor=${token}`),
      precedes: link(`/effects?order=asc&cursor=${token}`),
    },
    id: effectId(operationId, order),
    paging_token: token,
    account,
    type,
    type_i: typeI,
    created_at: rfc3339(closeTime),
    ...details,
  }
}

export interface TrustlineState {
  code: string
  issuer: string
  balance: bigint
  limit: bigint
  /** TrustLineFlags: 1 authorized, 2 authorized to maintain liabilities, 4 clawback enabled. */
  flags: number
  lastModifiedLedger: number
  /** The account paying this trustline's reserve, when sponsored. */
  sponsor?: string
  /** Pool-share trustlines of the same account that use this asset (liquidityPoolUseCount). */
  poolUseCount?: number
}

export interface SignerState {
  key: string
  weight: number
  sponsor?: string
}

export interface AccountState {
  /** Index of the deterministic keypair (-1 = the network root). */
  keyIndex: number
  id: string
  balance: bigint
  sequence: bigint
  /** Ledger and close time (Unix seconds) in which a transaction last changed `sequence`: Core's
   * seqLedger/seqTime (protocol 19, AccountEntryExtensionV3); absent until the account sends one. */
  sequenceLedger?: number
  sequenceTime?: number
  subentryCount: number
  masterWeight: number
  lowThreshold: number
  medThreshold: number
  highThreshold: number
  /** AccountFlags: 1 auth_required, 2 auth_revocable, 4 auth_immutable, 8 auth_clawback_enabled. */
  flags: number
  homeDomain: string
  /** Extra signers (the master key is implied by masterWeight). */
  signers: SignerState[]
  /** name → base64 value */
  data: Record<string, string>
  trustlines: TrustlineState[]
  /** Pool-share trustlines (each counts two subentries). */
  poolShares: PoolShareLine[]
  lastModifiedLedger: number
  inflationDest?: string
  /** Sponsorship (omitted while zero/absent): who pays this account's base reserve... */
  sponsor?: string
  /** ...how many reserves it pays for others, and how many others pay for it. */
  numSponsoring?: number
  numSponsored?: number
  /** data entry name → its sponsor */
  dataSponsors?: Record<string, string>
}

export interface Liabilities {
  buying: bigint
  selling: bigint
}

/** Byte-wise comparison, as SQL ORDER BY and Go's sort.Strings do (not locale-aware). */
export function compareStrings(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0
}

/** Horizon's price string: the rational n/d rounded to 7 decimals (big.Rat FloatString(7)). */
export function formatPrice(numerator: number, denominator: number): string {
  const scaled =
    (2n * BigInt(numerator) * 10_000_000n + BigInt(denominator)) / (2n * BigInt(denominator))
  return formatStroops(scaled)
}

export interface OfferState {
  offerId: number
  seller: string
  selling: CreditAsset | null
  buying: CreditAsset | null
  /** Amount of `selling` still offered, in stroops. */
  amount: bigint
  /** Price of one unit of `selling` in units of `buying`. */
  priceN: number
  priceD: number
  lastModifiedLedger: number
  sponsor?: string
}
