import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EarlyFailures, startEarlyQueries } from '@/api/early-queries'
import type { Network } from '@/api/networks'
import { createQueryClient } from '@/api/query-client'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { earlyRoutes } from '@/early-routes'
import { appRouterOptions, appRoutes } from '@/router'

const horizon = 'http://horizon.test'
const account = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'
const missingLedgerPath = '/ledgers/999999'
const pool = 'cd'.repeat(32)
const balance = `00000000${'ef'.repeat(32)}`

/** Every Horizon URL asked for, in order; /ledgers/999999 answers 404, the rest an empty page. */
function stubHorizon(): string[] {
  const requested: string[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url === '/config.json') {
      return Promise.resolve(Response.json({ defaultNetwork: 'local', localHorizonUrl: horizon }))
    }
    requested.push(url)
    if (new URL(url).pathname === missingLedgerPath) {
      return Promise.resolve(
        Response.json(
          { type: 'about:blank', title: 'Resource Missing', status: 404 },
          { status: 404 },
        ),
      )
    }
    return Promise.resolve(
      Response.json({ _links: { self: { href: url } }, _embedded: { records: [] } }),
    )
  })
  return requested
}

/** Runs the page's route loaders to the end, as the browser router does on a cold load. */
async function loadRoute(path: string, withEarlyQueries: boolean, afterEarlyStart = () => {}) {
  const earlyFailures = new EarlyFailures()
  const queryClient = createQueryClient(earlyFailures)
  const [pathname = '', search = ''] = path.split('?')
  if (withEarlyQueries) {
    await startEarlyQueries(queryClient, earlyFailures, earlyRoutes, {
      pathname,
      search: search ? `?${search}` : '',
    })
    afterEarlyStart()
  }
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    ...appRouterOptions(queryClient),
  })
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 })
  const errors = router.state.errors
  router.dispose()
  return { errors }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const deepLinks = [
  '/local',
  '/local?cursor=21474836480',
  '/local/ledgers',
  '/local/ledgers?order=asc&limit=50&cursor=123',
  '/local/ledgers/5',
  '/local/ledgers/5/operations?limit=20',
  '/local/ledgers/5/effects',
  '/local/transactions?include_failed=false',
  `/local/transactions/${'ab'.repeat(32)}`,
  `/local/transactions/${'ab'.repeat(32)}/effects`,
  '/local/operations',
  '/local/operations/21474840577',
  '/local/payments',
  '/local/effects',
  `/local/accounts/${account}`,
  `/local/accounts/${account}/payments`,
  `/local/accounts/${account}/offers`,
  `/local/accounts/${account}/data`,
  `/local/accounts/${account}/trades`,
  `/local/accounts/${account}/claimable_balances`,
  `/local/accounts/${account}/sponsoring?limit=50`,
  '/local/assets',
  '/local/assets?asset_code=USDC&order=desc',
  `/local/assets/USDC-${account}`,
  `/local/assets/USDC-${account}/holders`,
  `/local/assets/USDC:${account}/holders?limit=20`,
  `/local/assets/ABCDEFGHIJKL-${account}/trades?limit=20`,
  '/local/trades',
  '/local/trades?trade_type=orderbook',
  `/local/trades?base_asset=native&counter_asset=USDC:${account}&trade_type=orderbook`,
  '/local/offers/123',
  '/local/offers/123/trades?order=asc',
  '/local/liquidity_pools',
  `/local/liquidity_pools?account=${account}`,
  `/local/liquidity_pools/${pool}`,
  ...['transactions', 'effects', 'trades'].map((tab) => `/local/liquidity_pools/${pool}/${tab}`),
  '/local/claimable_balances',
  `/local/claimable_balances?claimant=${account}&limit=100`,
  `/local/claimable_balances/${balance}`,
  `/local/claimable_balances/${balance}/transactions`,
]

describe('early queries', () => {
  it.each(deepLinks)('%s: starts every request its loaders make, and none twice', async (path) => {
    const loaderRequests = stubHorizon()
    await loadRoute(path, false)
    vi.unstubAllGlobals()

    const requests = stubHorizon()
    let startedEarly: string[] = []
    await loadRoute(path, true, () => (startedEarly = [...requests]))

    expect(loaderRequests.length).toBeGreaterThan(0)
    expect(startedEarly.sort()).toEqual([...new Set(loaderRequests)].sort())
    expect(requests.sort()).toEqual([...startedEarly].sort())
  })

  it('adopts an early failure: a missing ledger is asked for once and still shows its error', async () => {
    const requests = stubHorizon()
    const { errors } = await loadRoute(`/local${missingLedgerPath}`, true)
    expect(requests.filter((url) => url === `${horizon}${missingLedgerPath}`)).toHaveLength(1)
    expect(Object.values(errors ?? {})).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'not_found' })]),
    )
  })

  it('adopts a failure even when the loader asks the moment the query turns to error', async () => {
    const requests = stubHorizon()
    const earlyFailures = new EarlyFailures()
    const queryClient = createQueryClient(earlyFailures)
    const local: Network = { id: 'local', horizonUrl: horizon, label: 'Local', customHorizon: null }
    const missingLedger = ledgerQueries.detail(local, '999999')
    // A listener of the cache runs synchronously when the early query fails, before any
    // promise callback: the earliest a loader could possibly ask for the same query.
    let loaderAsked: Promise<unknown> | undefined
    const stopListening = queryClient.getQueryCache().subscribe((event) => {
      if (loaderAsked || event.type !== 'updated' || event.query.state.status !== 'error') return
      // Its failure is read below; caught here so it is never an unhandled rejection meanwhile.
      loaderAsked = queryClient.query({ ...missingLedger, staleTime: 'static' }).then(
        () => 'resolved',
        (error: unknown) => error,
      )
    })
    await startEarlyQueries(queryClient, earlyFailures, earlyRoutes, {
      pathname: `/local${missingLedgerPath}`,
      search: '',
    })
    await vi.waitFor(() => expect(loaderAsked).toBeDefined())
    expect(await loaderAsked).toMatchObject({ kind: 'not_found' })
    stopListening()
    expect(requests.filter((url) => url === `${horizon}${missingLedgerPath}`)).toHaveLength(1)
  })

  it.each([
    '/local/trades?base_asset=native&counter_asset=nonsense',
    '/local/assets/native',
    '/local/assets/not-an-asset/holders',
  ])('%s: its loaders ask Horizon nothing, and nothing starts early', async (path) => {
    const loaderRequests = stubHorizon()
    await loadRoute(path, false)
    vi.unstubAllGlobals()
    const requests = stubHorizon()
    await loadRoute(path, true)
    expect(loaderRequests).toEqual([])
    expect(requests).toEqual([])
  })

  it('leaves unknown networks and muxed accounts to the routes', async () => {
    const requests = stubHorizon()
    const queryClient = createQueryClient()
    await startEarlyQueries(queryClient, new EarlyFailures(), earlyRoutes, {
      pathname: '/nowhere/ledgers',
      search: '',
    })
    await startEarlyQueries(queryClient, new EarlyFailures(), earlyRoutes, {
      pathname:
        '/local/accounts/MAAAAAAAAAAAAAB7BQ2L7E5NBWMXDUCMZSIPOBKRDSBYVLMXGSSKF6YNPIB7Y77ITLVL6',
      search: '',
    })
    expect(requests).toEqual([])
  })
})
