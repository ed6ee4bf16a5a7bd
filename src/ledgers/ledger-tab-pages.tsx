import { createListRoute } from '@/resource-routes/list-route'
import { EffectTable } from '@/effects/effect-table'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { OperationTable } from '@/operations/operation-table'
import { TransactionTable } from '@/transactions/transaction-table'
import type { TabRoute } from '@/resource-routes/tab-routes'
import { routeManifest } from '@/route-manifest'
import type { TabPathOf } from '@/route-manifest'

const { byPath } = routeManifest.ledger.tabs

const transactionsTab = createListRoute({
  title: (routeParams) => `Transactions in ledger ${routeParams.sequence ?? ''}`,
  recordNoun: 'transactions',
  defaults: byPath.transactions.list,
  query: (network, params, routeParams) =>
    ledgerQueries.transactions(network, routeParams.sequence ?? '', params),
  renderRecords: (transactions) => <TransactionTable transactions={transactions} />,
  placement: 'tab',
})

const operationsTab = createListRoute({
  title: (routeParams) => `Operations in ledger ${routeParams.sequence ?? ''}`,
  recordNoun: 'operations',
  defaults: byPath.operations.list,
  query: (network, params, routeParams) =>
    ledgerQueries.operations(network, routeParams.sequence ?? '', params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'tab',
})

const paymentsTab = createListRoute({
  title: (routeParams) => `Payments in ledger ${routeParams.sequence ?? ''}`,
  recordNoun: 'payments',
  defaults: byPath.payments.list,
  query: (network, params, routeParams) =>
    ledgerQueries.payments(network, routeParams.sequence ?? '', params),
  renderRecords: (payments) => <OperationTable operations={payments} />,
  placement: 'tab',
})

const effectsTab = createListRoute({
  title: (routeParams) => `Effects in ledger ${routeParams.sequence ?? ''}`,
  recordNoun: 'effects',
  defaults: byPath.effects.list,
  query: (network, params, routeParams) =>
    ledgerQueries.effects(network, routeParams.sequence ?? '', params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
})

/** The record page's tabs by path (route-manifest.ts lists them; router.tsx loads them). */
export const routesByTab = {
  transactions: transactionsTab,
  operations: operationsTab,
  payments: paymentsTab,
  effects: effectsTab,
} satisfies Record<TabPathOf<'ledger'>, TabRoute>
