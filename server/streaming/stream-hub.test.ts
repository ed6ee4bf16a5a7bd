// SSE behaviour: Horizon framing, `now` fixed at stream start, close after `limit`, timeout,
// shutdown, errors before/after the preamble, Last-Event-ID resume with the real `eventsource`
// client across forced reconnects, and backpressure (with a fake response; slow-client.test.ts
// does it over real sockets).
import { EventEmitter } from 'node:events'
import { request as httpRequest, type ServerResponse } from 'node:http'
import { EventSource } from 'eventsource'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox, type RunningSandbox } from '../testing/test-support.ts'
import type { KeysetSource, PageRow } from '../protocol/keyset-source.ts'
import { SSE_GOODBYE, SSE_HELLO } from './sse-framing.ts'
import { StreamHub } from './stream-hub.ts'

interface OpenedStream {
  status: number
  contentType: string | undefined
  text(): string
  waitFor(predicate: (text: string) => boolean, timeoutMs?: number): Promise<string>
  ended: Promise<string>
  close(): void
}

function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { headers: { Accept: 'text/event-stream', ...headers } },
      (incoming) => {
        let body = ''
        const waiters: Array<() => void> = []
        incoming.setEncoding('utf8')
        incoming.on('data', (chunk: string) => {
          body += chunk
          for (const waiter of [...waiters]) waiter()
        })
        const ended = new Promise<string>((resolveEnd) => {
          incoming.on('end', () => resolveEnd(body))
          incoming.on('close', () => resolveEnd(body))
        })
        resolve({
          status: incoming.statusCode ?? 0,
          contentType: incoming.headers['content-type'],
          text: () => body,
          ended,
          close: () => outgoing.destroy(),
          waitFor(predicate, timeoutMs = 5000) {
            return new Promise((resolveWait, rejectWait) => {
              const check = () => {
                if (!predicate(body)) return
                clearTimeout(timer)
                waiters.splice(waiters.indexOf(check), 1)
                resolveWait(body)
              }
              const timer = setTimeout(
                () => rejectWait(new Error(`timed out; received so far:\n${body}`)),
                timeoutMs,
              )
              waiters.push(check)
              check()
            })
          },
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const eventIds = (text: string): string[] =>
  [...text.matchAll(/^id: (.*)$/gm)].map((match) => match[1] ?? '')

const ledgerToken = (sequence: number): string => String(BigInt(sequence) << 32n)

describe('SSE streams', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 1, history: 30, streamTimeoutMs: 20_000 })
  })
  afterAll(() => running.stop())

  it('sends hello, id-only records with compact JSON, and closes after limit', async () => {
    const stream = await openStream(`${running.baseUrl}/ledgers?cursor=0&limit=3`)
    expect(stream.status).toBe(200)
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8')
    const body = await stream.ended
    expect(body.startsWith(SSE_HELLO)).toBe(true)
    expect(body.endsWith(SSE_GOODBYE)).toBe(true)
    const events = body.slice(SSE_HELLO.length, -SSE_GOODBYE.length).split('\n\n').filter(Boolean)
    expect(events).toHaveLength(3)
    events.forEach((event, index) => {
      const [idLine, dataLine, ...rest] = event.split('\n')
      expect(rest).toEqual([])
      expect(idLine).toBe(`id: ${ledgerToken(index + 1)}`)
      const record = JSON.parse(dataLine?.slice('data: '.length) ?? '') as { sequence: number }
      expect(record.sequence).toBe(index + 1)
      expect(dataLine).not.toMatch(/\n|&/)
    })
  })

  it('fixes cursor=now at stream start and delivers each newly closed ledger once', async () => {
    const stream = await openStream(`${running.baseUrl}/ledgers?cursor=now`)
    await stream.waitFor((text) => text.includes('event: open'))
    const closed = running.closeLedgers(3)
    await stream.waitFor((text) => eventIds(text).length >= 3)
    expect(eventIds(stream.text())).toEqual(closed.map(ledgerToken))
    stream.close()
  })

  it('streams payments with the same records as the JSON page', async () => {
    const latest = running.simulator?.latestLedgerSequence() ?? 0
    const stream = await openStream(`${running.baseUrl}/payments?cursor=now&limit=2`)
    await stream.waitFor((text) => text.includes('event: open'))
    running.closeLedgers(6)
    const body = await stream.ended
    const ids = eventIds(body)
    expect(ids).toHaveLength(2)
    const page = JSON.parse(
      await fetch(
        `${running.baseUrl}/payments?limit=2&cursor=${((BigInt(latest) + 1n) << 32n) - 1n}`,
      ).then((response) => response.text()),
    ) as { _embedded: { records: Array<{ paging_token: string }> } }
    expect(ids).toEqual(page._embedded.records.map((record) => record.paging_token))
  })

  it('validates before the preamble: errors keep their real status as problem+json', async () => {
    const badLimit = await openStream(`${running.baseUrl}/ledgers?limit=0`)
    expect(badLimit.status).toBe(400)
    expect(badLimit.contentType).toBe('application/problem+json; charset=utf-8')
    const unknownLedger = await openStream(`${running.baseUrl}/ledgers/999999/payments`)
    expect(unknownLedger.status).toBe(404)
    const notStreamable = await openStream(`${running.baseUrl}/transactions/${'a'.repeat(64)}`)
    expect(notStreamable.status).toBe(406)
  })

  it('honours Last-Event-ID over cursor when a client resumes', async () => {
    const stream = await openStream(`${running.baseUrl}/ledgers?cursor=0&limit=2`, {
      'Last-Event-ID': ledgerToken(10),
    })
    expect(eventIds(await stream.ended)).toEqual([ledgerToken(11), ledgerToken(12)])
  })

  it('sends an account once, without id', async () => {
    const account = (
      running.db.prepare('SELECT account_id FROM accounts LIMIT 1').get() as { account_id: string }
    ).account_id
    const stream = await openStream(`${running.baseUrl}/accounts/${account}`)
    const body = await stream.waitFor((text) => text.includes('data: {'))
    expect(body.startsWith(`${SSE_HELLO}data: {"_links":`)).toBe(true)
    expect(body).not.toContain('id: ')
    stream.close()
  })

  it('resumes with the eventsource client across forced reconnects without gaps or duplicates', async () => {
    const start = running.simulator?.latestLedgerSequence() ?? 0
    const received: string[] = []
    const source = new EventSource(`${running.baseUrl}/ledgers?cursor=now&limit=200`)
    await new Promise<void>((resolve) => source.addEventListener('open', () => resolve()))
    source.addEventListener('message', (event) => received.push(event.lastEventId))
    const waitForCount = (count: number) =>
      expect
        .poll(() => received.length, { timeout: 8000, interval: 20 })
        .toBeGreaterThanOrEqual(count)

    running.closeLedgers(3)
    await waitForCount(3)
    // Drop every connection: the client reconnects with Last-Event-ID after `retry` (1 s).
    running.sandbox.server.closeAllConnections()
    running.closeLedgers(4)
    await waitForCount(7)
    running.sandbox.server.closeAllConnections()
    running.closeLedgers(2)
    await waitForCount(9)
    source.close()
    expect(received).toEqual(
      Array.from({ length: 9 }, (_unused, index) => ledgerToken(start + index + 1)),
    )
  })

  it('ends the stream with a goodbye at the connection timeout', async () => {
    const short = await startSimulatedSandbox({ history: 3, streamTimeoutMs: 200 })
    const stream = await openStream(`${short.baseUrl}/ledgers?cursor=now`)
    expect(await stream.ended).toBe(SSE_HELLO + SSE_GOODBYE)
    await short.stop()
  })

  it('ends every stream with a goodbye on shutdown', async () => {
    const other = await startSimulatedSandbox({ history: 3 })
    const stream = await openStream(`${other.baseUrl}/payments?cursor=now`)
    await stream.waitFor((text) => text.includes('event: open'))
    expect(other.sandbox.openStreamCount()).toBe(1)
    await other.stop()
    expect(await stream.ended).toBe(SSE_HELLO + SSE_GOODBYE)
  })

  it('reports a mid-stream failure as a plain-text error event and closes', async () => {
    const other = await startSimulatedSandbox({ history: 3 })
    const stream = await openStream(`${other.baseUrl}/ledgers?cursor=now`)
    await stream.waitFor((text) => text.includes('event: open'))
    other.db.exec('DROP TABLE ledgers')
    other.sandbox.notifyLedgerClosed()
    expect(await stream.ended).toBe(`${SSE_HELLO}event: error\ndata: Unexpected stream error\n\n`)
    await other.stop()
  })
})

describe('StreamHub backpressure', () => {
  class FakeResponse extends EventEmitter {
    writes: string[] = []
    writableEnded = false
    acceptWrites = true
    headers = new Map<string, unknown>()
    setHeader(name: string, value: unknown) {
      this.headers.set(name, value)
    }
    removeHeader(name: string) {
      this.headers.delete(name)
    }
    writeHead() {}
    write(chunk: string): boolean {
      this.writes.push(chunk)
      return this.acceptWrites
    }
    end() {
      this.writableEnded = true
    }
    destroy() {}
  }

  it('stops querying a stream whose socket is full and resumes on drain', () => {
    let fetches = 0
    let next = 1
    const source: KeysetSource = {
      cursorKind: 'single',
      shareKey: 'test',
      fetch(): PageRow[] {
        fetches += 1
        const row = { pagingToken: String(next), json: '{}' }
        next += 1
        return [row]
      },
    }
    const hub = new StreamHub({ connectionTimeoutMs: 60_000 })
    const slow = new FakeResponse()
    slow.acceptWrites = false
    hub.openPagedStream(slow as unknown as ServerResponse, {
      source,
      cursor: undefined,
      order: 'asc',
      limit: 100,
      renderRecord: (row) => row.json,
    })
    expect(fetches).toBe(1)
    for (let ledger = 0; ledger < 50; ledger++) hub.notifyLedgerClosed()
    // A full socket buffer means no more queries and no more buffered events.
    expect(fetches).toBe(1)
    expect(slow.writes.length).toBe(2)
    slow.acceptWrites = true
    slow.emit('drain')
    expect(fetches).toBe(2)
    hub.notifyLedgerClosed()
    expect(fetches).toBe(3)
    hub.closeAll()
    expect(slow.writes.at(-1)).toBe(SSE_GOODBYE)
  })

  it('stops mid-page at the first refused write and sends the rest after drain, without a new update', () => {
    const rows = Array.from({ length: 5 }, (_unused, index) => ({
      pagingToken: String(index + 1),
      json: `{"n":${index + 1}}`,
    }))
    const pageAfter = (cursor: { first: bigint } | undefined, limit: number): PageRow[] =>
      rows.filter((row) => BigInt(row.pagingToken) > (cursor?.first ?? 0n)).slice(0, limit)
    /** A source over `rows` that notes the cursor of each fetch in `cursors`. */
    const recordingSource = (shareKey: string, cursors: number[]): KeysetSource => ({
      cursorKind: 'single',
      shareKey,
      fetch(cursor, _order, limit) {
        cursors.push(Number(cursor?.first ?? 0n))
        return pageAfter(cursor, limit)
      },
    })
    const updates: number[] = []
    const rests: number[] = []
    const source = recordingSource('updates', updates)
    const restSource = recordingSource('rest', rests)
    const hub = new StreamHub({ connectionTimeoutMs: 60_000 })
    const slow = new FakeResponse()
    slow.acceptWrites = false
    hub.openPagedStream(slow as unknown as ServerResponse, {
      source,
      restSource,
      cursor: undefined,
      order: 'asc',
      limit: 5,
      renderRecord: (row) => row.json,
    })
    // Hello plus the one record the socket refused: the other four are not buffered.
    expect(slow.writes).toEqual([SSE_HELLO, 'id: 1\ndata: {"n":1}\n\n'])
    slow.emit('drain')
    // The rest of the same update comes from restSource (a metered stream pays no token), from
    // the last token sent; the socket refused again after record 2.
    expect(rests).toEqual([1])
    expect(slow.writes.slice(2)).toEqual(['id: 2\ndata: {"n":2}\n\n'])
    slow.acceptWrites = true
    slow.emit('drain')
    expect(rests).toEqual([1, 2])
    expect(updates).toEqual([0])
    expect(slow.writes.slice(3)).toEqual([
      'id: 3\ndata: {"n":3}\n\n',
      'id: 4\ndata: {"n":4}\n\n',
      'id: 5\ndata: {"n":5}\n\n',
      SSE_GOODBYE,
    ])
    expect(slow.writableEnded).toBe(true)
    expect(hub.openStreamCount).toBe(0)
  })
})
