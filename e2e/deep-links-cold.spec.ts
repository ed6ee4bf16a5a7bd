// A deep link opened cold (a fresh browser context per test) on every page type: its content
// shows, Horizon is asked exactly for what the page needs, each URL once (main.tsx starts the
// requests early and the route loaders adopt them), and config.json is fetched once.
import type { APIRequestContext, Page, Request } from '@playwright/test'
import { test, expect, type SandboxControl } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import type { PageType } from './explorer-support.ts'
import { openPageType, pageTypes, records } from './explorer-support.ts'

/** JSON requests to the sandbox as path + query, the Horizon badge's root document and streams
 *  aside. */
function recordRequests(page: Page) {
  const horizon: string[] = []
  const app: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.origin !== sandboxUrl) {
      app.push(url.pathname)
      return
    }
    if (url.pathname === '/') return
    if ((request.headers()['accept'] ?? '').includes('text/event-stream')) return
    horizon.push(`${url.pathname}${url.search}`)
  })
  return { horizon, app }
}

/** An account page's one request beyond its record and tab: the latest ledger (its base
 *  reserve, for spendable XLM), as the root document names it. The sandbox closes ledgers only
 *  when told to, so its root names the same ledger as the page's did. (Reading the page's own
 *  root response through DevTools fails at times: "No data found for resource".) */
async function expectBaseReserveLedger(
  requests: ReturnType<typeof recordRequests>,
  sandbox: SandboxControl,
  name: string,
) {
  const isLedger = (url: string) => /^\/ledgers\/\d+$/.test(url)
  await expect.poll(() => requests.horizon.filter(isLedger), { message: name }).toHaveLength(1)
  const root = await sandbox.getJson<{ history_latest_ledger: number }>('/')
  const latestLedger = `/ledgers/${root.history_latest_ledger}`
  expect(requests.horizon.filter(isLedger), name).toEqual([latestLedger])
  return latestLedger
}

/** What an account page's summary asks for on every tab: its latest operation, and the claimable
 *  balances waiting for it, which the Spendable box's "claimable now" XLM reads too. */
function accountSummaryRequests(accountPath: string): string[] {
  const accountId = accountPath.split('/').pop() ?? ''
  return [
    `${accountPath}/operations?order=desc&limit=1&include_failed=true`,
    `/claimable_balances?claimant=${accountId}&order=asc&limit=200`,
  ]
}

/** "Where the funds are" reads its lists when it scrolls near the screen, which depends on how
 *  tall the page above it is: each is asked for at most once (checked below), if at all. */
function isFundsRequest(url: string): boolean {
  return (
    url.startsWith('/claimable_balances?sponsor=') || url.startsWith('/liquidity_pools?account=')
  )
}

/** A failed operation row reads its reason from its transaction: one request per failed
 *  transaction on the first page of an operations list, asked for by the row once it shows. */
async function failedRowReasons(sandbox: SandboxControl, listPath: string): Promise<string[]> {
  const rows = await records<{ transaction_successful?: boolean; transaction_hash: string }>(
    sandbox,
    listPath,
  )
  const failed = rows.filter((row) => row.transaction_successful === false)
  return [...new Set(failed.map((row) => `/transactions/${row.transaction_hash}`))]
}

/** Horizon's `<prefix>_asset_*` parameters for an asset page's `CODE-ISSUER`. */
function assetParams(prefix: string, assetId: string): string {
  const [code = '', issuer = ''] = assetId.split('-')
  const type = code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12'
  return `${prefix}_asset_type=${type}&${prefix}_asset_code=${code}&${prefix}_asset_issuer=${issuer}`
}

/** An operations list under a record: its first page, and the reasons of its failed rows. */
async function operationsTab(sandbox: SandboxControl, record: string, query: string) {
  const tab = `${record}/operations?${query}`
  return [record, tab, ...(await failedRowReasons(sandbox, tab))]
}

/** The same for a ledger's operations or payments tab (asc, failed included). */
async function ledgerOperationsTab(sandbox: SandboxControl, record: string, tab: string) {
  const list = `${record}/${tab}?order=asc&limit=10&include_failed=true`
  return [record, list, ...(await failedRowReasons(sandbox, list))]
}

/** An account's list tab; the account page also asks for the base reserve's ledger (below). */
async function accountTab(sandbox: SandboxControl, record: string, tab: string) {
  const newestFirst = ['operations', 'payments', 'transactions'].includes(tab)
    ? 'order=desc&limit=10&include_failed=true'
    : 'order=desc&limit=10'
  const list = `${record}/${tab}?${newestFirst}`
  const reasons = ['operations', 'payments'].includes(tab)
    ? await failedRowReasons(sandbox, list)
    : []
  return [record, list, ...reasons]
}

/** Who issued an asset (SEP-1): each issuer's account, then each home domain's stellar.toml,
 *  which the sandbox serves on the local network. */
async function issuerVerificationRequests(
  sandbox: SandboxControl,
  issuers: string[],
): Promise<string[]> {
  const domains = new Set<string>()
  for (const issuer of issuers) {
    const account = await sandbox.getJson<{ home_domain?: string }>(`/accounts/${issuer}`)
    if (account.home_domain) domains.add(account.home_domain)
  }
  return [
    ...issuers.map((issuer) => `/accounts/${issuer}`),
    ...[...domains].map((domain) => `/.well-known/stellar.toml?domain=${domain}`),
  ]
}

/** An account page's balances check their first 12 distinct issuers (balances-table.tsx). */
async function balanceIssuers(sandbox: SandboxControl, accountId: string): Promise<string[]> {
  const account = await sandbox.getJson<{ balances: { asset_issuer?: string }[] }>(
    `/accounts/${accountId}`,
  )
  const issuers = account.balances.flatMap((balance) =>
    balance.asset_issuer ? [balance.asset_issuer] : [],
  )
  return [...new Set(issuers)].slice(0, 12).filter((issuer) => issuer !== accountId)
}

/** The asset page: its record, its trades tab, its order book and price chart sections, and the
 *  SEP-1 check of its issuer. */
async function assetPage(sandbox: SandboxControl, assetId: string): Promise<string[]> {
  const [code = '', issuer = ''] = assetId.split('-')
  const againstXlm = `${assetParams('base', assetId)}&counter_asset_type=native`
  return [
    ...(await issuerVerificationRequests(sandbox, [issuer])),
    `/assets?asset_code=${code}&asset_issuer=${issuer}`,
    `/trades?${againstXlm}&order=desc&limit=10`,
    `/order_book?${assetParams('selling', assetId)}&buying_asset_type=native&limit=20`,
    // The chart's default resolution: 15 minutes.
    `/trade_aggregations?${againstXlm}&resolution=900000&order=desc&limit=200`,
  ]
}

/** Exactly what each page type asks Horizon for, from the ids in its path (and, for failed
 *  rows, the sandbox's own answer). The account pages' base reserve ledger is added below. */
async function expectedRequests(sandbox: SandboxControl, pageType: PageType): Promise<string[]> {
  const [, , resource = '', id = '', tab = ''] = pageType.path.split('/')
  const record = `/${resource}/${id}`
  switch (pageType.name) {
    case 'dashboard':
      // The fee stats part asks for its own figures once the page is up.
      return ['/ledgers?order=desc&limit=30', '/payments?order=desc&limit=10', '/fee_stats']
    case 'ledgers':
      return ['/ledgers?order=desc&limit=10']
    case 'payments':
      return ['/payments?order=desc&limit=10&include_failed=false']
    case 'ledger (transactions tab)':
    case 'error':
      return [record, `${record}/transactions?order=asc&limit=10&include_failed=true`]
    case 'transaction (effects tab)':
      // The one-line summary at the top reads the first page of operations (the same page the
      // Operations tab shows, so that tab asks for it once).
      return [
        record,
        `${record}/${tab}?order=asc&limit=10`,
        `${record}/operations?order=asc&limit=10`,
      ]
    case 'operation':
      return [record, `${record}/effects?order=asc&limit=10`]
    case 'account (offers tab)':
    case 'account (trades tab)':
      return [record, `${record}/${tab}?order=desc&limit=10`]
    case 'network-error':
      return []
    case 'list: transactions':
      return ['/transactions?order=desc&limit=10&include_failed=true']
    case 'list: operations':
      return ['/operations?order=desc&limit=10&include_failed=false']
    case 'list: effects':
      return ['/effects?order=desc&limit=10']
    case 'ledger (operations tab)':
    case 'ledger (payments tab)':
      return ledgerOperationsTab(sandbox, record, tab)
    case 'ledger (effects tab)':
      return [record, `${record}/effects?order=asc&limit=10`]
    case 'transaction (operations tab)':
    case 'transaction (failed, with its reason)':
      // A failed transaction's rows read their reasons from its record, already loaded.
      return [record, `${record}/operations?order=asc&limit=10`]
    case 'account (operations tab)':
      return accountTab(sandbox, record, 'operations')
    case 'account (payments tab)':
    case 'account (effects tab)':
    case 'account (transactions tab)':
      return accountTab(sandbox, record, tab)
    case 'account (data tab)':
      // Data entries come with the account record.
      return [record]
    case 'assets list':
      return ['/assets?order=asc&limit=10']
    case 'asset page':
      return assetPage(sandbox, id)
    case 'trades list':
      return ['/trades?order=desc&limit=10']
    case 'offer page':
      return [record, `${record}/trades?order=desc&limit=10`]
    case 'pools list':
      return ['/liquidity_pools?order=asc&limit=10']
    case 'claimable balances list':
      return ['/claimable_balances?order=desc&limit=10']
    case 'pool page':
      // Its history tabs: newest first, failed attempts included.
      return operationsTab(sandbox, record, 'order=desc&limit=10&include_failed=true')
    case 'claimable balance page': {
      // Its history tab (newest first, failed attempts included), and the latest ledger, whose
      // close time is "now" for each claimant's window.
      const root = await sandbox.getJson<{ history_latest_ledger: number }>('/')
      return [
        ...(await operationsTab(sandbox, record, 'order=desc&limit=10&include_failed=true')),
        `/ledgers/${root.history_latest_ledger}`,
      ]
    }
    default:
      throw new Error(`No expected requests for the page type "${pageType.name}"`)
  }
}

test('every page type opened cold asks Horizon for exactly what it shows, each URL once', async ({
  browser,
  sandbox,
  request,
}) => {
  test.setTimeout(120_000)
  for (const pageType of await pageTypes(sandbox, request)) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const requests = recordRequests(page)
    await openPageType(page, pageType)
    await page.waitForTimeout(500) // anything stray arrives before counting
    // Requests with a cursor are what the page does next (the pager's idle prefetch of the next
    // page, a live list's catch-up); the deep links here carry none.
    const expected = await expectedRequests(sandbox, pageType)
    if (pageType.name.startsWith('account')) {
      const accountId = pageType.path.split('/')[3] ?? ''
      expected.push(await expectBaseReserveLedger(requests, sandbox, pageType.name))
      expected.push(...accountSummaryRequests(`/accounts/${accountId}`))
      expected.push(
        ...(await issuerVerificationRequests(sandbox, await balanceIssuers(sandbox, accountId))),
      )
    }
    // The stellar.toml is read once the issuer's account has answered: wait for the last one.
    const tomls = expected.filter((url) => url.startsWith('/.well-known/'))
    await expect
      .poll(() => requests.horizon.filter((url) => url.startsWith('/.well-known/')).length, {
        message: pageType.name,
      })
      .toBe(tomls.length)
    const firstPages = requests.horizon.filter(
      (url) => !url.includes('cursor=') && !isFundsRequest(url),
    )
    expect(firstPages.sort(), pageType.name).toEqual(expected.sort())
    expect(new Set(requests.horizon).size, pageType.name).toBe(requests.horizon.length)
    expect(
      requests.app.filter((path) => path === '/config.json'),
      pageType.name,
    ).toHaveLength(1)
    await context.close()
  }
})

/** The JavaScript `/index.html` loads for no route in particular: its module scripts (the main
 *  chunk: the framework and the app's shell, and their imports) and its classic scripts. */
async function indexScripts(request: APIRequestContext) {
  const html = await (await request.get('/index.html')).text()
  const files = (pattern: RegExp) => new Set([...html.matchAll(pattern)].map((m) => m[1] ?? ''))
  const mainChunk = new Set([
    ...files(/<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/g),
    ...files(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g),
  ])
  const classic = files(/<script src="(\/assets\/[^"]+\.js)"/g)
  expect(mainChunk.size, 'index.html loads a main chunk').toBeGreaterThan(0)
  return { mainChunk, classic }
}

/** Whether a finished request is a Horizon JSON response (the root document aside). */
function isHorizonAnswer(request: Request): boolean {
  const url = new URL(request.url())
  return url.origin === sandboxUrl && url.pathname !== '/' && request.resourceType() === 'fetch'
}

const routeModuleHoldMs = 1_500

/** The chunk of the page's own route module, as the build names it after the module's file:
 *  `/local/ledgers` → ledgers-page, `/local/liquidity_pools/ID/…` → liquidity-pool-page. */
function routeModuleName(path: string): string {
  const [, , resource = '', id] = new URL(path, 'http://app.invalid').pathname.split('/')
  if (resource === '') return 'dashboard-page'
  const name = resource.replaceAll('_', '-')
  return id === undefined ? `${name}-page` : `${name.replace(/s$/, '')}-page`
}

/** When the page asked for its route module, and when the last byte of its main chunk came. */
async function routeModuleTiming(page: Page, mainChunk: Set<string>, moduleName: string) {
  return page.evaluate<{ routeModuleStart: number; mainChunkEnd: number }>(`(() => {
    const main = new Set(${JSON.stringify([...mainChunk])})
    const entries = performance.getEntriesByType('resource')
    const pathOf = (entry) => new URL(entry.name).pathname
    const routeModule = entries.find((entry) =>
      new RegExp('^/assets/' + ${JSON.stringify(moduleName)} + '-[^/]+\\\\.js$').test(pathOf(entry)))
    const mainEnds = entries.filter((entry) => main.has(pathOf(entry))).map((entry) => entry.responseEnd)
    return {
      routeModuleStart: routeModule ? routeModule.startTime : NaN,
      mainChunkEnd: mainEnds.length === main.size ? Math.max(...mainEnds) : NaN,
    }
  })()`)
}

// Issue 9: "The first Horizon request for the URL being opened must start no later than the main
// chunk's execution, not after the lazy route chunk", and goal: "starting Horizon's request
// before the framework has loaded". Every module script (the main chunk with the framework, the
// route modules, the code they share) is held back; the page's first Horizon request must be
// made and answered meanwhile. Released early once it is answered, so a pass is quick. And the
// page's route module is asked for before the main chunk has arrived, not after it ran.
test("every page type's first Horizon request is answered while the framework and its route modules are held back, which were asked for with the main chunk", async ({
  browser,
  sandbox,
  request,
}) => {
  test.setTimeout(120_000)
  const { mainChunk, classic } = await indexScripts(request)
  const types = (await pageTypes(sandbox, request)).filter((type) => type.name !== 'network-error')
  for (const pageType of types) {
    const context = await browser.newContext()
    const page = await context.newPage()
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    // From the first held request: creating the context may take a while on a busy machine.
    let timer: ReturnType<typeof setTimeout> | undefined
    let answeredAt: number | undefined
    let releasedAt: number | undefined
    const held: string[] = []
    page.on('requestfinished', (finished) => {
      if (answeredAt !== undefined || !isHorizonAnswer(finished)) return
      answeredAt = Date.now()
      release()
    })
    await page.route(/\/assets\/[^/?]+\.js(\?|$)/, async (route) => {
      const path = new URL(route.request().url()).pathname
      if (classic.has(path)) return route.continue()
      held.push(path)
      timer ??= setTimeout(release, routeModuleHoldMs)
      await released
      releasedAt ??= Date.now()
      return route.continue()
    })
    await openPageType(page, pageType)
    clearTimeout(timer)
    expect(held, `${pageType.name}: the main chunk was held`).toEqual(
      expect.arrayContaining([...mainChunk]),
    )
    expect(answeredAt, `${pageType.name}: Horizon answered while they were held`).toBeDefined()
    expect(answeredAt ?? Infinity, pageType.name).toBeLessThanOrEqual(releasedAt ?? -Infinity)
    // The route module is no second round trip: asked for before the main chunk has even arrived
    // (so before it runs), not by the router once it has.
    const moduleName = routeModuleName(pageType.path)
    const timing = await routeModuleTiming(page, mainChunk, moduleName)
    expect(timing.routeModuleStart, `${pageType.name}: ${moduleName}`).toBeLessThan(
      timing.mainChunkEnd,
    )
    await context.close()
  }
})
