// The transport of the sandbox's Stellar RPC, as stellar-rpc's (rs/cors, MaxBytesHandler 512 KiB,
// jrpc2's jhttp.Bridge) answers it: JSON-RPC 2.0 envelopes and their error codes (-32700,
// -32600, -32601, -32602), batches and notifications, HTTP method and media-type checks, the
// body size limit, CORS, and Horizon still being served beside /rpc on the same port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest, startSimulatedSandbox, type RunningSandbox } from '../testing/test-support.ts'
import { MAX_RPC_REQUEST_BYTES } from './rpc-endpoint.ts'
import { expectPreflightAllowed } from '../testing/endpoint-test-support.ts'
import {
  rawRpcRequest,
  resultErrors,
  rpcClient,
  type RpcClient,
} from '../testing/rpc-test-support.ts'

describe('Stellar RPC transport', () => {
  let running: RunningSandbox
  let rpc: RpcClient
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 1, history: 5 })
    rpc = rpcClient(running.baseUrl)
  })
  afterAll(() => running.stop())
  const post = (body: string, headers?: Record<string, string>) =>
    rawRpcRequest(running.baseUrl, body, headers ? { headers } : {})

  it('answers a call with its id echoed, and Horizon stays at /', async () => {
    const response = await post('{"jsonrpc":"2.0","id":"abc","method":"getNetwork"}')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/json')
    const answer = JSON.parse(response.body) as { id: unknown; result: unknown }
    expect(answer.id).toBe('abc')
    expect(resultErrors('getNetwork', answer.result)).toEqual([])
    const horizon = await rawRequest(`${running.baseUrl}/`)
    expect(JSON.parse(horizon.body)).toHaveProperty('network_passphrase')
  })

  it('answers a body that is not JSON as jrpc2 does: HTTP 500 "[-32700] invalid request value"', async () => {
    const response = await post('{"jsonrpc":')
    expect(response.status).toBe(500)
    expect(response.body).toBe('[-32700] invalid request value\n')
  })

  it('answers malformed requests with -32700 / -32600 error objects (id null when it had none)', async () => {
    const cases: Array<[string, number, string]> = [
      ['"just a string"', -32700, 'request is not a JSON object'],
      ['{"id":1,"method":"getHealth"}', -32600, 'invalid version marker'],
      ['{"jsonrpc":"1.0","id":1,"method":"getHealth"}', -32600, 'invalid version marker'],
      ['{"jsonrpc":"2.0","id":{},"method":"getHealth"}', -32600, 'invalid request ID'],
      ['{"jsonrpc":"2.0","id":1,"method":7}', -32700, 'invalid method name'],
      [
        '{"jsonrpc":"2.0","id":1,"method":"getHealth","params":5}',
        -32600,
        'parameters must be array or object',
      ],
      ['{"jsonrpc":"2.0","id":1,"method":""}', -32600, 'empty method name'],
      [
        '{"jsonrpc":"2.0","id":1,"method":"getHealth","extra":true}',
        -32600,
        'extra fields in request',
      ],
    ]
    for (const [body, code, message] of cases) {
      const response = await post(body)
      expect(response.status, body).toBe(200)
      const answer = JSON.parse(response.body) as {
        id: unknown
        error: { code: number; message: string }
      }
      expect(answer.error, body).toMatchObject({ code, message })
      if (body.includes('"id":1')) expect(answer.id).toBe(1)
      else expect(answer.id).toBeNull()
    }
  })

  it('answers an unknown method with -32601, naming it in data', async () => {
    expect(await rpc.error('sendTransaction', { transaction: 'AAAA' })).toEqual({
      code: -32601,
      message: 'method not found',
      data: 'sendTransaction',
    })
    expect(await rpc.error('constructor')).toMatchObject({ code: -32601 })
  })

  it('rejects positional (array) parameters and mistyped fields with -32602', async () => {
    expect(await rpc.error('getLedgers', [2])).toMatchObject({
      code: -32602,
      message: expect.stringContaining('cannot unmarshal array') as string,
    })
    expect(await rpc.error('getLedgers', { startLedger: 'two' })).toMatchObject({
      code: -32602,
      message: expect.stringContaining('GetLedgersRequest.startLedger of type uint32') as string,
    })
    expect(await rpc.error('getEvents', { startLedger: -1 })).toMatchObject({ code: -32602 })
  })

  it('answers a batch with an array, in order, and leaves notifications unanswered', async () => {
    const batch = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', method: 'getNetwork' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
      ]),
    )
    const answers = JSON.parse(batch.body) as Array<{
      id: number
      result?: unknown
      error?: unknown
    }>
    expect(answers.map((answer) => answer.id)).toEqual([1, 2])
    expect(answers[0]?.result).toHaveProperty('status', 'healthy')
    expect(answers[1]?.error).toMatchObject({ code: -32601 })
    const notification = await post('{"jsonrpc":"2.0","method":"getHealth"}')
    expect(notification.status).toBe(204)
    expect(notification.body).toBe('')
  })

  it('takes POST with application/json only', async () => {
    const get = await rawRpcRequest(running.baseUrl, '', { method: 'GET' })
    expect(get.status).toBe(405)
    expect(get.headers['accept-post']).toBe('application/json')
    const text = await post('{}', { 'Content-Type': 'text/plain' })
    expect(text.status).toBe(415)
    expect(text.body).toBe('content-type must be application/json\n')
    const latin = await post('{}', { 'Content-Type': 'application/json; charset=latin1' })
    expect(latin.status).toBe(415)
    const utf8 = await post('{"jsonrpc":"2.0","id":1,"method":"getHealth"}', {
      'Content-Type': 'application/json; charset=utf-8',
    })
    expect(utf8.status).toBe(200)
  })

  it('refuses a body over 512 KiB as MaxBytesHandler does, and serves one at the limit', async () => {
    const padding = (size: number): string => {
      const head = '{"jsonrpc":"2.0","id":1,"method":"getHealth","params":{"pad":"'
      const tail = '"}}'
      return head + 'x'.repeat(size - head.length - tail.length) + tail
    }
    const over = await post(padding(MAX_RPC_REQUEST_BYTES + 1))
    expect(over.status).toBe(500)
    expect(over.body).toBe('http: request body too large\n')
    const atLimit = await post(padding(MAX_RPC_REQUEST_BYTES))
    expect(atLimit.status).toBe(200)
    expect(JSON.parse(atLimit.body)).toHaveProperty('result.status', 'healthy')
  })

  it('echoes any Origin and answers preflights for any header, as rs/cors in stellar-rpc', async () => {
    const simple = await post('{"jsonrpc":"2.0","id":1,"method":"getHealth"}', {
      Origin: 'https://explorer.example',
    })
    expect(simple.headers['access-control-allow-origin']).toBe('https://explorer.example')
    expect(simple.headers.vary).toBe('Origin')
    await expectPreflightAllowed(`${running.baseUrl}/rpc`, {
      origin: 'https://explorer.example',
      method: 'POST',
      headers: 'content-type,x-client-name',
    })
  })

  it('moves its window when a ledger closes', async () => {
    const before = await rpc.result('getLatestLedger')
    running.closeLedgers(1)
    const after = await rpc.result('getLatestLedger')
    expect(after.sequence).toBe((before.sequence as number) + 1)
    expect((await rpc.result('getHealth')).latestLedger).toBe(after.sequence)
  })
})
