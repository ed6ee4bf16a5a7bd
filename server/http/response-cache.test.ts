// The response cache: byte-identical hits, invalidation by ledger closes, keys that separate every
// input that changes the bytes, its memory bound, HEAD, and per-request headers on hits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache.ts'
import {
  rawRequest,
  startSimulatedSandbox,
  type PageBody,
  type RunningSandbox,
} from '../testing/test-support.ts'

const entry = (bytes: number) => ({ status: 200, headers: [], body: Buffer.alloc(bytes) })

describe('ResponseCache', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new ResponseCache(4000)
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, entry(700))
    expect(cache.size).toBe(4)
    expect(cache.get('a')).toBeDefined() // a is now the most recent
    cache.set('e', entry(700))
    expect(cache.byteSize).toBeLessThanOrEqual(4000)
    expect(cache.get('b')).toBeUndefined()
    for (const key of ['a', 'c', 'd', 'e']) expect(cache.get(key)).toBeDefined()
  })

  it('admits a key the second time it is offered, until cleared', () => {
    const cache = new ResponseCache(4000)
    expect(cache.offer('k', entry(10))).toBe(false)
    expect(cache.get('k')).toBeUndefined()
    expect(cache.offer('k', entry(10))).toBe(true)
    expect(cache.get('k')).toBeDefined()
    cache.clear()
    expect(cache.offer('k', entry(10))).toBe(false)
  })

  it('keeps its own copy of a body borrowed from the page pool, without releasing it', () => {
    const cache = new ResponseCache(4000)
    const borrowed = Buffer.from('page bytes')
    let releases = 0
    cache.set('k', { status: 200, headers: [], body: borrowed, release: () => void releases++ })
    borrowed.fill(0) // what reusing the slab for the next page does
    const kept = cache.get('k')
    expect(kept?.body.toString()).toBe('page bytes')
    expect(kept?.release).toBeUndefined()
    expect(releases).toBe(0)
  })

  it('refuses an entry bigger than a quarter of the budget and replaces same-key entries', () => {
    const cache = new ResponseCache(4000)
    cache.set('big', entry(2000))
    expect(cache.size).toBe(0)
    cache.set('k', entry(100))
    const before = cache.byteSize
    cache.set('k', entry(100))
    expect(cache.size).toBe(1)
    expect(cache.byteSize).toBe(before)
    cache.clear()
    expect([cache.size, cache.byteSize]).toEqual([0, 0])
  })
})

describe('response cache in the sandbox', () => {
  let running: RunningSandbox
  let base: string
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 3, history: 20 })
    base = running.baseUrl
  })
  afterAll(() => running.stop())

  it('stores a response the second time and answers the third from the cache', async () => {
    const path = '/ledgers?order=desc&limit=3'
    const first = await rawRequest(base + path)
    expect(running.sandbox.responseCacheStats().entries).toBe(0)
    const second = await rawRequest(base + path)
    const entries = running.sandbox.responseCacheStats().entries
    expect(entries).toBe(1)
    const third = await rawRequest(base + path)
    expect(running.sandbox.responseCacheStats().entries).toBe(entries)
    for (const response of [second, third]) {
      expect(response.body).toBe(first.body)
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(first.body)))
    }
  })

  it('serves the stale bytes it holds and drops them when a ledger closes', async () => {
    const path = '/ledgers?order=desc&limit=1'
    await rawRequest(base + path) // the second request stores it
    const before = JSON.parse((await rawRequest(base + path)).body) as PageBody
    const sequence = Number(before._embedded.records[0]?.sequence)
    // A database change without a close notification is invisible (the cache is the proof).
    running.db
      .prepare(`UPDATE ledgers SET json = replace(json, '"hash":', '"hash" :') WHERE sequence = ?`)
      .run(sequence)
    expect((await rawRequest(base + path)).body).not.toContain('"hash" :')
    const [closed] = running.closeLedgers(1)
    expect(running.sandbox.responseCacheStats().entries).toBe(0)
    const after = JSON.parse((await rawRequest(base + path)).body) as PageBody
    expect(after._embedded.records[0]?.sequence).toBe(closed)
    const root = JSON.parse((await rawRequest(`${base}/`)).body) as {
      history_latest_ledger: number
    }
    expect(root.history_latest_ledger).toBe(closed)
  })

  it('keeps Host, X-Forwarded-Proto, Last-Event-ID and the negotiated type apart', async () => {
    const path = '/ledgers?limit=2'
    const token = (JSON.parse((await rawRequest(base + path)).body) as PageBody)._embedded
      .records[0]?.paging_token
    const variants: Array<Record<string, string>> = [
      {},
      { Host: 'example.test' },
      { 'X-Forwarded-Proto': 'https' },
      { 'Last-Event-ID': token ?? '' },
      { Accept: 'text/plain' },
      { Accept: 'application/json' },
    ]
    // Twice each so every variant is stored, then once more: these answers come from the cache.
    for (let round = 0; round < 2; round++)
      for (const headers of variants) await rawRequest(base + path, { headers })
    const [plain, otherHost, https, resumedResponse, notAcceptable, json] = await Promise.all(
      variants.map((headers) => rawRequest(base + path, { headers })),
    )
    expect(plain?.body).toContain(`"href": "${base}/ledgers?`)
    expect(otherHost?.body).toContain('"href": "http://example.test/ledgers?')
    expect(otherHost?.body).not.toContain(base)
    expect(https?.body).toContain(`"href": "${base.replace('http:', 'https:')}/ledgers?`)
    const firstPage = JSON.parse(plain?.body ?? '') as PageBody
    const resumed = JSON.parse(resumedResponse?.body ?? '') as PageBody
    expect(resumed._embedded.records[0]?.paging_token).toBe(
      firstPage._embedded.records[1]?.paging_token,
    )
    expect(notAcceptable?.status).toBe(406)
    expect(json?.status).toBe(200)
    expect(json?.body).toBe(plain?.body)
  })

  it('caches 4xx answers too, with their headers', async () => {
    const first = await rawRequest(`${base}/ledgers?limit=201`)
    await rawRequest(`${base}/ledgers?limit=201`)
    const entries = running.sandbox.responseCacheStats().entries
    const second = await rawRequest(`${base}/ledgers?limit=201`)
    expect(running.sandbox.responseCacheStats().entries).toBe(entries)
    expect([first.status, second.status]).toEqual([400, 400])
    expect(second.body).toBe(first.body)
    expect(second.headers['content-type']).toBe('application/problem+json; charset=utf-8')
  })

  it('answers HEAD with the GET headers and no body, before or after the GET', async () => {
    for (const path of ['/ledgers?limit=4', '/ledgers?limit=6']) {
      const headFirst = path.endsWith('4')
      const head1 = headFirst ? await rawRequest(base + path, { method: 'HEAD' }) : undefined
      const get = await rawRequest(base + path)
      const head2 = await rawRequest(base + path, { method: 'HEAD' })
      // Whichever method stored the entry, a GET from the cache has the whole body.
      expect((await rawRequest(base + path)).body).toBe(get.body)
      for (const head of [head1, head2]) {
        if (!head) continue
        expect(head.status).toBe(200)
        expect(head.body).toBe('')
        expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)))
        expect(head.headers['content-type']).toBe(get.headers['content-type'])
      }
      expect(JSON.parse(get.body)).toHaveProperty('_embedded')
    }
  })

  it('computes CORS headers per request on cache hits', async () => {
    const path = '/ledgers?limit=7'
    await rawRequest(base + path)
    await rawRequest(base + path)
    const a = await rawRequest(base + path, { headers: { Origin: 'https://a.example' } })
    const b = await rawRequest(base + path, { headers: { Origin: 'https://b.example' } })
    const none = await rawRequest(base + path)
    expect(a.headers['access-control-allow-origin']).toBe('https://a.example')
    expect(b.headers['access-control-allow-origin']).toBe('https://b.example')
    expect(b.headers['access-control-expose-headers']).toBe('Date, Latest-Ledger')
    expect(none.headers['access-control-allow-origin']).toBeUndefined()
    expect(none.headers['access-control-expose-headers']).toBeUndefined()
    for (const response of [a, b, none]) {
      expect(response.headers.vary).toBe('Origin')
      expect(response.headers['cache-control']).toBe('no-cache, no-store, max-age=0')
      expect(response.headers.date).toBeDefined()
      expect(response.body).toBe(a.body)
    }
  })

  it('keeps Latest-Ledger on cached state responses and refreshes it after a close', async () => {
    const account = (
      running.db.prepare('SELECT account_id FROM accounts LIMIT 1').get() as { account_id: string }
    ).account_id
    const first = await rawRequest(`${base}/accounts/${account}`)
    const hit = await rawRequest(`${base}/accounts/${account}`)
    expect(hit.headers['latest-ledger']).toBe(first.headers['latest-ledger'])
    const [closed] = running.closeLedgers(1)
    const after = await rawRequest(`${base}/accounts/${account}`)
    expect(after.headers['latest-ledger']).toBe(String(closed))
  })
})

describe('response cache memory bound', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSimulatedSandbox({
      seed: 3,
      history: 20,
      server: { responseCacheBytes: 200_000 },
    })
  })
  afterAll(() => running.stop())

  it('evicts to stay within its byte budget and still answers correctly', async () => {
    const bodies = new Map<string, string>()
    for (let limit = 1; limit <= 40; limit++) {
      const path = `/operations?limit=${limit}`
      await rawRequest(running.baseUrl + path)
      const response = await rawRequest(running.baseUrl + path)
      expect((JSON.parse(response.body) as PageBody)._embedded.records.length).toBeGreaterThan(0)
      bodies.set(path, response.body)
      expect(running.sandbox.responseCacheStats().bytes).toBeLessThanOrEqual(200_000)
    }
    expect(running.sandbox.responseCacheStats().entries).toBeLessThan(40)
    // Evicted or not, every answer is the same bytes as before.
    for (const [path, body] of bodies)
      expect((await rawRequest(running.baseUrl + path)).body).toBe(body)
  })
})

describe('response cache disabled', () => {
  it('serves the same bytes with responseCacheBytes 0', async () => {
    const cached = await startSimulatedSandbox({ seed: 3, history: 10 })
    const uncached = await startSimulatedSandbox({
      seed: 3,
      history: 10,
      server: { responseCacheBytes: 0 },
    })
    try {
      const headers = { Host: 'sandbox.test' }
      for (const path of ['/ledgers?limit=5', '/payments?order=desc', '/no/such', '/']) {
        const left = await rawRequest(cached.baseUrl + path, { headers })
        const right = await rawRequest(uncached.baseUrl + path, { headers })
        expect(right.status).toBe(left.status)
        expect(right.body).toBe(left.body)
      }
      expect(uncached.sandbox.responseCacheStats()).toEqual({ entries: 0, bytes: 0 })
    } finally {
      await cached.stop()
      await uncached.stop()
    }
  })
})
