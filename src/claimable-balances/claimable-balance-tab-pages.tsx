import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import { OperationTable } from '@/operations/operation-table'
import { createHistoryTabs } from '@/resource-routes/history-tabs'
import { TransactionTable } from '@/transactions/transaction-table'

/** The balance page's tabs by path (router.tsx makes them child routes). */
export const claimableBalanceTabRoutes = createHistoryTabs({
  recordIdParam: 'balanceId',
  queries: claimableBalanceQueries,
  renderOperations: (operations) => <OperationTable operations={operations} />,
  renderTransactions: (transactions) => <TransactionTable transactions={transactions} />,
})
