import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { horizonPageBody, renderApp, stubFetch } from '@/test-support/render-app'

const localHorizon = 'http://127.0.0.1:8000'
const poolId = 'a468d41d8e9b8f3c7209651608b74b7db7ac9952dcae0cdf24871d1d9c7b0088'
const emptyPage = horizonPageBody([])
let requestedUrls: string[] = []
let poolFixture = readHorizonFixtureText('liquidity-pool.json')

function horizonAnswer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
  }
  const { pathname } = new URL(url)
  if (pathname === '/') return new Response(readHorizonFixtureText('root.json'))
  if (pathname === `/liquidity_pools/${poolId}`) {
    return new Response(poolFixture)
  }
  if (pathname === '/liquidity_pools') {
    return new Response(readHorizonFixtureText('liquidity-pools-page.json'))
  }
  if (pathname === `/liquidity_pools/${poolId}/trades`) {
    return new Response(
      horizonPageBody([JSON.parse(readHorizonFixtureText('trade-liquidity-pool.json'))]),
    )
  }
  return new Response(emptyPage)
}

beforeEach(() => {
  poolFixture = readHorizonFixtureText('liquidity-pool.json')
  requestedUrls = stubFetch(horizonAnswer)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function fact(details: HTMLElement, term: string): string {
  return within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
}

// The whole app renders in jsdom: slow on a loaded machine, so more time than the default 5 s.
describe('liquidity pool pages', { timeout: 20_000 }, () => {
  it('shows the real pool: reserves, price both ways, fee in percent, shares and trustlines', async () => {
    renderApp(`/local/liquidity_pools/${poolId}`)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: new RegExp(`Liquidity pool ${poolId}`),
      }),
    ).toBeInTheDocument()
    const details = screen.getByLabelText('Liquidity pool details')
    expect(fact(details, 'Type')).toBe('constant product')
    expect(fact(details, 'Fee')).toBe('0.30 % (30 bp)')
    expect(fact(details, 'Reserves')).toContain('22,548,198.4301913')
    expect(fact(details, 'Reserves')).toContain('1,897,783.4547179')
    expect(fact(details, 'Price from reserves')).toContain('0.0841656 USDC per XLM')
    expect(fact(details, 'Price from reserves')).toContain('11.8813337 XLM per USDC')
    expect(fact(details, 'Total shares')).toBe('5,787,922.2796105')
    expect(fact(details, 'Trustlines')).toBe('885')
    const tabs = screen.getByRole('navigation', { name: 'Pool history' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      ['operations', 'transactions', 'effects', 'trades'].map(
        (tab) => `/local/liquidity_pools/${poolId}/${tab}`,
      ),
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Operations' })).toBeVisible()
    expect(requestedUrls).toContain(
      `${localHorizon}/liquidity_pools/${poolId}/operations?order=desc&limit=10&include_failed=true`,
    )
  })

  it('shows the pool trades tab with the real liquidity-pool trade', async () => {
    renderApp(`/local/liquidity_pools/${poolId}/trades`)
    expect(await screen.findByRole('heading', { level: 2, name: 'Trades' })).toBeVisible()
    const table = await screen.findByRole('table', { name: 'Trades' })
    // One header row and the fixture's trade.
    expect(within(table).getAllByRole('row')).toHaveLength(2)
  })

  it('lists every pool of the real page with links, and filters by reserves through the URL', async () => {
    renderApp('/local/liquidity_pools')
    const table = await screen.findByRole('table', { name: 'Liquidity pools' })
    const links = within(table).getAllByRole('link', { name: /…/ })
    expect(links).toHaveLength(3)
    expect(links[0]?.getAttribute('href')).toMatch(/^\/local\/liquidity_pools\/[0-9a-f]{64}$/)
    const reserves = screen.getByLabelText('Reserves (assets, comma-separated)')
    fireEvent.change(reserves, {
      target: { value: ' native,USDC:GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    await screen.findByRole('link', { name: 'Clear filters' })
    expect(requestedUrls.at(-1)).toBe(
      `${localHorizon}/liquidity_pools?reserves=native%2CUSDC%3AGA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN&order=asc&limit=10`,
    )
  })

  it('reads a hollow or malformed pool record as what it is', async () => {
    poolFixture = JSON.stringify({
      id: poolId,
      fee_bp: '30',
      reserves: 'none',
      total_shares: 'lots',
    })
    renderApp(`/local/liquidity_pools/${poolId}`)
    await screen.findByRole('heading', { level: 1, name: new RegExp(`Liquidity pool ${poolId}`) })
    const details = screen.getByLabelText('Liquidity pool details')
    expect(fact(details, 'Reserves')).toBe('no reserves')
    expect(fact(details, 'Price from reserves')).toBe('no price')
    expect(fact(details, 'Fee')).toBe('30')
    expect(fact(details, 'Total shares')).toContain('not a valid Stellar amount')
  })
})
