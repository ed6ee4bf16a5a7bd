// Acceptance of "replay from a point" against the shared sandbox (:8000, --close-interval manual):
// `/local?cursor=<TOID>` starts both dashboard streams at that cursor instead of `now`, the lists
// start from the records up to it and fill, in order and each record once, with what came after.
import { test, expect } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import {
  descendingFrom,
  expectNewestLedgerStreamed,
  latestLedgersRegion,
  latestPaymentsRegion,
  shownLedgerSequences,
  streamDeadlineMs,
  waitForHorizon,
} from './live-support.ts'

/** Rows the "Latest ledgers" table shows (the chart's window is larger). */
const ledgerRowsShown = 10

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

/** A ledger's paging token: its TOID, seq<<32 (as a string; TOIDs exceed 2^53). */
function ledgerToken(sequence: number): string {
  return (BigInt(sequence) << 32n).toString()
}

interface StreamLog {
  /** `id:` of every record each EventSource delivered, by stream path. */
  __streamedIds: Record<string, string[]>
}

test('replaying from ledger L-5 shows L-4…L after it in order, then live ledgers; "Go live" drops the cursor', async ({
  page,
  sandbox,
}) => {
  // Records what the page's EventSources actually deliver, to prove each arrives once.
  await page.addInitScript(() => {
    const NativeEventSource = window.EventSource
    const streamedIds: Record<string, string[]> = {}
    ;(window as unknown as StreamLog).__streamedIds = streamedIds
    class RecordingEventSource extends NativeEventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init)
        const path = new URL(url).pathname
        const ids = (streamedIds[path] ??= [])
        this.addEventListener('message', (event) => ids.push(event.lastEventId))
      }
    }
    window.EventSource = RecordingEventSource
  })
  const streamUrls: string[] = []
  page.on('request', (request) => {
    if ((request.headers()['accept'] ?? '').includes('text/event-stream')) {
      streamUrls.push(request.url())
    }
  })
  // Holds the ledger stream back until the page has shown where the replay starts.
  let openLedgerStream: () => void = () => {}
  const ledgerStreamGate = new Promise<void>((resolve) => {
    openLedgerStream = resolve
  })
  await page.route(
    (url) => url.pathname === '/ledgers',
    async (route) => {
      if ((route.request().headers()['accept'] ?? '').includes('text/event-stream')) {
        await ledgerStreamGate
      }
      await route.continue()
    },
  )

  const latest = await sandbox.latestLedger()
  const replayFrom = latest - 5
  const cursor = ledgerToken(replayFrom)

  await page.goto(`/local?cursor=${cursor}`)
  await expect(page.getByText(`Replaying from ledger ${replayFrom}`, { exact: true })).toBeVisible()
  const ledgers = latestLedgersRegion(page)
  // Before the stream: the list as it was at the cursor, ledger L-5 on top.
  await expect
    .poll(() => shownLedgerSequences(page))
    .toEqual(descendingFrom(replayFrom, ledgerRowsShown))

  openLedgerStream()
  await expect(ledgers.getByRole('status')).toHaveText('Live')
  await expect(latestPaymentsRegion(page).getByRole('status')).toHaveText('Live')
  // L-4…L from the stream on top of the first page: gapless, newest first, no ledger twice.
  await expect
    .poll(() => shownLedgerSequences(page), { timeout: streamDeadlineMs })
    .toEqual(descendingFrom(latest, ledgerRowsShown))
  await expect(ledgers.getByRole('link', { name: String(replayFrom), exact: true })).toHaveCount(1)

  // Both streams started at the cursor: ledger tokens and operation ids share one TOID order.
  const firstStreamCursor = (path: string) => {
    const url = streamUrls.map((href) => new URL(href)).find((u) => u.pathname === path)
    return url?.searchParams.get('cursor')
  }
  expect(firstStreamCursor('/ledgers')).toBe(cursor)
  expect(firstStreamCursor('/payments')).toBe(cursor)
  // The ledger stream delivered exactly L-4…L, ascending: nothing at or before the cursor.
  const streamedIds = () =>
    page.evaluate(() => (window as unknown as StreamLog).__streamedIds['/ledgers'] ?? [])
  const replayed = [4, 3, 2, 1, 0].map((back) => ledgerToken(latest - back))
  expect(await streamedIds()).toEqual(replayed)

  // Caught up, the replay carries on live: new ledgers go on top.
  const closed = await sandbox.closeLedgers(2)
  expect(closed).toHaveLength(2)
  await expect
    .poll(() => shownLedgerSequences(page), { timeout: streamDeadlineMs })
    .toEqual(descendingFrom(closed.at(-1) ?? 0, ledgerRowsShown))
  expect(await streamedIds()).toEqual([...replayed, ...closed.map(ledgerToken)])
  // The URL stays shareable while replaying.
  expect(new URL(page.url()).searchParams.get('cursor')).toBe(cursor)

  await page.getByRole('link', { name: 'Go live' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/local' && url.search === '')
  await expect(page.getByText(/Replaying from ledger/)).toBeHidden()
  await expect(ledgers.getByRole('status')).toHaveText('Live')
  const [next] = await sandbox.closeLedgers(1)
  await expectNewestLedgerStreamed(page, next)
})

test('a cursor that is not a paging token gets a readable message, not a blank page', async ({
  page,
}) => {
  await page.goto('/local?cursor=yesterday')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Cannot replay from this cursor')
  await expect(alert).toContainText('“yesterday” is not a cursor')
  await alert.getByRole('link', { name: 'Go live' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/local' && url.search === '')
  await expect(latestLedgersRegion(page).getByRole('status')).toHaveText('Live')
})
