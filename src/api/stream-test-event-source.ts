// Test support only (imported by *.test.ts files, never by the app): a controllable stand-in for
// the browser's EventSource, which jsdom does not have. Each instance records its URL and the
// Last-Event-ID a browser would send on its own reconnect; tests drive the Horizon framing.
import type { StreamEnvironment } from '@/api/stream-environment'
import type { EventSourceLike } from '@/api/stream-types'

export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = []

  static reset(): void {
    FakeEventSource.instances = []
  }

  /** The most recently constructed instance. */
  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1)
    if (!latest) throw new Error('No EventSource was opened')
    return latest
  }

  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== 2)
  }

  readonly url: string
  readyState = 0
  /** What a browser would send as Last-Event-ID when it reconnects this instance by itself. */
  lastEventId = ''
  /** How many times the browser's own reconnect ran (same URL, Last-Event-ID header). */
  browserReconnects = 0
  private readonly target = new EventTarget()

  constructor(url: string) {
    this.url = url
    FakeEventSource.instances.push(this)
  }

  get cursor(): string | null {
    return new URL(this.url).searchParams.get('cursor')
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    this.target.addEventListener(type, listener)
  }

  close(): void {
    this.readyState = 2
  }

  /** Horizon's hello: `event: open` with data "hello". */
  emitOpen(): void {
    this.readyState = 1
    this.target.dispatchEvent(new MessageEvent('open', { data: '"hello"' }))
  }

  /** A record: `id: <paging_token>` and no event name. */
  emitRecord(record: { paging_token: string }): void {
    if (this.readyState === 2) return
    this.lastEventId = record.paging_token
    this.target.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify(record),
        lastEventId: record.paging_token,
      }),
    )
  }

  /** Any message data as sent, e.g. an object stream's whole object (no `id:` line). */
  emitMessage(data: string): void {
    if (this.readyState === 2) return
    this.target.dispatchEvent(new MessageEvent('message', { data }))
  }

  /** Horizon's planned end: `event: close` with data "byebye"; the browser would retry in 10 ms. */
  emitClose(): void {
    this.target.dispatchEvent(new MessageEvent('close', { data: '"byebye"' }))
  }

  /** `event: error` with Horizon's plain-text data. */
  emitServerError(message: string): void {
    this.target.dispatchEvent(new MessageEvent('error', { data: message }))
  }

  /** A dropped connection: the browser will reconnect itself with Last-Event-ID. */
  emitNetworkDrop(): void {
    this.readyState = 0
    this.browserReconnects += 1
    this.target.dispatchEvent(new Event('error'))
  }

  /** A non-200 answer or wrong content type: the browser gives up (readyState CLOSED). */
  emitFailedResponse(): void {
    this.readyState = 2
    this.target.dispatchEvent(new Event('error'))
  }
}

/** A controllable page: visibility and connectivity flip on demand and fire the real events. */
export function createTestEnvironment(): StreamEnvironment & {
  setHidden(hidden: boolean): void
  setOnline(online: boolean): void
} {
  const visibilityTarget = new EventTarget()
  const connectivityTarget = new EventTarget()
  let hidden = false
  let online = true
  return {
    isHidden: () => hidden,
    isOnline: () => online,
    visibilityTarget,
    connectivityTarget,
    setHidden(value) {
      hidden = value
      visibilityTarget.dispatchEvent(new Event('visibilitychange'))
    },
    setOnline(value) {
      online = value
      connectivityTarget.dispatchEvent(new Event(value ? 'online' : 'offline'))
    },
  }
}

export function ledgerRecord(sequence: number): { paging_token: string; sequence: number } {
  return { paging_token: (BigInt(sequence) << 32n).toString(), sequence }
}
