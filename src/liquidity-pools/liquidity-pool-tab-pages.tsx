import { EffectTable } from '@/effects/effect-table'
import { liquidityPoolQueries } from '@/liquidity-pools/liquidity-pool-queries'
import { OperationTable } from '@/operations/operation-table'
import { createHistoryTabs } from '@/resource-routes/history-tabs'
import { createListRoute } from '@/resource-routes/list-route'
import { TradeTable } from '@/trades/trade-table'
import { TransactionTable } from '@/transactions/transaction-table'
import type { TabRoute } from '@/resource-routes/tab-routes'
import { routeManifest } from '@/route-manifest'
import type { TabPathOf } from '@/route-manifest'

const { byPath } = routeManifest.liquidityPool.tabs

const poolId = (routeParams: { poolId?: string }) => routeParams.poolId ?? ''

const effectsTab = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: byPath.effects.list,
  query: (network, params, routeParams) =>
    liquidityPoolQueries.effects(network, poolId(routeParams), params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
  timeOrdered: true,
})

const tradesTab = createListRoute({
  title: () => 'Trades',
  recordNoun: 'trades',
  defaults: byPath.trades.list,
  query: (network, params, routeParams) =>
    liquidityPoolQueries.trades(network, poolId(routeParams), params),
  renderRecords: (trades) => <TradeTable trades={trades} />,
  placement: 'tab',
})

/** The pool page's tabs by path (route-manifest.ts lists them; router.tsx loads them). */
export const routesByTab = {
  ...createHistoryTabs({
    recordIdParam: 'poolId',
    queries: liquidityPoolQueries,
    defaults: { operations: byPath.operations.list, transactions: byPath.transactions.list },
    renderOperations: (operations) => <OperationTable operations={operations} />,
    renderTransactions: (transactions) => <TransactionTable transactions={transactions} />,
  }),
  effects: effectsTab,
  trades: tradesTab,
} satisfies Record<TabPathOf<'liquidityPool'>, TabRoute>
