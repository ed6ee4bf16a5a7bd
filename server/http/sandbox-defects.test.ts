// Issue 8's sandbox defects, each over real sockets on port 0: HEAD of a stream, the control
// endpoint's exposure (cross-origin, loopback only, count cap, chunked closing), and the caps and
// limits on streams, connections, request timeouts, URL and header sizes.
import { Agent, request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopbackAddress } from './control-endpoint.ts'
import {
  rawRequest,
  startSimulatedSandbox,
  type RawResponse,
  type RunningSandbox,
} from '../testing/test-support.ts'

const PROBLEM_TYPE = 'application/problem+json; charset=utf-8'

/** Rejects instead of waiting forever: a request that hangs is the defect being tested. */
function withDeadline<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${milliseconds} ms`)),
      milliseconds,
    )
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (
        clearTimeout(timer),
        reject(error instanceof Error ? error : new Error(String(error)))
      ),
    )
  })
}

/** Sends raw bytes on a fresh connection and collects everything until the server closes it. */
function rawExchange(port: number, bytes: string, endAfterWrite = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes)
      if (endAfterWrite) socket.end()
    })
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
}

function problemOf(response: RawResponse): { type: string; status: number; extras?: unknown } {
  expect(response.headers['content-type']).toBe(PROBLEM_TYPE)
  return JSON.parse(response.body) as { type: string; status: number; extras?: unknown }
}

function portOf(running: RunningSandbox): number {
  return Number(new URL(running.baseUrl).port)
}

describe('HEAD of a streamable URL with Accept: text/event-stream (defect 8)', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSimulatedSandbox({ history: 5 })
  })
  afterAll(() => running.stop())

  it('answers the stream headers at once, without a body and without opening a stream', async () => {
    const accept = { Accept: 'text/event-stream' }
    const response = await withDeadline(
      rawRequest(`${running.baseUrl}/ledgers?cursor=now`, { method: 'HEAD', headers: accept }),
      5000,
      'HEAD /ledgers',
    )
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toBe('')
    expect(running.sandbox.openStreamCount()).toBe(0)
  })

  it('answers the same problem a GET would for an invalid stream request', async () => {
    const accept = { Accept: 'text/event-stream' }
    const url = `${running.baseUrl}/ledgers?cursor=abc`
    const get = await rawRequest(url, { headers: accept })
    const head = await withDeadline(
      rawRequest(url, { method: 'HEAD', headers: accept }),
      5000,
      'HEAD bad cursor',
    )
    expect(head.status).toBe(400)
    expect(head.headers['content-type']).toBe(get.headers['content-type'])
    expect(head.headers['content-length']).toBe(get.headers['content-length'])
    expect(head.body).toBe('')
  })
})

describe('POST /_sandbox/close (defect 9)', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSimulatedSandbox({ history: 5 })
  })
  afterAll(() => running.stop())

  const latest = () => running.simulator?.latestLedgerSequence() ?? 0

  it('refuses a request carrying a cross-site Origin with a 403 problem and no CORS headers', async () => {
    const before = latest()
    const response = await rawRequest(`${running.baseUrl}/_sandbox/close`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(problemOf(response).type).toBe('https://stellar.org/horizon-errors/forbidden')
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(latest()).toBe(before)
  })

  it('refuses a CORS preflight with a 403 problem and no CORS headers', async () => {
    const response = await rawRequest(`${running.baseUrl}/_sandbox/close?count=5`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(403)
    expect(problemOf(response).status).toBe(403)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['access-control-allow-methods']).toBeUndefined()
  })

  it('accepts loopback clients only', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true)
    for (const address of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false)
  })

  it('caps count with a Horizon-style invalid_field problem', async () => {
    const before = latest()
    const response = await rawRequest(`${running.baseUrl}/_sandbox/close?count=1001`, {
      method: 'POST',
    })
    expect(response.status).toBe(400)
    expect(problemOf(response).extras).toEqual({
      invalid_field: 'count',
      reason: 'count must be an integer from 1 to 1000',
    })
    expect(latest()).toBe(before)
  })

  it('keeps answering other requests while a large count closes', async () => {
    const before = latest()
    const count = 60
    let closeAnswered = false
    const close = rawRequest(`${running.baseUrl}/_sandbox/close?count=${count}`, {
      method: 'POST',
    }).then((response) => {
      closeAnswered = true
      return response
    })
    // Wait until the first ledgers were closed, then ask for the root document meanwhile.
    while (latest() === before) await new Promise((resolve) => setTimeout(resolve, 5))
    const root = await rawRequest(`${running.baseUrl}/`)
    const seenLatest = (JSON.parse(root.body) as { history_latest_ledger: number })
      .history_latest_ledger
    expect(closeAnswered, 'GET / was answered before the close finished').toBe(false)
    expect(seenLatest).toBeGreaterThan(before)
    expect(seenLatest).toBeLessThan(before + count)
    const closed = JSON.parse((await close).body) as { closed: number[] }
    expect(closed.closed).toEqual(Array.from({ length: count }, (_, index) => before + 1 + index))
  })
})

describe('caps on streams and connections (defect 10)', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSimulatedSandbox({
      history: 5,
      server: { maxStreams: 2, maxConnections: 4 },
    })
  })
  afterAll(() => running.stop())

  it('answers 503 server_over_capacity over the stream cap, and serves other requests', async () => {
    const agent = new Agent({ keepAlive: false })
    const open: Array<() => void> = []
    for (let index = 0; index < 2; index++) {
      await new Promise<void>((resolve, reject) => {
        const outgoing = httpRequest(
          `${running.baseUrl}/ledgers?cursor=now`,
          { agent, headers: { Accept: 'text/event-stream' } },
          (incoming) => {
            expect(incoming.statusCode).toBe(200)
            incoming.once('data', () => resolve())
          },
        )
        outgoing.on('error', reject)
        outgoing.end()
        open.push(() => outgoing.destroy())
      })
    }
    expect(running.sandbox.openStreamCount()).toBe(2)
    const third = await rawRequest(`${running.baseUrl}/ledgers?cursor=now`, {
      headers: { Accept: 'text/event-stream' },
    })
    expect(third.status).toBe(503)
    expect(JSON.parse(third.body)).toMatchObject({
      type: 'https://stellar.org/horizon-errors/server_over_capacity',
      title: 'Server Over Capacity',
      status: 503,
    })
    expect((await rawRequest(`${running.baseUrl}/ledgers`)).status).toBe(200)
    for (const close of open) close()
    agent.destroy()
  })

  it('answers 503 server_over_capacity on connections over the connection cap', async () => {
    const port = portOf(running)
    const idle = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<ReturnType<typeof connect>>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket))
          }),
      ),
    )
    // Let the server see the four connections before the fifth arrives.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const answer = await withDeadline(
      rawExchange(port, 'GET /ledgers HTTP/1.1\r\nHost: x\r\n\r\n'),
      5000,
      'fifth connection',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 503 /)
    expect(answer).toContain('server_over_capacity')
    for (const socket of idle) socket.destroy()
  })
})

describe('request timeouts and size limits (defect 10)', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSimulatedSandbox({
      history: 5,
      server: { headersTimeoutMs: 400, requestTimeoutMs: 600, connectionsCheckingIntervalMs: 100 },
    })
  })
  afterAll(() => running.stop())

  it('answers a client that never finishes its headers with a 408 problem and closes', async () => {
    const answer = await withDeadline(
      rawExchange(portOf(running), 'GET /ledgers HTTP/1.1\r\nHost: x\r\n'),
      5000,
      'slow headers',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer).toContain(PROBLEM_TYPE)
  })

  it('does not apply the request timeout to an open stream', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const outgoing = httpRequest(
        `${running.baseUrl}/ledgers?cursor=now`,
        { headers: { Accept: 'text/event-stream' } },
        (incoming) => {
          let body = ''
          incoming.setEncoding('utf8')
          incoming.on('data', (chunk: string) => {
            body += chunk
            if (body.includes('id: ')) {
              outgoing.destroy()
              resolve(body)
            }
          })
          incoming.on('close', () => resolve(body))
          setTimeout(() => running.closeLedgers(1), 1200)
        },
      )
      outgoing.on('error', reject)
      outgoing.end()
    })
    expect(received).toContain('id: ')
  })

  it('answers an over-long URL with a 414 problem', async () => {
    const response = await rawRequest(`${running.baseUrl}/ledgers?x=${'a'.repeat(9000)}`)
    expect(response.status).toBe(414)
    expect(problemOf(response).status).toBe(414)
  })

  it('answers oversized headers with a 431 problem', async () => {
    const answer = await withDeadline(
      rawExchange(
        portOf(running),
        `GET /ledgers HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      ),
      5000,
      'oversized headers',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer).toContain(PROBLEM_TYPE)
  })

  it('answers a malformed request with a 400 problem', async () => {
    const answer = await withDeadline(
      rawExchange(portOf(running), 'NOT HTTP AT ALL\r\n\r\n'),
      5000,
      'malformed request',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain(PROBLEM_TYPE)
  })
})
