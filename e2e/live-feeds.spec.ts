// Acceptance of "Live feeds" against the shared sandbox (:8000, --close-interval manual): closed
// ledgers stream into the dashboard, pause buffers them behind the "N new" pill, and the two
// feeds plus the chart share one EventSource per stream URL.
import { saveScreenshot } from './screenshot-files.ts'
import type { Page } from '@playwright/test'
import { test, expect, type SandboxControl } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import {
  descendingFrom,
  expectNewestLedgerStreamed,
  latestPaymentsRegion,
  openLiveDashboard,
  shownLedgerSequences,
  streamDeadlineMs,
  waitForHorizon,
} from './live-support.ts'

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

/**
 * Closes `count` ledgers and waits until the newest tops "Latest ledgers" and the chart. The chart
 * reads the same cached page the ledger stream writes into: it has no stream of its own.
 */
async function closeLedgersIntoChart(page: Page, sandbox: SandboxControl, count: number) {
  const newest = (await sandbox.closeLedgers(count)).at(-1) ?? 0
  await expectNewestLedgerStreamed(page, newest)
  await expect(
    page.getByRole('img', { name: new RegExp(`Latest ledger ${newest}:`) }),
  ).toBeVisible()
}

interface EventSourceLog {
  __eventSourceUrls: string[]
}

test('a ledger closed on the sandbox appears in "Latest ledgers" within seconds', async ({
  page,
  sandbox,
}) => {
  const ledgers = await openLiveDashboard(page)

  const [sequence] = await sandbox.closeLedgers(1)
  expect(sequence).toBeDefined()
  await expect(ledgers.getByRole('link', { name: String(sequence), exact: true })).toBeVisible({
    timeout: streamDeadlineMs,
  })
  expect((await shownLedgerSequences(page))[0]).toBe(sequence)
})

test('pausing buffers closed ledgers behind "5 new ledgers"; the pill shows them in order', async ({
  page,
  sandbox,
}) => {
  const ledgers = await openLiveDashboard(page)
  const before = await shownLedgerSequences(page)

  const liveSwitch = ledgers.getByRole('switch', { name: 'Live updates' })
  await liveSwitch.click()
  await expect(ledgers.getByRole('status')).toHaveText('Paused')

  const closed = await sandbox.closeLedgers(5)
  expect(closed).toHaveLength(5)
  const pill = ledgers.getByRole('button', { name: '5 new ledgers' })
  await expect(pill).toBeVisible({ timeout: streamDeadlineMs })
  // Paused means the visible list does not move while records arrive.
  expect(await shownLedgerSequences(page)).toEqual(before)

  await pill.click()
  const newest = closed.at(-1) ?? 0
  // The five new ledgers on top, newest first, followed seamlessly by what was shown before.
  await expect
    .poll(async () => (await shownLedgerSequences(page)).slice(0, 6), {
      timeout: streamDeadlineMs,
    })
    .toEqual(descendingFrom(newest, 6))
  await expect(pill).toBeHidden()

  // The pill shows the buffer; the pause stays until the switch is turned back on.
  await expect(liveSwitch).not.toBeChecked()
  await liveSwitch.click()
  await expect(liveSwitch).toBeChecked()
  await expect(ledgers.getByRole('status')).toHaveText('Live')
  const [next] = await sandbox.closeLedgers(1)
  await expectNewestLedgerStreamed(page, next)
})

test('a live list has one control with one state: the switch is the pause, and paused reads off', async ({
  page,
  sandbox,
}) => {
  await page.goto('/local/payments')
  const liveSwitch = page.getByRole('switch', { name: 'Live updates' })
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
  await expect(liveSwitch).toBeChecked()
  // No second control for the same thing beside it.
  await expect(page.getByRole('button', { name: /live updates/i })).toHaveCount(0)

  await liveSwitch.click()
  await expect(liveSwitch).not.toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible()
  // Off still counts what arrives, so turning it on again loses nothing.
  await sandbox.closeLedgers(3)
  await expect(page.getByRole('button', { name: /^\d+ new payments?$/ })).toBeVisible({
    timeout: streamDeadlineMs,
  })
  await liveSwitch.click()
  await expect(liveSwitch).toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
  await expect(page.getByRole('button', { name: /new payments?$/ })).toHaveCount(0)
})

test('two feeds and the chart open exactly one connection per stream URL', async ({
  page,
  sandbox,
}) => {
  // Counts constructions in the page itself; request events below count what reached the wire.
  await page.addInitScript(() => {
    const NativeEventSource = window.EventSource
    const urls: string[] = []
    ;(window as unknown as EventSourceLog).__eventSourceUrls = urls
    class CountingEventSource extends NativeEventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init)
        urls.push(String(url))
      }
    }
    window.EventSource = CountingEventSource
  })
  const streamRequests: string[] = []
  page.on('request', (request) => {
    if ((request.headers()['accept'] ?? '').includes('text/event-stream')) {
      streamRequests.push(request.url())
    }
  })

  await openLiveDashboard(page)
  await expect(latestPaymentsRegion(page).getByRole('status')).toHaveText('Live')

  await closeLedgersIntoChart(page, sandbox, 3)
  // Let any late duplicate subscription show up before counting.
  await page.waitForTimeout(1_000)

  // One stream is one collection; the cursor changes per connection and is not part of its URL.
  const countByStream = (urls: readonly string[]) => {
    const counts: Record<string, number> = {}
    for (const url of urls) {
      const parsed = new URL(url)
      parsed.searchParams.delete('cursor')
      const key = parsed.toString()
      counts[key] = (counts[key] ?? 0) + 1
    }
    return counts
  }
  const constructed = await page.evaluate(
    () => (window as unknown as EventSourceLog).__eventSourceUrls,
  )
  const expected = {
    [`${sandboxUrl}/ledgers?limit=200`]: 1,
    [`${sandboxUrl}/payments?limit=200`]: 1,
  }
  expect(countByStream(constructed)).toEqual(expected)
  expect(countByStream(streamRequests)).toEqual(expected)
})

test('screenshot: the dashboard with live data (light, 1280×800)', async ({ page, sandbox }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })
  await openLiveDashboard(page)
  await expect(latestPaymentsRegion(page).getByRole('status')).toHaveText('Live')

  await closeLedgersIntoChart(page, sandbox, 3)
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)

  await saveScreenshot(page, 'dashboard')
})
