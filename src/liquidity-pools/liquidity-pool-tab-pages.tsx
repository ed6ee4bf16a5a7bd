import { EffectTable } from '@/effects/effect-table'
import { liquidityPoolQueries } from '@/liquidity-pools/liquidity-pool-queries'
import { OperationTable } from '@/operations/operation-table'
import { createListRoute } from '@/resource-routes/list-route'
import { TradeTable } from '@/trades/trade-table'
import { TransactionTable } from '@/transactions/transaction-table'

const poolId = (routeParams: { poolId?: string }) => routeParams.poolId ?? ''

// A pool's history reads newest first, as an account's does.
const operationsTab = createListRoute({
  title: () => 'Operations',
  recordNoun: 'operations',
  defaults: { order: 'desc', includeFailed: true },
  query: (network, params, routeParams) =>
    liquidityPoolQueries.operations(network, poolId(routeParams), params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'tab',
  timeOrdered: true,
})

const transactionsTab = createListRoute({
  title: () => 'Transactions',
  recordNoun: 'transactions',
  defaults: { order: 'desc', includeFailed: true },
  query: (network, params, routeParams) =>
    liquidityPoolQueries.transactions(network, poolId(routeParams), params),
  renderRecords: (transactions) => <TransactionTable transactions={transactions} />,
  placement: 'tab',
  timeOrdered: true,
})

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
  operations: operationsTab,
  transactions: transactionsTab,
  effects: effectsTab,
  trades: tradesTab,
}
