import {
  liquidityPoolFilterNames,
  liquidityPoolQueries,
} from '@/liquidity-pools/liquidity-pool-queries'
import { LiquidityPoolTable } from '@/liquidity-pools/liquidity-pool-table'
import { readListFilters } from '@/resource-routes/list-filter-params'
import { ListFilters } from '@/resource-routes/list-filters'
import { createListRoute } from '@/resource-routes/list-route'

// Horizon lists pools by id, not by time: no live updates, no jump to date.
const route = createListRoute({
  title: () => 'Liquidity pools',
  recordNoun: 'liquidity pools',
  defaults: { order: 'asc' },
  query: (network, params, _routeParams, searchParams) =>
    liquidityPoolQueries.list(
      network,
      params,
      readListFilters(searchParams, liquidityPoolFilterNames),
    ),
  renderRecords: (pools) => <LiquidityPoolTable pools={pools} />,
  placement: 'page',
  timeOrdered: false,
})

const filterFields = [
  {
    name: 'reserves',
    label: 'Reserves (assets, comma-separated)',
    placeholder: 'native,USDC:GA5Z…',
  },
  { name: 'account', label: 'Account holding shares', placeholder: 'G…' },
]

export const loader = route.loader

export function Component() {
  return (
    <div className="space-y-4">
      <ListFilters label="Filter liquidity pools" fields={filterFields} />
      <route.Component />
    </div>
  )
}
