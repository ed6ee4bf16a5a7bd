import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import { OperationTable } from '@/operations/operation-table'
import { createHistoryTabs } from '@/resource-routes/history-tabs'
import { TransactionTable } from '@/transactions/transaction-table'
import type { TabRoute } from '@/resource-routes/tab-routes'
import { routeManifest } from '@/route-manifest'
import type { TabPathOf } from '@/route-manifest'

const { byPath } = routeManifest.claimableBalance.tabs

/** The balance page's tabs by path (route-manifest.ts lists them; router.tsx loads them). */
export const routesByTab = createHistoryTabs({
  recordIdParam: 'balanceId',
  queries: claimableBalanceQueries,
  defaults: { operations: byPath.operations.list, transactions: byPath.transactions.list },
  renderOperations: (operations) => <OperationTable operations={operations} />,
  renderTransactions: (transactions) => <TransactionTable transactions={transactions} />,
}) satisfies Record<TabPathOf<'claimableBalance'>, TabRoute>
