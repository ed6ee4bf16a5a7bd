import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Page } from '@/api/horizon-types'
import type { StreamListener, StreamManager, StreamRecord, StreamStatus } from '@/api/stream-types'
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

/**
 * Records that arrived while the feed was paused, at most `capacity` of them. A record repeated
 * after a reconnect is not a new arrival: the pill counts each once. Past the capacity the oldest
 * are dropped: only the newest `limit` records can show after a flush, so dropping them loses
 * nothing visible, and the count keeps saying how many arrived.
 */
class PendingRecords<T extends PagingTokenRecord> {
  private records: T[] = []
  private droppedCount = 0

  constructor(private readonly capacity: number) {}

  /** False when the record was already pending. */
  add(record: T): boolean {
    if (this.records.some((held) => held.paging_token === record.paging_token)) return false
    this.records.push(record)
    if (this.records.length > this.capacity) {
      this.records = this.records.slice(this.records.length - this.capacity)
      this.droppedCount += 1
    }
    return true
  }

  /** Empties the buffer and hands back what it held. */
  take(): T[] {
    const records = this.records
    this.records = []
    this.droppedCount = 0
    return records
  }

  get count(): number {
    return this.records.length + this.droppedCount
  }

  get overflowed(): boolean {
    return this.droppedCount > 0
  }
}

function buildSnapshot(
  streamStatus: StreamStatus,
  pauseReasons: ReadonlySet<PauseReason>,
  pending: PendingRecords<PagingTokenRecord>,
  lastError: string | null,
): LiveListSnapshot {
  const paused = pauseReasons.size > 0
  const onlyHeld = [...pauseReasons].every((reason) => reason === 'pointer' || reason === 'focus')
  const pausedStatus: LiveListStatus = onlyHeld ? { kind: 'held' } : { kind: 'paused' }
  return {
    status: paused && streamStatus.kind === 'live' ? pausedStatus : streamStatus,
    pendingCount: pending.count,
    pendingOverflowed: pending.overflowed,
    paused,
    pauseReasons: new Set(pauseReasons),
    lastError,
  }
}

/** Where the stream starts: after the requested cursor, the newest cached record, or "now". */
function streamStartCursor(requestedCursor: string | undefined, newestCached: string | undefined) {
  if (requestedCursor === undefined) return newestCached ?? 'now'
  // A replay whose list already holds records after its cursor (the Live switch went off and
  // on, or Back returned to the page) goes on after them: each record is delivered only once.
  if (
    newestCached !== undefined &&
    isPagingToken(requestedCursor) &&
    comparePagingTokens(newestCached, requestedCursor) > 0
  ) {
    return newestCached
  }
  return requestedCursor
}

/** A cached page too old to catch up on by replaying the stream is refetched first. */
function cachedPageTooOld(options: LiveListFeedOptions): boolean {
  const cachedState = options.queryClient.getQueryState(options.queryKey)
  const maxCatchUpMs = options.maxCatchUpMs ?? defaultMaxCatchUpMs
  return (
    options.cursor === undefined &&
    cachedState?.data !== undefined &&
    Date.now() - cachedState.dataUpdatedAt > maxCatchUpMs
  )
}

/**
 * Subscribes `listener` to the feed's stream, after refetching a cached page too old to catch up
 * on; `onConnected` gets the shared connection's status at that moment. Returns the unsubscribe,
 * which also cancels a subscription still waiting for its refetch.
 */
function connectStream<T extends PagingTokenRecord>(
  options: LiveListFeedOptions,
  listener: StreamListener,
  onConnected: (status: StreamStatus) => void,
): () => void {
  const { streamManager, queryClient, queryKey, streamUrl } = options
  let unsubscribeStream: (() => void) | null = null
  let closed = false

  function startStream(): void {
    if (closed) return
    const newestCached =
      queryClient.getQueryData<Page<T>>(queryKey)?._embedded.records[0]?.paging_token
    unsubscribeStream = streamManager.subscribe(streamUrl, listener, {
      cursor: streamStartCursor(options.cursor, newestCached),
    })
    onConnected(streamManager.getStatus(streamUrl))
  }

  if (cachedPageTooOld(options)) {
    // One request instead of a long replay; the stream then continues gaplessly from its top.
    void queryClient.refetchQueries({ queryKey, exact: true }).then(startStream, startStream)
  } else {
    startStream()
  }
  return () => {
    closed = true
    unsubscribeStream?.()
  }
}

export function createLiveListFeed<T extends PagingTokenRecord>(
  options: LiveListFeedOptions,
): LiveListFeed {
  const { queryClient, queryKey, limit } = options
  const changeListeners = new Set<() => void>()

  let streamStatus: StreamStatus = { kind: 'connecting' }
  const pauseReasons = new Set<PauseReason>()
  const pending = new PendingRecords<T>(options.bufferCapacity ?? defaultBufferCapacity)
  let lastError: string | null = null
  let snapshot = buildSnapshot(streamStatus, pauseReasons, pending, lastError)

  function changed(): void {
    snapshot = buildSnapshot(streamStatus, pauseReasons, pending, lastError)
    for (const listener of [...changeListeners]) listener()
  }

  function writeToCache(records: readonly T[]): void {
    if (records.length === 0) return
    // No cached page yet means its request is still in flight and will include these records.
    queryClient.setQueryData<Page<T>>(queryKey, (page) =>
      page ? prependToPage(page, records, limit) : page,
    )
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
    if (pending.add(typedRecord)) changed()
  }

  function onStatus(status: StreamStatus): void {
    streamStatus = status
    changed()
  }

  function onServerError(message: string): void {
    lastError = message
    changed()
  }

  const disconnect = connectStream<T>(options, { onRecord, onStatus, onServerError }, onStatus)

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
      if (pauseReasons.size === 0) writeToCache(pending.take())
      changed()
    },
    showPending() {
      writeToCache(pending.take())
      changed()
    },
    close() {
      disconnect()
      changeListeners.clear()
      pending.take()
    },
  }
}
