// The read API byte-for-byte against real pubnet responses (records, SSE stream, every error
// body), and failures: a broken database and a sandbox without --control.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { goEscape } from '../store/go-json.ts'
import {
  rawRequest,
  readFixture,
  startFixtureSandbox,
  startSimulatedSandbox,
  type RunningSandbox,
} from '../testing/test-support.ts'

const pubnetHeaders = { Host: 'horizon.stellar.org', 'X-Forwarded-Proto': 'https' }

describe('byte-exact against real Horizon responses', () => {
  let fixture: RunningSandbox
  beforeAll(async () => {
    fixture = await startFixtureSandbox()
  })
  afterAll(() => fixture.stop())

  it('renders /ledgers?limit=3 exactly as pubnet did (links, layout, \\u0026)', async () => {
    const response = await rawRequest(`${fixture.baseUrl}/ledgers?limit=3`, {
      headers: pubnetHeaders,
    })
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/hal+json; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('inline')
    expect(response.headers['cache-control']).toBe('no-cache, no-store, max-age=0')
    // The fixture was re-pretty-printed with a plain `&`; Horizon writes \u0026.
    expect(response.body).toBe(goEscape(readFixture('ledgers-page.json')))
  })

  it('streams /ledgers?limit=2 byte-for-byte like the reconstructed Horizon stream', async () => {
    const response = await rawRequest(`${fixture.baseUrl}/ledgers?limit=2`, {
      headers: { ...pubnetHeaders, Accept: 'text/event-stream' },
    })
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.body).toBe(readFixture('sse-ledgers-stream.txt'))
  })

  const errorCases: Array<[string, string, number]> = [
    ['/ledgers?limit=201', 'error-bad-limit.json', 400],
    ['/ledgers?limit=0', 'error-bad-limit-zero.json', 400],
    ['/ledgers?limit=abc', 'error-bad-limit-nonnumeric.json', 400],
    ['/ledgers?order=sideways', 'error-bad-order.json', 400],
    ['/ledgers?cursor=abc', 'error-bad-cursor.json', 400],
    ['/accounts/notanaccount', 'error-bad-account-id.json', 400],
    ['/transactions/XYZ/effects', 'error-bad-tx-hash.json', 400],
    ['/ledgers/99', 'error-404.json', 404],
    ['/no/such/route', 'error-404.json', 404],
  ]
  it.each(errorCases)('GET %s answers %s byte-for-byte', async (path, fixtureName, status) => {
    const response = await rawRequest(fixture.baseUrl + path, { headers: pubnetHeaders })
    expect(response.status).toBe(status)
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(response.body).toBe(readFixture(fixtureName))
  })
})

describe('failures', () => {
  it('answers 500 server_error without internals when the database fails', async () => {
    const running = await startSimulatedSandbox({ history: 3 })
    running.db.exec('DROP TABLE ledgers')
    const response = await rawRequest(`${running.baseUrl}/ledgers`)
    expect(response.status).toBe(500)
    const problem = JSON.parse(response.body) as { type: string; detail: string }
    expect(problem.type).toBe('https://stellar.org/horizon-errors/server_error')
    expect(response.body).not.toContain('ledgers')
    await running.stop()
  })

  it('has no control route without --control', async () => {
    const running = await startFixtureSandbox()
    const response = await rawRequest(`${running.baseUrl}/_sandbox/close`, { method: 'POST' })
    expect(response.status).toBe(404)
    expect(response.body).toBe(readFixture('error-404.json'))
    await running.stop()
  })
})
