import { hashKey, useQueryClient } from '@tanstack/react-query'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react'
import { horizonUrl } from '@/api/horizon-client'
import type { Network } from '@/api/networks'
import type { StreamRecord } from '@/api/stream-types'
import { createLiveListFeed } from '@/live/live-list-feed'
import type { HoldReason, LiveListFeed, LiveListSnapshot, PauseReason } from '@/live/live-list-feed'
import { useStreamManager } from '@/live/stream-manager-context'

export interface StreamedRecordContext {
  queryClient: QueryClient
  /** The Horizon the record was streamed from. */
  horizonUrl: string
}

/**
 * What a resource does with each streamed record besides listing it, paused or not (ledgers
 * move the header's latest ledger: src/ledgers/ledger-stream.ts). The generic hook knows no
 * resource by name.
 */
export type StreamedRecordHandler = (record: StreamRecord, context: StreamedRecordContext) => void

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
  /** The resource's own reaction to each streamed record, e.g. src/ledgers/ledger-stream.ts. */
  onRecordArrived?: StreamedRecordHandler
}

export interface LiveList extends LiveListSnapshot {
  pause(): void
  resume(): void
  /** Shows the buffered records now and scrolls the list back to its top. */
  showPending(): void
  /** Callback ref for the list's container; auto-pause watches where its top is. */
  attachList: (element: HTMLElement | null) => void
  /** Holds the rows while the pointer or focus is inside them; arrivals go to the pill. */
  hold(reason: HoldReason): void
  /** Lifts a hold; with no other pause left the held records join the list (no gap, no duplicate). */
  release(reason: HoldReason): void
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

type FeedSlot = ReturnType<typeof createFeedSlot>

/**
 * The same key object for as long as its content stays the same: callers rebuild query keys on
 * every render, and the feed must only restart when the key really changes.
 */
function useStableQueryKey(queryKey: QueryKey): QueryKey {
  const hash = hashKey(queryKey)
  const [stable, setStable] = useState({ hash, queryKey })
  if (stable.hash === hash) return stable.queryKey
  setStable({ hash, queryKey })
  return queryKey
}

/** Pauses the feed while the list's top has scrolled out of view, and resumes it on return. */
function useScrollAutoPause(slot: FeedSlot, listElement: HTMLElement | null): void {
  useEffect(() => {
    if (!listElement) return
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
  }, [listElement, slot])
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
    onRecordArrived,
  } = options
  const queryClient = useQueryClient()
  const streamManager = useStreamManager()
  const [slot] = useState(createFeedSlot)
  const [listElement, setListElement] = useState<HTMLElement | null>(null)
  const queryKey = useStableQueryKey(options.queryKey)

  const horizonBaseUrl = network.horizonUrl
  const streamUrl = horizonUrl(horizonBaseUrl, streamPath, {
    ...streamSearch,
    limit: streamRecordsPerConnection,
  })
  // The latest handler, without restarting the stream when a caller passes a new function.
  const recordArrived = useEffectEvent((record: StreamRecord) => {
    onRecordArrived?.(record, { queryClient, horizonUrl: horizonBaseUrl })
  })

  useEffect(() => {
    if (!enabled) return
    const feed = createLiveListFeed({
      streamManager,
      queryClient,
      queryKey,
      streamUrl,
      limit,
      ...(cursor === undefined ? {} : { cursor }),
      onRecordArrived: (record) => recordArrived(record),
    })
    slot.set(feed)
    return () => {
      slot.set(null)
      feed.close()
    }
  }, [enabled, cursor, streamManager, queryClient, queryKey, streamUrl, limit, slot])

  useScrollAutoPause(slot, enabled && autoPauseOnScroll ? listElement : null)

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

  const hold = useCallback((reason: HoldReason) => slot.current()?.pause(reason), [slot])
  const release = useCallback((reason: HoldReason) => slot.current()?.resume(reason), [slot])

  return { ...snapshot, pause, resume, showPending, hold, release, attachList: setListElement }
}
