import { EffectTable } from '@/effects/effect-table'
import { liquidityPoolQueries } from '@/liquidity-pools/liquidity-pool-queries'
import { OperationTable } from '@/operations/operation-table'
import { createHistoryTabs } from '@/resource-routes/history-tabs'
import { createListRoute } from '@/resource-routes/list-route'
import { TradeTable } from '@/trades/trade-table'
import { TransactionTable } from '@/transactions/transaction-table'

const poolId = (routeParams: { poolId?: string }) => routeParams.poolId ?? ''

const effectsTab = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: { order: 'desc' },
  query: (network, params, routeParams) =>
    liquidityPoolQueries.effects(network, poolId(routeParams), params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
  timeOrdered: true,
})

const tradesTab = createListRoute({
  title: () => 'Trades',
  recordNoun: 'trades',
  defaults: { order: 'desc' },
  query: (network, params, routeParams) =>
    liquidityPoolQueries.trades(network, poolId(routeParams), params),
  renderRecords: (trades) => <TradeTable trades={trades} />,
  placement: 'tab',
})

/** The pool page's tabs by path (router.tsx makes them child routes). */
export const liquidityPoolTabRoutes = {
  ...createHistoryTabs({
    recordIdParam: 'poolId',
    queries: liquidityPoolQueries,
    renderOperations: (operations) => <OperationTable operations={operations} />,
    renderTransactions: (transactions) => <TransactionTable transactions={transactions} />,
  }),
  effects: effectsTab,
  trades: tradesTab,
}
