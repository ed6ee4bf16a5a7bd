// Horizon's rate limiter: stellar/throttled's GCRA numbers, the HTTP middleware (headers, 429
// body, Retry-After, recovery, exemptions) and the per-update accounting of SSE streams.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GcraRateLimiter, rateLimitHeaders } from './rate-limiter.ts'
import { rawRequest, startSimulatedSandbox, type RunningSandbox } from '../testing/test-support.ts'

/** Horizon's 429 body, byte for byte (MarshalIndent of internal/render/problem RateLimitExceeded). */
const RATE_LIMIT_BODY = `{
  "type": "https://stellar.org/horizon-errors/rate_limit_exceeded",
  "title": "Rate Limit Exceeded",
  "status": 429,
  "detail": "The rate limit for the requesting IP address is over its alloted limit.  The allowed limit and requests left per time period are communicated to clients via the http response headers 'X-RateLimit-*' headers."
}`

const RATE_LIMIT_STREAM_ERROR =
  "event: error\ndata: problem: rate_limit_exceeded. full details: The rate limit for the requesting IP address is over its alloted limit.  The allowed limit and requests left per time period are communicated to clients via the http response headers 'X-RateLimit-*' headers.\n\n"

describe('GcraRateLimiter (throttled semantics)', () => {
  it('allows burst + 1 at once, then one per emission interval, with throttled’s headers', () => {
    let now = 0
    const limiter = new GcraRateLimiter({ perHour: 3600, burst: 100, now: () => now })
    const first = limiter.take('ip')
    expect(rateLimitHeaders(first)).toEqual([
      'X-Ratelimit-Limit',
      '101',
      'X-Ratelimit-Remaining',
      '100',
      'X-Ratelimit-Reset',
      '1',
    ])
    for (let index = 2; index <= 100; index++) limiter.take('ip')
    const last = limiter.take('ip')
    expect([last.limited, last.remaining, rateLimitHeaders(last)[5]]).toEqual([false, 0, '101'])
    const denied = limiter.take('ip')
    expect(denied.limited).toBe(true)
    expect(rateLimitHeaders(denied)).toEqual([
      'X-Ratelimit-Limit',
      '101',
      'X-Ratelimit-Remaining',
      '0',
      'X-Ratelimit-Reset',
      '101',
      'Retry-After',
      '1',
    ])
    // Another client is unaffected.
    expect(limiter.take('other').remaining).toBe(100)
    now += 400
    const early = limiter.take('ip')
    expect([early.limited, rateLimitHeaders(early)[7]]).toEqual([true, '1'])
    now += 600
    expect(limiter.take('ip').limited).toBe(false)
    // After the whole window the client is back to a full burst.
    now += 200_000
    expect(limiter.take('ip').remaining).toBe(100)
  })

  it('forgets the least recently used client beyond maxKeys', () => {
    const limiter = new GcraRateLimiter({ perHour: 1, burst: 0, now: () => 0, maxKeys: 2 })
    expect(limiter.take('a').limited).toBe(false)
    expect(limiter.take('b').limited).toBe(false)
    expect(limiter.take('c').limited).toBe(false) // evicts a
    expect(limiter.take('b').limited).toBe(true)
    expect(limiter.take('a').limited).toBe(false)
  })

  it('rejects a non-positive rate', () => {
    expect(() => new GcraRateLimiter({ perHour: 0 })).toThrow(RangeError)
    expect(() => new GcraRateLimiter({ perHour: 10, burst: -1 })).toThrow(RangeError)
  })
})

describe('rate limiting in the sandbox', () => {
  let running: RunningSandbox
  let now: number
  beforeEach(async () => {
    now = 0
    // 3600/h = one token per second; burst 2 = three requests at once (X-Ratelimit-Limit 3).
    running = await startSimulatedSandbox({
      seed: 2,
      history: 12,
      server: { perHourRateLimit: 3600, rateLimitBurst: 2, rateLimitClock: () => now },
    })
  })
  afterEach(() => running.stop())

  const get = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(running.baseUrl + path, { headers })

  it('counts down on every response (cache hits included) and answers Horizon’s 429', async () => {
    const seen: Array<[number, unknown, unknown, unknown]> = []
    for (const path of ['/ledgers', '/ledgers', '/no/such/route']) {
      const response = await get(path)
      seen.push([
        response.status,
        response.headers['x-ratelimit-limit'],
        response.headers['x-ratelimit-remaining'],
        response.headers['x-ratelimit-reset'],
      ])
      expect(response.headers['retry-after']).toBeUndefined()
    }
    expect(seen).toEqual([
      [200, '3', '2', '1'],
      [200, '3', '1', '2'],
      [404, '3', '0', '3'],
    ])
    const denied = await get('/ledgers', { Origin: 'https://explorer.test' })
    expect(denied.status).toBe(429)
    expect(denied.body).toBe(RATE_LIMIT_BODY)
    expect(denied.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(denied.headers['retry-after']).toBe('1')
    expect(denied.headers['x-ratelimit-remaining']).toBe('0')
    expect(denied.headers['x-ratelimit-reset']).toBe('3')
    // CORS runs before the limiter, so a browser can read the 429.
    expect(denied.headers['access-control-allow-origin']).toBe('https://explorer.test')
    expect(denied.headers['cache-control']).toBe('no-cache, no-store, max-age=0')

    // Another IP (Horizon keys by the first X-Forwarded-For entry) has its own budget.
    const other = await get('/ledgers', { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' })
    expect([other.status, other.headers['x-ratelimit-remaining']]).toEqual([200, '2'])

    now += 1000
    const recovered = await get('/ledgers')
    expect([recovered.status, recovered.headers['x-ratelimit-remaining']]).toEqual([200, '0'])
    now += 3000
    expect((await get('/ledgers')).headers['x-ratelimit-remaining']).toBe('2')
  })

  it('never limits preflights or the control endpoint', async () => {
    for (let index = 0; index < 5; index++) {
      const preflight = await rawRequest(`${running.baseUrl}/ledgers`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://x.test', 'Access-Control-Request-Method': 'GET' },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers['x-ratelimit-limit']).toBeUndefined()
      const close = await rawRequest(`${running.baseUrl}/_sandbox/close`, { method: 'POST' })
      expect(close.status).toBe(200)
    }
    expect((await get('/ledgers')).headers['x-ratelimit-remaining']).toBe('2')
  })

  it('charges a paged stream one token per update and ends it with event: error', async () => {
    const sse = { Accept: 'text/event-stream' }
    const stream = rawRequest(`${running.baseUrl}/ledgers?cursor=now`, { headers: sse })
    await expect.poll(() => running.sandbox.openStreamCount()).toBe(1)
    // The initial query cost one token: 1 left after this GET.
    expect((await get('/ledgers')).headers['x-ratelimit-remaining']).toBe('1')
    const [first] = running.closeLedgers(1) // update: 0 left
    expect((await get('/ledgers')).status).toBe(429)
    running.closeLedgers(1) // update: denied → event: error, stream closed
    const response = await stream
    expect(response.status).toBe(200)
    expect(response.headers['x-ratelimit-limit']).toBeUndefined()
    expect(response.body.startsWith('retry: 1000\nevent: open\ndata: "hello"\n\n')).toBe(true)
    expect(response.body).toContain(`"sequence":${first}`)
    expect(response.body.endsWith(RATE_LIMIT_STREAM_ERROR)).toBe(true)
    expect(response.body.match(/^id: /gm)).toHaveLength(1)

    // Over the limit before the preamble: a plain 429 problem, not a stream.
    const refused = await get('/ledgers?cursor=now', sse)
    expect(refused.status).toBe(429)
    expect(refused.body).toBe(RATE_LIMIT_BODY)
    expect(refused.headers['x-ratelimit-limit']).toBeUndefined()
    await expect.poll(() => running.sandbox.openStreamCount()).toBe(0)
  })

  it('charges object streams on every ledger too, and streams skip the HTTP limiter', async () => {
    const account = (
      running.db.prepare('SELECT account_id FROM accounts LIMIT 1').get() as { account_id: string }
    ).account_id
    const headers = { Accept: 'text/event-stream', 'X-Forwarded-For': '198.51.100.4' }
    // A 406 for SSE on a non-streamable route costs nothing (exempt from the middleware).
    const notStreamable = await get('/ledgers/3', headers)
    expect(notStreamable.status).toBe(406)
    expect(notStreamable.headers['x-ratelimit-limit']).toBeUndefined()
    const stream = rawRequest(`${running.baseUrl}/accounts/${account}`, { headers })
    await expect.poll(() => running.sandbox.openStreamCount()).toBe(1)
    running.closeLedgers(2) // two updates: 3 tokens spent
    expect(running.sandbox.openStreamCount()).toBe(1)
    running.closeLedgers(1) // denied
    const response = await stream
    expect(response.body.startsWith('retry: 1000\nevent: open\ndata: "hello"\n\n')).toBe(true)
    expect(response.body).toContain(`"account_id":"${account}"`)
    expect(response.body.endsWith(RATE_LIMIT_STREAM_ERROR)).toBe(true)
    // The client's own GETs were not charged by the stream's IP.
    expect((await get('/ledgers')).headers['x-ratelimit-remaining']).toBe('2')
  })
})

describe('rate limiting disabled (the sandbox default)', () => {
  it('sends no X-Ratelimit headers', async () => {
    const running = await startSimulatedSandbox({ seed: 2, history: 5 })
    try {
      for (let index = 0; index < 3; index++) {
        const response = await rawRequest(`${running.baseUrl}/ledgers`)
        expect(response.status).toBe(200)
        expect(response.headers['x-ratelimit-limit']).toBeUndefined()
      }
    } finally {
      await running.stop()
    }
  })
})
