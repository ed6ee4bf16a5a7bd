import { queryOptions } from '@tanstack/react-query'
import type { Page } from '@/api/horizon-types'
import { horizonGet, horizonUrl } from '@/api/horizon-client'
import type { OrderBook, TradeAggregation } from '@/api/horizon-market-types'
import type { Network } from '@/api/networks'
import { shortStaleTime } from '@/api/stale-time'
import type { IssuedAsset } from '@/assets/asset-id'
import { assetSearch } from '@/assets/asset-id'
import { assetQueries } from '@/assets/asset-queries'

// The asset page's market sections (order book, price chart): queried by their components once
// the page shows, so they stay out of the early queries' module (asset-queries.ts).

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

export const assetMarketQueries = {
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
      queryFn: (context) =>
        horizonGet(network.horizonUrl, '/order_book', search, context) as Promise<OrderBook>,
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
      queryFn: (context) =>
        horizonGet(network.horizonUrl, '/trade_aggregations', search, context) as Promise<
          Page<TradeAggregation>
        >,
      staleTime: shortStaleTime,
    })
  },
}
