// The stream side of `npm run bench:abuse`: many raw SSE clients on /ledgers?cursor=now that
// reconnect with Last-Event-ID whenever the server ends a stream (Horizon ends each one after its
// connection timeout, 55 s), as EventSource does, and keep every ledger sequence they receive so
// gaps and duplicates can be counted afterwards.
import { request, type ClientRequest } from 'node:http'
import { formatTable } from './bench-stats.ts'
import { SseFrameParser } from './sse-frame-parser.ts'

interface LedgerStream {
  /** Ledger sequences in arrival order, over every reconnection. */
  sequences: number[]
  lastEventId: string | undefined
  hellos: number
  current: ClientRequest | undefined
}

export interface StreamVerdict {
  streams: number
  /** Streams whose sequences are exactly first..last with nothing missing or repeated. */
  complete: number
  withGaps: number
  withDuplicates: number
  /** Streams that started after `firstExpected` or stopped before `lastExpected`. */
  missingEnds: number
  /** Sum over streams of the ledgers in first..last they never received. */
  missingLedgers: number
  duplicateRecords: number
  recordsReceived: number
}

export class LedgerStreamFleet {
  private readonly streams: LedgerStream[] = []
  private stopped = false
  connectionErrors = 0
  /** Server-side ends (goodbye or end of body) that led to a reconnection. */
  reconnections = 0
  /** Streams answered with something other than 200 text/event-stream. */
  refused = 0
  /** `event: error` frames received. */
  errorEvents = 0

  constructor(private readonly url: string) {}

  get helloCount(): number {
    return this.streams.filter((stream) => stream.hellos > 0).length
  }

  /** Opens `count` streams, `batch` at a time, waiting for each batch's hellos. */
  async open(count: number, batch: number, timeoutMs: number): Promise<void> {
    while (this.streams.length < count) {
      const size = Math.min(batch, count - this.streams.length)
      for (let index = 0; index < size; index++) {
        const stream: LedgerStream = {
          sequences: [],
          lastEventId: undefined,
          hellos: 0,
          current: undefined,
        }
        this.streams.push(stream)
        this.connect(stream)
      }
      const expected = this.streams.length
      await this.waitUntil(() => this.helloCount >= expected, timeoutMs)
    }
  }

  private connect(stream: LedgerStream): void {
    if (this.stopped) return
    const headers: Record<string, string> = { Accept: 'text/event-stream' }
    if (stream.lastEventId !== undefined) headers['Last-Event-ID'] = stream.lastEventId
    const parser = new SseFrameParser()
    const outgoing = request(this.url, { agent: false, headers })
    stream.current = outgoing
    outgoing.on('response', (response) => {
      if (
        response.statusCode !== 200 ||
        !String(response.headers['content-type']).startsWith('text/event-stream')
      ) {
        this.refused += 1
        response.resume()
        return
      }
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        for (const event of parser.feed(chunk)) {
          if (event.event === 'open') stream.hellos += 1
          else if (event.event === 'error') this.errorEvents += 1
          else if (event.id !== undefined) {
            stream.lastEventId = event.id
            // Ledger paging tokens are sequence << 32.
            stream.sequences.push(Number(BigInt(event.id) >> 32n))
          }
        }
      })
      response.on('end', () => {
        if (this.stopped) return
        this.reconnections += 1
        this.connect(stream)
      })
    })
    outgoing.on('error', () => {
      if (this.stopped) return
      this.connectionErrors += 1
      setTimeout(() => this.connect(stream), 100)
    })
    outgoing.end()
  }

  /** Resolves when `done()` holds (polled every 20 ms); false after `timeoutMs`. */
  async waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs
    while (!done()) {
      if (performance.now() > deadline) return false
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return true
  }

  /** How many streams already received ledger `sequence`. */
  receivedCount(sequence: number): number {
    return this.streams.filter((stream) => stream.sequences.includes(sequence)).length
  }

  /** Judges every stream against the ledgers it should have got: firstExpected..lastExpected. */
  verdict(firstExpected: number, lastExpected: number): StreamVerdict {
    return judgeStreams(
      this.streams.map((stream) => stream.sequences),
      firstExpected,
      lastExpected,
    )
  }

  closeAll(): void {
    this.stopped = true
    for (const stream of this.streams) stream.current?.destroy()
  }
}

export function formatVerdict(verdict: StreamVerdict, fleet: LedgerStreamFleet): string {
  return formatTable([
    ['stream figure', 'count'],
    ['streams with a gap', String(verdict.withGaps)],
    ['streams with a duplicate', String(verdict.withDuplicates)],
    ['streams missing their first or last ledger', String(verdict.missingEnds)],
    ['ledgers missed (all streams)', String(verdict.missingLedgers)],
    ['duplicate records (all streams)', String(verdict.duplicateRecords)],
    ['records received (all streams)', String(verdict.recordsReceived)],
    ['reconnections with Last-Event-ID', String(fleet.reconnections)],
    ['connection errors', String(fleet.connectionErrors)],
    ['refused (not 200 event-stream)', String(fleet.refused)],
    ['event: error frames', String(fleet.errorEvents)],
  ])
}

/** Counts, over the sequences each stream received in order, what is missing or repeated. */
export function judgeStreams(
  received: readonly (readonly number[])[],
  firstExpected: number,
  lastExpected: number,
): StreamVerdict {
  const verdict: StreamVerdict = {
    streams: received.length,
    complete: 0,
    withGaps: 0,
    withDuplicates: 0,
    missingEnds: 0,
    missingLedgers: 0,
    duplicateRecords: 0,
    recordsReceived: 0,
  }
  for (const sequences of received) {
    verdict.recordsReceived += sequences.length
    let gaps = 0
    let duplicates = 0
    for (let index = 1; index < sequences.length; index++) {
      const step = (sequences[index] ?? 0) - (sequences[index - 1] ?? 0)
      if (step <= 0) duplicates += 1
      else if (step > 1) gaps += step - 1
    }
    const first = sequences[0]
    const last = sequences.at(-1)
    let missingAtEnds = lastExpected - firstExpected + 1
    if (first !== undefined && last !== undefined)
      missingAtEnds = Math.max(0, first - firstExpected) + Math.max(0, lastExpected - last)
    if (gaps > 0) verdict.withGaps += 1
    if (duplicates > 0) verdict.withDuplicates += 1
    if (missingAtEnds > 0) verdict.missingEnds += 1
    verdict.missingLedgers += gaps + missingAtEnds
    verdict.duplicateRecords += duplicates
    if (gaps === 0 && duplicates === 0 && missingAtEnds === 0) verdict.complete += 1
  }
  return verdict
}
