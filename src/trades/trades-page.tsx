import type { LoaderFunctionArgs } from 'react-router'
import { useSearchParams } from 'react-router'
import { assetSearch, readAssetId } from '@/assets/asset-id'
import type { FilterField } from '@/resource-routes/list-filter-form'
import { ListFilterForm } from '@/resource-routes/list-filter-form'
import { createListRoute } from '@/resource-routes/list-route'
import type { TradeSearch } from '@/trades/trade-queries'
import { tradeQueries } from '@/trades/trade-queries'
import { TradeTable } from '@/trades/trade-table'

// The URL names assets the way people write them (`native`, `USDC:G…` or `USDC-G…`); Horizon gets
// its own `*_asset_type/code/issuer`.

function assetCheck(value: string): string | null {
  const reading = readAssetId(value)
  return reading.kind === 'invalid' ? `Write native or CODE:ISSUER. ${reading.reason}` : null
}

const tradeFilterFields: FilterField[] = [
  { name: 'base_asset', label: 'Base asset', placeholder: 'native or USDC:G…', check: assetCheck },
  {
    name: 'counter_asset',
    label: 'Counter asset',
    placeholder: 'native or USDC:G…',
    check: assetCheck,
  },
  {
    name: 'offer_id',
    label: 'Offer ID',
    placeholder: '123',
    check: (value) => (/^\d{1,20}$/.test(value) ? null : 'An offer ID is a whole number.'),
  },
  {
    name: 'liquidity_pool_id',
    label: 'Liquidity pool ID',
    placeholder: '64 hex characters',
    check: (value) =>
      /^[0-9a-f]{64}$/i.test(value) ? null : 'A pool ID is 64 hexadecimal characters.',
  },
  {
    name: 'trade_type',
    label: 'Trade type',
    options: [
      { value: '', label: 'All' },
      { value: 'orderbook', label: 'Order book' },
      { value: 'liquidity_pool', label: 'Liquidity pool' },
    ],
  },
]

function assetFilter(prefix: 'base' | 'counter', value: string | null): TradeSearch {
  if (value === null || value.trim() === '') return {}
  const reading = readAssetId(value)
  if (reading.kind === 'native') return assetSearch(prefix, 'native')
  if (reading.kind === 'asset') return assetSearch(prefix, reading.asset)
  // Unreachable from the page (tradeFilterProblem stops it first); Horizon would reject it.
  return { [`${prefix}_asset_type`]: value }
}

/** The URL's filters as Horizon's `/trades` parameters. */
export function tradeSearchOf(searchParams: URLSearchParams): TradeSearch {
  const search: TradeSearch = {
    ...assetFilter('base', searchParams.get('base_asset')),
    ...assetFilter('counter', searchParams.get('counter_asset')),
  }
  for (const name of ['offer_id', 'liquidity_pool_id', 'trade_type']) {
    const value = searchParams.get(name)?.trim()
    if (value) search[name] = value
  }
  return search
}

function TradeFilters() {
  return <ListFilterForm label="Filter trades" fields={tradeFilterFields} />
}

const route = createListRoute({
  title: () => 'Trades',
  recordNoun: 'trades',
  defaults: { order: 'desc' },
  query: (network, params, _routeParams, searchParams) =>
    tradeQueries.list(network, params, tradeSearchOf(searchParams)),
  renderRecords: (trades) => <TradeTable trades={trades} />,
  placement: 'page',
  // Not live: the stream manager's /trades stream has no filters, and a filtered list must never
  // show trades that do not match. Trade paging tokens are not ledger TOIDs: no "Jump to date".
  timeOrdered: false,
  Filters: TradeFilters,
})

/** The first filter that cannot be sent to Horizon, with what is wrong with it. */
export function tradeFilterProblem(searchParams: URLSearchParams): string | null {
  for (const field of tradeFilterFields) {
    const value = searchParams.get(field.name)?.trim()
    const problem = value ? field.check?.(value) : null
    if (problem) return `${field.label}: ${problem}`
  }
  return null
}

// A filter that is not well-formed is answered here, with the form to correct it, before any
// request: Horizon would only say "invalid base_asset_type".
export function loader(args: LoaderFunctionArgs) {
  if (tradeFilterProblem(new URL(args.request.url).searchParams)) return null
  return route.loader(args)
}

export function Component() {
  const [searchParams] = useSearchParams()
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
