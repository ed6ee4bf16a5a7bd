// What the data layer promises, seen on the wire: one Horizon request per page view, the next
// page prefetched so Older needs no request, immutable pages never asked for again, and Back/Forward
// served from the cache.
import type { Page, Request } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import { dataRows, heading } from './explorer-support.ts'

/** JSON requests to the sandbox, as path + query; the Horizon badge's root document and streams aside. */
function recordHorizonRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.origin !== sandboxUrl || url.pathname === '/') return
    if ((request.headers()['accept'] ?? '').includes('text/event-stream')) return
    requests.push(`${url.pathname}${url.search}`)
  })
  return requests
}

/** Requests for one Horizon page, told apart by its cursor parameter (absent on a first page). */
/**
 * Waits until no Horizon request has started for `quietMs`: a failed operation row asks for its
 * transaction's reason once the reason's code has loaded, which can come after the list is shown.
 */
async function requestsSettled(page: Page, requests: string[], quietMs = 600) {
  let seen = -1
  await expect
    .poll(
      async () => {
        const before = requests.length
        await page.waitForTimeout(quietMs)
        const quiet = before === requests.length && before === seen
        seen = requests.length
        return quiet
      },
      { timeout: 15_000, intervals: [0] },
    )
    .toBe(true)
}

function requestsFor(requests: string[], path: string, cursor: string | null): string[] {
  return requests.filter((request) => {
    const url = new URL(request, sandboxUrl)
    return url.pathname === path && url.searchParams.get('cursor') === cursor
  })
}

test('a list page costs one request, Older uses the prefetched page, Back and Forward none', async ({
  page,
}) => {
  const requests = recordHorizonRequests(page)
  await page.goto('/local/ledgers?order=asc')
  const table = page.getByRole('table', { name: 'Ledgers' })
  await expect(dataRows(table)).toHaveCount(10)
  expect(requestsFor(requests, '/ledgers', null)).toHaveLength(1)

  // The next page is fetched while the user reads this one (idle prefetch)…
  await expect.poll(() => requests.filter((request) => request.includes('cursor=')).length).toBe(1)
  const prefetched = requests.find((request) => request.includes('cursor='))
  const countBeforeOlder = requests.length

  // …so Older shows it without asking Horizon again.
  await page
    .getByRole('navigation', { name: 'ledgers pages' })
    .getByRole('link', { name: /newer|older/i })
    .last()
    .click()
  await expect(page).toHaveURL(/cursor=/)
  await expect(dataRows(table).first()).toContainText('11')
  // Let any stray request arrive before counting.
  await page.waitForTimeout(300)
  const afterOlder = requests.slice(countBeforeOlder)
  expect(afterOlder.filter((request) => request === prefetched)).toEqual([])

  // Back and Forward: both pages are immutable (full ascending pages) and come from the cache.
  const countBeforeBack = requests.length
  await page.goBack()
  await expect(dataRows(table).first()).toContainText('1')
  await page.goForward()
  await expect(dataRows(table).first()).toContainText('11')
  await page.waitForTimeout(300)
  expect(
    requests
      .slice(countBeforeBack)
      .filter((request) => new URL(request, sandboxUrl).pathname === '/ledgers'),
  ).toEqual([])
})

test('a ledger page costs one request for the ledger and one for its tab; Back costs none', async ({
  page,
}) => {
  const requests = recordHorizonRequests(page)
  await page.goto('/local/ledgers/5')
  await expect(heading(page, /Ledger 5/)).toBeVisible()
  await expect(page.getByRole('table')).toBeVisible()
  await page.waitForTimeout(300)
  expect(requests.filter((request) => request === '/ledgers/5')).toHaveLength(1)
  expect(requestsFor(requests, '/ledgers/5/transactions', null)).toHaveLength(1)

  // A tab is a route: its list is one request; going back to the first tab asks nothing.
  await page.getByRole('link', { name: 'Operations', exact: true }).last().click()
  await expect(page).toHaveURL(/\/ledgers\/5\/operations/)
  await page.waitForTimeout(300)
  // (Its next page may also be prefetched: that request carries a cursor.)
  expect(requestsFor(requests, '/ledgers/5/operations', null)).toHaveLength(1)
  await requestsSettled(page, requests)
  const countBeforeBack = requests.length
  await page.goBack()
  await expect(page).toHaveURL(/\/ledgers\/5$/)
  await page.waitForTimeout(300)
  expect(requests.slice(countBeforeBack)).toEqual([])
  // The ledger itself was never asked for twice: ledgers are immutable.
  expect(requests.filter((request) => request === '/ledgers/5')).toHaveLength(1)
})
