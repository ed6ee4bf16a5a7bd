// The dashboard is three parts fed by three Horizon requests (root document, ledgers, payments):
// one failing shows its own error with Retry, and the others stay.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'

const slowFind = { timeout: 15_000 }

function answerWithFailing(failingPath: string) {
  return stubFetch((url) => {
    if (url === '/config.json') {
      return Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' })
    }
    const path = new URL(url).pathname
    if (path === failingPath) {
      return Response.json({ title: 'Hostile', status: 503 }, { status: 503 })
    }
    if (path === '/') return new Response(readHorizonFixtureText('root.json'))
    if (path === '/ledgers') return new Response(readHorizonFixtureText('ledgers-page.json'))
    if (path === '/payments') return new Response(readHorizonFixtureText('payments-page.json'))
    return Response.json({ title: 'Resource Missing', status: 404 }, { status: 404 })
  })
}

beforeEach(() => {
  // No live streams in this test: the feeds only need their first page.
  vi.stubGlobal('EventSource', undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a failing dashboard part', () => {
  it('payments: the payments feed shows the error, the ledgers stay', async () => {
    answerWithFailing('/payments')
    renderApp('/local')
    const payments = await screen.findByRole('region', { name: 'Latest payments' }, slowFind)
    const alert = await within(payments).findByRole('alert', {}, slowFind)
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    const ledgers = screen.getByRole('region', { name: 'Latest ledgers' })
    expect(within(ledgers).getByRole('table')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Local network')
  }, 30_000)

  it('ledgers: the feed and the chart show the error, the payments stay, Retry refetches', async () => {
    const requested = answerWithFailing('/ledgers')
    renderApp('/local')
    const ledgers = await screen.findByRole('region', { name: 'Latest ledgers' }, slowFind)
    const alert = await within(ledgers).findByRole('alert', {}, slowFind)
    const payments = screen.getByRole('region', { name: 'Latest payments' })
    expect(within(payments).getByRole('table')).toBeInTheDocument()
    const before = requested.filter(
      (url) => new URL(url, 'http://app.test').pathname === '/ledgers',
    ).length
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await vi.waitFor(() =>
      expect(
        requested.filter((url) => new URL(url, 'http://app.test').pathname === '/ledgers').length,
      ).toBe(before + 1),
    )
  }, 30_000)

  it('root document: an alert on the dashboard, the feeds stay', async () => {
    answerWithFailing('/')
    renderApp('/local')
    const alert = await screen.findByRole('alert', {}, slowFind)
    expect(alert).toHaveTextContent(/root document/)
    const ledgers = await screen.findByRole('region', { name: 'Latest ledgers' }, slowFind)
    expect(within(ledgers).getByRole('table')).toBeInTheDocument()
  }, 30_000)
})
