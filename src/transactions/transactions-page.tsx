import { createListRoute } from '@/resource-routes/list-route'
import { transactionQueries } from '@/transactions/transaction-queries'
import { TransactionTable } from '@/transactions/transaction-table'
import { routeManifest } from '@/route-manifest'

const route = createListRoute({
  title: () => 'Transactions',
  recordNoun: 'transactions',
  defaults: routeManifest.transactions.list,
  query: (network, params) => transactionQueries.list(network, params),
  renderRecords: (transactions) => <TransactionTable transactions={transactions} />,
  placement: 'page',
})

export const loader = route.loader
export const Component = route.Component
