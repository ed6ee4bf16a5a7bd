import { probeStreamUrl } from '@/api/stream-manager-probe'
import { comparePagingTokens, isPagingToken } from '@/api/stream-paging-token'

// One EventSource per stream URL per manager, shared by every subscriber. Browsers allow six
// HTTP/1.1 connections per origin (a local Horizon speaks HTTP/1.1), so two live feeds plus page
// loads only fit if feeds never open duplicate connections. The app creates one manager next to
// its QueryClient (main.tsx) and hands it down through StreamManagerProvider; there is no
// module-level instance, so every test owns its own.
//
// Horizon SSE facts this relies on (shared/docs/horizon-api.md §5):
// - the hello is `event: open`, records have `id: <paging_token>` and no event name;
// - `event: close` ends every connection after `limit` records or 55 s: we reconnect at once
//   from the last paging token instead of waiting for the browser's retry;
// - `event: error` carries plain text and the connection then closes;
// - a non-200 answer makes a browser EventSource give up (readyState CLOSED): we reconnect
//   ourselves with exponential backoff and jitter.

/** The part of the EventSource interface the manager uses, so tests can inject a fake. */
export interface EventSourceLike {
  readonly readyState: number
  readonly url: string
  addEventListener(type: string, listener: (event: Event) => void): void
  close(): void
}

export type EventSourceConstructor = new (url: string) => EventSourceLike

const eventSourceConnecting = 0
/** A `close` sooner than this after connecting, with no records, is treated as a failure. */
const minimumQuietConnectionMs = 1_000
const eventSourceClosed = 2

export type StreamStatus =
  | { kind: 'connecting' }
  | { kind: 'live' }
  /** `retryAt` is null while the browser reconnects by itself (Last-Event-ID). */
  | { kind: 'reconnecting'; attempt: number; retryAt: number | null }
  /** navigator.onLine is false: waiting for the 'online' event. */
  | { kind: 'offline' }
  /** The tab is hidden: the connection is closed and resumes from the last token when shown. */
  | { kind: 'suspended' }
  | { kind: 'closed' }

/** A streamed Horizon record; every paged stream record has a paging_token. */
export interface StreamRecord {
  paging_token: string
  [field: string]: unknown
}

export interface StreamListener {
  onRecord(record: StreamRecord): void
  onStatus?(status: StreamStatus): void
  /** The text of a server `event: error` (Horizon sends plain text, e.g. rate limit problems). */
  onServerError?(message: string): void
}

export interface StreamSubscribeOptions {
  /**
   * Where the stream starts when it is first opened: `now` (the default) or a paging token, after
   * which records arrive strictly in ascending order (Horizon's cursor rules). Later subscribers
   * join the open stream wherever it is, so two start points on one URL cannot coexist: the
   * one-EventSource-per-URL rule wins.
   */
  cursor?: string
}

export interface StreamProbeResult {
  status: number
  retryAfterSeconds: number | null
  detail: string | null
}

/** Asks the JSON twin of a stream URL why the stream failed (EventSource hides status codes). */
export type StreamProbe = (streamUrl: string) => Promise<StreamProbeResult>

export interface StreamEnvironment {
  isHidden(): boolean
  isOnline(): boolean
  /** Fires 'visibilitychange'. */
  visibilityTarget: EventTarget | null
  /** Fires 'online' and 'offline'. */
  connectivityTarget: EventTarget | null
}

export interface StreamManagerOptions {
  EventSource?: EventSourceConstructor
  environment?: StreamEnvironment
  probe?: StreamProbe | null
  random?: () => number
  now?: () => number
  initialBackoffMs?: number
  maxBackoffMs?: number
  /** Browser auto-reconnects allowed in a row before the manager takes over with backoff. */
  maxBrowserRetries?: number
}

export interface StreamManager {
  subscribe(
    streamUrl: string,
    listener: StreamListener,
    options?: StreamSubscribeOptions,
  ): () => void
  getStatus(streamUrl: string): StreamStatus
  /** The last paging token delivered on the stream, or null before the first record. */
  getLastPagingToken(streamUrl: string): string | null
}

interface Stream {
  url: string
  listeners: Set<StreamListener>
  initialCursor: string
  lastPagingToken: string | null
  source: EventSourceLike | null
  status: StreamStatus
  failedAttempts: number
  retryTimer: ReturnType<typeof setTimeout> | null
}

function browserEnvironment(): StreamEnvironment {
  const hasDocument = typeof document !== 'undefined'
  const hasWindow = typeof window !== 'undefined'
  return {
    isHidden: () => hasDocument && document.visibilityState === 'hidden',
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    visibilityTarget: hasDocument ? document : null,
    connectivityTarget: hasWindow ? window : null,
  }
}

/** The start cursor when it is a paging token; `now` has no value of its own to compare. */
function startTokenOf(stream: Stream): string | null {
  return isPagingToken(stream.initialCursor) ? stream.initialCursor : null
}

function parseStreamRecord(data: unknown): StreamRecord | null {
  if (typeof data !== 'string') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  if (!isPagingToken((parsed as { paging_token?: unknown }).paging_token)) return null
  return parsed as StreamRecord
}

export function createStreamManager(options: StreamManagerOptions = {}): StreamManager {
  const EventSourceClass =
    options.EventSource ?? (globalThis.EventSource as EventSourceConstructor | undefined)
  const environment = options.environment ?? browserEnvironment()
  const probe = options.probe === undefined ? probeStreamUrl : options.probe
  const random = options.random ?? Math.random
  const now = options.now ?? Date.now
  const initialBackoffMs = options.initialBackoffMs ?? 1_000
  const maxBackoffMs = options.maxBackoffMs ?? 30_000
  const maxBrowserRetries = options.maxBrowserRetries ?? 3

  const streams = new Map<string, Stream>()

  function setStatus(stream: Stream, status: StreamStatus): void {
    stream.status = status
    for (const listener of [...stream.listeners]) listener.onStatus?.(status)
  }

  function stopConnection(stream: Stream): void {
    if (stream.retryTimer !== null) clearTimeout(stream.retryTimer)
    stream.retryTimer = null
    stream.source?.close()
    stream.source = null
  }

  function connectUrl(stream: Stream): string {
    const url = new URL(stream.url)
    url.searchParams.set('cursor', stream.lastPagingToken ?? stream.initialCursor)
    return url.toString()
  }

  function connect(stream: Stream): void {
    stopConnection(stream)
    if (environment.isHidden()) return setStatus(stream, { kind: 'suspended' })
    if (!environment.isOnline()) return setStatus(stream, { kind: 'offline' })
    if (!EventSourceClass) {
      setStatus(stream, { kind: 'closed' })
      for (const listener of [...stream.listeners]) {
        listener.onServerError?.('This browser cannot open live streams (no EventSource).')
      }
      return
    }
    if (stream.status.kind !== 'live' && stream.status.kind !== 'reconnecting') {
      setStatus(stream, { kind: 'connecting' })
    }
    const source = new EventSourceClass(connectUrl(stream))
    stream.source = source
    const isCurrent = () => stream.source === source
    const connectedAt = now()
    let recordsOnConnection = 0

    source.addEventListener('open', () => {
      if (isCurrent() && stream.status.kind !== 'live') setStatus(stream, { kind: 'live' })
    })
    source.addEventListener('message', (event) => {
      if (!isCurrent()) return
      const record = parseStreamRecord((event as MessageEvent<unknown>).data)
      if (!record) return
      // Drops duplicates and anything older than what was already delivered: after a resume
      // Horizon may replay the last record, and a proxy may reorder; order must never regress.
      // Before the first record the floor is the start cursor: a stream starts strictly after it.
      const floor = stream.lastPagingToken ?? startTokenOf(stream)
      if (floor !== null && comparePagingTokens(record.paging_token, floor) <= 0) return
      stream.lastPagingToken = record.paging_token
      stream.failedAttempts = 0
      if (stream.status.kind !== 'live') setStatus(stream, { kind: 'live' })
      recordsOnConnection += 1
      for (const listener of [...stream.listeners]) listener.onRecord(record)
    })
    source.addEventListener('close', () => {
      // Horizon's planned end after `limit` records or 55 s: resume right away from the last
      // token rather than after the browser's retry, and with a fresh cursor in the URL.
      if (!isCurrent()) return
      if (recordsOnConnection === 0 && now() - connectedAt < minimumQuietConnectionMs) {
        // A server that says goodbye at once, with nothing sent, must not become a hot loop.
        stopConnection(stream)
        return scheduleRetry(stream)
      }
      stream.failedAttempts = 0
      connect(stream)
    })
    source.addEventListener('error', (event) => {
      if (!isCurrent()) return
      const serverMessage = (event as Partial<MessageEvent<unknown>>).data
      if (typeof serverMessage === 'string') {
        for (const listener of [...stream.listeners]) listener.onServerError?.(serverMessage)
        // Horizon closes after `event: error` (often a rate limit): back off instead of letting
        // the browser retry every second.
        stopConnection(stream)
        scheduleRetry(stream)
        return
      }
      if (!environment.isOnline()) {
        stopConnection(stream)
        return setStatus(stream, { kind: 'offline' })
      }
      if (source.readyState === eventSourceConnecting) {
        // The browser reconnects by itself with Last-Event-ID, which Horizon honours.
        stream.failedAttempts += 1
        if (stream.failedAttempts <= maxBrowserRetries) {
          return setStatus(stream, {
            kind: 'reconnecting',
            attempt: stream.failedAttempts,
            retryAt: null,
          })
        }
        stream.failedAttempts -= 1
      }
      if (source.readyState === eventSourceClosed || source.readyState === eventSourceConnecting) {
        // A non-200 answer or a wrong content type: the browser has given up for good.
        stopConnection(stream)
        scheduleRetry(stream, probe !== null)
      }
    })
  }

  function backoffDelay(attempt: number): number {
    const ceiling = Math.min(maxBackoffMs, initialBackoffMs * 2 ** (attempt - 1))
    // "Equal jitter": at least half the delay, so retries spread out but never collapse to 0.
    return Math.round(ceiling / 2 + (random() * ceiling) / 2)
  }

  function scheduleRetry(stream: Stream, shouldProbe = false, minimumDelayMs = 0): void {
    stream.failedAttempts += 1
    const attempt = stream.failedAttempts
    const delay = Math.max(backoffDelay(attempt), minimumDelayMs)
    if (stream.retryTimer !== null) clearTimeout(stream.retryTimer)
    setStatus(stream, { kind: 'reconnecting', attempt, retryAt: now() + delay })
    stream.retryTimer = setTimeout(() => {
      stream.retryTimer = null
      connect(stream)
    }, delay)
    if (shouldProbe && probe) void probeFailure(probe, stream, attempt)
  }

  async function probeFailure(
    streamProbe: StreamProbe,
    stream: Stream,
    attempt: number,
  ): Promise<void> {
    let result: StreamProbeResult
    try {
      result = await streamProbe(connectUrl(stream))
    } catch {
      return
    }
    // The stream may have resumed, been closed or moved on to another attempt meanwhile.
    if (streams.get(stream.url) !== stream || stream.failedAttempts !== attempt) return
    if (stream.source !== null) return
    if (result.status >= 400) {
      const message = `HTTP ${result.status}${result.detail ? `: ${result.detail}` : ''}`
      for (const listener of [...stream.listeners]) listener.onServerError?.(message)
    }
    if (result.status === 429 && result.retryAfterSeconds !== null) {
      stream.failedAttempts -= 1
      scheduleRetry(stream, false, result.retryAfterSeconds * 1_000)
    }
  }

  function onVisibilityChange(): void {
    for (const stream of streams.values()) {
      if (environment.isHidden()) {
        stopConnection(stream)
        setStatus(stream, { kind: 'suspended' })
      } else if (stream.status.kind === 'suspended') {
        stream.failedAttempts = 0
        connect(stream)
      }
    }
  }

  function onOffline(): void {
    for (const stream of streams.values()) {
      stopConnection(stream)
      setStatus(stream, { kind: 'offline' })
    }
  }

  function onOnline(): void {
    for (const stream of streams.values()) {
      if (stream.source !== null) continue
      stream.failedAttempts = 0
      connect(stream)
    }
  }

  function watchEnvironment(watch: boolean): void {
    const method = watch ? 'addEventListener' : 'removeEventListener'
    environment.visibilityTarget?.[method]('visibilitychange', onVisibilityChange)
    environment.connectivityTarget?.[method]('offline', onOffline)
    environment.connectivityTarget?.[method]('online', onOnline)
  }

  return {
    subscribe(streamUrl, listener, subscribeOptions = {}) {
      let stream = streams.get(streamUrl)
      if (!stream) {
        if (streams.size === 0) watchEnvironment(true)
        stream = {
          url: streamUrl,
          listeners: new Set(),
          initialCursor: subscribeOptions.cursor ?? 'now',
          lastPagingToken: null,
          source: null,
          status: { kind: 'closed' },
          failedAttempts: 0,
          retryTimer: null,
        }
        streams.set(streamUrl, stream)
        stream.listeners.add(listener)
        connect(stream)
      } else {
        stream.listeners.add(listener)
        listener.onStatus?.(stream.status)
      }
      const subscribedStream = stream
      return () => {
        if (!subscribedStream.listeners.delete(listener)) return
        if (subscribedStream.listeners.size > 0) return
        stopConnection(subscribedStream)
        subscribedStream.status = { kind: 'closed' }
        streams.delete(streamUrl)
        if (streams.size === 0) watchEnvironment(false)
      }
    },
    getStatus(streamUrl) {
      return streams.get(streamUrl)?.status ?? { kind: 'closed' }
    },
    getLastPagingToken(streamUrl) {
      return streams.get(streamUrl)?.lastPagingToken ?? null
    },
  }
}
