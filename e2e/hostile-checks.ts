// What must hold on every page, whatever a Horizon sends: no script runs, no link or request
// leaves the app and the selected Horizon, and the page settles with something readable.
import type { Page } from '@playwright/test'
import { errors, expect } from '@playwright/test'
import { appUrl } from './servers.ts'

/** Everything a page visit observed that must stay empty. */
export interface PageGuards {
  dialogs: string[]
  foreignRequests: string[]
}

declare global {
  interface Window {
    __pwned?: unknown
  }
}

/**
 * Listens for dialogs and requests to anything but the app, `horizonUrl` and `alsoAllowed` (the
 * origins a test names on purpose, e.g. an issuer's home domain for its stellar.toml).
 */
function guardPage(
  page: Page,
  horizonUrl: string,
  alsoAllowed: readonly string[] = [],
): PageGuards {
  const guards: PageGuards = { dialogs: [], foreignRequests: [] }
  const appOrigin = new URL(appUrl).origin
  page.on('dialog', (dialog) => {
    guards.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('request', (request) => {
    const url = request.url()
    if (url.startsWith('data:') || url.startsWith('blob:')) return
    const origin = new URL(url).origin
    if (
      origin !== appOrigin &&
      origin !== new URL(horizonUrl).origin &&
      !alsoAllowed.includes(origin)
    ) {
      guards.foreignRequests.push(url)
    }
  })
  return guards
}

/** The in-app URL of `path` on the custom network of `horizonUrl`. */
function customUrl(path: string, horizonUrl: string): string {
  const separator = path.includes('?') ? '&' : '?'
  return `/custom${path}${separator}horizon=${encodeURIComponent(horizonUrl)}`
}

/**
 * Links the app writes itself, never from a response: the Stellar docs' list of RPC providers
 * (`rpcProvidersUrl` in src/api/rpc-network.ts), offered where a page would read RPC and the
 * network has none.
 */
const appOwnLinks = new Set(['https://developers.stellar.org/docs/data/apis/rpc/providers'])

/**
 * Each link must be in the app on the same custom network (path under /custom, horizon= the
 * selected URL), or point into the selected Horizon. Returns the links that are neither.
 */
async function linksLeavingTheApp(page: Page, horizonUrl: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
  const appOrigin = new URL(appUrl).origin
  return hrefs.filter((href) => {
    if (appOwnLinks.has(href)) return false
    if (href === horizonUrl || href.startsWith(`${horizonUrl}/`)) return false
    let url: URL
    try {
      url = new URL(href)
    } catch {
      return true
    }
    const inApp = url.origin === appOrigin && /^\/custom(\/|$)/.test(url.pathname)
    return !(inApp && url.searchParams.getAll('horizon').join() === horizonUrl)
  })
}

/**
 * Waits (polling every 50 ms) until no spinner is left and the page shows its main heading or an
 * alert: content or a readable message, never an endless spinner.
 */
export async function expectSettled(page: Page, timeout = 5_000): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const busy = document.querySelector('[role="progressbar"], [aria-busy="true"]')
        // Opened with `waitUntil: 'commit'`, the document may not have parsed its body yet.
        const loading = document.body?.textContent.includes('Loading Ledger Explorer…') ?? true
        const readable = document.querySelector('h1, [role="alert"]')
        return busy === null && !loading && readable !== null
      },
      undefined,
      { polling: 50, timeout },
    )
  } catch (error) {
    // Only a timeout means "did not settle"; anything else (a check that threw) is told as itself.
    if (!(error instanceof errors.TimeoutError)) throw error
    const text = (await page.locator('body').innerText()).slice(0, 300)
    throw new Error(`The page did not settle within ${timeout} ms; it shows: ${text}`)
  }
}

/** The checks every visit ends with; `expect.soft` so one visit reports every broken rule. */
async function expectNothingEscaped(
  page: Page,
  guards: PageGuards,
  horizonUrl: string,
): Promise<void> {
  expect
    .soft(await page.evaluate(() => window.__pwned), 'a script from Horizon ran')
    .toBe(undefined)
  expect.soft(guards.dialogs, 'dialogs opened').toEqual([])
  expect.soft(guards.foreignRequests, 'requests that left the app and the Horizon').toEqual([])
  expect.soft(await linksLeavingTheApp(page, horizonUrl), 'links leaving the app').toEqual([])
}

/** The crash page of the route error boundary. */
export async function expectNoCrash(page: Page): Promise<void> {
  const crashes = await page.getByRole('heading', { name: 'Something went wrong' }).count()
  expect.soft(crashes, 'the page crashed ("Something went wrong")').toBe(0)
}

/** The record's heading, checked at once: the page has settled, so it is there or it is gone. */
export async function expectHeading(page: Page, name: RegExp): Promise<void> {
  const headings = await page.getByRole('heading', { level: 1 }).allInnerTexts()
  expect
    .soft(
      headings.some((text) => name.test(text)),
      `an h1 matching ${name} in ${JSON.stringify(headings)}`,
    )
    .toBe(true)
}

/** A page opened by visitGuarded, with the checks every visit ends with bound to its guards. */
export interface GuardedVisit {
  /** No script from Horizon ran, no dialog opened, no request or link left the allowed origins. */
  expectNothingEscaped: () => Promise<void>
}

/**
 * Guards `page` (dialogs, and requests to anything but the app, `horizonUrl` and `alsoAllowed`),
 * then opens `path` on the custom network of `horizonUrl`. `waitUntil: 'commit'` opens a page
 * whose document may never finish loading.
 */
export async function visitGuarded(
  page: Page,
  path: string,
  horizonUrl: string,
  { alsoAllowed = [], waitUntil }: { alsoAllowed?: readonly string[]; waitUntil?: 'commit' } = {},
): Promise<GuardedVisit> {
  const guards = guardPage(page, horizonUrl, alsoAllowed)
  await page.goto(customUrl(path, horizonUrl), { waitUntil })
  return { expectNothingEscaped: () => expectNothingEscaped(page, guards, horizonUrl) }
}
