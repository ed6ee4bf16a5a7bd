// Many raw SSE connections in one process (raw http.request + SseFrameParser instead of
// EventSource objects, to keep the client side cheap): records when each stream got its hello
// and when each ledger record arrived.
import { request, type ClientRequest } from 'node:http'
import { SseFrameParser } from './sse-frame-parser.ts'

interface StreamState {
  helloAt: number | undefined
  /** Ledger sequence → performance.now() at arrival of its record. */
  arrivals: Map<number, number>
  request: ClientRequest
}

export class SseLoad {
  private readonly streams: StreamState[] = []
  private waiters: Array<() => void> = []
  errors = 0
  closedEarly = 0

  constructor(private readonly url: string) {}

  get count(): number {
    return this.streams.length
  }

  get helloCount(): number {
    return this.streams.filter((stream) => stream.helloAt !== undefined).length
  }

  /** Opens `count` streams, `batch` at a time, each batch waiting for its hellos (listen backlog). */
  async open(count: number, batch: number, timeoutMs: number): Promise<void> {
    while (this.streams.length < count) {
      const size = Math.min(batch, count - this.streams.length)
      for (let index = 0; index < size; index++) this.openOne()
      const expected = this.streams.length
      await this.waitFor(() => this.helloCount >= expected, timeoutMs, 'hellos')
    }
  }

  private openOne(): void {
    const parser = new SseFrameParser()
    const outgoing = request(this.url, {
      agent: false,
      headers: { Accept: 'text/event-stream' },
    })
    const state: StreamState = { helloAt: undefined, arrivals: new Map(), request: outgoing }
    this.streams.push(state)
    outgoing.on('response', (response) => {
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        const now = performance.now()
        for (const event of parser.feed(chunk)) {
          if (event.event === 'open') state.helloAt = now
          else if (event.event === 'close') this.closedEarly += 1
          else if (event.id !== undefined) {
            // Ledger paging tokens are sequence << 32.
            state.arrivals.set(Number(BigInt(event.id) >> 32n), now)
          }
        }
        this.notify()
      })
    })
    outgoing.on('error', () => {
      this.errors += 1
      this.notify()
    })
    outgoing.end()
  }

  private notify(): void {
    const waiters = this.waiters
    this.waiters = []
    for (const waiter of waiters) waiter()
  }

  /** Resolves once `done()` holds (checked after every chunk), rejects after `timeoutMs`. */
  waitFor(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        check = () => {}
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`))
      }, timeoutMs)
      let check = (): void => {
        if (done()) {
          clearTimeout(timer)
          resolve()
        } else this.waiters.push(() => check())
      }
      check()
    })
  }

  /** How many streams have the record of ledger `sequence`. */
  receivedCount(sequence: number): number {
    let received = 0
    for (const stream of this.streams) if (stream.arrivals.has(sequence)) received += 1
    return received
  }

  /** Arrival of ledger `sequence` per stream, relative to `since` (streams without it are left out). */
  latencies(sequence: number, since: number): number[] {
    const result: number[] = []
    for (const stream of this.streams) {
      const arrival = stream.arrivals.get(sequence)
      if (arrival !== undefined) result.push(arrival - since)
    }
    return result
  }

  /** Records per stream beyond the expected ones (duplicates would show up here). */
  recordCounts(): number[] {
    return this.streams.map((stream) => stream.arrivals.size)
  }

  closeAll(): void {
    for (const stream of this.streams) stream.request.destroy()
  }
}
