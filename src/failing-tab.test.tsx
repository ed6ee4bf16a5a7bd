// A record page whose tab (sub-list) fails keeps the record on screen: the tab's own error
// boundary shows the failure, with Retry, even for a 404 (the record did load).
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'

const localHorizon = 'http://127.0.0.1:8000'

function answerWithFailingTab(tabStatus: () => number) {
  return stubFetch((url) => {
    if (url === '/config.json') {
      return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
    }
    const path = new URL(url).pathname
    if (path === '/') return Response.json({ network_passphrase: 'Test', history_latest_ledger: 4 })
    if (path === '/ledgers/52425760') return new Response(readHorizonFixtureText('ledger.json'))
    if (path === '/ledgers/52425760/transactions') {
      const status = tabStatus()
      if (status === 200) return Response.json(emptyPage(url))
      return Response.json({ type: 'about:blank', title: 'Failed', status }, { status })
    }
    return Response.json({ title: 'Resource Missing', status: 404 }, { status: 404 })
  })
}

function emptyPage(url: string) {
  const link = { href: url }
  return { _links: { self: link, next: link, prev: link }, _embedded: { records: [] } }
}

// The whole app loads lazily in jsdom; on a busy machine that takes seconds.
const slowFind = { timeout: 15_000 }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a failing tab', () => {
  it.each([503, 404])(
    'answering %i keeps the ledger and offers Retry',
    async (status) => {
      let tabStatus = status
      const requested = answerWithFailingTab(() => tabStatus)
      renderApp('/local/ledgers/52425760')
      const alert = await screen.findByRole('alert', {}, slowFind)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Ledger 52425760/)
      expect(screen.queryByText(/There is no such/)).toBeNull()
      expect(within(alert).getByRole('heading', { level: 2 })).toBeInTheDocument()

      tabStatus = 200
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
      expect(await screen.findByText('No transactions yet.', {}, slowFind)).toBeVisible()
      expect(screen.queryByRole('alert')).toBeNull()
      expect(requested.filter((url) => url.includes('/transactions')).length).toBe(2)
    },
    30_000,
  )
})
