import { afterEach, describe, expect, it, vi } from 'vitest'
import { earlyResponsesTransport, readEarlyFetchHandoff } from '@/api/early-fetch-handoff'
import { createQueryClient } from '@/api/query-client'
import { horizonRecordQuery } from '@/api/page-query'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A record query as the resource factories build them (ledger-queries.ts's detail). */
const ledger = (sequence: string) =>
  horizonRecordQuery(['ledgers', sequence], 'http://h.test', `/ledgers/${sequence}`, Infinity)

describe('the early fetch handoff', () => {
  it("hands each early response to the app's queries once; the next request asks Horizon again", async () => {
    const requested: string[] = []
    vi.stubGlobal('fetch', (url: string) => {
      requested.push(url)
      return Promise.resolve(Response.json({ sequence: 100 + requested.length }))
    })
    const handoff = {
      config: Promise.resolve(undefined),
      responses: new Map([
        ['http://h.test/ledgers/5', Promise.resolve(Response.json({ sequence: 5 }))],
      ]),
    }
    const queryClient = createQueryClient(earlyResponsesTransport(handoff))
    const ledgerFive = ledger('5')
    expect(await queryClient.fetchQuery(ledgerFive)).toEqual({ sequence: 5 })
    expect(requested).toEqual([])
    await queryClient.refetchQueries({ queryKey: ledgerFive.queryKey })
    expect(queryClient.getQueryData(ledgerFive.queryKey)).toEqual({ sequence: 101 })
    expect(await queryClient.fetchQuery(ledger('6'))).toEqual({
      sequence: 102,
    })
    expect(requested).toEqual(['http://h.test/ledgers/5', 'http://h.test/ledgers/6'])
  })

  it('hands over a failed early request as the failure, not as a new request', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(Response.json({})))
    vi.stubGlobal('fetch', fetchSpy)
    const failed = Promise.reject(new TypeError('Failed to fetch'))
    failed.catch(() => {})
    const transport = earlyResponsesTransport({
      config: Promise.resolve(undefined),
      responses: new Map([['http://h.test/ledgers', failed]]),
    })
    await expect(transport('http://h.test/ledgers', {})).rejects.toThrow('Failed to fetch')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('without an early script the app fetches as before', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(Response.json({ sequence: 5 })))
    vi.stubGlobal('fetch', fetchSpy)
    expect(readEarlyFetchHandoff(undefined)).toBeUndefined()
    const queryClient = createQueryClient(earlyResponsesTransport(undefined))
    await queryClient.fetchQuery(ledger('5'))
    expect(fetchSpy).toHaveBeenCalledWith('http://h.test/ledgers/5', {
      headers: { Accept: 'application/hal+json' },
      signal: expect.any(AbortSignal),
    })
  })

  it("reads the early script's export, and nothing else, as a handoff", () => {
    const handoff = { config: Promise.resolve(undefined), responses: new Map() }
    expect(readEarlyFetchHandoff({ handoff })).toBe(handoff)
    expect(readEarlyFetchHandoff({ handoff: { config: 1, responses: new Map() } })).toBeUndefined()
    expect(readEarlyFetchHandoff({ handoff: { config: handoff.config } })).toBeUndefined()
    expect(readEarlyFetchHandoff('handoff')).toBeUndefined()
  })
})
