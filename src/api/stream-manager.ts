import { probeStreamUrl } from '@/api/stream-manager-probe'
import { deliverStreamMessage, parseStreamMessage } from '@/api/stream-messages'
import { browserEnvironment, type StreamEnvironment } from '@/api/stream-environment'
import { comparePagingTokens, isPagingToken } from '@/api/stream-paging-token'
import type {
  EventSourceConstructor,
  EventSourceLike,
  StreamListener,
  StreamManager,
  StreamManagerOptions,
  StreamProbe,
  StreamProbeResult,
  StreamStatus,
  StreamSubscribeOptions,
} from '@/api/stream-types'

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

const eventSourceConnecting = 0
/** A `close` sooner than this after connecting, with no records, is treated as a failure. */
const minimumQuietConnectionMs = 1_000
const eventSourceClosed = 2

interface Stream {
  url: string
  listeners: Set<StreamListener>
  initialCursor: string
  objectStream: boolean
  lastPagingToken: string | null
  source: EventSourceLike | null
  status: StreamStatus
  failedAttempts: number
  retryTimer: ReturnType<typeof setTimeout> | null
}

/** One EventSource of a stream; events from a replaced one are ignored. */
interface Connection {
  stream: Stream
  source: EventSourceLike
  connectedAt: number
  records: number
}

/** The start cursor when it is a paging token; `now` has no value of its own to compare. */
function startTokenOf(stream: Stream): string | null {
  return isPagingToken(stream.initialCursor) ? stream.initialCursor : null
}

export function createStreamManager(options: StreamManagerOptions = {}): StreamManager {
  return new EventSourceStreamManager(options)
}

// A class rather than a closure so each concern (connecting, each event, backoff, probing, the
// page's visibility and connectivity) is a method of its own.
class EventSourceStreamManager implements StreamManager {
  private readonly EventSourceClass: EventSourceConstructor | undefined
  private readonly environment: StreamEnvironment
  private readonly probe: StreamProbe | null
  private readonly random: () => number
  private readonly now: () => number
  private readonly initialBackoffMs: number
  private readonly maxBackoffMs: number
  private readonly maxBrowserRetries: number
  private readonly streams = new Map<string, Stream>()

  constructor(options: StreamManagerOptions) {
    this.EventSourceClass =
      options.EventSource ?? (globalThis.EventSource as EventSourceConstructor | undefined)
    this.environment = options.environment ?? browserEnvironment()
    this.probe = options.probe === undefined ? probeStreamUrl : options.probe
    this.random = options.random ?? Math.random
    this.now = options.now ?? Date.now
    this.initialBackoffMs = options.initialBackoffMs ?? 1_000
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000
    this.maxBrowserRetries = options.maxBrowserRetries ?? 3
  }

  subscribe(
    streamUrl: string,
    listener: StreamListener,
    subscribeOptions: StreamSubscribeOptions = {},
  ): () => void {
    let stream = this.streams.get(streamUrl)
    if (!stream) {
      if (this.streams.size === 0) this.watchEnvironment(true)
      stream = {
        url: streamUrl,
        listeners: new Set(),
        initialCursor: subscribeOptions.cursor ?? 'now',
        objectStream: subscribeOptions.objectStream ?? false,
        lastPagingToken: null,
        source: null,
        status: { kind: 'closed' },
        failedAttempts: 0,
        retryTimer: null,
      }
      this.streams.set(streamUrl, stream)
      stream.listeners.add(listener)
      this.connect(stream)
    } else {
      stream.listeners.add(listener)
      listener.onStatus?.(stream.status)
    }
    const subscribedStream = stream
    return () => {
      if (!subscribedStream.listeners.delete(listener)) return
      if (subscribedStream.listeners.size > 0) return
      this.stopConnection(subscribedStream)
      subscribedStream.status = { kind: 'closed' }
      this.streams.delete(streamUrl)
      if (this.streams.size === 0) this.watchEnvironment(false)
    }
  }

  getStatus(streamUrl: string): StreamStatus {
    return this.streams.get(streamUrl)?.status ?? { kind: 'closed' }
  }

  getLastPagingToken(streamUrl: string): string | null {
    return this.streams.get(streamUrl)?.lastPagingToken ?? null
  }

  private setStatus(stream: Stream, status: StreamStatus): void {
    stream.status = status
    for (const listener of [...stream.listeners]) listener.onStatus?.(status)
  }

  private stopConnection(stream: Stream): void {
    if (stream.retryTimer !== null) clearTimeout(stream.retryTimer)
    stream.retryTimer = null
    stream.source?.close()
    stream.source = null
  }

  private connectUrl(stream: Stream): string {
    if (stream.objectStream) return stream.url
    const url = new URL(stream.url)
    url.searchParams.set('cursor', stream.lastPagingToken ?? stream.initialCursor)
    return url.toString()
  }

  private connect(stream: Stream): void {
    this.stopConnection(stream)
    if (this.environment.isHidden()) return this.setStatus(stream, { kind: 'suspended' })
    if (!this.environment.isOnline()) return this.setStatus(stream, { kind: 'offline' })
    if (!this.EventSourceClass) {
      this.setStatus(stream, { kind: 'closed' })
      for (const listener of [...stream.listeners]) {
        listener.onServerError?.('This browser cannot open live streams (no EventSource).')
      }
      return
    }
    if (stream.status.kind !== 'live' && stream.status.kind !== 'reconnecting') {
      this.setStatus(stream, { kind: 'connecting' })
    }
    const source = new this.EventSourceClass(this.connectUrl(stream))
    stream.source = source
    const connection: Connection = { stream, source, connectedAt: this.now(), records: 0 }
    source.addEventListener('open', () => {
      if (this.isCurrent(connection) && stream.status.kind !== 'live') {
        this.setStatus(stream, { kind: 'live' })
      }
    })
    source.addEventListener('message', (event) => this.onMessage(connection, event))
    source.addEventListener('close', () => this.onClose(connection))
    source.addEventListener('error', (event) => this.onError(connection, event))
  }

  private isCurrent(connection: Connection): boolean {
    return connection.stream.source === connection.source
  }

  private onMessage(connection: Connection, event: Event): void {
    const { stream } = connection
    if (!this.isCurrent(connection)) return
    const message = parseStreamMessage((event as MessageEvent<unknown>).data, stream.objectStream)
    if (!message) return
    const record = message.kind === 'record' ? message.value : null
    // Drops duplicates and anything older than what was already delivered: after a resume
    // Horizon may replay the last record, and a proxy may reorder; order must never regress.
    // Before the first record the floor is the start cursor: a stream starts strictly after it.
    const floor = stream.lastPagingToken ?? startTokenOf(stream)
    if (record && floor !== null && comparePagingTokens(record.paging_token, floor) <= 0) return
    if (record) stream.lastPagingToken = record.paging_token
    stream.failedAttempts = 0
    if (stream.status.kind !== 'live') this.setStatus(stream, { kind: 'live' })
    connection.records += 1
    for (const listener of [...stream.listeners]) deliverStreamMessage(listener, message)
  }

  // Horizon's planned end after `limit` records or 55 s: resume right away from the last token
  // rather than after the browser's retry, and with a fresh cursor in the URL.
  private onClose(connection: Connection): void {
    const { stream } = connection
    if (!this.isCurrent(connection)) return
    if (
      connection.records === 0 &&
      this.now() - connection.connectedAt < minimumQuietConnectionMs
    ) {
      // A server that says goodbye at once, with nothing sent, must not become a hot loop.
      this.stopConnection(stream)
      return this.scheduleRetry(stream)
    }
    stream.failedAttempts = 0
    this.connect(stream)
  }

  private onError(connection: Connection, event: Event): void {
    const { stream, source } = connection
    if (!this.isCurrent(connection)) return
    const serverMessage = (event as Partial<MessageEvent<unknown>>).data
    if (typeof serverMessage === 'string') {
      for (const listener of [...stream.listeners]) listener.onServerError?.(serverMessage)
      // Horizon closes after `event: error` (often a rate limit): back off instead of letting
      // the browser retry every second.
      this.stopConnection(stream)
      this.scheduleRetry(stream)
      return
    }
    if (!this.environment.isOnline()) {
      this.stopConnection(stream)
      return this.setStatus(stream, { kind: 'offline' })
    }
    if (source.readyState === eventSourceConnecting) {
      // The browser reconnects by itself with Last-Event-ID, which Horizon honours.
      stream.failedAttempts += 1
      if (stream.failedAttempts <= this.maxBrowserRetries) {
        return this.setStatus(stream, {
          kind: 'reconnecting',
          attempt: stream.failedAttempts,
          retryAt: null,
        })
      }
      stream.failedAttempts -= 1
    }
    if (source.readyState === eventSourceClosed || source.readyState === eventSourceConnecting) {
      // A non-200 answer or a wrong content type: the browser has given up for good.
      this.stopConnection(stream)
      this.scheduleRetry(stream, this.probe !== null)
    }
  }

  private backoffDelay(attempt: number): number {
    const ceiling = Math.min(this.maxBackoffMs, this.initialBackoffMs * 2 ** (attempt - 1))
    // "Equal jitter": at least half the delay, so retries spread out but never collapse to 0.
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2)
  }

  private scheduleRetry(stream: Stream, shouldProbe = false, minimumDelayMs = 0): void {
    stream.failedAttempts += 1
    const attempt = stream.failedAttempts
    const delay = Math.max(this.backoffDelay(attempt), minimumDelayMs)
    if (stream.retryTimer !== null) clearTimeout(stream.retryTimer)
    this.setStatus(stream, { kind: 'reconnecting', attempt, retryAt: this.now() + delay })
    stream.retryTimer = setTimeout(() => {
      stream.retryTimer = null
      this.connect(stream)
    }, delay)
    if (shouldProbe && this.probe) void this.probeFailure(this.probe, stream, attempt)
  }

  private async probeFailure(
    streamProbe: StreamProbe,
    stream: Stream,
    attempt: number,
  ): Promise<void> {
    let result: StreamProbeResult
    try {
      result = await streamProbe(this.connectUrl(stream))
    } catch {
      return
    }
    // The stream may have resumed, been closed or moved on to another attempt meanwhile.
    if (this.streams.get(stream.url) !== stream || stream.failedAttempts !== attempt) return
    if (stream.source !== null) return
    if (result.status >= 400) {
      const message = `HTTP ${result.status}${result.detail ? `: ${result.detail}` : ''}`
      for (const listener of [...stream.listeners]) listener.onServerError?.(message)
    }
    if (result.status === 429 && result.retryAfterSeconds !== null) {
      stream.failedAttempts -= 1
      this.scheduleRetry(stream, false, result.retryAfterSeconds * 1_000)
    }
  }

  private readonly onVisibilityChange = (): void => {
    for (const stream of this.streams.values()) {
      if (this.environment.isHidden()) {
        this.stopConnection(stream)
        this.setStatus(stream, { kind: 'suspended' })
      } else if (stream.status.kind === 'suspended') {
        stream.failedAttempts = 0
        this.connect(stream)
      }
    }
  }

  private readonly onOffline = (): void => {
    for (const stream of this.streams.values()) {
      this.stopConnection(stream)
      this.setStatus(stream, { kind: 'offline' })
    }
  }

  private readonly onOnline = (): void => {
    for (const stream of this.streams.values()) {
      if (stream.source !== null) continue
      stream.failedAttempts = 0
      this.connect(stream)
    }
  }

  private watchEnvironment(watch: boolean): void {
    const method = watch ? 'addEventListener' : 'removeEventListener'
    this.environment.visibilityTarget?.[method]('visibilitychange', this.onVisibilityChange)
    this.environment.connectivityTarget?.[method]('offline', this.onOffline)
    this.environment.connectivityTarget?.[method]('online', this.onOnline)
  }
}
