// What a stream is to its users: the manager's interface, its listeners, the records and statuses
// it delivers and the EventSource it drives. Types only, so the manager, the message parser, the
// paging-token helpers and the live layer all import them from here and not from each other.
import type { StreamEnvironment } from '@/api/stream-environment'

/** The part of the EventSource interface the manager uses, so tests can inject a fake. */
export interface EventSourceLike {
  readonly readyState: number
  readonly url: string
  addEventListener(type: string, listener: (event: Event) => void): void
  close(): void
}

export type EventSourceConstructor = new (url: string) => EventSourceLike

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
  /** For object streams (`objectStream`): each whole object Horizon sends (/order_book). */
  onObject?(value: Record<string, unknown>): void
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
  /** An object stream (/order_book): whole objects, no ids, no cursor, each one delivered. */
  objectStream?: boolean
}

export interface StreamProbeResult {
  status: number
  retryAfterSeconds: number | null
  detail: string | null
}

/** Asks the JSON twin of a stream URL why the stream failed (EventSource hides status codes). */
export type StreamProbe = (streamUrl: string) => Promise<StreamProbeResult>

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
