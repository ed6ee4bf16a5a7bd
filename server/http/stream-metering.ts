// Horizon's per-update token accounting of open streams (only with a rate limiter). Streams skip
// the HTTP limiter; each loop iteration of a stream spends one token instead. Rows fetched by
// metered paged streams during the current ledger are shared like the hub shares them; object
// streams, which the hub never polls, spend theirs when a ledger closes.
import type { ServerResponse } from 'node:http'
import { sseErrorEvent } from '../streaming/sse-framing.ts'
import type { KeysetSource, PageRow } from '../protocol/keyset-source.ts'
import { HorizonProblem, rateLimitExceededProblem } from '../protocol/problem.ts'
import type { GcraRateLimiter } from './rate-limiter.ts'

export class StreamMeter {
  private streamSerial = 0
  private readonly updateRows = new Map<string, PageRow[]>()
  private readonly objectStreams = new Set<{ key: string; response: ServerResponse }>()

  constructor(private readonly limiter: GcraRateLimiter) {}

  /**
   * A paged stream's source that spends one token per update, as Horizon's StreamHandler does
   * at the top of each loop. The initial query was paid for before the preamble; a later denial
   * is thrown as the problem, which the hub turns into `event: error` and closes the stream.
   * Its shareKey is unique so the hub never answers this stream from another stream's query.
   */
  meteredSource(source: KeysetSource, key: string): KeysetSource {
    let initial = true
    this.streamSerial += 1
    const { limiter, updateRows } = this
    return {
      cursorKind: source.cursorKind,
      shareKey: `${source.shareKey}|stream ${this.streamSerial}`,
      fetch(cursor, order, limit) {
        if (initial) {
          initial = false
          return source.fetch(cursor, order, limit)
        }
        if (limiter.take(key).limited) throw new HorizonProblem(rateLimitExceededProblem)
        const shareKey = `${source.shareKey}|${order}|${cursor?.first ?? ''}-${cursor?.second ?? ''}|${limit}`
        let rows = updateRows.get(shareKey)
        if (rows === undefined) {
          rows = source.fetch(cursor, order, limit)
          updateRows.set(shareKey, rows)
        }
        return rows
      },
    }
  }

  /** An object stream pays on every ledger close until it is denied (then it is ended). */
  trackObjectStream(key: string, response: ServerResponse): void {
    const stream = { key, response }
    this.objectStreams.add(stream)
    response.once('close', () => this.objectStreams.delete(stream))
  }

  /** Call after every closed ledger, before the hub polls its streams. */
  ledgerClosed(): void {
    this.updateRows.clear()
    for (const stream of [...this.objectStreams]) {
      if (!this.limiter.take(stream.key).limited) continue
      this.objectStreams.delete(stream)
      const { response } = stream
      if (!response.writableEnded) {
        response.write(
          sseErrorEvent(new HorizonProblem(rateLimitExceededProblem).streamErrorText()),
        )
        response.end()
      }
    }
  }
}
