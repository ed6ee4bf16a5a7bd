// A deep link opened cold (a fresh browser context per test) on every page type: its content
// shows, Horizon is asked exactly for what the page needs, each URL once (main.tsx starts the
// requests early and the route loaders adopt them), and config.json is fetched once.
import type { Page, Request } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import type { PageType } from './explorer-support.ts'
import { openPageType, pageTypes } from './explorer-support.ts'

/** JSON requests to the sandbox as path + query; the Horizon badge's root document and streams
 *  aside, but the latest ledgers the root documents named are kept (an account page asks for
 *  that ledger's base reserve). */
function recordRequests(page: Page) {
  const horizon: string[] = []
  const app: string[] = []
  const latestLedgers: number[] = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.origin !== sandboxUrl || url.pathname !== '/' || !response.ok()) return
    const root = (await response.json().catch(() => null)) as {
      history_latest_ledger?: number
    } | null
    if (typeof root?.history_latest_ledger === 'number') {
      latestLedgers.push(root.history_latest_ledger)
    }
  })
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
  return { horizon, app, latestLedgers }
}

/** An account page's one request beyond its record and tab: the latest ledger (its base
 *  reserve, for spendable XLM), named by the root document, so asked for after it. */
async function expectBaseReserveLedger(requests: ReturnType<typeof recordRequests>, name: string) {
  const isLedger = (url: string) => /^\/ledgers\/\d+$/.test(url)
  await expect.poll(() => requests.horizon.filter(isLedger), { message: name }).toHaveLength(1)
  const [ledgerUrl = ''] = requests.horizon.filter(isLedger)
  // The root document's body is read asynchronously, after its request was seen.
  await expect
    .poll(() => requests.latestLedgers.map((sequence) => `/ledgers/${sequence}`), {
      message: name,
    })
    .toContain(ledgerUrl)
  return ledgerUrl
}

/** What each page type's loaders need from Horizon, from the ids in its path; null where the
 *  page asks for more than its path says (a failed row's reason, a section's own query), and
 *  only "each URL once" is checked. */
function expectedRequests(pageType: PageType): string[] | null {
  const [, , resource, id, tab] = pageType.path.split('/')
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
      return [record, `${record}/${tab}?order=asc&limit=10`]
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
      return [record, `${record}/${tab}?order=asc&limit=10&include_failed=true`]
    case 'ledger (effects tab)':
      return [record, `${record}/effects?order=asc&limit=10`]
    case 'transaction (operations tab)':
      return [record, `${record}/operations?order=asc&limit=10`]
    default:
      return null
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
    const expected = expectedRequests(pageType)
    if (expected !== null) {
      if (pageType.name.startsWith('account')) {
        expected.push(await expectBaseReserveLedger(requests, pageType.name))
      }
      const firstPages = requests.horizon.filter((url) => !url.includes('cursor='))
      expect(firstPages.sort(), pageType.name).toEqual(expected.sort())
    }
    expect(new Set(requests.horizon).size, pageType.name).toBe(requests.horizon.length)
    expect(
      requests.app.filter((path) => path === '/config.json'),
      pageType.name,
    ).toHaveLength(1)
    await context.close()
  }
})

test('the Horizon request of a cold /local/ledgers starts before its route module is asked for', async ({
  page,
}) => {
  await page.goto('/local/ledgers')
  await expect(page.getByRole('table', { name: 'Ledgers' })).toBeVisible()
  // A string, because e2e files are typed without relying on the page's globals.
  const timing = await page.evaluate<{ horizonStart: number; routeModuleStart: number }>(`(() => {
    const entries = performance.getEntriesByType('resource')
    const horizon = entries.find((entry) => entry.name.startsWith(${JSON.stringify(sandboxUrl)} + '/ledgers?'))
    const routeModule = entries.find((entry) => /\\/assets\\/ledgers-page-[^/]+\\.js$/.test(entry.name))
    return { horizonStart: horizon ? horizon.startTime : NaN, routeModuleStart: routeModule ? routeModule.startTime : NaN }
  })()`)
  expect(timing.horizonStart).toBeLessThanOrEqual(timing.routeModuleStart)
})
