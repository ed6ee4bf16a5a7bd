import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FeeStats } from '@/api/horizon-market-types'
import { resolveNetwork } from '@/api/networks'
import { capacityPercent, FeeStatsPanel, FeeStatsView } from '@/fee-stats/fee-stats-panel'
import { stubFetch } from '@/test-support/render-app'
import { readHorizonFixture, visibleText } from '@/ui/test-support'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fee-stats.json', () => {
  const stats = readHorizonFixture('fee-stats.json') as FeeStats

  it('shows the last ledger’s capacity usage and every percentile of both series', () => {
    render(<FeeStatsView stats={stats} />)
    expect(screen.getByText(/Ledger 35068310 used/)).toHaveTextContent(
      'Ledger 35068310 used 16 % of its capacity; base fee 100 stroops.',
    )
    const rows = within(screen.getByRole('table', { name: /Fees in stroops/ })).getAllByRole('row')
    const [header, charged, offered] = rows
    expect(visibleText(header as Element)).toContain('P10P20P30P40P50P60P70P80P90P95P99')
    expect(visibleText(charged as Element)).toBe(
      'Fee charged100100100100100100100100100100100100500100',
    )
    // max_fee: min 100, p10…p99, max 15000, mode 1000 — strings as Horizon sent them.
    expect(visibleText(offered as Element)).toBe(
      'Max fee offered10010010012030010001000100010001000300015000150001000',
    )
  })

  it('names each value’s column on the cell, which a phone card shows beside it', () => {
    render(<FeeStatsView stats={stats} />)
    const table = screen.getByRole('table', { name: /Fees in stroops/ })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
      .slice(1)
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const labels = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label'))
      expect(labels).toEqual(headers)
    }
  })
})

describe('capacityPercent', () => {
  it.each([
    ['0.16', '16 %'],
    ['0', '0 %'],
    ['1', '100 %'],
    ['0.055', '5.5 %'],
    ['0.97', '97 %'],
    ['abc', 'abc'],
  ])('turns Horizon’s decimal ratio %s into %s without floats', (ratio, percent) => {
    expect(capacityPercent(ratio)).toBe(percent)
  })
})

describe('FeeStatsPanel', () => {
  it('fails alone with its own message and Retry', async () => {
    stubFetch(() => Response.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }))
    const network = resolveNetwork('local', new URLSearchParams(), {
      localHorizonUrl: 'http://127.0.0.1:8000',
    })
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <FeeStatsPanel network={network} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Fee stats could not be shown')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
