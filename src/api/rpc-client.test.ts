import { afterEach, describe, expect, it, vi } from 'vitest'
import { RpcError, rpcCall, rpcMaxAnswerChars } from '@/api/rpc-client'
import { getEvents, getLedgerEntries, getTransaction } from '@/api/rpc-methods'
import { rpcAnswerOf } from '@/test-support/rpc-fixtures'

const rpcUrl = 'http://rpc.test/rpc'

function answerWith(body: string | ReadableStream<Uint8Array>, status = 200) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function failureOf(call: Promise<unknown>): Promise<RpcError> {
  const error = await call.then(
    () => null,
    (cause: unknown) => cause,
  )
  expect(error).toBeInstanceOf(RpcError)
  return error as RpcError
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('rpcCall', () => {
  it('POSTs a JSON-RPC 2.0 request with by-name params to the RPC and returns its result', async () => {
    const fetchMock = answerWith(rpcAnswerOf('getLatestLedger.json'))
    const result = await rpcCall(rpcUrl, 'getLatestLedger', undefined)
    expect(result).toMatchObject({ sequence: 1283415 })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(rpcUrl)
    expect(init.method).toBe('POST')
    expect(init.redirect).toBe('error')
    expect(JSON.parse(String(init.body))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'getLatestLedger',
    })
  })

  it('turns a JSON-RPC error object into an rpc_error with its code and message', async () => {
    answerWith(rpcAnswerOf('error-invalid-params.json'))
    const error = await failureOf(rpcCall(rpcUrl, 'getEvents', { startLedger: 0 }))
    expect(error.kind).toBe('rpc_error')
    expect(error.code).toBe(-32602)
    expect(error.message).toBe(
      'The RPC refused getEvents (error -32602): startLedger must be positive',
    )
  })

  it.each([
    ['not JSON', '<html>hello</html>', /is not JSON/],
    ['an array', '[]', /not a JSON-RPC object/],
    ['not JSON-RPC 2.0', '{"id":1,"result":{}}', /not JSON-RPC 2.0/],
    ['another id', '{"jsonrpc":"2.0","id":7,"result":{}}', /another request/],
    ['no result', '{"jsonrpc":"2.0","id":1}', /neither a result nor an error/],
  ])('refuses an answer that is %s', async (_what, body, message) => {
    answerWith(body)
    const error = await failureOf(rpcCall(rpcUrl, 'getHealth', undefined))
    expect(error.kind).toBe('malformed')
    expect(error.message).toMatch(message)
  })

  it('says when the network has no RPC, without a request', async () => {
    const fetchMock = answerWith('{}')
    const error = await failureOf(rpcCall(null, 'getHealth', undefined))
    expect(error.kind).toBe('no_rpc')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('stops reading an answer larger than the cap', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(1024 * 1024))
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        controller.enqueue(chunk)
      },
    })
    answerWith(endless)
    const error = await failureOf(rpcCall(rpcUrl, 'getEvents', {}))
    expect(error.kind).toBe('too_large')
    expect(sent).toBeLessThanOrEqual(rpcMaxAnswerChars / chunk.length + 2)
  })

  it('gives up on an answer that stops half way', async () => {
    vi.useFakeTimers()
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"jsonrpc":"2.0",'))
      },
    })
    answerWith(stalled)
    const failure = failureOf(rpcCall(rpcUrl, 'getHealth', undefined))
    await vi.advanceTimersByTimeAsync(3_100)
    expect((await failure).kind).toBe('timeout')
  })

  it('says the RPC is unreachable when fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const error = await failureOf(rpcCall(rpcUrl, 'getHealth', undefined))
    expect(error.kind).toBe('unreachable')
    expect(error.message).toContain('http://rpc.test')
  })
})

describe('the method readers over real answers', () => {
  it('reads getEvents: ids and cursors stay strings', async () => {
    answerWith(rpcAnswerOf('getEvents-all.json'))
    const page = await getEvents(rpcUrl, { contractIds: [], startLedger: 1, limit: 10 })
    expect(page.events.length).toBeGreaterThan(0)
    expect(typeof page.events[0]?.id).toBe('string')
    expect(page.cursor).toBe('0016019351840751616-0000000001')
    expect(page.oldestLedger).toBe(3609838)
  })

  it('reads the older RPC format of getLedgerEntries: a ledger sequence as a decimal string', async () => {
    answerWith(rpcAnswerOf('getLedgerEntries-account.json'))
    const { entries } = await getLedgerEntries(rpcUrl, ['AAAA'])
    expect(entries[0]?.lastModifiedLedgerSeq).toBe(164303)
    expect(entries[0]?.liveUntilLedgerSeq).toBeNull()
  })

  it('reads getLedgerEntries with and without a TTL', async () => {
    answerWith(rpcAnswerOf('getLedgerEntries-contract-data-sac-balance-with-ttl.json'))
    const withTtl = await getLedgerEntries(rpcUrl, ['AAAA'])
    expect(withTtl.entries[0]?.liveUntilLedgerSeq).toEqual(expect.any(Number))
    answerWith(rpcAnswerOf('getLedgerEntries-contract-data-sac-balance.json'))
    const withoutTtl = await getLedgerEntries(rpcUrl, ['AAAA'])
    expect(withoutTtl.entries[0]?.liveUntilLedgerSeq).toBeNull()
  })

  it('reads a found and a missing transaction with the window the RPC keeps', async () => {
    answerWith(rpcAnswerOf('getTransaction-success-meta-v4.json'))
    const found = await getTransaction(rpcUrl, 'ab')
    expect(found).toMatchObject({ status: 'SUCCESS', ledger: 490252, oldestLedger: 369355 })
    expect(found.diagnosticEventsXdr).toHaveLength(22)
    answerWith(rpcAnswerOf('getTransaction-not-found.json'))
    const missing = await getTransaction(rpcUrl, 'ab')
    expect(missing).toMatchObject({ status: 'NOT_FOUND', ledger: null, oldestLedger: 2538660 })
  })

  it('refuses a result of the wrong shape', async () => {
    answerWith('{"jsonrpc":"2.0","id":1,"result":{"entries":[{"key":1}],"latestLedger":5}}')
    const error = await failureOf(getLedgerEntries(rpcUrl, ['AAAA']))
    expect(error.kind).toBe('malformed')
    expect(error.message).toContain('"key"')
  })
})
