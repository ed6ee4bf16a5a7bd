import {
  claimableBalanceFilterNames,
  claimableBalanceQueries,
} from '@/claimable-balances/claimable-balance-queries'
import { ClaimableBalanceTable } from '@/claimable-balances/claimable-balance-table'
import { readListFilters } from '@/resource-routes/list-filter-params'
import { ListFilters } from '@/resource-routes/list-filters'
import { createListRoute } from '@/resource-routes/list-route'

// Horizon pages balances by (last modified ledger, id): newest first reads best.
const route = createListRoute({
  title: () => 'Claimable balances',
  recordNoun: 'claimable balances',
  defaults: { order: 'desc' },
  query: (network, params, _routeParams, searchParams) =>
    claimableBalanceQueries.list(
      network,
      params,
      readListFilters(searchParams, claimableBalanceFilterNames),
    ),
  renderRecords: (balances) => <ClaimableBalanceTable balances={balances} />,
  placement: 'page',
  timeOrdered: false,
})

const filterFields = [
  { name: 'claimant', label: 'Claimant', placeholder: 'G…' },
  { name: 'sponsor', label: 'Sponsor', placeholder: 'G…' },
  { name: 'asset', label: 'Asset', placeholder: 'native or USDC:GA5Z…' },
]

export const loader = route.loader

export function Component() {
  return (
    <div className="space-y-4">
      <ListFilters label="Filter claimable balances" fields={filterFields} />
      <route.Component />
    </div>
  )
}
