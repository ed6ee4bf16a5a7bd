// Browser measurements for bench/explorer-bench.ts. Page-side code is passed as strings: this
// folder is typed without the DOM library.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'

/** Records, relative to navigation start, when `selector` first matches (init script). */
function firstContentProbe(selector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(selector)}
    const check = () => {
      if (window.__firstContentAt !== undefined || !document.querySelector(selector)) return
      window.__firstContentAt = performance.now()
      observer.disconnect()
    }
    const observer = new MutationObserver(check)
    observer.observe(document, { childList: true, subtree: true })
    window.__longTasks = []
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    } catch {}
  })()`
}

/**
 * The Horizon requests of a page: JSON fetches (path + query) apart from the root document (the
 * shell's Horizon badge) and EventSource streams, which are counted on their own.
 */
export function countHorizonRequests(page: Page, horizonOrigin: string) {
  const counts = { fetches: [] as string[], root: 0, streams: 0 }
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== horizonOrigin) return
    if (request.resourceType() === 'eventsource') counts.streams++
    else if (url.pathname === '/') counts.root++
    else counts.fetches.push(`${url.pathname}${url.search}`)
  })
  return counts
}

export interface ColdLoad {
  ms: number
  /** Horizon JSON requests made by the time the first content showed (root document aside). */
  horizonFetches: string[]
  scripts: string[]
}

/**
 * Waits for the probe's timestamp. Polled with page.evaluate (DevTools evaluation, which the
 * page's Content-Security-Policy does not govern) rather than waitForFunction, whose string
 * predicates the app's `script-src 'self'` refuses to eval. The figure is the page's own
 * timestamp, so the polling interval does not enter it.
 */
async function firstContentAt(page: Page): Promise<number> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const at = await page.evaluate<number | null>('window.__firstContentAt ?? null')
    if (at !== null) return at
    if (Date.now() > deadline) throw new Error(`no first content within 30 s on ${page.url()}`)
    await page.waitForTimeout(25)
  }
}

/** One load in a fresh browser context (empty cache): navigation → first content. */
export async function coldLoad(
  browser: Browser,
  url: string,
  selector: string,
  horizonOrigin: string,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript({ content: firstContentProbe(selector) })
    const page = await context.newPage()
    const counts = countHorizonRequests(page, horizonOrigin)
    await page.goto(url)
    const ms = await firstContentAt(page)
    const horizonFetches = [...counts.fetches]
    const scripts = await page.evaluate<string[]>(`performance.getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= window.__firstContentAt)
      .map((entry) => new URL(entry.name).pathname)`)
    return { ms, horizonFetches, scripts }
  } finally {
    await context.close()
  }
}

/** Horizon fetches per Back, and at the click of an Older link whose page was prefetched. */
export async function pagingRequests(browser: Browser, appUrl: string, horizonOrigin: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const counts = countHorizonRequests(page, horizonOrigin)
    await page.goto(`${appUrl}/local/ledgers`)
    const rows = page.getByRole('table', { name: 'Ledgers' }).getByRole('row')
    await rows.nth(1).waitFor()
    // The pager prefetches Older when idle; give it time, then click.
    await page.waitForTimeout(1_500)
    const beforeOlder = counts.fetches.length
    await page.getByRole('link', { name: /Older/ }).first().click()
    await page.waitForURL(/cursor=/)
    await rows.nth(1).waitFor()
    // Only requests for the page now shown count: the pager's idle prefetch of the page after it
    // may already have gone out.
    const shownCursor = new URL(page.url()).searchParams.get('cursor')
    const atOlder = counts.fetches
      .slice(beforeOlder)
      .filter((url) => new URL(url, horizonOrigin).searchParams.get('cursor') === shownCursor)
    await page.waitForTimeout(1_500)
    await page.getByRole('table', { name: 'Ledgers' }).getByRole('link').first().click()
    await page.getByRole('heading', { level: 1, name: /^Ledger / }).waitFor()
    await page.waitForTimeout(500)
    const beforeBack = counts.fetches.length
    await page.goBack()
    await page.waitForURL(/\/ledgers\?/)
    await rows.nth(1).waitFor()
    await page.waitForTimeout(500)
    return {
      prefetchedBeforeOlder: counts.fetches.slice(0, beforeOlder),
      atOlderClick: atOlder,
      atBack: counts.fetches.slice(beforeBack),
    }
  } finally {
    await context.close()
  }
}

/** A 200-record operations page cycling through every operation type in the fixtures. */
function operationsPage(fixturesDir: string, horizonUrl: string, firstId: bigint) {
  const records = readdirSync(fixturesDir)
    .filter((name) => name.startsWith('op-') && name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(readFileSync(join(fixturesDir, name), 'utf8')) as Record<string, unknown>,
    )
  const page = Array.from({ length: 200 }, (_, index) => {
    const id = String(firstId - BigInt(index))
    return { ...records[index % records.length], id, paging_token: id }
  })
  const lastId = String(firstId - 199n)
  const link = (cursor: string) => ({
    href: `${horizonUrl}/operations?cursor=${cursor}&limit=200&order=desc`,
  })
  return {
    types: records.length,
    body: JSON.stringify({
      _links: { self: link(''), next: link(lastId), prev: link(String(firstId)) },
      _embedded: { records: page },
    }),
  }
}

/**
 * One click on Older, timed in the page from the click: until the first rows of the new page are
 * painted (their first row is in the DOM, then a frame and a task), until all of its rows are
 * painted the same way, and the long tasks in between.
 */
function olderClickProbe(firstId: bigint, lastId: bigint): string {
  return `new Promise((resolve) => {
    const longTasks = []
    const longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration)
    })
    longTaskObserver.observe({ type: 'longtask' })
    const link = [...document.querySelectorAll('a')].find((a) => /Older/.test(a.textContent))
    const startedAt = performance.now()
    const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then))
    let firstRowsMs
    const rowOf = (id) => document.querySelector('a[href*="/operations/' + id + '"]')
    const check = () => {
      if (firstRowsMs === undefined && rowOf('${firstId}')) {
        firstRowsMs = null
        afterPaint(() => {
          firstRowsMs = performance.now() - startedAt
          check()
        })
      }
      if (typeof firstRowsMs === 'number' && rowOf('${lastId}')) {
        observer.disconnect()
        afterPaint(() => {
          const allRowsMs = performance.now() - startedAt
          longTaskObserver.disconnect()
          resolve({ firstRowsMs, allRowsMs, longTasks })
        })
      }
    }
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true, subtree: true })
    link.click()
  })`
}

export interface OlderClick {
  firstRowsMs: number
  allRowsMs: number
  longTasks: number[]
}

/** Wraps one timed click, e.g. in a CPU profile (bench/render-profile.ts); the figure is unchanged. */
export type AroundOlderClick = (page: Page, click: () => Promise<OlderClick>) => Promise<OlderClick>

/**
 * Data-to-paint of a 200-row operations page, over `clicks` clicks on Older: each Older page is
 * in the cache (prefetched while idle) when it is clicked, so click → rows painted is the render
 * alone. Horizon's answers are replaced with fixture records of every operation type.
 */
export async function renderCost(
  browser: Browser,
  appUrl: string,
  horizonUrl: string,
  fixturesDir: string,
  clicks = 5,
  aroundClick: AroundOlderClick = (_page, click) => click(),
  /** 375 shows the rows as a phone's cards (`.record-cards` in src/index.css). */
  viewportWidth = 1280,
) {
  const context = await browser.newContext({ viewport: { width: viewportWidth, height: 800 } })
  try {
    const page = await context.newPage()
    let types = 0
    await page.route(`${horizonUrl}/operations?**`, (route) => {
      const cursor = new URL(route.request().url()).searchParams.get('cursor')
      const firstId = cursor ? BigInt(cursor) - 1n : 9_000_000_000n
      const answer = operationsPage(fixturesDir, horizonUrl, firstId)
      types = answer.types
      return route.fulfill({ status: 200, contentType: 'application/hal+json', body: answer.body })
    })
    await page.goto(`${appUrl}/local/operations?limit=200`)
    const table = page.getByRole('table', { name: 'Operations' })
    await table.getByRole('row').nth(200).waitFor({ timeout: 30_000 })
    const samples: OlderClick[] = []
    for (let click = 1; click <= clicks; click++) {
      // Time for the pager's idle prefetch of the next Older page.
      await page.waitForTimeout(1_500)
      const firstId = 9_000_000_000n - 200n * BigInt(click)
      const clickOlder = () => page.evaluate<OlderClick>(olderClickProbe(firstId, firstId - 199n))
      samples.push(await aroundClick(page, clickOlder))
    }
    return { samples, operationTypes: types }
  } finally {
    await context.close()
  }
}

/** Long tasks on /local/ledgers while 50 ledgers close at once and stream in. */
export async function liveBurst(browser: Browser, appUrl: string, sandboxUrl: string) {
  const horizonOrigin = new URL(sandboxUrl).origin
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript({ content: firstContentProbe('table tbody tr a') })
    const page = await context.newPage()
    const counts = countHorizonRequests(page, horizonOrigin)
    await page.goto(`${appUrl}/local/ledgers`)
    await page.getByRole('table', { name: 'Ledgers' }).getByRole('row').nth(1).waitFor()
    await page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor({ timeout: 30_000 })
    await page.waitForTimeout(1_000)
    const duringLoad = await page.evaluate<number[]>('window.__longTasks.splice(0)')
    const fetchesBefore = counts.fetches.length
    const response = await fetch(`${sandboxUrl}/_sandbox/close?count=50`, { method: 'POST' })
    const { closed: sequences } = (await response.json()) as { closed: number[] }
    const last = sequences.at(-1)
    if (last === undefined) throw new Error('the sandbox closed no ledger')
    await page.locator(`a[href$="/ledgers/${last}"]`).first().waitFor({ timeout: 30_000 })
    // Long enough for the pager's prefetch of the moved Older page once the list holds still.
    await page.waitForTimeout(2_000)
    const longTasks = await page.evaluate<number[]>('window.__longTasks')
    // JSON requests while the ledgers streamed in (the stream itself is counted apart).
    const horizonFetches = counts.fetches.slice(fetchesBefore)
    // Long tasks of the page load itself show that the observer works in this browser.
    return {
      ledgers: sequences.length,
      longTasks,
      longTasksDuringLoad: duringLoad,
      horizonFetches,
    }
  } finally {
    await context.close()
  }
}
