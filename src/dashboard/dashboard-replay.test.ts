import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { invalidCursorMessage } from '@/dashboard/invalid-cursor-message'
import {
  dashboardReplayQueries,
  largestCursor,
  pageParamsUpTo,
  readDashboardStart,
} from '@/dashboard/dashboard-replay'

function startOf(search: string) {
  return readDashboardStart(new URLSearchParams(search))
}

describe('readDashboardStart', () => {
  it('streams from now without a cursor, with an empty one and with cursor=now', () => {
    expect(startOf('')).toEqual({ kind: 'live' })
    expect(startOf('cursor=')).toEqual({ kind: 'live' })
    expect(startOf('cursor=now')).toEqual({ kind: 'live' })
  })

  it('replays from a TOID and names the ledger it falls in', () => {
    const ledgerToken = (123n << 32n).toString()
    expect(startOf(`cursor=${ledgerToken}`)).toEqual({
      kind: 'replay',
      cursor: ledgerToken,
      ledgerSequence: '123',
    })
    const operationId = ((123n << 32n) | (2n << 12n) | 1n).toString()
    expect(startOf(`cursor=${operationId}`)).toMatchObject({ ledgerSequence: '123' })
  })

  it('keeps TOIDs above 2^53 exact and drops leading zeros', () => {
    expect(startOf('cursor=225180887607500801')).toMatchObject({
      cursor: '225180887607500801',
      ledgerSequence: '52429011',
    })
    expect(startOf('cursor=000042')).toMatchObject({ kind: 'replay', cursor: '42' })
  })

  it('accepts int64 at most, like Horizon', () => {
    expect(startOf(`cursor=${largestCursor.toString()}`)).toMatchObject({ kind: 'replay' })
    expect(startOf(`cursor=${(largestCursor + 1n).toString()}`)).toEqual({
      kind: 'invalid',
      rawCursor: '9223372036854775808',
      problem: 'too-large',
    })
  })

  it('rejects anything but digits with a readable message', () => {
    for (const raw of ['abc', '-5', '1.5', '12884905985-1', ' 42', 'NOW']) {
      const start = readDashboardStart(new URLSearchParams({ cursor: raw }))
      expect(start).toEqual({ kind: 'invalid', rawCursor: raw, problem: 'not-digits' })
      if (start.kind !== 'invalid') continue
      expect(invalidCursorMessage(start)).toContain(`“${raw}” is not a cursor`)
    }
  })
})

describe('pageParamsUpTo', () => {
  it('asks for the desc page whose records are exactly those up to the cursor', () => {
    expect(pageParamsUpTo('42949672960', 30)).toEqual({
      cursor: '42949672961',
      order: 'desc',
      limit: 30,
      includeFailed: null,
    })
  })

  it('stays inside int64 at its largest value', () => {
    expect(pageParamsUpTo(largestCursor.toString(), 10).cursor).toBe(largestCursor.toString())
  })
})

describe('dashboardReplayQueries', () => {
  const network = { horizonUrl: 'http://horizon.test' }
  const cursor = (100n << 32n).toString()

  function answerWith(status: number, body: unknown) {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(body), { status })),
    )
    vi.stubGlobal('fetch', fetchMock)
    return fetchMock
  }

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('asks Horizon for the records up to the cursor, newest first', async () => {
    const href = 'http://horizon.test/payments'
    const fetchMock = answerWith(200, {
      _links: { self: { href }, next: { href }, prev: { href } },
      _embedded: { records: [] },
    })
    await new QueryClient().fetchQuery(dashboardReplayQueries.payments(network, cursor, 10))
    const requested = new URL(fetchMock.mock.calls[0]?.[0] ?? '')
    expect(requested.pathname).toBe('/payments')
    expect(Object.fromEntries(requested.searchParams)).toEqual({
      cursor: (100n * 2n ** 32n + 1n).toString(),
      order: 'desc',
      limit: '10',
    })
  })

  it('starts empty when the cursor lies before the history Horizon keeps (410)', async () => {
    answerWith(410, {
      type: 'before_history',
      title: 'Data Requested Is Before Recorded History',
      status: 410,
    })
    const page = await new QueryClient().fetchQuery(
      dashboardReplayQueries.ledgers(network, '5', 30),
    )
    expect(page._embedded.records).toEqual([])
  })

  it('keeps its own cache entry, apart from the /ledgers page with the same parameters', () => {
    const replayKey = dashboardReplayQueries.ledgers(network, cursor, 30).queryKey
    expect(replayKey[0]).toBe('dashboard-replay')
    expect(replayKey).not.toContain('list')
  })
})
