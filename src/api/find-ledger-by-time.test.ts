import { describe, expect, it } from 'vitest'
import type { SearchInit } from './horizon-client'
import { findFirstLedgerAtOrAfter, ledgerPagingToken, maxJumpRequests } from './find-ledger-by-time'

const genesisTime = Date.parse('2015-09-30T16:46:54Z')

interface History {
  oldest: number
  newest: number
  closeTime: (sequence: number) => number
}

// ~5 s ledgers with jitter, and a one-hour network halt in the middle (as pubnet had in 2019).
function pubnetLike(newest: number, oldest = 2): History {
  const halt = Math.floor(newest / 2)
  return {
    oldest,
    newest,
    closeTime: (sequence) =>
      genesisTime +
      sequence * 5_000 +
      ((sequence * 7919) % 900) +
      (sequence > halt ? 3_600_000 : 0),
  }
}

function fakeHorizon(history: History) {
  const record = (sequence: number) => ({
    sequence,
    paging_token: ledgerPagingToken(sequence),
    closed_at: new Date(history.closeTime(sequence)).toISOString(),
  })
  const page = (sequences: number[]) => ({ _embedded: { records: sequences.map(record) } })
  return async (path: string, search: SearchInit) => {
    expect(path).toBe('/ledgers')
    const params = new URLSearchParams(search as Record<string, string>)
    const limit = Number(params.get('limit'))
    if (params.get('order') === 'desc') return page([history.newest])
    const cursor = params.get('cursor')
    const first = cursor === null ? history.oldest : Number(BigInt(cursor) >> 32n) + 1
    const sequences: number[] = []
    for (
      let s = Math.max(first, history.oldest);
      s <= history.newest && sequences.length < limit;
      s++
    ) {
      sequences.push(s)
    }
    return page(sequences)
  }
}

// The reference answer, by plain bisection over the close-time function.
function expectedSequence(history: History, target: number): number {
  let low = history.oldest
  let high = history.newest
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (history.closeTime(middle) >= target) high = middle
    else low = middle + 1
  }
  return low
}

describe('findFirstLedgerAtOrAfter', () => {
  const history = pubnetLike(60_000_000)
  const targets = Array.from({ length: 40 }, (_, index) => {
    const fraction = ((index * 0.6180339887) % 1) * 0.999
    return (
      history.closeTime(history.oldest) +
      fraction * (history.closeTime(history.newest) - history.closeTime(history.oldest))
    )
  })

  it.each(targets.map((time) => [new Date(time).toISOString(), time]))(
    'finds the first ledger at or after %s on a 60M-ledger history in ≤ 20 requests',
    async (_label, time) => {
      const result = await findFirstLedgerAtOrAfter(new Date(time), fakeHorizon(history))
      const sequence = expectedSequence(history, time)
      expect(result).toMatchObject({
        kind: 'found',
        sequence,
        cursorBefore: ledgerPagingToken(sequence - 1),
      })
      expect(history.closeTime(sequence - 1)).toBeLessThan(time)
      expect(result.requests).toBeLessThanOrEqual(maxJumpRequests)
    },
  )

  it('lands exactly on a ledger whose close time is the target', async () => {
    const time = history.closeTime(12_345_678)
    const result = await findFirstLedgerAtOrAfter(new Date(time), fakeHorizon(history))
    expect(result).toMatchObject({ kind: 'found', sequence: 12_345_678 })
  })

  it('inside the network halt, the first ledger after it', async () => {
    const halt = Math.floor(history.newest / 2)
    const time = history.closeTime(halt) + 60_000
    const result = await findFirstLedgerAtOrAfter(new Date(time), fakeHorizon(history))
    expect(result).toMatchObject({ kind: 'found', sequence: halt + 1 })
  })

  it('before the oldest ledger kept: the oldest ledger', async () => {
    const partial = pubnetLike(50_000, 40_000)
    const result = await findFirstLedgerAtOrAfter(new Date(genesisTime), fakeHorizon(partial))
    expect(result).toMatchObject({ kind: 'found', sequence: 40_000, requests: 2 })
  })

  it('after the newest ledger: says so in one request', async () => {
    const result = await findFirstLedgerAtOrAfter(
      new Date(Date.parse('2100-01-01T00:00:00Z')),
      fakeHorizon(history),
    )
    expect(result).toMatchObject({ kind: 'after-newest', requests: 1 })
  })

  it('a short history (the sandbox’s 300 ledgers)', async () => {
    const short = pubnetLike(300)
    for (const sequence of [2, 3, 150, 299, 300]) {
      const result = await findFirstLedgerAtOrAfter(
        new Date(short.closeTime(sequence) - 1),
        fakeHorizon(short),
      )
      expect(result).toMatchObject({ kind: 'found', sequence })
      expect(result.requests).toBeLessThanOrEqual(3)
    }
  })

  it('stops after the request cap when Horizon answers inconsistently', async () => {
    let calls = 0
    const broken = async (_path: string, search: SearchInit) => {
      calls += 1
      const params = new URLSearchParams(search as Record<string, string>)
      if (params.get('order') === 'desc')
        return {
          _embedded: { records: [{ sequence: 1_000_000, closed_at: '2026-01-01T00:00:00Z' }] },
        }
      if (params.get('cursor') === null)
        return { _embedded: { records: [{ sequence: 2, closed_at: '2015-01-01T00:00:00Z' }] } }
      return { _embedded: { records: [] } }
    }
    await expect(
      findFirstLedgerAtOrAfter(new Date('2020-01-01T00:00:00Z'), broken),
    ).rejects.toThrow(/Gave up after 20/)
    expect(calls).toBe(maxJumpRequests)
  })

  it('rejects malformed ledgers and dates with a readable error', async () => {
    const hostile = async () => ({
      _embedded: { records: [{ sequence: '1', closed_at: 'yesterday' }] },
    })
    await expect(findFirstLedgerAtOrAfter(new Date('2020-01-01'), hostile)).rejects.toThrow(
      /valid sequence/,
    )
    await expect(findFirstLedgerAtOrAfter(new Date('nope'), fakeHorizon(history))).rejects.toThrow(
      /valid date/,
    )
  })
})
