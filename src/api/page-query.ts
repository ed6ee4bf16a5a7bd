import { queryOptions } from '@tanstack/react-query'
import { horizonGet, horizonUrl } from '@/api/horizon-client'
import type { Page } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageSearch, pageStaleTime } from '@/api/page-params'
import { shortStaleTime } from '@/api/stale-time'

/**
 * How a list can change over time:
 * - `closed`: a finished ledger's or transaction's sub-list; every page is final.
 * - `growing`: a list that gains records at its newest end (all top-level and account lists).
 */
export type ListGrowth = 'closed' | 'growing'

/**
 * Query options for one Horizon collection page; the cache holds the raw `Page<T>`. Both factories
 * put the exact URL they request into `meta.horizonRequestUrl` ("Open in Horizon" links to it).
 */
export function horizonPageQuery<T>(
  queryKey: readonly unknown[],
  horizonBaseUrl: string,
  path: string,
  params: PageParams,
  growth: ListGrowth,
  /** Horizon's filters for the collection (`claimant`, `reserves` …), sent beside the paging. */
  filters: Record<string, string> = {},
) {
  const search = { ...filters, ...horizonPageSearch(params) }
  // The resource factories put the Horizon URL and the record id into `queryKey` already.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    // Unfiltered lists keep their key shape: [...resource key, params].
    queryKey: [...queryKey, ...(Object.keys(filters).length > 0 ? [filters] : []), params] as const,
    meta: { horizonRequestUrl: horizonUrl(horizonBaseUrl, path, search) },
    queryFn: (context) => horizonGet(horizonBaseUrl, path, search, context) as Promise<Page<T>>,
    staleTime: (query) =>
      growth === 'closed'
        ? Infinity
        : pageStaleTime(params, query.state.data as Page<unknown> | undefined, shortStaleTime),
  })
}

/** Query options for one immutable Horizon record (ledger, transaction, operation). */
export function horizonRecordQuery<T>(
  queryKey: readonly unknown[],
  horizonBaseUrl: string,
  path: string,
  staleTime: number,
) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- see horizonPageQuery
  return queryOptions({
    queryKey,
    meta: { horizonRequestUrl: horizonUrl(horizonBaseUrl, path) },
    queryFn: (context) => horizonGet(horizonBaseUrl, path, undefined, context) as Promise<T>,
    staleTime,
  })
}

/**
 * The queryOptions factory of one record's sub-list, e.g. `/liquidity_pools/{id}/trades`: keyed
 * by the resource's key, the collection, the Horizon URL and the record id.
 */
export function recordSubListQuery<T>(
  resourceKey: readonly string[],
  collectionPath: string,
  subList: string,
  growth: ListGrowth,
) {
  return (network: Pick<Network, 'horizonUrl'>, id: string, params: PageParams) =>
    horizonPageQuery<T>(
      [...resourceKey, subList, network.horizonUrl, id],
      network.horizonUrl,
      `${collectionPath}/${encodeURIComponent(id)}/${subList}`,
      params,
      growth,
    )
}
