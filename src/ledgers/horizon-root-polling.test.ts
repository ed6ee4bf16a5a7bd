// Lives in ledgers/: it checks how the ledger stream handler (ledger-stream.ts) and root-document
// polling (api/horizon-root-queries.ts) work together, and only a resource may import both.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RootDocument } from '@/api/horizon-types'
import { horizonRootQueries, rootPollDelayMs } from '@/api/horizon-root-queries'
import { recordStreamedLedger } from '@/ledgers/ledger-stream'

const horizonUrl = 'http://127.0.0.1:8000'

function rootDocument(latest: number): RootDocument {
  return {
    _links: {},
    horizon_version: 'sandbox',
    core_version: 'sandbox',
    ingest_latest_ledger: latest,
    history_latest_ledger: latest,
    history_latest_ledger_closed_at: '2026-01-01T00:00:00Z',
    history_elder_ledger: 1,
    core_latest_ledger: latest,
    network_passphrase: 'Test',
    current_protocol_version: 21,
    supported_protocol_version: 21,
    core_supported_protocol_version: 21,
  }
}

/** A Horizon whose root document says `latest`; counts the requests it answers. */
function stubHorizonRoot(latest: () => number) {
  const fetchMock = vi.fn((_url: string) => Promise.resolve(Response.json(rootDocument(latest()))))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** What the Horizon badge does: one observer of the root document. */
function observeRoot(queryClient: QueryClient): () => void {
  const observer = new QueryObserver(queryClient, horizonRootQueries.root({ horizonUrl }))
  return observer.subscribe(() => {})
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('root document kept current by ledger streams', () => {
  it('moves the latest ledger forward, never back', () => {
    const queryClient = new QueryClient()
    const key = horizonRootQueries.root({ horizonUrl }).queryKey
    queryClient.setQueryData(key, rootDocument(10))

    recordStreamedLedger(queryClient, horizonUrl, {
      sequence: 12,
      closed_at: '2026-01-01T00:01:00Z',
    })
    expect(queryClient.getQueryData<RootDocument>(key)).toMatchObject({
      history_latest_ledger: 12,
      history_latest_ledger_closed_at: '2026-01-01T00:01:00Z',
      core_latest_ledger: 12,
    })

    recordStreamedLedger(queryClient, horizonUrl, {
      sequence: 11,
      closed_at: '2026-01-01T00:00:55Z',
    })
    expect(queryClient.getQueryData<RootDocument>(key)?.history_latest_ledger).toBe(12)
  })

  describe('polling', () => {
    beforeEach(() => {
      vi.useFakeTimers()
    })

    it('stops polling the root document while a ledger stream is open', async () => {
      let latest = 10
      const fetchMock = stubHorizonRoot(() => latest)
      const queryClient = new QueryClient()
      const stopObserving = observeRoot(queryClient)
      await vi.advanceTimersByTimeAsync(0)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      // No stream: a poll every 30 s.
      await vi.advanceTimersByTimeAsync(30_000)
      expect(fetchMock).toHaveBeenCalledTimes(2)

      // A ledger stream delivers a ledger every 5 s for two minutes: no poll at all.
      for (let tick = 0; tick < 24; tick += 1) {
        await vi.advanceTimersByTimeAsync(5_000)
        latest += 1
        recordStreamedLedger(queryClient, horizonUrl, {
          sequence: latest,
          closed_at: new Date().toISOString(),
        })
      }
      expect(fetchMock).toHaveBeenCalledTimes(2)
      const key = horizonRootQueries.root({ horizonUrl }).queryKey
      expect(queryClient.getQueryData<RootDocument>(key)?.history_latest_ledger).toBe(34)

      // The stream closes: polling resumes 30 s after its last ledger.
      await vi.advanceTimersByTimeAsync(29_999)
      expect(fetchMock).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(1)
      expect(fetchMock).toHaveBeenCalledTimes(3)
      stopObserving()
    })

    it('keeps polling while a replay streams ledgers older than the latest', async () => {
      const fetchMock = stubHorizonRoot(() => 100)
      const queryClient = new QueryClient()
      const stopObserving = observeRoot(queryClient)
      await vi.advanceTimersByTimeAsync(0)
      for (let sequence = 50; sequence < 56; sequence += 1) {
        await vi.advanceTimersByTimeAsync(5_000)
        recordStreamedLedger(queryClient, horizonUrl, { sequence, closed_at: 'then' })
      }
      expect(fetchMock).toHaveBeenCalledTimes(2)
      stopObserving()
    })
  })

  it('waits the rest of the interval after the last answer, at least a second', () => {
    expect(rootPollDelayMs({ dataUpdatedAt: 1_000, errorUpdatedAt: 0 }, 1_000)).toBe(30_000)
    expect(rootPollDelayMs({ dataUpdatedAt: 1_000, errorUpdatedAt: 21_000 }, 26_000)).toBe(25_000)
    expect(rootPollDelayMs({ dataUpdatedAt: 1_000, errorUpdatedAt: 0 }, 60_000)).toBe(1_000)
    expect(rootPollDelayMs({ dataUpdatedAt: 0, errorUpdatedAt: 0 }, 1_700_000_000_000)).toBe(1_000)
  })
})
