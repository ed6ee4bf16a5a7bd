// A claimed claimable balance or a removed liquidity pool answers 404 forever, and the sentences
// link both: the page says why the entry is gone, not just "no such record".
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixture, readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'

const claimed = readHorizonFixture('effect-claimable-balance-claimed.json') as {
  balance_id: string
}
const removed = readHorizonFixture('effect-liquidity-pool-removed.json') as {
  liquidity_pool_id: string
}

function answer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' })
  }
  const { pathname } = new URL(url)
  if (pathname === '/') return new Response(readHorizonFixtureText('root.json'))
  if (pathname.startsWith('/claimable_balances/') || pathname.startsWith('/liquidity_pools/')) {
    return new Response(readHorizonFixtureText('error-404.json'), {
      status: 404,
      headers: { 'Content-Type': 'application/problem+json' },
    })
  }
  return Response.json({ _links: {}, _embedded: { records: [] } })
}

describe('gone ledger entries', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('a claimed claimable balance: not found, and why', async () => {
    stubFetch(answer)
    renderApp(`/local/claimable_balances/${claimed.balance_id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
    expect(screen.getByText(/There is no such claimable balance on/)).toBeVisible()
    expect(
      screen.getByText(/once a claimable balance is claimed or clawed back it is gone/),
    ).toBeVisible()
  })

  it('a removed liquidity pool: not found, and why', async () => {
    stubFetch(answer)
    renderApp(`/local/liquidity_pools/${removed.liquidity_pool_id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
    expect(screen.getByText(/There is no such liquidity pool on/)).toBeVisible()
    expect(screen.getByText(/a pool is removed when its last pool-share trustline/)).toBeVisible()
  })
})
