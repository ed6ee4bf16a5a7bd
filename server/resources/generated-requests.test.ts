// Generated requests against an in-process sandbox (issue 8): whatever arrives — any route, id,
// parameter, method or header — the answer is a valid page or record, Horizon problem+json, or an
// SSE stream that starts properly; never a 5xx, a broken body or a hang.
import fc from 'fast-check'
import { Agent } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox, type RunningSandbox } from '../testing/test-support.ts'
import {
  describeRequest,
  generatedRequest,
  percentEncode,
  type GeneratedRequest,
  type KnownIds,
} from '../testing/generated-requests-support.ts'
import { ODD_METHODS, SERVED_ROUTES, STREAM_ACCEPTS } from '../testing/generated-request-values.ts'
import {
  answerFaults,
  collectKnownIds,
  sendGeneratedRequest,
  type Answer,
} from '../testing/generated-answers-support.ts'

const TIMEOUT_MS = 3_000
/** Fixed so CI is reproducible; FC_SEED=<n> explores other requests locally. */
const SEED = Number(process.env.FC_SEED ?? '8')
const HAL = 'application/hal+json; charset=utf-8'
const PROBLEM = 'application/problem+json; charset=utf-8'
const SSE = 'text/event-stream; charset=utf-8'

/**
 * Every served route with real ids, under every method and Accept header — except HEAD with an
 * Accept that negotiates text/event-stream, which hangs (known defect, see the it.fails below).
 */
function routeMatrix(known: KnownIds): GeneratedRequest[] {
  const entry = known.dataEntries[0]
  const ids: Record<string, string> = {
    ledger: known.ledgers[0] ?? '',
    transaction: known.transactions[0] ?? '',
    operation: known.operations[0] ?? '',
    account: entry?.account ?? known.accounts[0] ?? '',
    dataKey: entry?.key ?? '',
  }
  const accepts = [
    undefined,
    'application/json',
    '*/*',
    'text/plain',
    'application/octet-stream',
    ...STREAM_ACCEPTS,
  ]
  const requests: GeneratedRequest[] = []
  for (const route of SERVED_ROUTES) {
    const path = route.replace(/\{(\w+)\}/g, (_match, kind: string) =>
      percentEncode(ids[kind] ?? ''),
    )
    for (const method of ['GET', ...ODD_METHODS])
      for (const accept of accepts) {
        if (method === 'HEAD' && accept !== undefined && STREAM_ACCEPTS.includes(accept)) continue
        const headers: Record<string, string> = accept === undefined ? {} : { accept }
        requests.push({ method, target: `${path}?limit=2`, headers })
      }
  }
  return requests
}

describe('generated requests', () => {
  let sandbox: RunningSandbox
  let known: KnownIds
  const agent = new Agent({ keepAlive: true, maxSockets: 4 })

  beforeAll(async () => {
    sandbox = await startSimulatedSandbox({ history: 40 })
    known = await collectKnownIds(sandbox.baseUrl)
  })
  afterAll(async () => {
    agent.destroy()
    await sandbox.stop()
  })

  async function faultsOf(request: GeneratedRequest): Promise<string[]> {
    const answer = await sendGeneratedRequest(sandbox.baseUrl, request, {
      timeoutMs: TIMEOUT_MS,
      agent,
    })
    const faults = answerFaults(request, answer)
    return faults.length === 0 ? [] : [describeRequest(request, sandbox.baseUrl), ...faults]
  }

  it('found real ids of every kind to build requests from', () => {
    expect(known.ledgers.length).toBeGreaterThan(0)
    expect(known.transactions.length).toBeGreaterThan(0)
    expect(known.operations.length).toBeGreaterThan(0)
    expect(known.accounts.length).toBeGreaterThan(0)
    expect(known.dataEntries.length).toBeGreaterThan(0)
    expect(known.pagingTokens.some((token) => token.includes('-'))).toBe(true)
  })

  it('answers every served route × method × Accept with a page, record, problem or stream', async () => {
    const faults: string[] = []
    for (const request of routeMatrix(known)) faults.push(...(await faultsOf(request)))
    expect(faults).toEqual([])
  })

  it('answers 3,000 generated requests with a page, record, problem or stream', async () => {
    await fc.assert(
      fc.asyncProperty(generatedRequest(known), async (request) => {
        expect(await faultsOf(request)).toEqual([])
      }),
      { numRuns: 3_000, seed: SEED, endOnFailure: true },
    )
  })

  it('leaves no stream open once the clients are gone', async () => {
    const deadline = Date.now() + 2_000
    while (sandbox.sandbox.openStreamCount() > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sandbox.sandbox.openStreamCount()).toBe(0)
  })

  // HEAD with Accept: text/event-stream once hung for 55 s (issue 8, defect 8).
  it('HEAD with Accept: text/event-stream gets a complete answer', async () => {
    const faults: string[] = []
    for (const target of ['/ledgers?cursor=now', `/accounts/${known.accounts[0] ?? ''}`])
      faults.push(
        ...(await faultsOf({ method: 'HEAD', target, headers: { accept: 'text/event-stream' } })),
      )
    expect(faults).toEqual([])
  })
})

describe('answer checks', () => {
  const get: GeneratedRequest = { method: 'GET', target: '/ledgers', headers: {} }
  const response = (status: number, contentType: string, body: string): Answer => ({
    kind: 'response',
    status,
    headers: { 'content-type': contentType },
    body: Buffer.from(body),
    streamCut: false,
  })
  const problem = (status: number, bodyStatus = status) =>
    JSON.stringify({
      type: 'https://stellar.org/horizon-errors/bad_request',
      title: 'Bad Request',
      status: bodyStatus,
    })
  const links = { self: { href: '/a' }, next: { href: '/b' }, prev: { href: '/c' } }
  const page = (records: unknown[]) => JSON.stringify({ _links: links, _embedded: { records } })

  it('accepts pages, records, problems and a stream hello', () => {
    expect(answerFaults(get, response(200, HAL, page([{ paging_token: '1' }])))).toEqual([])
    expect(answerFaults(get, response(200, HAL, JSON.stringify({ _links: links })))).toEqual([])
    expect(answerFaults(get, response(400, PROBLEM, problem(400)))).toEqual([])
    expect(
      answerFaults(get, response(200, SSE, 'retry: 1000\nevent: open\ndata: "hello"\n\n')),
    ).toEqual([])
    // HEAD of a stream: the stream's headers, no body.
    expect(answerFaults({ ...get, method: 'HEAD' }, response(200, SSE, ''))).toEqual([])
  })

  it('rejects 5xx, hangs, broken bodies and mismatched problem status', () => {
    const bad: Array<[GeneratedRequest, Answer]> = [
      [get, response(500, PROBLEM, problem(500))],
      [get, { kind: 'timeout', stage: 'headers' }],
      [get, { kind: 'connection-error', message: 'ECONNRESET' }],
      [get, response(400, PROBLEM, problem(400, 404))],
      [get, response(400, PROBLEM, '{"title":"x","status":400}')],
      [get, response(400, 'text/plain', 'Bad Request')],
      [get, response(200, HAL, '{"_embedded":{"records":{}},"_links":{}}')],
      [get, response(200, HAL, page([{ id: 'no paging token' }]))],
      [get, response(200, HAL, '{"_links": ')],
      [get, response(200, SSE, 'data: nope\n\n')],
      [{ ...get, method: 'HEAD' }, response(200, HAL, '{}')],
      [get, response(200, 'application/octet-stream', 'raw')],
    ]
    for (const [request, answer] of bad) expect(answerFaults(request, answer)).not.toEqual([])
  })
})
