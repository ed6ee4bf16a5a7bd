// Every open SSE connection, and the loop Horizon runs for each: query from the stream's own last
// paging token, send, wait for the next ledger, repeat — until `limit` records were sent (then
// `event: close`), the connection timeout, a client disconnect or shutdown.
//
// Backpressure: a stream stops writing at the first write its socket refuses (the socket buffer
// reached its high-water mark) and is not queried again until 'drain'; it then continues from its
// own last paging token. So a slow client costs the server at most the high-water mark plus one
// event, whatever its limit or the record sizes, never delays the others, and still gets every
// record in order when it reads late. A client that has not taken its bytes by the time its
// stream ends (limit, timeout, shutdown) gets `flushTimeoutMs` more, then the connection is
// destroyed: without that, a client that never reads would hold its socket and buffers forever
// (node's HTTP server has no write timeout). It resumes without gap by reconnecting with
// Last-Event-ID, as EventSource does.
import type { ServerResponse } from 'node:http'
import type { KeysetSource, PageRow } from '../protocol/keyset-source.ts'
import { storedTokenPosition, type CursorPosition, type Order } from '../protocol/page-query.ts'
import { HorizonProblem } from '../protocol/problem.ts'
import {
  SSE_GOODBYE,
  SSE_HEADERS,
  SSE_HELLO,
  sseErrorEvent,
  sseObjectEvent,
  sseRecordEvent,
} from './sse-framing.ts'

export interface PagedStreamRequest {
  source: KeysetSource
  cursor: CursorPosition | undefined
  order: Order
  limit: number
  /** Record JSON (indented, placeholder hrefs) → compact JSON line with real hrefs. */
  renderRecord: (row: PageRow) => string
  /**
   * Answers the rest of a page the socket could not take at once, after 'drain'. That is still
   * the same loop iteration, so a metered source passes its unmetered inner source here: the
   * rest must not spend another rate-limit token. Defaults to `source`.
   */
  restSource?: KeysetSource
}

/** How a stream ends: with Horizon's `event: close` goodbye, or silently after an error event. */
type StreamEnding = 'goodbye' | 'silent'

interface OpenStream {
  end(ending: StreamEnding): void
  /** Paged streams re-query on every closed ledger; object streams ignore it. */
  poll?(round: CloseRound): void
}

/** One ledger close as every stream sees it. */
interface CloseRound {
  /** The query results of this close, shared by streams asking the same question. */
  shared: Map<string, PageRow[]>
  /**
   * Endings of the streams that sent their last record in this close. They run (goodbye, end(),
   * flush timer) only after every stream's records were handed to its socket: ending 1,000
   * streams costs more than writing their records, and the records should not wait for it.
   */
  ending: Array<() => void>
}

export interface StreamHubOptions {
  /** Horizon's connection-timeout (55 s by default); the stream then ends with `event: close`. */
  connectionTimeoutMs: number
  /**
   * How long an ended stream may take to flush what its socket still buffers before the
   * connection is destroyed (default DEFAULT_STREAM_FLUSH_TIMEOUT_MS).
   */
  flushTimeoutMs?: number
}

/** Horizon's object streams send at most this many events per connection. */
const OBJECT_STREAM_MAX_EVENTS = 10

/** Enough for any client that reads at all to take the last ≤ 16 kB plus the goodbye. */
export const DEFAULT_STREAM_FLUSH_TIMEOUT_MS = 10_000

/**
 * One loop iteration's rows. Streams asking the same question from the same position (typically
 * many `cursor=now` clients) share one query per closed ledger through `shared`.
 */
function sharedIterationRows(
  request: PagedStreamRequest,
  cursor: CursorPosition | undefined,
  remaining: number,
  shared: Map<string, PageRow[]> | undefined,
): PageRow[] {
  const shareKey = `${request.source.shareKey}|${request.order}|${cursor?.first ?? ''}-${cursor?.second ?? ''}|${remaining}`
  let rows = shared?.get(shareKey)
  if (rows === undefined) {
    rows = request.source.fetch(cursor, request.order, remaining)
    shared?.set(shareKey, rows)
  }
  return rows
}

/**
 * What every stream needs of a row it sends, computed once per row rather than once per stream:
 * with 1,000 `cursor=now` streams a close delivers the same row objects (shared through
 * sharedIterationRows) to all of them, so each row's paging token is parsed once and each event
 * text is built once and written as the same string to every socket.
 */
interface SharedRowEvent {
  cursor: CursorPosition
  /** Event text by rendered line: streams of different base URLs render a row differently. */
  eventByLine: Map<string, string>
}

const sharedRowEvents = new WeakMap<PageRow, SharedRowEvent>()

function sharedRowEvent(row: PageRow): SharedRowEvent {
  let shared = sharedRowEvents.get(row)
  if (shared === undefined) {
    shared = { cursor: storedTokenPosition(row.pagingToken), eventByLine: new Map() }
    sharedRowEvents.set(row, shared)
  }
  return shared
}

function recordEvent(row: PageRow, shared: SharedRowEvent, line: string): string {
  let event = shared.eventByLine.get(line)
  if (event === undefined) {
    event = sseRecordEvent(row.pagingToken, line)
    shared.eventByLine.set(line, event)
  }
  return event
}

function streamErrorText(error: unknown): string {
  return error instanceof HorizonProblem ? error.streamErrorText() : 'Unexpected stream error'
}

/** Bytes the server holds for SSE connections, not yet accepted by the kernel. */
export interface StreamBufferStats {
  /** Connections from the preamble until the socket closes (ended ones still flushing count). */
  connections: number
  totalBytes: number
  maxBytes: number
}

export class StreamHub {
  private readonly streams = new Set<OpenStream>()
  private readonly connections = new Set<ServerResponse>()

  constructor(private readonly options: StreamHubOptions) {}

  get openStreamCount(): number {
    return this.streams.size
  }

  /** Read-only introspection for tests and benchmarks: what slow clients cost in memory. */
  bufferStats(): StreamBufferStats {
    let totalBytes = 0
    let maxBytes = 0
    for (const response of this.connections) {
      const bytes = response.writableLength
      totalBytes += bytes
      maxBytes = Math.max(maxBytes, bytes)
    }
    return { connections: this.connections.size, totalBytes, maxBytes }
  }

  private static writeStreamHead(response: ServerResponse): void {
    for (const [name, value] of Object.entries(SSE_HEADERS)) response.setHeader(name, value)
    response.removeHeader('Latest-Ledger')
    response.writeHead(200)
  }

  /** HEAD of a stream URL: the headers the stream would start with, no body, nothing opened. */
  answerHead(response: ServerResponse): void {
    StreamHub.writeStreamHead(response)
    response.end()
  }

  private startResponse(response: ServerResponse): void {
    StreamHub.writeStreamHead(response)
    response.socket?.setNoDelay(true)
    response.write(SSE_HELLO)
  }

  /**
   * Ends a stream's response; if the client has not taken the bytes after flushTimeoutMs, the
   * connection is destroyed so a client that never reads cannot pin its socket and buffers.
   */
  private finish(response: ServerResponse, ending: StreamEnding): void {
    if (ending === 'goodbye' && !response.writableEnded) response.write(SSE_GOODBYE)
    response.end()
    const timer = setTimeout(
      () => response.destroy(),
      this.options.flushTimeoutMs ?? DEFAULT_STREAM_FLUSH_TIMEOUT_MS,
    )
    timer.unref()
    // 'close' follows 'finish' once everything was handed to the kernel, or the socket closing.
    response.once('close', () => clearTimeout(timer))
  }

  private register(
    response: ServerResponse,
    stream: OpenStream,
    onClose: () => void = () => {},
  ): void {
    this.streams.add(stream)
    this.connections.add(response)
    const timer = setTimeout(() => stream.end('goodbye'), this.options.connectionTimeoutMs)
    timer.unref()
    response.once('close', () => {
      clearTimeout(timer)
      this.streams.delete(stream)
      this.connections.delete(response)
      onClose()
    })
  }

  /** Starts a paged stream; the request was fully validated before (errors are problem+json). */
  openPagedStream(response: ServerResponse, request: PagedStreamRequest): void {
    this.startResponse(response)
    const restSource = request.restSource ?? request.source
    let cursor = request.cursor
    let sent = 0
    let waitingForDrain = false
    /** The socket refused a write before the page was fully sent. */
    let pageUnfinished = false
    /** A ledger closed while the stream waited for 'drain'. */
    let ledgerClosedWhileWaiting = false
    let ended = false
    /** Within a close (`round`), the response ends once that close's records are all written. */
    const end = (ending: StreamEnding, round?: CloseRound): void => {
      if (ended) return
      ended = true
      this.streams.delete(stream)
      if (round === undefined) this.finish(response, ending)
      else round.ending.push(() => response.destroyed || this.finish(response, ending))
    }

    /**
     * One loop iteration (`round`: the ledger close that started it), or with restOfPage the rest
     * of the current iteration's page after 'drain'.
     */
    const poll = (options: { round?: CloseRound; restOfPage?: true } = {}): void => {
      const { round, restOfPage = false } = options
      if (ended) return
      if (waitingForDrain) {
        ledgerClosedWhileWaiting = true
        return
      }
      const remaining = request.limit - sent
      try {
        const rows = restOfPage
          ? restSource.fetch(cursor, request.order, remaining)
          : sharedIterationRows(request, cursor, remaining, round?.shared)
        for (let index = 0; index < rows.length; index++) {
          const row = rows[index] as PageRow
          const rowEvent = sharedRowEvent(row)
          const writable = response.write(recordEvent(row, rowEvent, request.renderRecord(row)))
          sent += 1
          cursor = rowEvent.cursor
          if (!writable) {
            // Stop here rather than buffer the rest of the page: the cursor is the last row
            // sent, so after 'drain' the rest is queried again from there — no gap, no repeat.
            waitingForDrain = true
            pageUnfinished = index < rows.length - 1
            break
          }
        }
      } catch (error) {
        if (!response.writableEnded) response.write(sseErrorEvent(streamErrorText(error)))
        end('silent')
        return
      }
      if (sent >= request.limit) {
        end('goodbye', round)
        return
      }
      if (waitingForDrain) {
        response.once('drain', () => {
          waitingForDrain = false
          const newLedger = ledgerClosedWhileWaiting
          const unfinished = pageUnfinished
          ledgerClosedWhileWaiting = false
          pageUnfinished = false
          // A ledger that closed meanwhile is a new loop iteration, whose query also covers the
          // rest of the page; otherwise only the rest of the current iteration's page is sent.
          if (newLedger) poll()
          else if (unfinished) poll({ restOfPage: true })
        })
      }
    }

    const stream: OpenStream = { end, poll: (round) => poll({ round }) }
    this.register(response, stream, () => {
      ended = true
    })
    poll()
  }

  /**
   * Object streams: the object once, then silence until the timeout (/accounts/{id}), or with
   * `refresh` (/order_book) the object again after each close that changed it, as Horizon's
   * streamableObjectActionHandler does, ending with `event: close` after 10 events.
   */
  openObjectStream(response: ServerResponse, compactJson: string, refresh?: () => string): void {
    this.startResponse(response)
    let ended = false
    let last = compactJson
    let sent = 1
    const end = (ending: StreamEnding): void => {
      if (ended) return
      ended = true
      this.streams.delete(stream)
      this.finish(response, ending)
    }
    const poll = (): void => {
      if (ended || !refresh) return
      let next: string
      try {
        next = refresh()
      } catch (error) {
        if (!response.writableEnded) response.write(sseErrorEvent(streamErrorText(error)))
        end('silent')
        return
      }
      if (next === last) return
      last = next
      response.write(sseObjectEvent(next))
      sent += 1
      if (sent >= OBJECT_STREAM_MAX_EVENTS) end('goodbye')
    }
    const stream: OpenStream = refresh ? { end, poll } : { end }
    this.register(response, stream, () => {
      ended = true
    })
    response.write(sseObjectEvent(compactJson))
  }

  /** A ledger closed: every paged stream looks for records after its own last token. */
  notifyLedgerClosed(): void {
    const round: CloseRound = { shared: new Map(), ending: [] }
    for (const stream of [...this.streams]) stream.poll?.(round)
    if (round.ending.length === 0) return
    // node:http writes a response's bytes on the next tick (it corks the socket until then); this
    // tick is queued after those, so the records reach the sockets before the streams end.
    process.nextTick(() => {
      for (const endStream of round.ending) endStream()
    })
  }

  /** Shutdown: every stream gets its goodbye event and ends. */
  closeAll(): void {
    for (const stream of [...this.streams]) stream.end('goodbye')
  }
}
