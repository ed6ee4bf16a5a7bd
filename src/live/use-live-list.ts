import { hashKey, useQueryClient } from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { horizonUrl } from '@/api/horizon-client'
import {
  holdLedgerStream,
  horizonRootQueries,
  recordStreamedLedger,
} from '@/api/horizon-root-queries'
import type { Ledger } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import { getStreamManager } from '@/api/stream-manager'
import type { StreamManager, StreamRecord } from '@/api/stream-manager'
import { createLiveListFeed } from '@/live/live-list-feed'
import type { LiveListFeed, LiveListSnapshot, PauseReason } from '@/live/live-list-feed'

export interface UseLiveListOptions {
  network: Pick<Network, 'horizonUrl'>
  /** The Horizon collection, e.g. '/ledgers' or '/payments'. */
  streamPath: string
  /** The cache entry of the first desc page the records go into (e.g. ledgerQueries.list(…).queryKey). */
  queryKey: QueryKey
  /** The page's `limit`: the cached list is trimmed to it. */
  limit: number
  /** Stream only on the first page in desc order and while the Live switch is on. */
  enabled: boolean
  /**
   * A paging token to replay from (records strictly after it, ascending); the cached page holds
   * the records up to it. Without it the stream continues from the newest cached record.
   */
  cursor?: string
  /** Extra Horizon filters the list was requested with, e.g. { include_failed: 'true' }. */
  streamSearch?: Record<string, string>
  /** Pause while the list's top has scrolled out of view (like mempool.space). Default true. */
  autoPauseOnScroll?: boolean
  /** Tests inject a manager built on a fake EventSource; the app uses the tab-wide one. */
  streamManager?: StreamManager
}

export interface LiveList extends LiveListSnapshot {
  pause(): void
  resume(): void
  /** Shows the buffered records now and scrolls the list back to its top. */
  showPending(): void
  /** Callback ref for the list's container; auto-pause watches where its top is. */
  attachList: (element: HTMLElement | null) => void
}

// Records per connection: Horizon ends a stream with `close` after `limit` events (default 10),
// so a busy payments stream would reconnect every few seconds at the default.
const streamRecordsPerConnection = '200'

/** How far (px) the list's top may scroll above the viewport before the feed auto-pauses. */
const scrollAwayThreshold = 48

const offSnapshot: LiveListSnapshot = {
  status: { kind: 'off' },
  pendingCount: 0,
  pendingOverflowed: false,
  paused: false,
  pauseReasons: new Set(),
  lastError: null,
}

/**
 * Holds the current feed so components can subscribe before the effect creates it; the feed
 * itself lives only while the effect runs (StrictMode mounts twice, so no feed in render).
 */
function createFeedSlot() {
  let feed: LiveListFeed | null = null
  const listeners = new Set<() => void>()
  let unsubscribeFeed: () => void = () => {}
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  return {
    current: () => feed,
    set(next: LiveListFeed | null) {
      unsubscribeFeed()
      feed = next
      unsubscribeFeed = next ? next.subscribe(notify) : () => {}
      notify()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => feed?.getSnapshot() ?? offSnapshot,
  }
}

export function useLiveList(options: UseLiveListOptions): LiveList {
  const {
    network,
    streamPath,
    limit,
    enabled,
    cursor,
    streamSearch,
    autoPauseOnScroll = true,
  } = options
  const queryClient = useQueryClient()
  const streamManager = options.streamManager ?? getStreamManager()
  const [slot] = useState(createFeedSlot)
  const [listElement, setListElement] = useState<HTMLElement | null>(null)

  const horizonBaseUrl = network.horizonUrl
  const streamUrl = horizonUrl(horizonBaseUrl, streamPath, {
    ...streamSearch,
    limit: streamRecordsPerConnection,
  })
  // Query keys are rebuilt on every render; the hash is their stable identity.
  const queryKeyHash = hashKey(options.queryKey)

  useEffect(() => {
    if (!enabled) return
    const streamsLedgers = streamPath === '/ledgers'
    // An open ledger stream stands in for polling the root document, but a replay only does so
    // once it has caught up: until then its ledgers say nothing about the newest one.
    let releaseLedgerStream =
      streamsLedgers && cursor === undefined ? holdLedgerStream(horizonBaseUrl) : undefined
    function isLatestLedger(ledger: Ledger): boolean {
      const root = queryClient.getQueryData(
        horizonRootQueries.root({ horizonUrl: horizonBaseUrl }).queryKey,
      )
      return root === undefined || ledger.sequence >= root.history_latest_ledger
    }
    const feed = createLiveListFeed({
      streamManager,
      queryClient,
      queryKey: JSON.parse(queryKeyHash) as QueryKey,
      streamUrl,
      limit,
      ...(cursor === undefined ? {} : { cursor }),
      ...(streamsLedgers
        ? {
            onRecordArrived: (record: StreamRecord) => {
              // The one cast from the untyped stream record: this stream is Horizon's /ledgers.
              const ledger = record as unknown as Ledger
              recordStreamedLedger(queryClient, horizonBaseUrl, ledger)
              if (releaseLedgerStream === undefined && isLatestLedger(ledger)) {
                releaseLedgerStream = holdLedgerStream(horizonBaseUrl)
              }
            },
          }
        : {}),
    })
    slot.set(feed)
    return () => {
      slot.set(null)
      feed.close()
      releaseLedgerStream?.()
    }
  }, [
    enabled,
    cursor,
    streamManager,
    queryClient,
    queryKeyHash,
    streamUrl,
    streamPath,
    horizonBaseUrl,
    limit,
    slot,
  ])

  useEffect(() => {
    if (!enabled || !autoPauseOnScroll || !listElement) return
    let frame: number | null = null
    const check = () => {
      frame = null
      const feed = slot.current()
      if (!feed) return
      if (listElement.getBoundingClientRect().top < -scrollAwayThreshold) feed.pause('scroll')
      else feed.resume('scroll')
    }
    const onScroll = () => {
      frame ??= requestAnimationFrame(check)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame !== null) cancelAnimationFrame(frame)
    }
  }, [enabled, autoPauseOnScroll, listElement, slot])

  const snapshot = useSyncExternalStore(slot.subscribe, slot.getSnapshot, slot.getSnapshot)

  const pause = useCallback(() => slot.current()?.pause('manual'), [slot])
  const resume = useCallback(() => {
    const feed = slot.current()
    if (!feed) return
    for (const reason of ['manual', 'scroll'] satisfies PauseReason[]) feed.resume(reason)
  }, [slot])
  const showPending = useCallback(() => {
    slot.current()?.showPending()
    // Back to the newest rows; the scroll listener then lifts the scroll pause by itself.
    listElement?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
    slot.current()?.resume('scroll')
  }, [slot, listElement])

  return { ...snapshot, pause, resume, showPending, attachList: setListElement }
}
