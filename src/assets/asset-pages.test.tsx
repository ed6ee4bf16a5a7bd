// The asset, offer and trades pages in the whole app (router, lazy routes), fed real fixtures.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AssetRecord } from '@/api/horizon-market-types'
import { readHorizonFixture, readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { horizonPageBody, renderApp, stubFetch } from '@/test-support/render-app'

// jsdom has no canvas: the chart library is replaced by a fake that keeps what it is handed.
vi.mock('lightweight-charts', () => import('@/test-support/fake-lightweight-charts'))

const localHorizon = 'http://127.0.0.1:8000'
const assetsPage = readHorizonFixture('assets-page.json') as {
  _embedded: { records: AssetRecord[] }
}
const asset = assetsPage._embedded.records[0] as AssetRecord
const assetId = `${asset.asset_code}-${asset.asset_issuer}`
const emptyPage = horizonPageBody([])

// Whole-app renders under a loaded 2-core machine: generous waits, never a timing goal.
const slowFind = { timeout: 15_000 }
const slowTest = { timeout: 30_000 }

let requestedUrls: string[] = []
let failing = new Set<string>()

function horizonAnswer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
  }
  const { pathname, searchParams } = new URL(url)
  if (failing.has(pathname)) {
    return Response.json({ title: 'Internal Server Error', status: 500 }, { status: 500 })
  }
  if (pathname === '/assets') {
    const matches = assetsPage._embedded.records.filter(
      (record) =>
        record.asset_code === searchParams.get('asset_code') &&
        record.asset_issuer === searchParams.get('asset_issuer'),
    )
    return Response.json({ ...assetsPage, _embedded: { records: matches } })
  }
  const fixtures: Record<string, string> = {
    '/order_book': 'order-book.json',
    '/trade_aggregations': 'trade-aggregations.json',
    '/trades': 'trades-page.json',
    '/offers/1577055064': 'offer.json',
    '/fee_stats': 'fee-stats.json',
  }
  const fixture = fixtures[pathname]
  if (fixture) return new Response(readHorizonFixtureText(fixture), { status: 200 })
  if (pathname === '/offers/42') {
    return Response.json({ title: 'Resource Missing', status: 404 }, { status: 404 })
  }
  if (pathname === '/') return Response.json({ history_latest_ledger: 4, history_elder_ledger: 1 })
  return new Response(emptyPage, { status: 200 })
}

beforeEach(() => {
  failing = new Set()
  requestedUrls = stubFetch(horizonAnswer)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Opens the app at `path` and waits for the page's title (its h1); returns the router. */
async function openPage(path: string, title: RegExp) {
  const router = renderApp(path)
  expect(
    await screen.findByRole('heading', { level: 1, name: title }, slowFind),
  ).toBeInTheDocument()
  return router
}

function fact(details: HTMLElement, term: string): string {
  return within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
}

describe('the asset page', () => {
  it('shows facts, the order book, the price chart and trades against XLM', slowTest, async () => {
    await openPage(`/local/assets/${assetId}`, /Asset 0/)
    const details = screen.getByLabelText('Asset details')
    expect(fact(details, 'Supply')).toBe('988.9481303 0')
    expect(fact(details, 'Home domain')).toBe('emily.stellarskull.io')
    expect(fact(details, 'Held by authorized accounts')).toBe('25 accounts: 988.9481303 0')
    expect(await screen.findByRole('table', { name: /^Bids/ }, slowFind)).toBeInTheDocument()
    expect(await screen.findByText(/3 buckets of 15 min/, {}, slowFind)).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: /Trades of 0 against XLM/ }, slowFind),
    ).toBeVisible()
    const bookRequest = requestedUrls.find((url) => url.includes('/order_book'))
    expect(bookRequest).toContain(`selling_asset_code=0&selling_asset_issuer=${asset.asset_issuer}`)
    expect(bookRequest).toContain('buying_asset_type=native')
    const tradesRequest = requestedUrls.find((url) => url.includes('/trades?'))
    expect(tradesRequest).toContain('counter_asset_type=native')
  })

  it(
    'keeps the page when the order book and the chart fail: each says so alone',
    slowTest,
    async () => {
      failing = new Set(['/order_book', '/trade_aggregations'])
      renderApp(`/local/assets/${assetId}`)
      expect(
        await screen.findByText('The order book could not be shown', {}, slowFind),
      ).toBeInTheDocument()
      expect(
        await screen.findByText('The price chart could not be shown', {}, slowFind),
      ).toBeInTheDocument()
      expect(screen.getByLabelText('Asset details')).toBeInTheDocument()
    },
  )

  it('moves USDC:G… (Horizon’s form) to USDC-G…', slowTest, async () => {
    const router = await openPage(
      `/local/assets/${asset.asset_code}:${asset.asset_issuer}`,
      /Asset 0/,
    )
    expect(router.state.location.pathname).toBe(`/local/assets/${assetId}`)
  })

  it('says what is wrong with a malformed id, asking Horizon nothing', slowTest, async () => {
    renderApp(`/local/assets/USDC-GNOTANACCOUNT`)
    expect(
      await screen.findByRole('heading', { name: 'Not a valid asset' }, slowFind),
    ).toBeInTheDocument()
    expect(screen.getByText(/The issuer is not a valid account ID/)).toBeInTheDocument()
    expect(
      requestedUrls.filter((url) => url.startsWith(localHorizon) && !url.endsWith('/')),
    ).toEqual([])
  })

  it('says an asset this Horizon does not know is not found', slowTest, async () => {
    renderApp(`/local/assets/NOPE-${asset.asset_issuer}`)
    expect(
      await screen.findByText(/There is no such asset on local/, {}, slowFind),
    ).toBeInTheDocument()
  })
})

describe('the offer page', () => {
  it('shows the offer with its price fraction and its trades', slowTest, async () => {
    await openPage('/local/offers/1577055064', /Offer 1577055064/)
    const details = screen.getByLabelText('Offer details')
    expect(fact(details, 'Price')).toContain('0.0006524 XLM per CANNACOIN')
    expect(fact(details, 'Price')).toContain('572849/878046827')
    expect(fact(details, 'Selling')).toContain('30.3261978 CANNACOIN')
    expect(
      await screen.findByRole('heading', { name: 'Trades of offer 1577055064' }, slowFind),
    ).toBeVisible()
  })

  it('explains that a filled or cancelled offer is gone', slowTest, async () => {
    renderApp('/local/offers/42')
    expect(
      await screen.findByText(/Horizon keeps only open offers/, {}, slowFind),
    ).toBeInTheDocument()
  })
})

describe('the trades list', () => {
  it(
    'sends the URL’s filters to Horizon in its own terms and keeps them when paging',
    slowTest,
    async () => {
      const issuer = asset.asset_issuer
      renderApp(
        `/local/trades?base_asset=native&counter_asset=USDC:${issuer}&trade_type=orderbook&order=asc&limit=3`,
      )
      expect(await screen.findByRole('table', { name: 'Trades' }, slowFind)).toBeInTheDocument()
      const request = requestedUrls.find((url) => url.includes('/trades?')) ?? ''
      const search = new URL(request).searchParams
      expect(search.get('base_asset_type')).toBe('native')
      expect(search.get('counter_asset_type')).toBe('credit_alphanum4')
      expect(search.get('counter_asset_code')).toBe('USDC')
      expect(search.get('counter_asset_issuer')).toBe(issuer)
      expect(search.get('trade_type')).toBe('orderbook')
      // trades-page.json is an ascending page: its `next` is the newer one.
      const newer = screen.getByRole('link', { name: /Newer/ })
      const next = new URL(newer.getAttribute('href') ?? '', 'http://app')
      expect(next.searchParams.get('counter_asset')).toBe(`USDC:${issuer}`)
      expect(next.searchParams.get('trade_type')).toBe('orderbook')
      expect(next.searchParams.get('cursor')).toBe('3697472920621057-2')
    },
  )

  it(
    'refuses a malformed filter with a message and the form, before any request',
    slowTest,
    async () => {
      renderApp('/local/trades?base_asset=NOTANASSET&offer_id=12x')
      expect(await screen.findByRole('alert', {}, slowFind)).toHaveTextContent(
        /These filters cannot be used/,
      )
      expect(screen.getByRole('form', { name: 'Filter trades' })).toBeInTheDocument()
      expect(requestedUrls.some((url) => url.includes('/trades'))).toBe(false)
    },
  )
})
