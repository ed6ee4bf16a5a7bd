import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { horizonPageBody, renderApp } from '@/test-support/render-app'

const shownLedger = '/ledgers/52425760'

/**
 * Stubs fetch: the local network's config, `shownLedger` as `ledgerRecord()` gives it, an empty
 * page for every sub-list, and no answer ever for another ledger (`neighbours: 'never'`, so the
 * page to come never shows) or that empty page (`'empty'`).
 */
function stubHorizon(ledgerRecord: () => object, neighbours: 'never' | 'empty'): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/config.json') {
        return Promise.resolve(
          Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' }),
        )
      }
      const { pathname } = new URL(url)
      if (pathname === shownLedger) return Promise.resolve(Response.json(ledgerRecord()))
      const otherLedger =
        pathname.startsWith('/ledgers/') && !pathname.startsWith(`${shownLedger}/`)
      if (otherLedger && neighbours === 'never') return new Promise<Response>(() => {})
      return Promise.resolve(new Response(horizonPageBody([])))
    }),
  )
}

const ledgerFixture = () => JSON.parse(readHorizonFixtureText('ledger.json')) as object

afterEach(() => {
  vi.unstubAllGlobals()
})

function press(key: string): void {
  act(() => {
    fireEvent.keyDown(window, { key })
  })
}

describe('[ and ] on a ledger page', () => {
  it('count from the ledger the last key went to while its page is still coming', async () => {
    stubHorizon(ledgerFixture, 'never')
    const router = renderApp(`/local${shownLedger}`)
    await screen.findByRole('heading', { level: 1, name: 'Ledger 52425760' })
    const goingTo = () => router.state.navigation.location?.pathname
    press(']')
    await waitFor(() => expect(goingTo()).toBe('/local/ledgers/52425761'))
    press(']')
    await waitFor(() => expect(goingTo()).toBe('/local/ledgers/52425762'))
    press('[')
    await waitFor(() => expect(goingTo()).toBe('/local/ledgers/52425761'))
    // Back where the page is: the pending navigation ends and ledger 52425760 stays.
    press('[')
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'))
    expect(router.state.location.pathname).toBe('/local/ledgers/52425760')
    expect(screen.getByRole('heading', { level: 1, name: 'Ledger 52425760' })).toBeInTheDocument()
  })
})

describe('the neighbouring ledgers', () => {
  it.each([
    ['a sequence as a string', '52425760'],
    ['another ledger', 7],
    ['no number at all', '5<script>'],
  ])('count from the URL when Horizon answers %s', async (_case, sequence) => {
    stubHorizon(() => ({ ...ledgerFixture(), sequence }), 'empty')
    renderApp(`/local${shownLedger}`)
    const neighbours = await screen.findByRole('navigation', { name: 'Neighbouring ledgers' })
    expect(
      within(neighbours)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['← Ledger 52425759', '/local/ledgers/52425759'],
      ['Ledger 52425761 →', '/local/ledgers/52425761'],
    ])
  })
})
