import { afterEach, describe, expect, it, vi } from 'vitest'
import { probeStreamUrl } from '@/api/stream-manager-probe'
import { readHorizonFixtureText } from '@/test-support/horizon-fixtures'

const streamUrl = 'http://horizon.test/ledgers?limit=200&cursor=now'
const problemHeaders = { 'Content-Type': 'application/problem+json; charset=utf-8' }

// Horizon's 429 body (shared/docs/horizon-api.md): a problem+json like every other error.
const rateLimitProblem = JSON.stringify({
  type: 'https://stellar.org/horizon-errors/rate_limit_exceeded',
  title: 'Rate Limit Exceeded',
  status: 429,
  detail: 'The rate limit for the requesting IP address is over its alloted limit.',
})

function answerWith(status: number, body: BodyInit | null, headers: Record<string, string>) {
  const fetchMock = vi.fn((_url: URL, _init?: RequestInit) =>
    Promise.resolve(new Response(body, { status, headers })),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('probeStreamUrl', () => {
  it('asks the JSON twin of the stream URL for one record', async () => {
    const fetchMock = answerWith(200, '{}', { 'Content-Type': 'application/hal+json' })
    expect(await probeStreamUrl(streamUrl)).toEqual({
      status: 200,
      retryAfterSeconds: null,
      detail: null,
    })
    const [requested, init] = fetchMock.mock.calls[0] ?? []
    expect(requested?.toString()).toBe('http://horizon.test/ledgers?limit=1&cursor=now')
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
  })

  it("reads Horizon's problem title and detail", async () => {
    answerWith(400, readHorizonFixtureText('error-bad-cursor.json'), problemHeaders)
    const result = await probeStreamUrl(streamUrl)
    expect(result.status).toBe(400)
    expect(result.detail).toBe('Bad Request: The request you sent was invalid in some way.')
    expect(result.retryAfterSeconds).toBeNull()
  })

  it('reads Retry-After given in seconds', async () => {
    answerWith(429, rateLimitProblem, { ...problemHeaders, 'Retry-After': '20' })
    expect(await probeStreamUrl(streamUrl)).toEqual({
      status: 429,
      retryAfterSeconds: 20,
      detail:
        'Rate Limit Exceeded: The rate limit for the requesting IP address is over its alloted limit.',
    })
  })

  it('reads Retry-After given as an HTTP date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'))
    answerWith(429, rateLimitProblem, {
      ...problemHeaders,
      'Retry-After': 'Sun, 22 Nov 2026 10:00:45 GMT',
    })
    expect((await probeStreamUrl(streamUrl)).retryAfterSeconds).toBe(45)
  })

  it('answers without details when the error body is not a problem', async () => {
    answerWith(502, '<html>Bad gateway</html>', { 'Content-Type': 'text/html' })
    expect(await probeStreamUrl(streamUrl)).toEqual({
      status: 502,
      retryAfterSeconds: null,
      detail: null,
    })
  })
})
