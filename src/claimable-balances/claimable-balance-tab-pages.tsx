import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import { OperationTable } from '@/operations/operation-table'
import { createListRoute } from '@/resource-routes/list-route'
import { TransactionTable } from '@/transactions/transaction-table'

const operationsTab = createListRoute({
  title: () => 'Operations',
  recordNoun: 'operations',
  defaults: { order: 'desc', includeFailed: true },
  query: (network, params, routeParams) =>
    claimableBalanceQueries.operations(network, routeParams.balanceId ?? '', params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'tab',
  timeOrdered: true,
})

const transactionsTab = createListRoute({
  title: () => 'Transactions',
  recordNoun: 'transactions',
  defaults: { order: 'desc', includeFailed: true },
  query: (network, params, routeParams) =>
    claimableBalanceQueries.transactions(network, routeParams.balanceId ?? '', params),
  renderRecords: (transactions) => <TransactionTable transactions={transactions} />,
  placement: 'tab',
  timeOrdered: true,
})

/** The balance page's tabs by path (router.tsx makes them child routes). */
export const claimableBalanceTabRoutes = {
  operations: operationsTab,
  transactions: transactionsTab,
}
