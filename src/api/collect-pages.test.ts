import { describe, expect, it } from 'vitest'
import { HorizonError } from './horizon-client'
import {
  type CollectOptions,
  collectPages,
  exportRecordCap,
  type FetchedPage,
} from './collect-pages'

const baseUrl = 'https://horizon.example'
const start = Date.parse('2026-01-01T00:00:00Z')

function history(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: String(1000 + index),
    paging_token: String(1000 + index),
    created_at: new Date(start + index * 5_000).toISOString().replace('.000', ''),
    amount: `${index}.0000000`,
  }))
}

// A Horizon that pages `records` by cursor, like the real one (asc, strictly after the cursor).
function fakeHorizon(
  records: ReturnType<typeof history>,
  behaviour: {
    rateLimitEvery?: number
    retryAfter?: string | null
    remainingZeroEvery?: number
  } = {},
) {
  const urls: string[] = []
  let calls = 0
  const getPage = async (url: string): Promise<FetchedPage> => {
    urls.push(url)
    calls += 1
    const parsed = new URL(url)
    expect(parsed.origin).toBe(baseUrl)
    expect(parsed.searchParams.get('order')).toBe('asc')
    if (behaviour.rateLimitEvery && calls % behaviour.rateLimitEvery === 0) {
      throw new HorizonError({
        kind: 'rate_limited',
        url,
        status: 429,
        message: 'rate limited',
        retryAfterSeconds:
          behaviour.retryAfter === null ? null : Number(behaviour.retryAfter ?? '3'),
      })
    }
    const cursor = parsed.searchParams.get('cursor')
    const limit = Number(parsed.searchParams.get('limit'))
    const from =
      cursor === null ? 0 : records.findIndex((record) => record.paging_token === cursor) + 1
    const slice = records.slice(from, from + limit)
    const headers = new Headers()
    if (behaviour.remainingZeroEvery && calls % behaviour.remainingZeroEvery === 0) {
      headers.set('X-RateLimit-Remaining', '0')
      headers.set('X-RateLimit-Reset', '7')
    }
    return { body: { _embedded: { records: slice } }, headers }
  }
  return { getPage, urls }
}

/** A sleep that returns at once, keeping how long it was asked to wait. */
function recordedSleeps() {
  const sleeps: number[] = []
  const sleep = (milliseconds: number) => {
    sleeps.push(milliseconds)
    return Promise.resolve()
  }
  return { sleeps, sleep }
}

/** Collects `/payments` through `getPage`, up to 10,000 records unless `options` say otherwise. */
function collectPayments(
  getPage: CollectOptions['getPage'],
  options: Partial<CollectOptions> = {},
) {
  return collectPages({ baseUrl, path: '/payments', maxRecords: 10_000, getPage, ...options })
}

describe('collectPages', () => {
  it('returns exactly the concatenation of Horizon’s pages', async () => {
    const records = history(650)
    const horizon = fakeHorizon(records)
    const result = await collectPages({
      baseUrl,
      path: '/accounts/GA/payments',
      search: { include_failed: 'true' },
      maxRecords: 10_000,
      getPage: horizon.getPage,
    })
    expect(result.records).toEqual(records)
    expect(result).toMatchObject({ pages: 4, requests: 4, stoppedBecause: 'end' })
    expect(horizon.urls[0]).toBe(
      `${baseUrl}/accounts/GA/payments?include_failed=true&order=asc&limit=200`,
    )
    expect(new URL(horizon.urls[1]!).searchParams.get('cursor')).toBe('1199')
  })

  it('stops at the record cap, asking only for what it needs', async () => {
    const horizon = fakeHorizon(history(1000))
    const result = await collectPayments(horizon.getPage, { maxRecords: 250 })
    expect(result.records).toHaveLength(250)
    expect(result.stoppedBecause).toBe('cap')
    expect(new URL(horizon.urls[1]!).searchParams.get('limit')).toBe('50')
  })

  it('never exceeds 10,000 records', async () => {
    const horizon = fakeHorizon(history(10_400))
    const result = await collectPayments(horizon.getPage, { maxRecords: 50_000 })
    expect(result.records).toHaveLength(exportRecordCap)
  })

  it('stops at the end of a date range', async () => {
    const records = history(500)
    const horizon = fakeHorizon(records)
    const result = await collectPayments(horizon.getPage, {
      until: new Date(start + 300 * 5_000).toISOString(),
    })
    expect(result.records).toEqual(records.slice(0, 300))
    expect(result.stoppedBecause).toBe('until')
  })

  it('walks newest first from a cursor back to the start of a date range', async () => {
    const records = history(500)
    const urls: string[] = []
    // Newest first, strictly before the cursor, as Horizon pages with order=desc.
    const getPage = async (url: string): Promise<FetchedPage> => {
      urls.push(url)
      const parsed = new URL(url)
      expect(parsed.searchParams.get('order')).toBe('desc')
      const cursor = parsed.searchParams.get('cursor') ?? ''
      const older = records.filter((record) => cursor === '' || record.paging_token < cursor)
      const slice = older.reverse().slice(0, Number(parsed.searchParams.get('limit')))
      return { body: { _embedded: { records: slice } }, headers: new Headers() }
    }
    const result = await collectPages({
      baseUrl,
      path: '/accounts/GA/payments',
      order: 'desc',
      cursor: '1400',
      since: new Date(start + 100 * 5_000).toISOString(),
      maxRecords: 2_000,
      getPage,
    })
    // Records 1399 down to 1100: the one created exactly at the start is inside the range.
    expect(result.records).toEqual(records.slice(100, 400).reverse())
    expect(result).toMatchObject({ pages: 2, stoppedBecause: 'since' })
    expect(new URL(urls[1]!).searchParams.get('cursor')).toBe('1200')
  })

  it('waits out Retry-After on a 429 and retries the same page, losing nothing', async () => {
    const records = history(700)
    const horizon = fakeHorizon(records, { rateLimitEvery: 2, retryAfter: '3' })
    const sleeper = recordedSleeps()
    const progress: Array<number | null> = []
    const result = await collectPayments(horizon.getPage, {
      sleep: sleeper.sleep,
      onProgress: (update) => progress.push(update.waitingSeconds),
    })
    expect(result.records).toEqual(records)
    expect(sleeper.sleeps).toEqual([3000, 3000, 3000])
    expect(progress).toContain(3)
    expect(result.requests).toBe(7)
  })

  it('waits 10 s when a 429 has no readable Retry-After (cross-origin Horizon hides it)', async () => {
    const horizon = fakeHorizon(history(300), { rateLimitEvery: 2, retryAfter: null })
    const sleeper = recordedSleeps()
    await collectPayments(horizon.getPage, { sleep: sleeper.sleep })
    expect(sleeper.sleeps).toEqual([10_000])
  })

  it('pauses when X-RateLimit-Remaining reaches 0', async () => {
    const horizon = fakeHorizon(history(500), { remainingZeroEvery: 1 })
    const sleeper = recordedSleeps()
    const result = await collectPayments(horizon.getPage, { sleep: sleeper.sleep })
    expect(result.records).toHaveLength(500)
    expect(sleeper.sleeps).toEqual([7000, 7000])
  })

  it('gives up after five 429s in a row on one page', async () => {
    const horizon = fakeHorizon(history(10), { rateLimitEvery: 1 })
    await expect(
      collectPayments(horizon.getPage, { maxRecords: 10, sleep: () => Promise.resolve() }),
    ).rejects.toThrow(/rate limited/)
    expect(horizon.urls).toHaveLength(6)
  })

  it('cancels: an aborted signal stops the walk', async () => {
    const controller = new AbortController()
    const horizon = fakeHorizon(history(1000))
    const result = collectPages({
      baseUrl,
      path: '/payments',
      maxRecords: 10_000,
      signal: controller.signal,
      getPage: async (url, signal) => {
        if (horizon.urls.length === 2) controller.abort(new Error('cancelled'))
        if (signal?.aborted) throw signal.reason
        return horizon.getPage(url)
      },
    })
    await expect(result).rejects.toThrow('cancelled')
    expect(horizon.urls).toHaveLength(2)
  })

  it('refuses to follow a paging token that is not one (hostile Horizon)', async () => {
    const hostile = async (): Promise<FetchedPage> => ({
      body: {
        _embedded: {
          records: Array.from({ length: 200 }, () => ({ paging_token: '1&cursor=evil' })),
        },
      },
      headers: new Headers(),
    })
    await expect(
      collectPages({ baseUrl, path: '/payments', maxRecords: 1000, getPage: hostile }),
    ).rejects.toThrow(/paging_token/)
  })
})
