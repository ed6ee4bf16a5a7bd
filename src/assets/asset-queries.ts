import { queryOptions } from '@tanstack/react-query'
import type { Account, Page, Trade } from '@/api/horizon-types'
import { HorizonError, horizonGet, horizonUrl } from '@/api/horizon-client'
import type { AssetRecord, OrderBook, TradeAggregation } from '@/api/horizon-market-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery } from '@/api/page-query'
import { shortStaleTime } from '@/api/query-client'
import type { IssuedAsset } from '@/assets/asset-id'
import { assetSearch, canonicalAsset } from '@/assets/asset-id'

/** The list's filters as Horizon names them; empty values are not sent. */
export interface AssetListFilters {
  asset_code: string
  asset_issuer: string
}

export function readAssetListFilters(searchParams: URLSearchParams): AssetListFilters {
  return {
    asset_code: searchParams.get('asset_code')?.trim() ?? '',
    asset_issuer: searchParams.get('asset_issuer')?.trim() ?? '',
  }
}

function nonEmpty(search: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== ''),
  )
}

/** Trade aggregation bucket sizes Horizon allows, in milliseconds. */
export const chartResolutions = [
  { key: '1m', label: '1 min', milliseconds: 60_000 },
  { key: '5m', label: '5 min', milliseconds: 300_000 },
  { key: '15m', label: '15 min', milliseconds: 900_000 },
  { key: '1h', label: '1 hour', milliseconds: 3_600_000 },
  { key: '1d', label: '1 day', milliseconds: 86_400_000 },
  { key: '1w', label: '1 week', milliseconds: 604_800_000 },
] as const

export type ChartResolution = (typeof chartResolutions)[number]

/** Buckets per chart: Horizon's maximum page. */
const chartBuckets = 200
const orderBookDepth = 20

export const assetQueries = {
  all: ['assets'] as const,
  list: (network: Network, params: PageParams, filters: AssetListFilters) =>
    horizonPageQuery<AssetRecord>(
      [...assetQueries.all, 'list', network.horizonUrl, filters],
      network.horizonUrl,
      '/assets',
      params,
      'growing',
      nonEmpty(filters),
    ),
  /**
   * Horizon has no `/assets/{id}`: the record is the one `/assets?asset_code=&asset_issuer=`
   * lists. An empty answer is this Horizon's "not found".
   */
  detail: (network: Network, asset: IssuedAsset) => {
    const search = { asset_code: asset.code, asset_issuer: asset.issuer }
    const url = horizonUrl(network.horizonUrl, '/assets', search)
    // The key names the Horizon, the asset (and resolution): `search` is built from them.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    return queryOptions({
      queryKey: [...assetQueries.all, 'detail', network.horizonUrl, asset.code, asset.issuer],
      meta: { horizonRequestUrl: url },
      queryFn: async ({ signal }) => {
        const page = (await horizonGet(network.horizonUrl, '/assets', search, signal)) as Partial<
          Page<AssetRecord>
        > | null
        const record = page?._embedded?.records?.find(
          (candidate) =>
            candidate.asset_code === asset.code && candidate.asset_issuer === asset.issuer,
        )
        if (!record) {
          throw new HorizonError({ kind: 'not_found', status: 404, url, message: 'No such asset' })
        }
        return record
      },
      staleTime: shortStaleTime,
    })
  },
  holders: (network: Network, asset: IssuedAsset, params: PageParams) =>
    horizonPageQuery<Account>(
      [...assetQueries.all, 'holders', network.horizonUrl, asset.code, asset.issuer],
      network.horizonUrl,
      '/accounts',
      params,
      'growing',
      { asset: canonicalAsset(asset) },
    ),
  /** Trades of the asset against XLM (Horizon filters a pair, never one asset alone). */
  tradesAgainstXlm: (network: Network, asset: IssuedAsset, params: PageParams) =>
    horizonPageQuery<Trade>(
      [...assetQueries.all, 'trades', network.horizonUrl, asset.code, asset.issuer],
      network.horizonUrl,
      '/trades',
      params,
      'growing',
      { ...assetSearch('base', asset), ...assetSearch('counter', 'native') },
    ),
  /** Selling the asset for XLM (asks) and buying it with XLM (bids); the stream keeps it current. */
  orderBook: (network: Network, asset: IssuedAsset) => {
    const search = {
      ...assetSearch('selling', asset),
      ...assetSearch('buying', 'native'),
      limit: String(orderBookDepth),
    }
    const url = horizonUrl(network.horizonUrl, '/order_book', search)
    // The key names the Horizon, the asset (and resolution): `search` is built from them.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    return queryOptions({
      queryKey: [...assetQueries.all, 'order-book', network.horizonUrl, asset.code, asset.issuer],
      meta: { horizonRequestUrl: url },
      queryFn: ({ signal }) =>
        horizonGet(network.horizonUrl, '/order_book', search, signal) as Promise<OrderBook>,
      staleTime: shortStaleTime,
    })
  },
  /** The newest buckets of the asset's price in XLM at one resolution. */
  priceHistory: (network: Network, asset: IssuedAsset, resolution: ChartResolution) => {
    const search = {
      ...assetSearch('base', asset),
      ...assetSearch('counter', 'native'),
      resolution: String(resolution.milliseconds),
      order: 'desc',
      limit: String(chartBuckets),
    }
    const url = horizonUrl(network.horizonUrl, '/trade_aggregations', search)
    // The key names the Horizon, the asset (and resolution): `search` is built from them.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    return queryOptions({
      queryKey: [
        ...assetQueries.all,
        'price-history',
        network.horizonUrl,
        asset.code,
        asset.issuer,
        resolution.key,
      ],
      meta: { horizonRequestUrl: url },
      queryFn: ({ signal }) =>
        horizonGet(network.horizonUrl, '/trade_aggregations', search, signal) as Promise<
          Page<TradeAggregation>
        >,
      staleTime: shortStaleTime,
    })
  },
}
