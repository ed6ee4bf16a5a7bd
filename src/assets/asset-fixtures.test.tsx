// Every real Horizon response of the asset and market kinds renders: assets-page.json (table and
// asset page facts), order-book.json (both sides) and trade-aggregations.json (the price chart).
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AssetRecord, OrderBook, TradeAggregation } from '@/api/horizon-market-types'
import { assetFacts, homeDomainOf } from '@/assets/asset-facts'
import { AssetTable } from '@/assets/asset-table'
import { OrderBookSide } from '@/assets/order-book-table'
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

  it('renders every bid and ask with the exact amount and the price fraction', () => {
    render(
      <>
        <OrderBookSide caption="Bids" levels={book.bids} code="USDC" side="bids" />
        <OrderBookSide caption="Asks" levels={book.asks} code="USDC" side="asks" />
      </>,
    )
    for (const [caption, levels, unit] of [
      ['Bids', book.bids, 'XLM'],
      ['Asks', book.asks, 'USDC'],
    ] as const) {
      const rows = within(screen.getByRole('table', { name: caption })).getAllByRole('row')
      expect(rows).toHaveLength(levels.length + 1)
      const first = levels[0]
      if (!first) throw new Error('empty side')
      const text = visibleText(rows[1] as Element)
      expect(text).toContain(`XLM per USDC`)
      expect(text).toContain(`${first.price_r.n}/${first.price_r.d}`)
      expect(within(rows[1] as HTMLElement).getByTitle(`${first.amount} ${unit}`)).toBeVisible()
    }
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
