// The Stellar RPC methods the explorer calls, each with the shape its result must have (the
// OpenRPC spec in shared/fixtures/rpc): a result of another shape is a 'malformed' RpcError, never
// half-read. XDR stays base64 text here; the pages decode it with the Stellar SDK, lazily.
import type { RpcCallOptions } from '@/api/rpc-client'
import { RpcError, rpcCall } from '@/api/rpc-client'

export type Fields = Record<string, unknown>

export function objectResult(method: string, result: unknown): Fields {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    throw new RpcError({
      kind: 'malformed',
      method,
      message: `The RPC's ${method} result is not an object`,
    })
  }
  return result as Fields
}

export function wrong(method: string, field: string): RpcError {
  return new RpcError({
    kind: 'malformed',
    method,
    message: `The RPC's ${method} result has no valid "${field}"`,
  })
}

export function text(method: string, fields: Fields, name: string): string {
  const value = fields[name]
  if (typeof value !== 'string') throw wrong(method, name)
  return value
}

export function optionalText(method: string, fields: Fields, name: string): string | null {
  const value = fields[name]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw wrong(method, name)
  return value
}

/**
 * A ledger sequence: a uint32 (never beyond 2^32). stellar-rpc sends a number; older RPCs sent
 * some as decimal strings (getLedgerEntries' `lastModifiedLedgerSeq: "164303"`), read alike.
 */
export function ledger(method: string, fields: Fields, name: string): number {
  const field = fields[name]
  const value = typeof field === 'string' && /^\d{1,10}$/.test(field) ? Number(field) : field
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffffff) {
    throw wrong(method, name)
  }
  return value
}

export function list(method: string, fields: Fields, name: string): unknown[] {
  const value = fields[name]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw wrong(method, name)
  return value
}

export function textList(method: string, value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw wrong(method, name)
  }
  return value as string[]
}

/** The range of ledgers an RPC keeps (its history retention window). */
export interface RpcWindow {
  latestLedger: number
  oldestLedger: number
}

export interface RpcLatestLedger {
  sequence: number
  protocolVersion: number
  /** The ledger's hash (hex), absent from RPCs before 21. */
  id: string | null
  /** Unix seconds, as a string in stellar-rpc's answer. */
  closeTime: string | null
}

export async function getLatestLedger(
  rpcUrl: string | null,
  options?: RpcCallOptions,
): Promise<RpcLatestLedger> {
  const method = 'getLatestLedger'
  const fields = objectResult(method, await rpcCall(rpcUrl, method, undefined, options))
  return {
    sequence: ledger(method, fields, 'sequence'),
    protocolVersion: ledger(method, fields, 'protocolVersion'),
    id: optionalText(method, fields, 'id'),
    closeTime: unixTime(method, fields, 'closeTime'),
  }
}

/**
 * A unix time in seconds as a decimal string: stellar-rpc sends strings for some methods and
 * numbers for others (getLedgers, getTransactions), so both are read; absent is null.
 */
export function unixTime(method: string, fields: Fields, name: string): string | null {
  const value = fields[name]
  if (value === undefined || value === null) return null
  const digits = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof digits !== 'string' || !/^\d{1,15}$/.test(digits)) throw wrong(method, name)
  return digits
}

export interface RpcLedgerEntry {
  /** LedgerKey XDR (base64). */
  key: string
  /** LedgerEntryData XDR (base64). */
  xdr: string
  lastModifiedLedgerSeq: number
  liveUntilLedgerSeq: number | null
}

export interface RpcLedgerEntries {
  entries: RpcLedgerEntry[]
  latestLedger: number
}

/** The current ledger entries of base64 LedgerKey XDRs (at most 200); missing ones are absent. */
export async function getLedgerEntries(
  rpcUrl: string | null,
  keys: string[],
  options?: RpcCallOptions,
): Promise<RpcLedgerEntries> {
  const method = 'getLedgerEntries'
  const fields = objectResult(method, await rpcCall(rpcUrl, method, { keys }, options))
  const entries = list(method, fields, 'entries').map((item) => {
    const entry = objectResult(method, item)
    return {
      key: text(method, entry, 'key'),
      xdr: text(method, entry, 'xdr'),
      lastModifiedLedgerSeq: ledger(method, entry, 'lastModifiedLedgerSeq'),
      liveUntilLedgerSeq:
        entry.liveUntilLedgerSeq === undefined ? null : ledger(method, entry, 'liveUntilLedgerSeq'),
    }
  })
  return { entries, latestLedger: ledger(method, fields, 'latestLedger') }
}

export interface RpcEvent {
  type: string
  ledger: number
  ledgerClosedAt: string
  contractId: string
  /** The event's id: also a cursor (a TOID and an index; stays a string). */
  id: string
  txHash: string
  inSuccessfulContractCall: boolean
  /** ScVal XDRs (base64). */
  topic: string[]
  value: string
}

export interface RpcEventPage extends RpcWindow {
  events: RpcEvent[]
  /** Where the next page starts (stellar-rpc ≥ 22 sends it even when the page is short). */
  cursor: string | null
}

export interface RpcEventQuery {
  contractIds: string[]
  /** Either a cursor (a page after it) or a ledger to start from. */
  cursor?: string
  startLedger?: number
  limit: number
}

export async function getEvents(
  rpcUrl: string | null,
  query: RpcEventQuery,
  options?: RpcCallOptions,
): Promise<RpcEventPage> {
  const method = 'getEvents'
  const pagination =
    query.cursor === undefined
      ? { limit: query.limit }
      : { cursor: query.cursor, limit: query.limit }
  const params = {
    ...(query.cursor === undefined ? { startLedger: query.startLedger } : {}),
    filters:
      query.contractIds.length > 0 ? [{ type: 'contract', contractIds: query.contractIds }] : [],
    pagination,
  }
  const fields = objectResult(method, await rpcCall(rpcUrl, method, params, options))
  const events = list(method, fields, 'events').map((item) => {
    const event = objectResult(method, item)
    return {
      type: text(method, event, 'type'),
      ledger: ledger(method, event, 'ledger'),
      ledgerClosedAt: text(method, event, 'ledgerClosedAt'),
      contractId: optionalText(method, event, 'contractId') ?? '',
      id: text(method, event, 'id'),
      txHash: optionalText(method, event, 'txHash') ?? '',
      inSuccessfulContractCall: event.inSuccessfulContractCall === true,
      topic: textList(method, event.topic, 'topic'),
      value: text(method, event, 'value'),
    }
  })
  return {
    events,
    cursor: optionalText(method, fields, 'cursor'),
    latestLedger: ledger(method, fields, 'latestLedger'),
    oldestLedger: ledger(method, fields, 'oldestLedger'),
  }
}

export interface RpcTransaction extends RpcWindow {
  status: 'SUCCESS' | 'FAILED' | 'NOT_FOUND'
  ledger: number | null
  envelopeXdr: string | null
  resultXdr: string | null
  resultMetaXdr: string | null
  /** Diagnostic events (failed calls, or an RPC with diagnostics on): DiagnosticEvent XDRs. */
  diagnosticEventsXdr: string[]
}

export async function getTransaction(
  rpcUrl: string | null,
  hash: string,
  options?: RpcCallOptions,
): Promise<RpcTransaction> {
  const method = 'getTransaction'
  const fields = objectResult(method, await rpcCall(rpcUrl, method, { hash }, options))
  const status = fields.status
  if (status !== 'SUCCESS' && status !== 'FAILED' && status !== 'NOT_FOUND') {
    throw wrong(method, 'status')
  }
  const found = status !== 'NOT_FOUND'
  return {
    status,
    ledger: found ? ledger(method, fields, 'ledger') : null,
    envelopeXdr: found ? text(method, fields, 'envelopeXdr') : null,
    resultXdr: found ? text(method, fields, 'resultXdr') : null,
    resultMetaXdr: found ? text(method, fields, 'resultMetaXdr') : null,
    diagnosticEventsXdr: textList(method, fields.diagnosticEventsXdr ?? [], 'diagnosticEventsXdr'),
    latestLedger: ledger(method, fields, 'latestLedger'),
    oldestLedger: ledger(method, fields, 'oldestLedger'),
  }
}

export interface RpcSimulation {
  /** The return value (ScVal XDR) of the call, when it succeeded. */
  returnValueXdr: string | null
  /** Why the simulation failed, as the RPC says (text, never HTML). */
  error: string | null
  latestLedger: number
}

/** Simulates a transaction (base64 envelope XDR): how the explorer reads a contract's function. */
export async function simulateTransaction(
  rpcUrl: string | null,
  transactionXdr: string,
  options?: RpcCallOptions,
): Promise<RpcSimulation> {
  const method = 'simulateTransaction'
  const fields = objectResult(
    method,
    await rpcCall(rpcUrl, method, { transaction: transactionXdr }, options),
  )
  const error = optionalText(method, fields, 'error')
  const [first] = list(method, fields, 'results')
  const returnValueXdr =
    first === undefined ? null : text(method, objectResult(method, first), 'xdr')
  if (error === null && returnValueXdr === null) throw wrong(method, 'results')
  return { returnValueXdr, error, latestLedger: ledger(method, fields, 'latestLedger') }
}

export interface RpcNetwork {
  passphrase: string
  /** Optional in answers of RPCs before the spec required it. */
  protocolVersion: number | null
  /** The network's faucet, as the RPC names it (shown as text, never followed). */
  friendbotUrl: string | null
}

export async function getNetwork(
  rpcUrl: string | null,
  options?: RpcCallOptions,
): Promise<RpcNetwork> {
  const method = 'getNetwork'
  const fields = objectResult(method, await rpcCall(rpcUrl, method, undefined, options))
  return {
    passphrase: text(method, fields, 'passphrase'),
    protocolVersion:
      fields.protocolVersion === undefined ? null : ledger(method, fields, 'protocolVersion'),
    friendbotUrl: optionalText(method, fields, 'friendbotUrl'),
  }
}
