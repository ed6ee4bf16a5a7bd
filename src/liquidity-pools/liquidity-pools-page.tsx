import { liquidityPoolQueries } from '@/liquidity-pools/liquidity-pool-queries'
import { LiquidityPoolTable } from '@/liquidity-pools/liquidity-pool-table'
import { createFilteredListRoute } from '@/resource-routes/filtered-list-route'
import { routeManifest } from '@/route-manifest'

// Horizon lists pools by id, not by time: no live updates, no jump to date.
export const { loader, Component } = createFilteredListRoute({
  title: () => 'Liquidity pools',
  recordNoun: 'liquidity pools',
  defaults: routeManifest.liquidityPools.list,
  filterLabel: 'Filter liquidity pools',
  filterFields: [
    {
      name: 'reserves',
      label: 'Reserves (assets, comma-separated)',
      placeholder: 'native,USDC:GA5Z…',
    },
    { name: 'account', label: 'Account holding shares', placeholder: 'G…' },
  ],
  query: liquidityPoolQueries.list,
  renderRecords: (pools) => <LiquidityPoolTable pools={pools} />,
  placement: 'page',
  timeOrdered: false,
})
