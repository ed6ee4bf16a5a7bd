// "A slow client never blocks others or grows memory without bound", over real sockets.
//
// Why a Unix socket for the slow client: on Linux loopback TCP the kernel alone absorbs ~4 MB per
// connection (send buffer autotuned to tcp_wmem's maximum plus the receive buffer), more than a
// whole SSE connection can carry (≤ 200 records ≈ 0.5 MB), so a paused TCP client never makes the
// server buffer a byte and a cap on the server's buffer could not fail. A Unix stream socket's
// kernel buffer is ~200 kB with no autotuning, so the same HTTP server (the listener hands the
// socket to it, as node:http documents for `'connection'`) really hits backpressure. The fast
// clients use TCP on 127.0.0.1.
//
// Design under test (see stream-hub.ts): a stream stops writing at the first refused write and
// continues from its own last paging token after 'drain', so the server holds at most the socket's
// high-water mark plus one event per slow stream; a client that reads late still gets every record
// in order. A client that has not taken its bytes by the time its stream ends (limit, timeout)
// plus a flush grace is disconnected, and resumes without gap by reconnecting with Last-Event-ID.
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { afterEach, describe, expect, it } from 'vitest'
import { createSandboxServer, type SandboxServer } from '../app.ts'
import { LedgerSimulator } from '../simulator/ledger-simulator.ts'
import { openDatabase, type SandboxDatabase } from '../store/database.ts'
import { SSE_GOODBYE, SSE_HELLO } from './sse-framing.ts'

/** node:net's default writableHighWaterMark: where `write()` starts returning false. */
const SOCKET_HIGH_WATER_MARK = 16 * 1024
/** Chunked transfer-encoding framing and the goodbye event, on top of one record event. */
const FRAMING_SLACK = 1024
/** Generous for a 2-core CI machine; a fast client normally sees a ledger within a few ms. */
const FAST_CLIENT_MAX_LATENCY_MS = 1000
const LIVE_CLOSES = 60
const CLOSE_SPACING_MS = 20

interface Harness {
  db: SandboxDatabase
  simulator: LedgerSimulator
  sandbox: SandboxServer
  host: string
  unixPath: string
  serverSockets: Socket[]
  stop(): Promise<void>
}

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startHarness(options: {
  history: number
  streamTimeoutMs: number
  streamFlushTimeoutMs?: number
}): Promise<Harness> {
  const db = openDatabase(':memory:')
  // Many transactions per ledger: big records (≈ 2 kB each as compact JSON) fill buffers fast.
  const simulator = new LedgerSimulator({
    db,
    seed: 7,
    history: options.history,
    maxTransactionsPerLedger: 40,
    maxAccounts: 400,
  })
  simulator.prepare()
  const sandbox = createSandboxServer({
    db,
    simulator,
    streamTimeoutMs: options.streamTimeoutMs,
    ...(options.streamFlushTimeoutMs === undefined
      ? {}
      : { streamFlushTimeoutMs: options.streamFlushTimeoutMs }),
    // Every close must reach the streams; cached pages are irrelevant here.
    responseCacheBytes: 0,
    log: () => {},
  })
  const serverSockets: Socket[] = []
  sandbox.server.on('connection', (socket: Socket) => serverSockets.push(socket))
  await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve))
  const { port } = sandbox.server.address() as AddressInfo
  const directory = mkdtempSync(join(tmpdir(), 'sse-slow-'))
  const unixPath = join(directory, 'sandbox.sock')
  const unixListener: NetServer = createNetServer((socket) =>
    sandbox.server.emit('connection', socket),
  )
  await new Promise<void>((resolve) => unixListener.listen(unixPath, resolve))
  let stopped = false
  const harness: Harness = {
    db,
    simulator,
    sandbox,
    host: `127.0.0.1:${port}`,
    unixPath,
    serverSockets,
    async stop() {
      if (stopped) return
      stopped = true
      // The sandbox first: its close() ends every connection, including those the Unix listener
      // handed over, which that listener's own close() would otherwise wait for.
      const unixClosed = new Promise<void>((resolve) => unixListener.close(() => resolve()))
      await sandbox.close()
      await unixClosed
      db.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
  cleanups.push(() => harness.stop())
  return harness
}

interface StreamClient {
  incoming: IncomingMessage
  /** Everything received so far, decoded. */
  text(): string
  /** Complete events received so far, with the time each arrived. */
  events: Array<{ id: string; data: string; at: number }>
  ended: Promise<string>
  destroy(): void
}

/**
 * Opens an SSE stream. `slow` clients never read until `startReading()`: node's HTTP client then
 * stops reading the socket once its own small buffer is full, so the kernel buffers fill up.
 */
function openStream(
  harness: Harness,
  path: string,
  options: { unix?: boolean; headers?: Record<string, string>; slow?: boolean } = {},
): Promise<StreamClient & { startReading(): void }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        ...(options.unix
          ? { socketPath: harness.unixPath }
          : { host: '127.0.0.1', port: Number(harness.host.split(':')[1]) }),
        path,
        agent: false,
        // The same Host on both transports, so both render identical hrefs.
        headers: { Host: harness.host, Accept: 'text/event-stream', ...options.headers },
      },
      (incoming) => {
        let body = ''
        let parsedUpTo = 0
        const events: StreamClient['events'] = []
        const ended = new Promise<string>((resolveEnd) => {
          incoming.on('end', () => resolveEnd(body))
          incoming.on('close', () => resolveEnd(body))
        })
        const read = (): void => {
          incoming.setEncoding('utf8')
          incoming.on('data', (chunk: string) => {
            body += chunk
            const at = performance.now()
            let boundary = body.indexOf('\n\n', parsedUpTo)
            while (boundary !== -1) {
              const event = body.slice(parsedUpTo, boundary)
              parsedUpTo = boundary + 2
              const id = /^id: (.*)$/m.exec(event)?.[1]
              const data = /^data: (.*)$/m.exec(event)?.[1]
              if (id !== undefined && data !== undefined) events.push({ id, data, at })
              boundary = body.indexOf('\n\n', parsedUpTo)
            }
          })
        }
        // A destroyed connection may end the response with an error; the body so far is the result.
        incoming.on('error', () => {})
        if (options.slow) incoming.pause()
        else read()
        resolve({
          incoming,
          text: () => body,
          events,
          ended,
          destroy: () => outgoing.destroy(),
          startReading: () => {
            read()
            incoming.resume()
          },
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What /transactions streams, in order: successful ones only (no include_failed). */
function transactionTokens(db: SandboxDatabase, afterLedger: number, count: number): string[] {
  return (
    db
      .prepare(
        'SELECT id FROM transactions WHERE ledger > ? AND successful = 1 ORDER BY id LIMIT ?',
      )
      .safeIntegers(true)
      .all(afterLedger, count) as Array<{ id: bigint }>
  ).map((row) => row.id.toString())
}

/** Largest compact transaction record the streams can send (the one event beyond the mark). */
function largestTransactionEvent(db: SandboxDatabase): number {
  const row = db.prepare('SELECT max(length(json)) AS longest FROM transactions').get() as {
    longest: number
  }
  // Compact JSON is shorter than the stored indented JSON, and the id line is < 40 bytes.
  return row.longest + 64
}

describe('a slow SSE client over a real socket', () => {
  it('never delays the fast clients, stays under a fixed buffer cap and later gets every record in order', async () => {
    const harness = await startHarness({ history: 20, streamTimeoutMs: 60_000 })
    const { db, simulator, sandbox } = harness
    const historyTokens = transactionTokens(db, 0, 200)
    expect(historyTokens, 'the history must hold a whole backlog page').toHaveLength(200)
    const openedAt = simulator.latestLedgerSequence()

    const fastLedgers = await Promise.all(
      Array.from({ length: 4 }, () => openStream(harness, '/ledgers?cursor=now&limit=200')),
    )
    const fastTransactions = await openStream(harness, '/transactions?cursor=now&limit=200')
    // One slow client with a full backlog page at once, one that falls behind live closes; the
    // latter asks exactly what a fast stream asks, so the hub shares their queries.
    const slowBacklog = await openStream(harness, '/transactions?cursor=0&limit=200', {
      unix: true,
      slow: true,
    })
    const slowLive = await openStream(harness, '/transactions?cursor=now&limit=200', {
      unix: true,
      slow: true,
    })
    await expect.poll(() => sandbox.streamBufferStats().connections).toBe(7)

    const cap = SOCKET_HIGH_WATER_MARK + largestTransactionEvent(db) + FRAMING_SLACK
    let maxBuffered = sandbox.streamBufferStats().maxBytes
    const closedAt = new Map<string, number>()
    for (let index = 0; index < LIVE_CLOSES; index++) {
      await sleep(CLOSE_SPACING_MS)
      const started = performance.now()
      const sequence = simulator.closeLedger()
      sandbox.notifyLedgerClosed()
      closedAt.set(String(BigInt(sequence) << 32n), started)
      maxBuffered = Math.max(maxBuffered, sandbox.streamBufferStats().maxBytes)
    }
    const closedTokens = [...closedAt.keys()]

    // (a) Every fast ledger client got every ledger, in order, promptly.
    for (const client of fastLedgers) {
      await expect
        .poll(() => client.events.length, { timeout: 5000, interval: 10 })
        .toBe(LIVE_CLOSES)
      expect(client.events.map((event) => event.id)).toEqual(closedTokens)
      const latencies = client.events.map((event) => event.at - (closedAt.get(event.id) ?? 0))
      expect(Math.max(...latencies)).toBeLessThan(FAST_CLIENT_MAX_LATENCY_MS)
    }
    const liveTokens = transactionTokens(db, openedAt, 200)
    expect(liveTokens, 'the live closes must produce a whole page').toHaveLength(200)
    const fastBody = await fastTransactions.ended
    expect(fastTransactions.events.map((event) => event.id)).toEqual(liveTokens)

    // (b) The slow streams really hit backpressure (the kernel buffers are full), yet the
    // server never held more than one event beyond the socket's high-water mark for them.
    maxBuffered = Math.max(maxBuffered, sandbox.streamBufferStats().maxBytes)
    expect(maxBuffered).toBeGreaterThan(0)
    expect(maxBuffered).toBeLessThanOrEqual(cap)
    expect(slowBacklog.text()).toBe('')
    expect(slowLive.text()).toBe('')

    // (c) Reading late, each slow client gets exactly its 200 records in order, then goodbye —
    // the live one byte for byte what the fast client got.
    slowBacklog.startReading()
    slowLive.startReading()
    const [backlogBody, liveBody] = await Promise.all([slowBacklog.ended, slowLive.ended])
    expect(liveBody).toBe(fastBody)
    expect(backlogBody.startsWith(SSE_HELLO)).toBe(true)
    expect(backlogBody.endsWith(SSE_GOODBYE)).toBe(true)
    expect(slowBacklog.events.map((event) => event.id)).toEqual(historyTokens)
    expect(slowLive.events.map((event) => event.id)).toEqual(liveTokens)
    for (const event of slowBacklog.events)
      expect((JSON.parse(event.data) as { paging_token: string }).paging_token).toBe(event.id)
    for (const client of fastLedgers) client.destroy()
  })

  it('disconnects a client that never reads once its stream ended; Last-Event-ID resumes it without gap', async () => {
    const harness = await startHarness({
      history: 20,
      streamTimeoutMs: 300,
      streamFlushTimeoutMs: 300,
    })
    const { db, sandbox } = harness
    const expected = transactionTokens(db, 0, 200)
    const stuck = await openStream(harness, '/transactions?cursor=0&limit=200', {
      unix: true,
      slow: true,
    })
    await expect
      .poll(() => sandbox.streamBufferStats().maxBytes, { timeout: 2000, interval: 10 })
      .toBeGreaterThan(0)
    // The stream times out after 300 ms and its goodbye cannot be flushed: 300 ms later the
    // server drops the connection and frees what it buffered.
    await expect
      .poll(() => sandbox.streamBufferStats(), { timeout: 3000, interval: 20 })
      .toEqual({ connections: 0, totalBytes: 0, maxBytes: 0 })
    expect(harness.serverSockets.every((socket) => socket.destroyed)).toBe(true)

    // What reached the client's kernel buffer is still readable: whole events only count.
    stuck.startReading()
    await stuck.ended
    const received = stuck.events.map((event) => event.id)
    expect(received.length).toBeGreaterThan(0)
    expect(received.length).toBeLessThan(200)
    expect(received).toEqual(expected.slice(0, received.length))

    const resumed = await openStream(harness, '/transactions?cursor=0&limit=200', {
      headers: { 'Last-Event-ID': received.at(-1) ?? '' },
    })
    await expect
      .poll(() => resumed.events.length, { timeout: 5000, interval: 10 })
      .toBeGreaterThanOrEqual(200 - received.length)
    const combined = [...received, ...resumed.events.map((event) => event.id)].slice(0, 200)
    expect(combined).toEqual(expected)
    resumed.destroy()
  })
})
