import { readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { horizonGet, horizonUrl, HorizonError } from '@/api/horizon-client'
import { shouldRetry } from '@/api/query-client'

// The exact bytes of the captured Horizon answers.
const fixtureBytes = readHorizonFixtureText

function answerWith(status: number, body: BodyInit | null, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body, { status, headers })),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function errorFrom(promise: Promise<unknown>): Promise<HorizonError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HorizonError) return error
    throw error
  }
  throw new Error('expected a HorizonError')
}

const problemHeaders = { 'Content-Type': 'application/problem+json; charset=utf-8' }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('horizonUrl', () => {
  it('joins base, path and non-empty parameters', () => {
    expect(
      horizonUrl('http://127.0.0.1:8000/', '/ledgers', {
        order: 'desc',
        cursor: null,
        limit: '10',
      }),
    ).toBe('http://127.0.0.1:8000/ledgers?order=desc&limit=10')
    expect(horizonUrl('https://h.example/prefix', 'accounts/G1')).toBe(
      'https://h.example/prefix/accounts/G1',
    )
  })
})

describe('horizonGet', () => {
  it('returns the parsed page and passes the abort signal', async () => {
    const fetchMock = answerWith(200, fixtureBytes('ledgers-page.json'))
    const controller = new AbortController()
    const page = (await horizonGet(
      'https://horizon.stellar.org',
      '/ledgers',
      { limit: '3' },
      { signal: controller.signal },
    )) as {
      _embedded: { records: { sequence: number }[] }
    }
    expect(page._embedded.records.map((record) => record.sequence)).toEqual([2, 3, 4])
    expect(fetchMock).toHaveBeenCalledWith(
      'https://horizon.stellar.org/ledgers?limit=3',
      expect.objectContaining({ signal: controller.signal }),
    )
  })

  it.each([
    [
      'error-bad-limit.json',
      'limit',
      'invalid limit: value provided that is over limit max of 200',
    ],
    ['error-bad-limit-zero.json', 'limit', 'invalid limit: non-positive value provided'],
    ['error-bad-limit-nonnumeric.json', 'limit', 'unparseable value'],
    ['error-bad-order.json', 'order', 'order: invalid value'],
    ['error-bad-cursor.json', 'cursor', 'cursor: invalid value'],
    [
      'error-bad-account-id.json',
      'account_id',
      'Account ID must start with `G` and contain 56 alphanum characters',
    ],
    [
      'error-bad-tx-hash.json',
      'tx_id',
      'Transaction hash must be a hex-encoded, lowercase SHA-256 hash',
    ],
  ])('classifies %s as invalid with its field and reason', async (fixture, field, reason) => {
    answerWith(400, fixtureBytes(fixture), problemHeaders)
    const error = await errorFrom(horizonGet('https://h.example', '/ledgers'))
    expect(error.kind).toBe('invalid')
    expect(error.invalidField).toBe(field)
    expect(error.reason).toBe(reason)
    expect(error.status).toBe(400)
    expect(shouldRetry(0, error)).toBe(false)
  })

  it('classifies the 404 fixture as not_found and keeps the problem', async () => {
    answerWith(404, fixtureBytes('error-404.json'), problemHeaders)
    const error = await errorFrom(horizonGet('https://h.example', '/ledgers/999999999'))
    expect(error.kind).toBe('not_found')
    expect(error.problem?.title).toBe('Resource Missing')
    expect(error.url).toBe('https://h.example/ledgers/999999999')
    expect(shouldRetry(0, error)).toBe(false)
  })

  it('classifies 410 as before_history', async () => {
    const body = JSON.stringify({
      type: 'https://stellar.org/horizon-errors/before_history',
      title: 'Data Requested Is Before Recorded History',
      status: 410,
    })
    answerWith(410, body, problemHeaders)
    expect((await errorFrom(horizonGet('https://h.example', '/ledgers/1'))).kind).toBe(
      'before_history',
    )
  })

  it('reads Retry-After seconds on 429', async () => {
    const body = JSON.stringify({
      type: 'x/rate_limit_exceeded',
      title: 'Rate Limit Exceeded',
      status: 429,
    })
    answerWith(429, body, { ...problemHeaders, 'Retry-After': '7' })
    const error = await errorFrom(horizonGet('https://h.example', '/ledgers'))
    expect(error.kind).toBe('rate_limited')
    expect(error.retryAfterSeconds).toBe(7)
    expect(shouldRetry(0, error)).toBe(false)
  })

  it('classifies 5xx as server and retries it once', async () => {
    answerWith(
      503,
      JSON.stringify({ type: 'x/stale_history', title: 'Historical DB Is Too Stale', status: 503 }),
      problemHeaders,
    )
    const error = await errorFrom(horizonGet('https://h.example', '/ledgers'))
    expect(error.kind).toBe('server')
    expect(shouldRetry(0, error)).toBe(true)
    expect(shouldRetry(1, error)).toBe(false)
  })

  it('turns a network failure into unreachable, retried twice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const error = await errorFrom(horizonGet('http://127.0.0.1:8000', '/'))
    expect(error.kind).toBe('unreachable')
    expect(error.message).toContain('http://127.0.0.1:8000')
    expect(shouldRetry(1, error)).toBe(true)
    expect(shouldRetry(2, error)).toBe(false)
  })

  it('does not disguise an abort as unreachable', async () => {
    const controller = new AbortController()
    controller.abort()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError'))),
    )
    await expect(
      horizonGet('https://h.example', '/', undefined, { signal: controller.signal }),
    ).rejects.toHaveProperty('name', 'AbortError')
  })

  it('rejects a 200 that is not JSON', async () => {
    answerWith(200, '<html>proxy login</html>')
    expect((await errorFrom(horizonGet('https://h.example', '/'))).kind).toBe('unexpected')
  })
})
