// The Stellar RPC methods that describe an RPC server itself and its recent history (the RPC
// server page): getHealth, getVersionInfo, getFeeStats, getLedgers, getTransactions. Each result
// is checked against the OpenRPC spec's shape (shared/fixtures/rpc); XDR stays base64 text. Fee
// figures and TOID cursors stay strings: stroop sums and TOIDs exceed 2^53.
import type { RpcCallOptions } from '@/api/rpc-client'
import { rpcCall } from '@/api/rpc-client'
import type { Fields, RpcWindow } from '@/api/rpc-methods'
import { ledger, list, objectResult, optionalText, text, unixTime, wrong } from '@/api/rpc-methods'
import { type FeePercentile, feePercentiles } from '@/api/fee-percentiles'

export interface RpcHealth extends RpcWindow {
  /** "healthy" when the RPC says so; an unhealthy RPC answers with an error (-32603) instead. */
  status: string
  latestLedgerCloseTime: string | null
  oldestLedgerCloseTime: string | null
  /** The retention window the RPC is configured with, in ledgers (absent before RPC 21). */
  ledgerRetentionWindow: number | null
}

export async function getHealth(
  rpcUrl: string | null,
  options?: RpcCallOptions,
): Promise<RpcHealth> {
  const method = 'getHealth'
  const fields = objectResult(method, await rpcCall(rpcUrl, method, undefined, options))
  return {
    status: text(method, fields, 'status'),
    latestLedger: ledger(method, fields, 'latestLedger'),
    oldestLedger: ledger(method, fields, 'oldestLedger'),
    latestLedgerCloseTime: unixTime(method, fields, 'latestLedgerCloseTime'),
    oldestLedgerCloseTime: unixTime(method, fields, 'oldestLedgerCloseTime'),
    ledgerRetentionWindow:
      fields.ledgerRetentionWindow === undefined
        ? null
        : ledger(method, fields, 'ledgerRetentionWindow'),
  }
}

export interface RpcVersionInfo {
  version: string
  commitHash: string | null
  buildTimestamp: string | null
  captiveCoreVersion: string | null
  protocolVersion: number | null
}

/** A field under its current name or the snake_case one RPCs before 22 sent. */
function either(fields: Fields, camel: string, snake: string): Fields {
  return { [camel]: fields[camel] ?? fields[snake] }
}

export async function getVersionInfo(
  rpcUrl: string | null,
  options?: RpcCallOptions,
): Promise<RpcVersionInfo> {
  const method = 'getVersionInfo'
  const fields = objectResult(method, await rpcCall(rpcUrl, method, undefined, options))
  // An empty string is "not said" (Go marshals an unset string as "").
  const said = (value: string | null) => (value === null || value === '' ? null : value)
  const protocol = either(fields, 'protocolVersion', 'protocol_version')
  return {
    version: text(method, fields, 'version'),
    commitHash: said(
      optionalText(method, either(fields, 'commitHash', 'commit_hash'), 'commitHash'),
    ),
    buildTimestamp: said(
      optionalText(method, either(fields, 'buildTimestamp', 'build_time_stamp'), 'buildTimestamp'),
    ),
    captiveCoreVersion: said(
      optionalText(
        method,
        either(fields, 'captiveCoreVersion', 'captive_core_version'),
        'captiveCoreVersion',
      ),
    ),
    protocolVersion:
      protocol.protocolVersion === undefined ? null : ledger(method, protocol, 'protocolVersion'),
  }
}

export interface RpcFeeDistribution {
  /** Inclusion fees in stroops, decimal strings. */
  fees: Record<FeePercentile, string>
  transactionCount: string
  ledgerCount: number
}

export interface RpcFeeStats {
  soroban: RpcFeeDistribution
  classic: RpcFeeDistribution
  latestLedger: number
}

function stroops(method: string, fields: Fields, name: string): string {
  const value = text(method, fields, name)
  if (!/^\d{1,20}$/.test(value)) throw wrong(method, name)
  return value
}

function feeDistribution(method: string, fields: Fields, name: string): RpcFeeDistribution {
  const distribution = objectResult(method, fields[name])
  const fees = Object.fromEntries(
    feePercentiles.map((percentile) => [percentile, stroops(method, distribution, percentile)]),
  ) as Record<FeePercentile, string>
  return {
    fees,
    transactionCount: stroops(method, distribution, 'transactionCount'),
    ledgerCount: ledger(method, distribution, 'ledgerCount'),
  }
}

export async function getFeeStats(
  rpcUrl: string | null,
  options?: RpcCallOptions,
): Promise<RpcFeeStats> {
  const method = 'getFeeStats'
  const fields = objectResult(method, await rpcCall(rpcUrl, method, undefined, options))
  return {
    soroban: feeDistribution(method, fields, 'sorobanInclusionFee'),
    classic: feeDistribution(method, fields, 'inclusionFee'),
    latestLedger: ledger(method, fields, 'latestLedger'),
  }
}

export interface RpcLedgerSummary {
  hash: string
  sequence: number
  ledgerCloseTime: string | null
  /** LedgerCloseMeta XDR (base64): the transactions are counted from it. */
  metadataXdr: string
}

export interface RpcLedgerPage extends RpcWindow {
  ledgers: RpcLedgerSummary[]
  cursor: string | null
}

/** One page of ledgers from `startLedger`, oldest first (RPC pages only upwards). */
export async function getLedgers(
  rpcUrl: string | null,
  query: { startLedger: number; limit: number },
  options?: RpcCallOptions,
): Promise<RpcLedgerPage> {
  const method = 'getLedgers'
  const params = { startLedger: query.startLedger, pagination: { limit: query.limit } }
  const fields = objectResult(method, await rpcCall(rpcUrl, method, params, options))
  const ledgers = list(method, fields, 'ledgers').map((item) => {
    const row = objectResult(method, item)
    return {
      hash: text(method, row, 'hash'),
      sequence: ledger(method, row, 'sequence'),
      ledgerCloseTime: unixTime(method, row, 'ledgerCloseTime'),
      metadataXdr: text(method, row, 'metadataXdr'),
    }
  })
  return {
    ledgers,
    cursor: optionalText(method, fields, 'cursor'),
    latestLedger: ledger(method, fields, 'latestLedger'),
    oldestLedger: ledger(method, fields, 'oldestLedger'),
  }
}

export interface RpcTransactionSummary {
  status: 'SUCCESS' | 'FAILED'
  /** Absent from RPCs before 22: the explorer then cannot link the row. */
  txHash: string | null
  applicationOrder: number
  feeBump: boolean
  ledger: number
  createdAt: string | null
  /** TransactionEnvelope XDR (base64): the operations are counted from it. */
  envelopeXdr: string
  resultXdr: string
}

export interface RpcTransactionPage extends RpcWindow {
  transactions: RpcTransactionSummary[]
  cursor: string | null
}

/** One page of transactions from `startLedger`, in application order. */
export async function getTransactions(
  rpcUrl: string | null,
  query: { startLedger: number; limit: number },
  options?: RpcCallOptions,
): Promise<RpcTransactionPage> {
  const method = 'getTransactions'
  const params = { startLedger: query.startLedger, pagination: { limit: query.limit } }
  const fields = objectResult(method, await rpcCall(rpcUrl, method, params, options))
  const transactions = list(method, fields, 'transactions').map((item): RpcTransactionSummary => {
    const row = objectResult(method, item)
    const status = row.status
    if (status !== 'SUCCESS' && status !== 'FAILED') throw wrong(method, 'status')
    return {
      status,
      txHash: optionalText(method, row, 'txHash'),
      applicationOrder: ledger(method, row, 'applicationOrder'),
      feeBump: row.feeBump === true,
      ledger: ledger(method, row, 'ledger'),
      createdAt: unixTime(method, row, 'createdAt'),
      envelopeXdr: text(method, row, 'envelopeXdr'),
      resultXdr: text(method, row, 'resultXdr'),
    }
  })
  return {
    transactions,
    cursor: optionalText(method, fields, 'cursor'),
    latestLedger: ledger(method, fields, 'latestLedger'),
    oldestLedger: ledger(method, fields, 'oldestLedger'),
  }
}
