// Every open SSE connection, and the loop Horizon runs for each: query from the stream's own last
// paging token, send, wait for the next ledger, repeat — until `limit` records were sent (then
// `event: close`), the connection timeout, a client disconnect or shutdown.
//
// Backpressure: a stream whose socket buffer is full is not queried again until 'drain', so a
// slow client costs at most one page of buffered events and never delays the others.
import type { ServerResponse } from 'node:http'
import type { KeysetSource, PageRow } from '../http/keyset-source.ts'
import type { CursorPosition, Order } from '../http/page-query.ts'
import { HorizonProblem } from '../http/problem.ts'
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
}

interface OpenStream {
  end(withGoodbye: boolean): void
  /** Paged streams re-query on every closed ledger; object streams ignore it. */
  poll?(shared: Map<string, PageRow[]>): void
}

export interface StreamHubOptions {
  /** Horizon's connection-timeout (55 s by default); the stream then ends with `event: close`. */
  connectionTimeoutMs: number
}

function parsePagingToken(token: string): CursorPosition {
  const separator = token.indexOf('-')
  if (separator === -1) return { first: BigInt(token), second: undefined }
  return { first: BigInt(token.slice(0, separator)), second: BigInt(token.slice(separator + 1)) }
}

export class StreamHub {
  private readonly streams = new Set<OpenStream>()

  constructor(private readonly options: StreamHubOptions) {}

  get openStreamCount(): number {
    return this.streams.size
  }

  private startResponse(response: ServerResponse): void {
    for (const [name, value] of Object.entries(SSE_HEADERS)) response.setHeader(name, value)
    response.removeHeader('Latest-Ledger')
    response.writeHead(200)
    response.socket?.setNoDelay(true)
    response.write(SSE_HELLO)
  }

  private register(
    response: ServerResponse,
    stream: OpenStream,
    onClose: () => void = () => {},
  ): void {
    this.streams.add(stream)
    const timer = setTimeout(() => stream.end(true), this.options.connectionTimeoutMs)
    timer.unref()
    response.once('close', () => {
      clearTimeout(timer)
      this.streams.delete(stream)
      onClose()
    })
  }

  /** Starts a paged stream; the request was fully validated before (errors are problem+json). */
  openPagedStream(response: ServerResponse, request: PagedStreamRequest): void {
    this.startResponse(response)
    let cursor = request.cursor
    let sent = 0
    let waitingForDrain = false
    let pollAgainAfterDrain = false
    let ended = false

    const end = (withGoodbye: boolean): void => {
      if (ended) return
      ended = true
      this.streams.delete(stream)
      if (withGoodbye && !response.writableEnded) response.write(SSE_GOODBYE)
      response.end()
    }

    const poll = (shared?: Map<string, PageRow[]>): void => {
      if (ended) return
      if (waitingForDrain) {
        pollAgainAfterDrain = true
        return
      }
      const remaining = request.limit - sent
      try {
        // Streams asking the same question from the same position (typically many
        // `cursor=now` clients) share one query per closed ledger.
        const shareKey = `${request.source.shareKey}|${request.order}|${cursor?.first ?? ''}-${cursor?.second ?? ''}|${remaining}`
        let rows = shared?.get(shareKey)
        if (rows === undefined) {
          rows = request.source.fetch(cursor, request.order, remaining)
          shared?.set(shareKey, rows)
        }
        for (const row of rows) {
          const writable = response.write(
            sseRecordEvent(row.pagingToken, request.renderRecord(row)),
          )
          sent += 1
          cursor = parsePagingToken(row.pagingToken)
          if (!writable) waitingForDrain = true
        }
      } catch (error) {
        const text =
          error instanceof HorizonProblem ? error.streamErrorText() : 'Unexpected stream error'
        if (!response.writableEnded) response.write(sseErrorEvent(text))
        end(false)
        return
      }
      if (sent >= request.limit) {
        end(true)
        return
      }
      if (waitingForDrain) {
        response.once('drain', () => {
          waitingForDrain = false
          if (pollAgainAfterDrain) {
            pollAgainAfterDrain = false
            poll()
          }
        })
      }
    }

    const stream: OpenStream = { end, poll }
    this.register(response, stream, () => {
      ended = true
    })
    poll()
  }

  /** Object streams (/accounts/{id}): the object once, then silence until the timeout. */
  openObjectStream(response: ServerResponse, compactJson: string): void {
    this.startResponse(response)
    let ended = false
    const stream: OpenStream = {
      end: (withGoodbye) => {
        if (ended) return
        ended = true
        this.streams.delete(stream)
        if (withGoodbye && !response.writableEnded) response.write(SSE_GOODBYE)
        response.end()
      },
    }
    this.register(response, stream, () => {
      ended = true
    })
    response.write(sseObjectEvent(compactJson))
  }

  /** A ledger closed: every paged stream looks for records after its own last token. */
  notifyLedgerClosed(): void {
    const shared = new Map<string, PageRow[]>()
    for (const stream of [...this.streams]) stream.poll?.(shared)
  }

  /** Shutdown: every stream gets its goodbye event and ends. */
  closeAll(): void {
    for (const stream of [...this.streams]) stream.end(true)
  }
}
