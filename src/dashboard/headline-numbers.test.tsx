// The dashboard's headline figures: close time, operations per second and success rate over the
// ledger window, fee percentiles from /fee_stats, total XLM and fee pool from the newest ledger,
// each with its source.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FeeStats } from '@/api/horizon-market-types'
import type { Ledger } from '@/api/horizon-types'
import { ledgerWindowFigures, successRate } from '@/dashboard/headline-figures'
import { HeadlineNumbers } from '@/dashboard/headline-numbers'
import { readHorizonFixture, renderInRouter } from '@/ui/test-support'

const template = readHorizonFixture('ledger.json') as Ledger
const feeStats = readHorizonFixture('fee-stats.json') as FeeStats

/** Ledgers 101–104 closing 4, 6 and 5 s apart, newest first as Horizon's desc page has them. */
const ledgers: Ledger[] = [
  { sequence: 101, at: '2026-01-01T00:00:00Z', ops: 50, ok: 9, failed: 1 },
  { sequence: 102, at: '2026-01-01T00:00:04Z', ops: 10, ok: 5, failed: 0 },
  { sequence: 103, at: '2026-01-01T00:00:10Z', ops: 20, ok: 3, failed: 2 },
  { sequence: 104, at: '2026-01-01T00:00:15Z', ops: 30, ok: 18, failed: 2 },
]
  .map(({ sequence, at, ops, ok, failed }) => ({
    ...template,
    sequence,
    paging_token: String(BigInt(sequence) << 32n),
    closed_at: at,
    operation_count: ops,
    successful_transaction_count: ok,
    failed_transaction_count: failed,
    total_coins: `1050000000${sequence}.1234567`,
    fee_pool: `${sequence}.0000100`,
  }))
  .reverse()

function figure(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' })
  if (!term.parentElement) throw new Error(`no card for ${label}`)
  return term.parentElement
}

describe('ledgerWindowFigures', () => {
  it('averages closes, counts operations after the first close, sums transactions', () => {
    const figures = ledgerWindowFigures(ledgers)
    expect(figures?.secondsPerLedger).toBe(5)
    // 60 operations closed in the 15 s after ledger 101 closed.
    expect(figures?.operationsPerSecond).toBe(4)
    expect(figures && successRate(figures)).toBe('87.5 %')
    expect(figures?.totalCoins).toBe('1050000000104.1234567')
  })

  it('says unknown rather than inventing a rate from unreadable times', () => {
    const broken = ledgers.map((ledger) => ({ ...ledger, closed_at: 'soon' }))
    const figures = ledgerWindowFigures(broken)
    expect(figures?.secondsPerLedger).toBeNull()
    expect(figures?.operationsPerSecond).toBeNull()
    expect(ledgerWindowFigures([])).toBeNull()
  })
})

describe('HeadlineNumbers', () => {
  it('shows each figure with its source', () => {
    renderInRouter(
      <HeadlineNumbers
        ledgers={ledgers}
        ledgersRequest="http://127.0.0.1:8000/ledgers?order=desc&limit=30"
        feeStats={feeStats}
        feeStatsRequest="http://127.0.0.1:8000/fee_stats"
      />,
      '/local',
    )
    expect(figure('Ledger close time')).toHaveTextContent('5.0 s')
    expect(figure('Ledger close time')).toHaveTextContent('Mean over Ledgers 101–104 from /ledgers')
    expect(figure('Operations per second')).toHaveTextContent('4.0 ops/s')
    expect(figure('Transaction success rate')).toHaveTextContent('87.5 %35 of 40 succeeded')
    const fees = figure('Fee per operation (p50 / p90 / p99)')
    expect(fees).toHaveTextContent(
      `${feeStats.fee_charged.p50} / ${feeStats.fee_charged.p90} / ${feeStats.fee_charged.p99} stroops`,
    )
    expect(within(fees).getByRole('link', { name: /fee_stats/ })).toHaveAttribute(
      'href',
      'http://127.0.0.1:8000/fee_stats',
    )
    expect(figure('Total XLM')).toHaveTextContent('1,050,000,000,104.1234567 XLM')
    expect(figure('Fee pool')).toHaveTextContent('104.00001 XLM')
    expect(within(figure('Fee pool')).getByRole('link', { name: '104' })).toHaveAttribute(
      'href',
      '/local/ledgers/104',
    )
  })
})
