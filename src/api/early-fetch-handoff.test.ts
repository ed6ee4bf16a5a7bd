import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  earlyResponsesTransport,
  readEarlyFetchHandoff,
  readingAhead,
} from '@/api/early-fetch-handoff'
import { createQueryClient } from '@/api/query-client'
import { horizonRecordQuery } from '@/api/page-query'
import { horizonGetResponse } from '@/api/horizon-client'

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

  it('reads the body ahead before the app asks, and hands the response over before it ends', async () => {
    const encoder = new TextEncoder()
    let pulls = 0
    const parts = ['{"sequ', 'ence":']
    // Two chunks, then the answer stops half way and never ends.
    const stalled = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1
        const part = parts.shift()
        if (part === undefined) return new Promise<void>(() => {})
        controller.enqueue(encoder.encode(part))
      },
    })
    const early = readingAhead(new Response(stalled, { status: 200 }))
    expect(early.status).toBe(200)
    // Both chunks were taken from the network before anyone read the response.
    await vi.waitFor(() => expect(pulls).toBe(3))
    const reader = early.body?.getReader()
    const decoder = new TextDecoder()
    const first = await reader?.read()
    const second = await reader?.read()
    expect(decoder.decode(first?.value) + decoder.decode(second?.value)).toBe('{"sequence":')
  })

  it("an early answer that never ends fails with the client's body timeout, not a load for ever", async () => {
    vi.useFakeTimers()
    try {
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"sequence":'))
        },
      })
      const url = 'http://h.test/ledgers/5'
      const queryClient = createQueryClient(
        earlyResponsesTransport({
          config: Promise.resolve(undefined),
          responses: new Map([[url, Promise.resolve(readingAhead(new Response(stalled)))]]),
        }),
      )
      const answer = horizonGetResponse(url, { client: queryClient })
      const failed = expect(answer).rejects.toMatchObject({ kind: 'timeout' })
      await vi.advanceTimersByTimeAsync(5_000)
      await failed
    } finally {
      vi.useRealTimers()
    }
  })
})
