import type { Ledger, Operation, Page } from '@/api/horizon-types'
import { horizonGet, horizonUrl, isHorizonError } from '@/api/horizon-client'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageSearch } from '@/api/page-params'
import { horizonPageQuery } from '@/api/page-query'
import type { HorizonRequest } from '@/api/horizon-transport'

// "Replay from a point": `/{network}?cursor=<TOID>` streams both dashboard feeds from that cursor
// instead of `now`. Ledger paging tokens (seq<<32) and operation ids (seq<<32 | tx<<12 | op) live
// in one ordered TOID space (horizon-api.md §2.3), so one cursor is a point in time for both the
// ledgers and the payments stream.
//
// Each list starts from the records up to the cursor: a desc page with cursor X+1 holds exactly
// the records ≤ X, and a stream from X delivers exactly those > X, so the two meet without a gap
// or an overlap. The alternative, an empty list, would leave the chart without a window and the
// lists without context until the stream had sent a full page.

/** Horizon parses a cursor as int64 (horizon-api.md §2.4); larger values are answered with 400. */
export const largestCursor = 9_223_372_036_854_775_807n

export type DashboardStart =
  /** No cursor, an empty one or `cursor=now`: stream from now, like Horizon. */
  | { kind: 'live' }
  /** `cursor` is canonical (no leading zeros); `ledgerSequence` is the ledger the TOID falls in. */
  | { kind: 'replay'; cursor: string; ledgerSequence: string }
  | { kind: 'invalid'; rawCursor: string; problem: 'not-digits' | 'too-large' }

/** Reads where the dashboard's streams start from its URL (the URL is the state). */
export function readDashboardStart(searchParams: URLSearchParams): DashboardStart {
  const rawCursor = searchParams.get('cursor')
  if (rawCursor === null || rawCursor === '' || rawCursor === 'now') return { kind: 'live' }
  if (!/^\d+$/.test(rawCursor)) return { kind: 'invalid', rawCursor, problem: 'not-digits' }
  const cursor = BigInt(rawCursor)
  if (cursor > largestCursor) return { kind: 'invalid', rawCursor, problem: 'too-large' }
  return { kind: 'replay', cursor: cursor.toString(), ledgerSequence: (cursor >> 32n).toString() }
}

/** Desc page params whose records are exactly those with paging tokens ≤ `cursor`. */
export function pageParamsUpTo(cursor: string, limit: number): PageParams {
  const value = BigInt(cursor)
  // Desc pages hold the records strictly before their cursor; int64's largest value has no
  // successor Horizon would accept, and no record carries it.
  const pageCursor = value < largestCursor ? value + 1n : value
  return { cursor: pageCursor.toString(), order: 'desc', limit, includeFailed: null }
}

function emptyPage<T>(href: string): Page<T> {
  return { _links: { self: { href }, next: { href }, prev: { href } }, _embedded: { records: [] } }
}

/**
 * The first list page of a replay, in its own cache entry: the stream writes into it, so it must
 * not share one with the /ledgers or /payments page of the same cursor, and it is never stale
 * (a refetch would drop the streamed records, and the stream does not send them again).
 */
function replayPageQuery<T>(
  collection: 'ledgers' | 'payments',
  network: Pick<Network, 'horizonUrl'>,
  cursor: string,
  limit: number,
) {
  const path = `/${collection}`
  const params = pageParamsUpTo(cursor, limit)
  const base = horizonPageQuery<T>(
    ['dashboard-replay', collection, network.horizonUrl],
    network.horizonUrl,
    path,
    params,
    'growing',
  )
  return {
    ...base,
    queryFn: async (context: HorizonRequest): Promise<Page<T>> => {
      const search = horizonPageSearch(params)
      try {
        return (await horizonGet(network.horizonUrl, path, search, context)) as Page<T>
      } catch (error) {
        // A cursor before the history this Horizon keeps: nothing is left up to it (desc pages
        // answer 410 there, §2.4), while the stream still starts at the oldest record kept.
        if (isHorizonError(error) && error.kind === 'before_history') {
          return emptyPage<T>(horizonUrl(network.horizonUrl, path, search))
        }
        throw error
      }
    },
    staleTime: Infinity,
  }
}

export const dashboardReplayQueries = {
  ledgers: (network: Pick<Network, 'horizonUrl'>, cursor: string, limit: number) =>
    replayPageQuery<Ledger>('ledgers', network, cursor, limit),
  payments: (network: Pick<Network, 'horizonUrl'>, cursor: string, limit: number) =>
    replayPageQuery<Operation>('payments', network, cursor, limit),
}
