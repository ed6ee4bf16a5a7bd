import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import { ClaimableBalanceTable } from '@/claimable-balances/claimable-balance-table'
import { createFilteredListRoute } from '@/resource-routes/filtered-list-route'
import { routeManifest } from '@/route-manifest'

// Horizon pages balances by (last modified ledger, id): newest first reads best.
export const { loader, Component } = createFilteredListRoute({
  title: () => 'Claimable balances',
  recordNoun: 'claimable balances',
  defaults: routeManifest.claimableBalances.list,
  filterLabel: 'Filter claimable balances',
  filterFields: [
    { name: 'claimant', label: 'Claimant', placeholder: 'G…' },
    { name: 'sponsor', label: 'Sponsor', placeholder: 'G…' },
    { name: 'asset', label: 'Asset', placeholder: 'native or USDC:GA5Z…' },
  ],
  query: claimableBalanceQueries.list,
  renderRecords: (balances) => <ClaimableBalanceTable balances={balances} />,
  placement: 'page',
  timeOrdered: false,
})
