import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const fixture = readHorizonFixtureText

const localHorizon = 'http://127.0.0.1:8000'
let requestedUrls: string[] = []

/** Answers like Horizon would, from the captured fixture files. */
function horizonAnswer(url: string): Response {
  const { pathname } = new URL(url, 'http://app.test')
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
  }
  if (pathname === '/ledgers') return new Response(fixture('ledgers-page.json'), { status: 200 })
  if (pathname === '/ledgers/999999') {
    return new Response(fixture('error-404.json'), {
      status: 404,
      headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
    })
  }
  if (pathname === '/')
    return Response.json({
      network_passphrase: 'Test SDF Network ; September 2015',
      // Past ledger 999999, so the 404 for it reads "no such ledger", not "not closed yet".
      history_latest_ledger: 2_000_000,
      history_elder_ledger: 1,
    })
  return new Response(fixture('error-404.json'), { status: 404 })
}

beforeEach(() => {
  requestedUrls = stubFetch(horizonAnswer)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('routed pages', () => {
  it('renders a ledger list page from the URL, with paging links taken from Horizon', async () => {
    renderApp('/local/ledgers?order=asc&limit=3')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledgers' })).toBeInTheDocument()
    const pager = screen.getByRole('navigation', { name: 'ledgers pages' })
    const newer = within(pager).getByRole('link', { name: /Newer/ })
    expect(newer).toHaveAttribute('href', '/local/ledgers?cursor=17179869184&order=asc&limit=3')
    // First page: nothing older than the oldest.
    expect(within(pager).queryByRole('link', { name: /Older/ })).toBeNull()
    // The request the page made on the selected network, never the answer's own _links.self.
    expect(screen.getByRole('link', { name: /Open in Horizon/ })).toHaveAttribute(
      'href',
      'http://127.0.0.1:8000/ledgers?order=asc&limit=3',
    )
    // One request for the page itself. The pager prefetches the page its Newer link opens 200 ms
    // after it appears (jsdom has no requestIdleCallback), which a slow machine can reach before
    // this line: that one, and nothing else, may follow.
    const pageRequests = requestedUrls.filter((url) => url.startsWith(`${localHorizon}/ledgers`))
    const newerPage = `${localHorizon}/ledgers?cursor=17179869184&order=asc&limit=3`
    expect(pageRequests[0]).toBe(`${localHorizon}/ledgers?order=asc&limit=3`)
    expect(pageRequests.slice(1).every((url) => url === newerPage)).toBe(true)
    expect(pageRequests.length).toBeLessThanOrEqual(2)
  })

  it("shows a page reached through a prev link in the list's own direction", async () => {
    // The "Newer" link of a newest-first list is Horizon's prev link (order flipped to asc);
    // the records come back oldest-first and must be shown newest-first.
    renderApp('/local/ledgers?cursor=4294967296&order=asc&limit=3&display=desc')
    const table = await screen.findByRole('table', { name: 'Ledgers' })
    const sequences = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(sequences).toEqual(['4', '3', '2'])
    const pager = screen.getByRole('navigation', { name: 'ledgers pages' })
    expect(within(pager).getByRole('link', { name: /Older/ })).toHaveAttribute(
      'href',
      '/local/ledgers?cursor=8589934592&order=desc&limit=3',
    )
    expect(within(pager).getByRole('link', { name: /Newer/ })).toHaveAttribute(
      'href',
      '/local/ledgers?cursor=17179869184&order=asc&limit=3&display=desc',
    )
  })

  it('shows a ledger that does not exist as "not found" inside the shell', async () => {
    renderApp('/local/ledgers/999999')
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    expect(screen.getByText('There is no such ledger on local.')).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('searchbox')).toBeInTheDocument()
  })

  it('explains a custom network without a Horizon URL instead of rendering nothing', async () => {
    renderApp('/custom/ledgers')
    expect(await screen.findByRole('heading', { name: 'Unknown network' })).toBeInTheDocument()
    expect(
      screen.getByText(/needs a Horizon URL in the "horizon" query parameter/),
    ).toBeInTheDocument()
  })

  it('keeps the custom Horizon in every request and link', async () => {
    renderApp('/custom/ledgers?horizon=https%3A%2F%2Fh.example.org&order=asc&limit=3')
    await screen.findByRole('heading', { level: 1, name: 'Ledgers' })
    expect(requestedUrls).toContain('https://h.example.org/ledgers?order=asc&limit=3')
    const newer = within(screen.getByRole('navigation', { name: 'ledgers pages' })).getByRole(
      'link',
      {
        name: /Newer/,
      },
    )
    expect(newer.getAttribute('href')).toContain('horizon=https%3A%2F%2Fh.example.org')
  })

  it('refuses a secret key typed into search and never sends it', async () => {
    const user = userEvent.setup()
    renderApp('/local/ledgers?order=asc&limit=3')
    const search = await screen.findByRole('searchbox')
    const secret = 'SBQWY3DNPFWGSZTFNZ2GK3DFMVXGI4TFMRXW4ZLTORUWC3TMOVXG23TMMVZXM4DP'.slice(0, 56)
    await user.type(search, `${secret}{Enter}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(/secret key/i)
    expect(search).toHaveValue('')
    expect(requestedUrls.some((url) => url.includes(secret))).toBe(false)
  })
})
