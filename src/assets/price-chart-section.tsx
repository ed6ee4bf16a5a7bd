import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import type { TradeAggregation } from '@/api/horizon-market-types'
import type { Network } from '@/api/networks'
import type { IssuedAsset } from '@/assets/asset-id'
import type { ChartResolution } from '@/assets/asset-market-queries'
import { assetMarketQueries, chartResolutions } from '@/assets/asset-market-queries'
import { pageOrEmpty } from '@/resource-routes/page-shape'
import { RecordSection } from '@/resource-routes/detail-parts'
import { horizonRequestUrlOf, RecordActions } from '@/resource-routes/record-actions'
import { PartBoundary, PartError } from '@/ui/part-boundary'
import { useLocationSearchParams } from '@/ui/location-search-params'

const PriceChart = lazy(() => import('@/assets/price-chart'))

const defaultResolution: ChartResolution = chartResolutions[2]

/** The chart's resolution lives in the URL (`?resolution=5m`); anything else reads as 15 minutes. */
export function readChartResolution(searchParams: URLSearchParams): ChartResolution {
  const key = searchParams.get('resolution')
  return chartResolutions.find((resolution) => resolution.key === key) ?? defaultResolution
}

function ResolutionChooser({ current }: { current: ChartResolution }) {
  const { pathname } = useLocation()
  const searchParams = useLocationSearchParams()
  return (
    <nav aria-label="Chart resolution">
      <ul className="flex flex-wrap gap-1 text-sm">
        {chartResolutions.map((resolution) => {
          const search = new URLSearchParams(searchParams)
          search.set('resolution', resolution.key)
          const active = resolution.key === current.key
          return (
            <li key={resolution.key}>
              <Link
                to={`${pathname}?${search.toString()}`}
                replace
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={
                  active
                    ? 'inline-block rounded border border-blue-700 bg-blue-50 px-2 py-0.5 font-semibold dark:border-blue-300 dark:bg-blue-950'
                    : 'inline-block rounded border border-slate-300 px-2 py-0.5 text-blue-700 dark:border-slate-600 dark:text-blue-300'
                }
              >
                {resolution.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Price of the asset in XLM from /trade_aggregations; fails on its own. */
export function PriceChartSection({ network, asset }: { network: Network; asset: IssuedAsset }) {
  const searchParams = useLocationSearchParams()
  const resolution = readChartResolution(searchParams)
  const query = assetMarketQueries.priceHistory(network, asset, resolution)
  const history = useQuery(query)
  return (
    <RecordSection title={`Price of ${asset.code} in XLM`}>
      <ResolutionChooser current={resolution} />
      {history.data ? (
        <PartBoundary title="The price chart">
          <Suspense
            fallback={<div className="h-[26rem] w-full rounded bg-slate-100 dark:bg-slate-900" />}
          >
            <PriceChart
              buckets={pageOrEmpty<TradeAggregation>(history.data)._embedded.records}
              code={asset.code}
              resolutionLabel={resolution.label}
            />
          </Suspense>
          <RecordActions
            horizonHref={horizonRequestUrlOf(query)}
            json={history.data}
            jsonLabel="Trade aggregations JSON"
            copyLink={false}
          />
        </PartBoundary>
      ) : history.isError ? (
        <PartError
          title="The price chart"
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading the price history…</p>
      )}
    </RecordSection>
  )
}
