import type { FeeStats } from '@/api/horizon-market-types'
import type { Ledger } from '@/api/horizon-types'

// The dashboard's headline figures, worked out from the ledgers the dashboard already holds (its
// 30-ledger window, kept current by the ledger stream) and /fee_stats. Rates are ratios of
// Horizon's counts; amounts stay Horizon's exact strings.

export interface LedgerWindowFigures {
  firstSequence: number
  lastSequence: number
  /** Mean seconds between closes over the window; null when fewer than two readable closes. */
  secondsPerLedger: number | null
  /** Operations applied after the window's first close, per second of the window. */
  operationsPerSecond: number | null
  successful: number
  failed: number
  /** The newest ledger's exact strings. */
  totalCoins: string
  feePool: string
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0
}

/** Null for an empty window; a ledger without a readable close time is left out of the rates. */
export function ledgerWindowFigures(ledgers: readonly Ledger[]): LedgerWindowFigures | null {
  const ordered = [...ledgers].sort((left, right) => left.sequence - right.sequence)
  const first = ordered[0]
  const last = ordered.at(-1)
  if (!first || !last) return null
  const timed = ordered
    .map((ledger) => ({ ledger, time: Date.parse(ledger.closed_at) }))
    .filter((entry) => Number.isFinite(entry.time))
  const earliest = timed[0]
  const latest = timed.at(-1)
  const seconds = earliest && latest ? (latest.time - earliest.time) / 1000 : 0
  const operationsAfterFirst = timed
    .slice(1)
    .reduce((sum, entry) => sum + count(entry.ledger.operation_count), 0)
  return {
    firstSequence: first.sequence,
    lastSequence: last.sequence,
    secondsPerLedger: timed.length >= 2 && seconds > 0 ? seconds / (timed.length - 1) : null,
    operationsPerSecond: seconds > 0 ? operationsAfterFirst / seconds : null,
    successful: ordered.reduce(
      (sum, ledger) => sum + count(ledger.successful_transaction_count),
      0,
    ),
    failed: ordered.reduce((sum, ledger) => sum + count(ledger.failed_transaction_count), 0),
    totalCoins: String(last.total_coins),
    feePool: String(last.fee_pool),
  }
}

/** "97.3 %" of transactions that succeeded, or null when the window had none. */
export function successRate(figures: LedgerWindowFigures): string | null {
  const total = figures.successful + figures.failed
  if (total === 0) return null
  return `${((figures.successful / total) * 100).toFixed(1)} %`
}

export interface FeeFigures {
  lastLedger: string
  p50: string
  p90: string
  p99: string
}

/** Fees charged per operation, in stroops, as Horizon reports them for its last ledgers. */
export function feeFigures(stats: FeeStats): FeeFigures {
  const charged = stats.fee_charged as Partial<FeeStats['fee_charged']> | undefined
  return {
    lastLedger: String(stats.last_ledger),
    p50: String(charged?.p50 ?? 'unknown'),
    p90: String(charged?.p90 ?? 'unknown'),
    p99: String(charged?.p99 ?? 'unknown'),
  }
}
