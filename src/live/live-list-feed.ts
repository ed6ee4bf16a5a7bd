import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Page } from '@/api/horizon-types'
import type { StreamManager, StreamRecord, StreamStatus } from '@/api/stream-manager'
import { comparePagingTokens, isPagingToken } from '@/api/stream-paging-token'

// Connects one Horizon stream to one cached list page (the first page, newest first). Streamed
// records go into the TanStack Query cache with setQueryData, never invalidateQueries, so no
// request is made per event and every component reading the list re-renders from the cache.
//
// Pausing keeps the stream connected and buffers records: the shared connection keeps its
// cursor current (other subscribers may still be live), resuming needs no catch-up burst of
// requests against Horizon's rate limit, and the "N new" count stays exact.

/**
 * Why a feed is paused. `pointer` and `focus` are holds: the list must not move rows under the
 * reader's pointer or keyboard focus (mempool.space style); they lift by themselves on leave.
 */
export type PauseReason = 'manual' | 'scroll' | 'pointer' | 'focus'

export type HoldReason = Extract<PauseReason, 'pointer' | 'focus'>

export type LiveListStatus = StreamStatus | { kind: 'paused' } | { kind: 'held' } | { kind: 'off' }

export interface LiveListSnapshot {
  status: LiveListStatus
  /** Records waiting in the pause buffer, including ones dropped past the cap. */
  pendingCount: number
  /** True when the buffer overflowed: the UI says "more than {bufferCapacity}". */
  pendingOverflowed: boolean
  paused: boolean
  pauseReasons: ReadonlySet<PauseReason>
  /** The last server `event: error` text or probe result, cleared when records flow again. */
  lastError: string | null
}

export interface LiveListFeedOptions {
  streamManager: StreamManager
  queryClient: QueryClient
  /** The cache entry of the list page the records belong to (cache data = Horizon `Page<T>`). */
  queryKey: QueryKey
  /** Full stream URL without cursor, e.g. "https://horizon.stellar.org/ledgers". */
  streamUrl: string
  /** Records kept in the cached page; the page's own `limit`. */
  limit: number
  /**
   * A paging token to replay from: the stream starts strictly after it (Horizon's cursor rules)
   * and the cached page is expected to hold the records up to it. Without it the stream starts
   * after the newest cached record, else at "now".
   */
  cursor?: string
  bufferCapacity?: number
  /** Sees every streamed record as it arrives, paused or not (e.g. to move the latest ledger). */
  onRecordArrived?: (record: StreamRecord) => void
  /**
   * A cached page older than this is refetched before streaming starts from its newest record:
   * replaying minutes of a busy stream would cost one rate-limit token per record only to show
   * the newest `limit` of them.
   */
  maxCatchUpMs?: number
}

export const defaultBufferCapacity = 1_000
export const defaultMaxCatchUpMs = 60_000

interface PagingTokenRecord {
  paging_token: string
}

/** Rewrites the cursor of a Horizon page link so "Older"/"Newer" follow the trimmed page. */
function withCursor(href: string, cursor: string | undefined): string {
  if (cursor === undefined) return href
  try {
    const url = new URL(href)
    url.searchParams.set('cursor', cursor)
    return url.toString()
  } catch {
    return href
  }
}

/**
 * Merges newer records into a desc page: newest first, no duplicate paging tokens, trimmed to
 * `limit`. `next`/`prev` are re-pointed at the new last/first record: otherwise "Older" would
 * skip whatever the trim pushed off the page.
 */
export function prependToPage<T extends PagingTokenRecord>(
  page: Page<T>,
  newerRecords: readonly T[],
  limit: number,
): Page<T> {
  const byToken = new Map<string, T>()
  for (const record of [...newerRecords, ...page._embedded.records]) {
    if (!byToken.has(record.paging_token)) byToken.set(record.paging_token, record)
  }
  const records = [...byToken.values()]
    .sort((a, b) => comparePagingTokens(b.paging_token, a.paging_token))
    .slice(0, limit)
  return {
    ...page,
    _links: {
      ...page._links,
      next: {
        ...page._links.next,
        href: withCursor(page._links.next.href, records.at(-1)?.paging_token),
      },
      prev: {
        ...page._links.prev,
        href: withCursor(page._links.prev.href, records[0]?.paging_token),
      },
    },
    _embedded: { ...page._embedded, records },
  }
}

export interface LiveListFeed {
  getSnapshot(): LiveListSnapshot
  subscribe(onChange: () => void): () => void
  pause(reason?: PauseReason): void
  resume(reason?: PauseReason): void
  /** Moves the buffered records into the list now, whether or not the feed stays paused. */
  showPending(): void
  close(): void
}

export function createLiveListFeed<T extends PagingTokenRecord>(
  options: LiveListFeedOptions,
): LiveListFeed {
  const { streamManager, queryClient, queryKey, streamUrl, limit } = options
  const bufferCapacity = options.bufferCapacity ?? defaultBufferCapacity
  const changeListeners = new Set<() => void>()

  let streamStatus: StreamStatus = { kind: 'connecting' }
  const pauseReasons = new Set<PauseReason>()
  let buffer: T[] = []
  let droppedCount = 0
  let lastError: string | null = null
  let snapshot = buildSnapshot()

  function buildSnapshot(): LiveListSnapshot {
    const paused = pauseReasons.size > 0
    const onlyHeld = [...pauseReasons].every((reason) => reason === 'pointer' || reason === 'focus')
    const pausedStatus: LiveListStatus = onlyHeld ? { kind: 'held' } : { kind: 'paused' }
    return {
      status: paused && streamStatus.kind === 'live' ? pausedStatus : streamStatus,
      pendingCount: buffer.length + droppedCount,
      pendingOverflowed: droppedCount > 0,
      paused,
      pauseReasons: new Set(pauseReasons),
      lastError,
    }
  }

  function changed(): void {
    snapshot = buildSnapshot()
    for (const listener of [...changeListeners]) listener()
  }

  function writeToCache(records: readonly T[]): void {
    if (records.length === 0) return
    // No cached page yet means its request is still in flight and will include these records.
    queryClient.setQueryData<Page<T>>(queryKey, (page) =>
      page ? prependToPage(page, records, limit) : page,
    )
  }

  function newestCachedToken(): string | undefined {
    return queryClient.getQueryData<Page<T>>(queryKey)?._embedded.records[0]?.paging_token
  }

  function startCursor(): string {
    const newestCached = newestCachedToken()
    if (options.cursor === undefined) return newestCached ?? 'now'
    // A replay whose list already holds records after its cursor (the Live switch went off and
    // on, or Back returned to the page) goes on after them: each record is delivered only once.
    if (
      newestCached !== undefined &&
      isPagingToken(options.cursor) &&
      comparePagingTokens(newestCached, options.cursor) > 0
    ) {
      return newestCached
    }
    return options.cursor
  }

  // The one cast from the stream's untyped record to the list's record type: the stream URL and
  // the query key name the same Horizon collection.
  function onRecord(record: StreamRecord): void {
    const typedRecord = record as unknown as T
    options.onRecordArrived?.(record)
    if (lastError !== null) lastError = null
    if (pauseReasons.size === 0) {
      writeToCache([typedRecord])
      if (snapshot.lastError !== null) changed()
      return
    }
    // A record repeated after a reconnect is not a new arrival: the pill counts each once.
    if (buffer.some((held) => held.paging_token === typedRecord.paging_token)) return
    buffer.push(typedRecord)
    if (buffer.length > bufferCapacity) {
      // Only the newest `limit` records can show after a flush, so dropping the oldest loses
      // nothing visible; the count keeps saying how many arrived.
      buffer = buffer.slice(buffer.length - bufferCapacity)
      droppedCount += 1
    }
    changed()
  }

  let unsubscribeStream: (() => void) | null = null
  let closed = false

  function startStream(): void {
    if (closed) return
    unsubscribeStream = streamManager.subscribe(
      streamUrl,
      {
        onRecord,
        onStatus(status) {
          streamStatus = status
          changed()
        },
        onServerError(message) {
          lastError = message
          changed()
        },
      },
      { cursor: startCursor() },
    )
    streamStatus = streamManager.getStatus(streamUrl)
    changed()
  }

  const cachedState = queryClient.getQueryState(queryKey)
  const maxCatchUpMs = options.maxCatchUpMs ?? defaultMaxCatchUpMs
  if (
    options.cursor === undefined &&
    cachedState?.data !== undefined &&
    Date.now() - cachedState.dataUpdatedAt > maxCatchUpMs
  ) {
    // One request instead of a long replay; the stream then continues gaplessly from its top.
    void queryClient.refetchQueries({ queryKey, exact: true }).then(startStream, startStream)
  } else {
    startStream()
  }

  function flush(): void {
    const records = buffer
    buffer = []
    droppedCount = 0
    writeToCache(records)
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(onChange) {
      changeListeners.add(onChange)
      return () => changeListeners.delete(onChange)
    },
    pause(reason = 'manual') {
      if (pauseReasons.has(reason)) return
      pauseReasons.add(reason)
      changed()
    },
    resume(reason) {
      if (reason === undefined) pauseReasons.clear()
      else pauseReasons.delete(reason)
      if (pauseReasons.size === 0) flush()
      changed()
    },
    showPending() {
      flush()
      changed()
    },
    close() {
      closed = true
      unsubscribeStream?.()
      changeListeners.clear()
      buffer = []
    },
  }
}
