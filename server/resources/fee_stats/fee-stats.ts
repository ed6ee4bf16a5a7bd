// /fee_stats as Horizon computes it (db2/history/operation.go FeeStats, ledger.go
// LedgerCapacityUsageStats, app.go UpdateFeeStatsState): per-operation fee_charged and max_fee of
// every transaction in the last 5 ledgers (a fee bump counts one extra operation), Postgres'
// percentile_disc and mode, and the operation count over the ledgers' max_tx_set_size rounded to
// 2 decimals. With no transaction in those ledgers every figure is the last base fee.
import { goJsonIndent } from '../../store/go-json.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import { ledgerToid } from '../../protocol/page-query.ts'
import type { RouteEnvironment } from '../shared/history-collection.ts'
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'

const FEE_STATS_LEDGERS = 5
const PERCENTILES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99] as const

/** percentile_disc(p/100): the first sorted value whose cumulative share reaches p. */
function percentileDisc(sorted: readonly bigint[], percent: number): bigint {
  const index = Math.max(0, Math.ceil((percent * sorted.length) / 100) - 1)
  return sorted[index] ?? 0n
}

/** mode(): the most frequent value; among equals the first in sort order. */
function mode(sorted: readonly bigint[]): bigint {
  let best = sorted[0] ?? 0n
  let bestCount = 0
  let runStart = 0
  for (let index = 1; index <= sorted.length; index++) {
    if (index === sorted.length || sorted[index] !== sorted[runStart]) {
      if (index - runStart > bestCount) {
        bestCount = index - runStart
        best = sorted[runStart] ?? 0n
      }
      runStart = index
    }
  }
  return best
}

type Distribution = Record<string, string>

function distribution(values: readonly bigint[], fallback: bigint): Distribution {
  const sorted = [...values].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0))
  const result: Distribution = {}
  const pick = (value: () => bigint): string =>
    (sorted.length === 0 ? fallback : value()).toString()
  result.max = pick(() => sorted[sorted.length - 1] ?? 0n)
  result.min = pick(() => sorted[0] ?? 0n)
  result.mode = pick(() => mode(sorted))
  for (const percent of PERCENTILES)
    result[`p${percent}`] = pick(() => percentileDisc(sorted, percent))
  return result
}

interface FeeRow {
  fee_charged: string
  max_fee: string
  operation_count: bigint
  fee_bump: bigint
}

interface LedgerRow {
  sequence: bigint
  base_fee: bigint
  max_tx_set_size: bigint
}

/** ROUND(operations / capacity, 2) as Horizon renders the float64: "0.16", "0", "1". */
function capacityUsage(operations: bigint, capacity: bigint): string {
  if (capacity === 0n) return '0'
  const hundredths = (200n * operations + capacity) / (2n * capacity)
  return String(Number(hundredths) / 100)
}

export function renderFeeStats(store: HistoryStore, latestLedger: number): string {
  const first = latestLedger - FEE_STATS_LEDGERS + 1
  const ledgers = store.statements
    .get(
      "SELECT sequence, json_extract(json, '$.base_fee_in_stroops') AS base_fee, json_extract(json, '$.max_tx_set_size') AS max_tx_set_size FROM ledgers WHERE sequence BETWEEN ? AND ? ORDER BY sequence",
    )
    .all(first, latestLedger) as unknown as LedgerRow[]
  const transactions = store.statements
    .get(
      "SELECT json_extract(json, '$.fee_charged') AS fee_charged, json_extract(json, '$.max_fee') AS max_fee, json_extract(json, '$.operation_count') AS operation_count, json_type(json, '$.fee_bump_transaction') IS NOT NULL AS fee_bump FROM transactions WHERE id >= ? AND id < ?",
    )
    // Transaction ids are TOIDs: the ledgers' id range is a primary-key range scan.
    .all(ledgerToid(first), ledgerToid(latestLedger + 1)) as unknown as FeeRow[]
  const latest = ledgers[ledgers.length - 1]
  const baseFee = latest?.base_fee ?? 100n
  const feeCharged: bigint[] = []
  const maxFee: bigint[] = []
  let operations = 0n
  for (const transaction of transactions) {
    const count = transaction.operation_count + (transaction.fee_bump ? 1n : 0n)
    feeCharged.push(BigInt(transaction.fee_charged) / count)
    maxFee.push(BigInt(transaction.max_fee) / count)
    operations += transaction.operation_count
  }
  const capacity = ledgers.reduce((sum, ledger) => sum + ledger.max_tx_set_size, 0n)
  return goJsonIndent({
    last_ledger: String(latestLedger),
    last_ledger_base_fee: baseFee.toString(),
    ledger_capacity_usage: capacityUsage(operations, capacity),
    fee_charged: distribution(feeCharged, baseFee),
    max_fee: distribution(maxFee, baseFee),
  })
}

export function feeStatsHandler(environment: RouteEnvironment): RouteHandler {
  return () => ({
    kind: 'object',
    json: renderFeeStats(environment.store, environment.historyMeta().latestLedger),
  })
}

export function feeStatsRoutes(environment: RouteEnvironment): RouteDefinition[] {
  return [route({ path: '/fee_stats', stream: false }, feeStatsHandler(environment))]
}
