import { createListRoute } from '@/resource-routes/list-route'
import { transactionQueries } from '@/transactions/transaction-queries'
import { TransactionTable } from '@/transactions/transaction-table'

const route = createListRoute({
  title: () => 'Transactions',
  recordNoun: 'transactions',
  defaults: { order: 'desc', includeFailed: true },
  query: (network, params) => transactionQueries.list(network, params),
  renderRecords: (transactions) => <TransactionTable transactions={transactions} />,
  placement: 'page',
})

export const loader = route.loader
export const Component = route.Component
