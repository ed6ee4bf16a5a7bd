// Every real Horizon response of the asset and market kinds renders: assets-page.json (table and
// asset page facts), order-book.json (both sides) and trade-aggregations.json (the price chart).
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AssetRecord, OrderBook, TradeAggregation } from '@/api/horizon-market-types'
import { assetFacts, homeDomainOf } from '@/assets/asset-facts'
import { AssetTable } from '@/assets/asset-table'
import { OneUnitOrderBook } from '@/assets/order-book-section'
import PriceChart from '@/assets/price-chart'
import { FactList } from '@/resource-routes/detail-parts'
import {
  readFixtureRecords,
  readHorizonFixture,
  renderInRouter,
  visibleText,
} from '@/ui/test-support'

// jsdom has no canvas: the chart library is replaced by a fake that keeps what it is handed.
vi.mock('lightweight-charts', () => import('@/test-support/fake-lightweight-charts'))

const assets = readFixtureRecords('assets-page.json') as AssetRecord[]

describe('assets-page.json', () => {
  it('lists every asset with a link to its page, holders, supply and flags', () => {
    renderInRouter(<AssetTable assets={assets} />, '/public/assets')
    const rows = within(screen.getByRole('table', { name: 'Assets' })).getAllByRole('row')
    expect(rows).toHaveLength(assets.length + 1)
    for (const [index, asset] of assets.entries()) {
      const row = rows[index + 1]
      if (!row) throw new Error('missing row')
      const link = within(row).getByRole('link', { name: asset.asset_code })
      expect(link).toHaveAttribute(
        'href',
        `/public/assets/${asset.asset_code}-${asset.asset_issuer}`,
      )
      const holders =
        (asset.accounts?.authorized ?? 0) +
        (asset.accounts?.authorized_to_maintain_liabilities ?? 0) +
        (asset.accounts?.unauthorized ?? 0)
      expect(visibleText(row)).toContain(String(holders))
    }
    // The first record: 988.9481303 in trustlines, nothing elsewhere, no flags.
    expect(visibleText(rows[1] as Element)).toContain('988.9481303')
    expect(visibleText(rows[1] as Element)).toContain('none')
  })

  it.each(assets.map((asset) => [asset.asset_code, asset] as const))(
    'asset %s: facts with supply, holders by authorization and the home domain as text',
    (_code, asset) => {
      renderInRouter(<FactList label="Asset details" facts={assetFacts(asset)} />)
      const facts = screen.getByLabelText('Asset details')
      const text = visibleText(facts)
      expect(text).toContain(`${asset.accounts?.authorized ?? '?'} account`)
      expect(text).toContain('In claimable balances')
      expect(text).toContain('In liquidity pools')
      const domain = homeDomainOf(asset)
      expect(text).toContain(domain ?? 'none (no stellar.toml link)')
      // No link leaves the app: the domain is text.
      for (const link of within(facts).queryAllByRole('link')) {
        expect(link.getAttribute('href')).toMatch(/^\/testnet\//)
      }
    },
  )

  it('reads the home domain from the stellar.toml link of the first record', () => {
    expect(homeDomainOf(assets[0] as AssetRecord)).toBe('emily.stellarskull.io')
  })
})

describe('order-book.json', () => {
  const book = readHorizonFixture('order-book.json') as OrderBook

  // The fixture is the book of XLM (base) against USDC (counter): Horizon prices both sides in
  // USDC per XLM, an ask's amount is XLM and a bid's is USDC. Expected figures were worked out
  // apart from the app, with exact fractions (Python's Fraction) from the fixture.
  it('shows both sides in one unit: spread and mid price first, amounts and depth in the base asset', () => {
    render(<OneUnitOrderBook bids={book.bids} asks={book.asks} baseCode="XLM" counterCode="USDC" />)
    const summary = screen.getByLabelText('Order book summary')
    expect(summary?.textContent).toBe(
      'Best bid0.0834113 USDC per XLM' +
        'Best ask0.0835708 USDC per XLM' +
        'Spread0.0001595 USDC per XLM (0.19% of the mid price)' +
        'Mid price0.0834911 USDC per XLM',
    )
    const cells = (caption: string, row: number) =>
      within(within(screen.getByRole('table', { name: caption })).getAllByRole('row')[row]!)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('[title]')?.getAttribute('title') ?? cell.textContent)
    const bids = within(screen.getByRole('table', { name: /^Bids/ })).getAllByRole('row')
    const asks = within(screen.getByRole('table', { name: /^Asks/ })).getAllByRole('row')
    expect(bids).toHaveLength(book.bids.length + 1)
    expect(asks).toHaveLength(book.asks.length + 1)
    expect(
      within(bids[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Price (USDC per XLM)', 'Amount (XLM)', 'Depth (XLM)'])
    // 3.4648176 USDC at 17321279/207661034 USDC per XLM buys 41.5389420 XLM (rounded down).
    expect(cells('Bids: buying XLM with USDC', 1)).toEqual([
      '0.0834113',
      '41.5389420',
      '41.5389420',
    ])
    expect(cells('Bids: buying XLM with USDC', 2)).toEqual([
      '0.0833612',
      '40579.8139685',
      '40621.3529105',
    ])
    expect(cells('Bids: buying XLM with USDC', 20).at(-1)).toBe('248522.4404559')
    expect(cells('Asks: selling XLM for USDC', 1)).toEqual([
      '0.0835708',
      '17.0025998',
      '17.0025998',
    ])
    expect(cells('Asks: selling XLM for USDC', 2).at(-1)).toBe('21.4613766')
    expect(cells('Asks: selling XLM for USDC', 20).at(-1)).toBe('315503.1002912')
    // The price's exact fraction is on hover; the deeper side's last bar is full width.
    expect(within(bids[1]!).getAllByRole('cell')[0]).toHaveAttribute(
      'title',
      '0.0834113 USDC per XLM = 17321279/207661034 exactly',
    )
    const bar = (row: HTMLElement) => row.querySelector<HTMLElement>('[aria-hidden="true"]')
    expect(bar(asks[20]!)?.style.width).toBe('100%')
    // 248522.4404559 of 315503.1002912 XLM.
    expect(bar(bids[20]!)?.style.width).toBe('78.77%')
  })
})

describe('trade-aggregations.json', () => {
  const buckets = readFixtureRecords('trade-aggregations.json') as TradeAggregation[]

  it('draws the buckets oldest first and states the last close, high and low in words', () => {
    render(<PriceChart buckets={buckets} code="XLM" resolutionLabel="5 min" />)
    const caption = screen.getByText(/buckets of 5 min/)
    // Newest first from Horizon: the newest bucket's close is the "last close".
    expect(caption).toHaveTextContent(`last close ${buckets[0]?.close ?? ''} XLM`)
    expect(caption).toHaveTextContent(`${buckets.length} buckets`)
    expect(caption).toHaveTextContent('from 2024-07-08 09:35 UTC to 2024-07-08 09:45 UTC')
    const table = screen.getByRole('table', { name: 'Price buckets' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(buckets.length + 1)
    expect(visibleText(rows[1] as Element)).toContain('5000000/57862567')
  })

  it('says so when there are no buckets', () => {
    render(<PriceChart buckets={[]} code="USD" resolutionLabel="1 min" />)
    expect(screen.getByRole('status')).toHaveTextContent('No trades against XLM')
  })
})
