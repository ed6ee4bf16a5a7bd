import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Page } from '@/api/horizon-types'
import { createStreamManager } from '@/api/stream-manager'
import {
  FakeEventSource,
  createTestEnvironment,
  ledgerRecord,
} from '@/api/stream-test-event-source'
import { createLiveListFeed, prependToPage } from '@/live/live-list-feed'

type LedgerRow = ReturnType<typeof ledgerRecord>

const horizon = 'http://horizon.test'
const queryKey = ['ledgers', 'list', { order: 'desc', limit: 3 }]

function ledgerPage(sequences: number[]): Page<LedgerRow> {
  const records = sequences.map(ledgerRecord)
  const first = records[0]?.paging_token ?? ''
  const last = records.at(-1)?.paging_token ?? ''
  return {
    _links: {
      self: { href: `${horizon}/ledgers?cursor=&limit=3&order=desc` },
      next: { href: `${horizon}/ledgers?cursor=${last}&limit=3&order=desc` },
      prev: { href: `${horizon}/ledgers?cursor=${first}&limit=3&order=asc` },
    },
    _embedded: { records },
  }
}

interface SetupOptions {
  bufferCapacity?: number
  cachedSequences?: number[] | null
  cursor?: string
  /** How old the cached page is (ms). */
  cachedAgeMs?: number
}

function setup(options: SetupOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const cachedSequences =
    options.cachedSequences === undefined ? [12, 11, 10] : options.cachedSequences
  if (cachedSequences) {
    queryClient.setQueryData(queryKey, ledgerPage(cachedSequences), {
      updatedAt: Date.now() - (options.cachedAgeMs ?? 0),
    })
  }
  const environment = createTestEnvironment()
  const streamManager = createStreamManager({
    EventSource: FakeEventSource,
    environment,
    probe: null,
  })
  const feed = createLiveListFeed<LedgerRow>({
    streamManager,
    queryClient,
    queryKey,
    streamUrl: `${horizon}/ledgers`,
    limit: 3,
    ...(options.bufferCapacity === undefined ? {} : { bufferCapacity: options.bufferCapacity }),
    ...(options.cursor === undefined ? {} : { cursor: options.cursor }),
  })
  const cachedPage = () => queryClient.getQueryData<Page<LedgerRow>>(queryKey)
  const cachedSequencesNow = () => cachedPage()?._embedded.records.map((record) => record.sequence)
  return { queryClient, environment, feed, cachedPage, cachedSequences: cachedSequencesNow }
}

/** The feed's newest stream, opened as Horizon opens it. */
function openNewestStream(): FakeEventSource {
  const source = FakeEventSource.latest()
  source.emitOpen()
  return source
}

/** Streams the ledgers of `sequences` through `source`, in that order. */
function emitLedgers(source: FakeEventSource, ...sequences: number[]) {
  for (const sequence of sequences) source.emitRecord(ledgerRecord(sequence))
}

beforeEach(() => {
  FakeEventSource.reset()
})

describe('prependToPage', () => {
  it('puts newer records first, drops duplicates, trims to the limit and re-points the links', () => {
    const page = prependToPage(
      ledgerPage([12, 11, 10]),
      [ledgerRecord(14), ledgerRecord(13), ledgerRecord(12)],
      3,
    )
    expect(page._embedded.records.map((record) => record.sequence)).toEqual([14, 13, 12])
    expect(new URL(page._links.next.href).searchParams.get('cursor')).toBe(
      ledgerRecord(12).paging_token,
    )
    expect(new URL(page._links.prev.href).searchParams.get('cursor')).toBe(
      ledgerRecord(14).paging_token,
    )
    expect(new URL(page._links.next.href).searchParams.get('order')).toBe('desc')
  })
})

describe('live list feed', () => {
  it('starts the stream right after the newest cached record, so nothing falls in between', () => {
    setup()
    expect(FakeEventSource.latest().cursor).toBe(ledgerRecord(12).paging_token)
  })

  it('starts at now without cached data', () => {
    setup({ cachedSequences: null })
    expect(FakeEventSource.latest().cursor).toBe('now')
  })

  it('prepends streamed records to the cached page and trims it to the limit', () => {
    const { cachedSequences, queryClient } = setup()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const source = openNewestStream()
    emitLedgers(source, 13)
    expect(cachedSequences()).toEqual([13, 12, 11])
    emitLedgers(source, 13, 14)
    expect(cachedSequences()).toEqual([14, 13, 12])
    expect(invalidate).not.toHaveBeenCalled()
  })

  it('buffers while paused, counts pending and flushes in order on resume', () => {
    const { feed, cachedSequences } = setup()
    const source = openNewestStream()
    feed.pause()
    expect(feed.getSnapshot()).toMatchObject({ paused: true, status: { kind: 'paused' } })
    emitLedgers(source, 13, 14)
    expect(feed.getSnapshot().pendingCount).toBe(2)
    expect(cachedSequences()).toEqual([12, 11, 10])

    feed.resume()
    expect(cachedSequences()).toEqual([14, 13, 12])
    expect(feed.getSnapshot()).toMatchObject({
      paused: false,
      pendingCount: 0,
      status: { kind: 'live' },
    })
  })

  it('shows pending records on demand while a manual pause stays on', () => {
    const { feed, cachedSequences } = setup()
    const source = openNewestStream()
    feed.pause('manual')
    emitLedgers(source, 13)
    feed.showPending()
    expect(cachedSequences()).toEqual([13, 12, 11])
    expect(feed.getSnapshot()).toMatchObject({ paused: true, pendingCount: 0 })
  })

  it('stays paused until every pause reason is gone', () => {
    const { feed } = setup()
    feed.pause('manual')
    feed.pause('scroll')
    feed.resume('scroll')
    expect(feed.getSnapshot().paused).toBe(true)
    feed.resume('manual')
    expect(feed.getSnapshot().paused).toBe(false)
  })

  it('caps the buffer, dropping the oldest, and keeps counting', () => {
    const { feed, cachedSequences } = setup({ bufferCapacity: 4 })
    const source = openNewestStream()
    feed.pause()
    for (let sequence = 13; sequence <= 19; sequence += 1) source.emitRecord(ledgerRecord(sequence))
    expect(feed.getSnapshot()).toMatchObject({ pendingCount: 7, pendingOverflowed: true })
    feed.resume()
    expect(cachedSequences()).toEqual([19, 18, 17])
    expect(feed.getSnapshot()).toMatchObject({ pendingCount: 0, pendingOverflowed: false })
  })

  it('surfaces server errors and clears them when records flow again', () => {
    const { feed } = setup()
    const source = openNewestStream()
    source.emitServerError('problem: rate_limit_exceeded. full details: slow down')
    expect(feed.getSnapshot().lastError).toBe(
      'problem: rate_limit_exceeded. full details: slow down',
    )
    expect(feed.getSnapshot().status).toMatchObject({ kind: 'reconnecting' })
  })

  it('keeps the page complete across a hidden tab: catch-up starts from the last token', () => {
    const { environment, cachedSequences } = setup()
    emitLedgers(openNewestStream(), 13)
    environment.setHidden(true)
    expect(FakeEventSource.open()).toHaveLength(0)
    environment.setHidden(false)
    const catchUp = FakeEventSource.latest()
    expect(catchUp.cursor).toBe(ledgerRecord(13).paging_token)
    catchUp.emitOpen()
    emitLedgers(catchUp, 14, 15)
    expect(cachedSequences()).toEqual([15, 14, 13])
  })

  it('refetches a stale page once instead of replaying minutes of records, then streams on', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryDefaults(queryKey, { queryFn: () => ledgerPage([90, 89, 88]) })
    queryClient.setQueryData(queryKey, ledgerPage([12, 11, 10]), {
      updatedAt: Date.now() - 120_000,
    })
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    createLiveListFeed<LedgerRow>({
      streamManager: createStreamManager({
        EventSource: FakeEventSource,
        environment: createTestEnvironment(),
        probe: null,
      }),
      queryClient,
      queryKey,
      streamUrl: `${horizon}/ledgers`,
      limit: 3,
    })
    expect(FakeEventSource.instances).toHaveLength(0)
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
    expect(FakeEventSource.latest().cursor).toBe(ledgerRecord(90).paging_token)
    expect(invalidate).not.toHaveBeenCalled()
  })

  describe('replaying from a cursor', () => {
    const replayCursor = ledgerRecord(10).paging_token

    it('starts the stream at the cursor, not after the newest cached record or at now', () => {
      setup({ cachedSequences: [10, 9, 8], cursor: replayCursor })
      expect(FakeEventSource.instances).toHaveLength(1)
      expect(FakeEventSource.latest().cursor).toBe(replayCursor)
    })

    it('starts at the cursor with an empty list too', () => {
      setup({ cachedSequences: [], cursor: replayCursor })
      expect(FakeEventSource.latest().cursor).toBe(replayCursor)
    })

    it('fills the list in order, newest first, each record once, trimmed to the limit', () => {
      const { cachedSequences } = setup({ cachedSequences: [10, 9, 8], cursor: replayCursor })
      const source = openNewestStream()
      emitLedgers(source, 11)
      expect(cachedSequences()).toEqual([11, 10, 9])
      emitLedgers(source, 12, 12)
      expect(cachedSequences()).toEqual([12, 11, 10])
      // A fast-forward through many records: the list always ends on the newest `limit`.
      for (let sequence = 13; sequence <= 40; sequence += 1) {
        source.emitRecord(ledgerRecord(sequence))
      }
      expect(cachedSequences()).toEqual([40, 39, 38])
    })

    it('never shows the records up to the cursor twice, even if they are sent again', () => {
      const { cachedSequences } = setup({ cachedSequences: [10, 9, 8], cursor: replayCursor })
      const source = openNewestStream()
      emitLedgers(source, 10, 9)
      expect(cachedSequences()).toEqual([10, 9, 8])
      emitLedgers(source, 11)
      expect(cachedSequences()).toEqual([11, 10, 9])
    })

    it('goes on after the records the list already holds from an earlier run', () => {
      setup({ cachedSequences: [14, 13, 12], cursor: replayCursor })
      expect(FakeEventSource.latest().cursor).toBe(ledgerRecord(14).paging_token)
    })

    it('replays an old page instead of refetching it: the replay is the point', () => {
      const { queryClient } = setup({
        cachedSequences: [10, 9, 8],
        cursor: replayCursor,
        cachedAgeMs: 10 * 60_000,
      })
      expect(FakeEventSource.instances).toHaveLength(1)
      expect(FakeEventSource.latest().cursor).toBe(replayCursor)
      expect(queryClient.isFetching()).toBe(0)
    })

    it('resumes the replay from the last delivered record after a hidden tab', () => {
      const { environment, cachedSequences } = setup({
        cachedSequences: [10, 9, 8],
        cursor: replayCursor,
      })
      emitLedgers(openNewestStream(), 11)
      environment.setHidden(true)
      environment.setHidden(false)
      const catchUp = FakeEventSource.latest()
      expect(catchUp.cursor).toBe(ledgerRecord(11).paging_token)
      catchUp.emitOpen()
      emitLedgers(catchUp, 12)
      expect(cachedSequences()).toEqual([12, 11, 10])
    })
  })

  it('closes the stream when the feed closes', () => {
    const { feed } = setup()
    feed.close()
    expect(FakeEventSource.open()).toHaveLength(0)
  })
})
