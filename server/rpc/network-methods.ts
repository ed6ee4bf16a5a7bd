// getHealth, getNetwork, getVersionInfo, getLatestLedger and getFeeStats, in the shapes of
// stellar-rpc's protocol package (close times as strings where its struct tags say `,string`).
// The sandbox closes ledgers on its own clock or only on request, so it is always "healthy":
// a latency check would make clients treat a --close-interval manual sandbox as down.
import { xdr } from '@stellar/stellar-sdk'
import type { JsonObject, JsonValue } from './json-rpc.ts'
import { ledgerCloseMeta, ledgerHeader } from './ledger-close-meta.ts'
import type { RpcContext } from './rpc-context.ts'
import { paramsObject } from './rpc-params.ts'
import { innerTransaction, isSorobanTransaction } from './transaction-xdr.ts'

/** The sandbox's own version; it runs no stellar-core. */
export const SANDBOX_RPC_VERSION = '0.1.0-ledger-explorer-sandbox'

/** stellar-rpc's defaults: classic fees over 10 ledgers, Soroban inclusion fees over 50. */
const CLASSIC_FEE_LEDGERS = 10
const SOROBAN_FEE_LEDGERS = 50

export function getHealth(context: RpcContext, params: JsonValue | undefined): JsonValue {
  paramsObject(params, 'protocol.GetHealthRequest')
  const window = context.window()
  return {
    status: 'healthy',
    latestLedger: window.latest,
    latestLedgerCloseTime: String(window.latestCloseTime),
    oldestLedger: window.oldest,
    oldestLedgerCloseTime: String(window.oldestCloseTime),
    ledgerRetentionWindow: context.retention,
  }
}

export function getNetwork(context: RpcContext, params: JsonValue | undefined): JsonValue {
  paramsObject(params, 'protocol.GetNetworkRequest')
  // No friendbot: Go omits the empty friendbotUrl.
  return { passphrase: context.passphrase, protocolVersion: context.window().protocolVersion }
}

export function getVersionInfo(context: RpcContext, params: JsonValue | undefined): JsonValue {
  paramsObject(params, 'protocol.GetVersionInfoRequest')
  return {
    version: SANDBOX_RPC_VERSION,
    commitHash: '',
    buildTimestamp: '',
    captiveCoreVersion: '',
    protocolVersion: context.window().protocolVersion,
  }
}

export function getLatestLedger(context: RpcContext, params: JsonValue | undefined): JsonValue {
  paramsObject(params, 'protocol.GetLatestLedgerRequest')
  const window = context.window()
  const row = window.latestLedger
  return context.perLedger('getLatestLedger', () => ({
    id: row.hash,
    protocolVersion: window.protocolVersion,
    sequence: row.sequence,
    closeTime: String(window.latestCloseTime),
    // A bare LedgerHeader here, a LedgerHeaderHistoryEntry in getLedgers (as stellar-rpc).
    headerXdr: ledgerHeader(row).toXdr('base64'),
    metadataXdr: ledgerCloseMeta(context, row).toXdr('base64'),
  }))
}

/** feewindow.computeFeeDistribution: nearest-rank percentiles, the mode, min and max. */
export function feeDistribution(fees: bigint[], ledgerCount: number): JsonObject {
  const sorted = [...fees].sort((first, second) => (first < second ? -1 : first > second ? 1 : 0))
  const zero = { max: '0', min: '0', mode: '0' }
  const percentiles = [10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99]
  if (sorted.length === 0) {
    const empty: JsonObject = { ...zero }
    for (const p of percentiles) empty[`p${p}`] = '0'
    return { ...empty, transactionCount: '0', ledgerCount: 0 }
  }
  let mode = sorted[0] as bigint
  let best = 0
  let run = 0
  for (let index = 1; index <= sorted.length; index++) {
    if (index < sorted.length && sorted[index] === sorted[index - 1]) {
      run++
      continue
    }
    if (run > best) {
      best = run
      mode = sorted[index - 1] as bigint
    }
    run = 0
  }
  const result: JsonObject = {
    max: String(sorted[sorted.length - 1]),
    min: String(sorted[0]),
    mode: String(mode),
  }
  for (const p of percentiles)
    result[`p${p}`] = String(sorted[Math.ceil((p * sorted.length) / 100) - 1])
  return { ...result, transactionCount: String(sorted.length), ledgerCount }
}

/** Inclusion fees per transaction, as feewindow.IngestFees takes them from a ledger. */
function ledgerFees(context: RpcContext, first: number, last: number) {
  const classic: bigint[] = []
  const soroban: bigint[] = []
  for (const row of context.store.transactionsOfLedgers(first, last)) {
    const fields = JSON.parse(row.json) as { envelope_xdr: string; fee_charged: string }
    const transaction = innerTransaction(
      xdr.TransactionEnvelope.fromXdr(fields.envelope_xdr, 'base64'),
    )
    if (transaction === undefined || transaction.operations.length === 0) continue
    const feeCharged = BigInt(fields.fee_charged)
    if (isSorobanTransaction(transaction) && transaction.ext.type === 'sorobanData') {
      // fee charged − resource fee charged = the inclusion fee bid (see transaction-xdr.ts).
      soroban.push(BigInt(transaction.fee) - transaction.ext.sorobanData.resourceFee)
      continue
    }
    classic.push(feeCharged / BigInt(transaction.operations.length))
  }
  return { classic, soroban }
}

export function getFeeStats(context: RpcContext, params: JsonValue | undefined): JsonValue {
  paramsObject(params, 'protocol.GetFeeStatsRequest')
  const window = context.window()
  return context.perLedger('getFeeStats', () => {
    const sorobanFirst = Math.max(window.oldest, window.latest - SOROBAN_FEE_LEDGERS + 1)
    const classicFirst = Math.max(window.oldest, window.latest - CLASSIC_FEE_LEDGERS + 1)
    const soroban = ledgerFees(context, sorobanFirst, window.latest).soroban
    const classic = ledgerFees(context, classicFirst, window.latest).classic
    return {
      sorobanInclusionFee: feeDistribution(soroban, window.latest - sorobanFirst + 1),
      inclusionFee: feeDistribution(classic, window.latest - classicFirst + 1),
      latestLedger: window.latest,
    }
  })
}
