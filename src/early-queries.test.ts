import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EarlyFetchHandoff } from '@/api/early-fetch-handoff'
import { earlyResponsesTransport, startEarlyFetches } from '@/api/early-fetch-handoff'
import { createQueryClient } from '@/api/query-client'
import { loadRuntimeConfig } from '@/api/runtime-config'
import { earlyRoutes } from '@/early-routes'
import { appRouterOptions, appRoutes } from '@/router'
import { manifestDeepLinks } from '@/test-support/manifest-deep-links'

const horizon = 'http://horizon.test'
const account = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'
const missingLedgerPath = '/ledgers/999999'

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

/** What the early script does for `path`, once its requests have left. */
async function startEarly(path: string): Promise<EarlyFetchHandoff> {
  const [pathname = '', search = ''] = path.split('?')
  const handoff = startEarlyFetches(earlyRoutes, { pathname, search: search ? `?${search}` : '' })
  await handoff.config
  await new Promise((resolve) => setTimeout(resolve, 0))
  return handoff
}

/**
 * Runs the page's route loaders to the end, as the browser router does on a cold load: with the
 * early script's handoff in the Horizon client's transport (as main.tsx does), or without one.
 */
async function loadRoute(path: string, withEarlyFetch: boolean, afterEarlyStart = () => {}) {
  const handoff = withEarlyFetch ? await startEarly(path) : undefined
  afterEarlyStart()
  const queryClient = createQueryClient(earlyResponsesTransport(handoff))
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    ...appRouterOptions(queryClient, loadRuntimeConfig(handoff?.config)),
  })
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 })
  const errors = router.state.errors
  router.dispose()
  return { errors }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

// Pages read from Stellar RPC, not Horizon: their loaders ask Horizon nothing.
const rpcPages = manifestDeepLinks().filter(
  (path) => path.startsWith('/local/contracts/') || path === '/local/rpc',
)

// Every page and tab of the manifest, and the URL parameters their loaders read.
const deepLinks = [
  ...manifestDeepLinks().filter((path) => !rpcPages.includes(path)),
  '/local?cursor=21474836480',
  '/local/ledgers?order=asc&limit=50&cursor=123',
  '/local/ledgers/5/operations?limit=20',
  '/local/transactions?include_failed=false',
  `/local/accounts/${account}/sponsoring?limit=50`,
  '/local/assets?asset_code=USDC&order=desc',
  `/local/assets/USDC:${account}/holders?limit=20`,
  `/local/assets/ABCDEFGHIJKL-${account}/trades?limit=20`,
  '/local/trades?trade_type=orderbook',
  `/local/trades?base_asset=native&counter_asset=USDC:${account}&trade_type=orderbook`,
  '/local/offers/123/trades?order=asc',
  `/local/liquidity_pools?account=${account}`,
  `/local/claimable_balances?claimant=${account}&limit=100`,
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

  it('hands over an early failure: a missing ledger is asked for once and still shows its error', async () => {
    const requests = stubHorizon()
    const { errors } = await loadRoute(`/local${missingLedgerPath}`, true)
    expect(requests.filter((url) => url === `${horizon}${missingLedgerPath}`)).toHaveLength(1)
    expect(Object.values(errors ?? {})).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'not_found' })]),
    )
  })

  it.each([
    '/local/trades?base_asset=native&counter_asset=nonsense',
    '/local/assets/native',
    '/local/assets/not-an-asset/holders',
    ...rpcPages,
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
    await startEarly('/nowhere/ledgers')
    await startEarly(
      '/local/accounts/MAAAAAAAAAAAAAB7BQ2L7E5NBWMXDUCMZSIPOBKRDSBYVLMXGSSKF6YNPIB7Y77ITLVL6',
    )
    expect(requests).toEqual([])
  })
})
