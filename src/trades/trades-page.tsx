import type { LoaderFunctionArgs } from 'react-router'
import { tradeFilterFields, tradeFilterProblem, tradeSearchOf } from '@/assets/trade-filters'
import { ListFilterForm } from '@/resource-routes/list-filter-form'
import { createListRoute } from '@/resource-routes/list-route'
import { tradeQueries } from '@/trades/trade-queries'
import { TradeTable } from '@/trades/trade-table'
import { useLocationSearchParams } from '@/ui/location-search-params'
import { routeManifest } from '@/route-manifest'

function TradeFilters() {
  return <ListFilterForm label="Filter trades" fields={tradeFilterFields} />
}

const route = createListRoute({
  title: () => 'Trades',
  recordNoun: 'trades',
  defaults: routeManifest.trades.list,
  query: (network, params, _routeParams, searchParams) =>
    tradeQueries.list(network, params, tradeSearchOf(searchParams)),
  renderRecords: (trades) => <TradeTable trades={trades} />,
  placement: 'page',
  // Not live: the stream manager's /trades stream has no filters, and a filtered list must never
  // show trades that do not match. Trade paging tokens are not ledger TOIDs: no "Jump to date".
  timeOrdered: false,
  Filters: TradeFilters,
})

// A filter that is not well-formed is answered here, with the form to correct it, before any
// request: Horizon would only say "invalid base_asset_type".
export function loader(args: LoaderFunctionArgs) {
  if (tradeFilterProblem(new URL(args.request.url).searchParams)) return null
  return route.loader(args)
}

export function Component() {
  const searchParams = useLocationSearchParams()
  const problem = tradeFilterProblem(searchParams)
  if (!problem) return <route.Component />
  return (
    <section aria-labelledby="list-heading" className="space-y-3">
      <h1 id="list-heading" className="text-xl font-semibold">
        Trades
      </h1>
      <TradeFilters />
      <p
        role="alert"
        className="rounded border border-red-300 bg-red-50 p-3 dark:border-red-800 dark:bg-red-950"
      >
        These filters cannot be used. {problem}
      </p>
    </section>
  )
}
