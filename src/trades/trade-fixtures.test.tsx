// trades-page.json and trade-liquidity-pool.json: every trade renders with exact amounts.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Trade } from '@/api/horizon-types'
import { TradeTable } from '@/trades/trade-table'
import {
  readFixtureRecords,
  readHorizonFixture,
  renderInRouter,
  visibleText,
} from '@/ui/test-support'

describe('trade fixtures', () => {
  const trades = [
    ...(readFixtureRecords('trades-page.json') as Trade[]),
    readHorizonFixture('trade-liquidity-pool.json') as Trade,
  ]

  it('renders each trade with both amounts and the price as the exact fraction', () => {
    renderInRouter(<TradeTable trades={trades} />, '/public/trades')
    const rows = within(screen.getByRole('table', { name: 'Trades' })).getAllByRole('row')
    expect(rows).toHaveLength(trades.length + 1)
    for (const [index, trade] of trades.entries()) {
      const row = rows[index + 1] as HTMLElement
      expect(within(row).getByTitle(trade.base_amount)).toBeInTheDocument()
      expect(within(row).getByTitle(trade.counter_amount)).toBeInTheDocument()
      expect(visibleText(row)).toContain(`${trade.price?.n ?? ''}/${trade.price?.d ?? ''}`)
    }
    const poolRow = rows.at(-1) as HTMLElement
    expect(visibleText(poolRow)).toContain('Liquidity pool')
    expect(visibleText(poolRow)).toContain('64757567056/100000000')
  })
})
