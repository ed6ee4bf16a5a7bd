// "What happened at this time yesterday?": the first ledger closed at or after a time, found in
// /ledgers by interpolation (ledgers close every ~5–6 s, so a guess from the known ends lands
// close) with a bisection fallback, probing a whole page of ledgers per request. The request count
// is bounded and reported, because every probe costs the user rate-limit tokens on a real Horizon.
import { horizonGet, type SearchInit } from './horizon-client'

export type GetHorizonJson = (path: string, search: SearchInit) => Promise<unknown>

export interface LedgerAtTime {
  kind: 'found'
  sequence: number
  closedAt: string
  /** Paging token of the ledger before it: a list opened there in asc order starts at this ledger. */
  cursorBefore: string
  requests: number
}

export type FindLedgerResult =
  | LedgerAtTime
  | { kind: 'after-newest'; newestClosedAt: string; requests: number }
  | { kind: 'empty'; requests: number }

interface LedgerPoint {
  sequence: number
  time: number
  closedAt: string
}

const pageSize = 200
export const maxJumpRequests = 20

function readLedgers(body: unknown): LedgerPoint[] {
  const records = (body as { _embedded?: { records?: unknown } } | null)?._embedded?.records
  if (!Array.isArray(records))
    throw new Error('Horizon answered /ledgers without a list of records')
  return records.map((record: unknown) => {
    const { sequence, closed_at: closedAt } = (record ?? {}) as {
      sequence?: unknown
      closed_at?: unknown
    }
    const time = typeof closedAt === 'string' ? Date.parse(closedAt) : Number.NaN
    if (
      typeof sequence !== 'number' ||
      !Number.isSafeInteger(sequence) ||
      sequence < 1 ||
      Number.isNaN(time)
    ) {
      throw new Error('Horizon sent a ledger without a valid sequence and close time')
    }
    return { sequence, time, closedAt: closedAt as string }
  })
}

/** The paging token Horizon gives ledger `sequence` (its TOID: sequence << 32), as a string. */
export function ledgerPagingToken(sequence: number): string {
  return (BigInt(sequence) << 32n).toString()
}

export async function findFirstLedgerAtOrAfter(
  target: Date,
  getJson: GetHorizonJson,
  maxRequests = maxJumpRequests,
): Promise<FindLedgerResult> {
  const targetTime = target.getTime()
  if (Number.isNaN(targetTime)) throw new Error('That is not a valid date and time')
  let requests = 0
  const fetchLedgers = async (search: SearchInit) => {
    requests += 1
    if (requests > maxRequests) {
      throw new Error(`Gave up after ${maxRequests} requests to Horizon without finding the ledger`)
    }
    return readLedgers(await getJson('/ledgers', search))
  }
  const [newest] = await fetchLedgers({ order: 'desc', limit: '1' })
  if (newest === undefined) return { kind: 'empty', requests }
  if (newest.time < targetTime) {
    return { kind: 'after-newest', newestClosedAt: newest.closedAt, requests }
  }
  const [oldest] = await fetchLedgers({ order: 'asc', limit: '1' })
  if (oldest === undefined) return { kind: 'empty', requests }
  const found = (point: LedgerPoint): LedgerAtTime => ({
    kind: 'found',
    sequence: point.sequence,
    closedAt: point.closedAt,
    cursorBefore: ledgerPagingToken(point.sequence - 1),
    requests,
  })
  if (oldest.time >= targetTime) return found(oldest)

  // Invariant: low closed before the target, high at or after it.
  let low = oldest
  let high = newest
  let bisectNext = false
  for (;;) {
    const span = high.sequence - low.sequence
    const guess = bisectNext
      ? low.sequence + Math.floor(span / 2)
      : low.sequence + Math.round(((targetTime - low.time) / (high.time - low.time)) * span)
    // A page that starts half a page before the guess; the final page when the range is small.
    const start = span <= pageSize ? low.sequence : Math.max(low.sequence, guess - pageSize / 2)
    const page = await fetchLedgers({
      cursor: ledgerPagingToken(start),
      order: 'asc',
      limit: String(pageSize),
    })
    const inRange = page.filter(
      (point) => point.sequence > low.sequence && point.sequence <= high.sequence,
    )
    const hit = inRange.find((point) => point.time >= targetTime)
    // The ledger before the first hit closed before the target: either it is in this page, or the
    // page starts right after `low`.
    if (hit !== undefined && (hit !== inRange[0] || start === low.sequence)) return found(hit)
    const lastBefore = [...inRange].reverse().find((point) => point.time < targetTime)
    if (span <= pageSize) return found(hit ?? high)
    const before = low
    const after = high
    if (lastBefore !== undefined) low = lastBefore
    if (hit !== undefined) high = hit
    // Interpolation can crawl on uneven close times: bisect when a probe did not halve the range.
    bisectNext = high.sequence - low.sequence > (after.sequence - before.sequence) / 2
  }
}

/** The same search against a Horizon base URL. */
export function findLedgerAtTime(baseUrl: string, target: Date, signal?: AbortSignal) {
  return findFirstLedgerAtOrAfter(target, (path, search) =>
    horizonGet(baseUrl, path, search, { signal }),
  )
}
