import { createListRoute } from '@/resource-routes/list-route'
import { EffectTable } from '@/effects/effect-table'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { OperationTable } from '@/operations/operation-table'
import { TransactionTable } from '@/transactions/transaction-table'

// A closed ledger's contents never change; they read naturally in application order.
const transactionsTab = createListRoute({
  title: (routeParams) => `Transactions in ledger ${routeParams.sequence ?? ''}`,
  recordNoun: 'transactions',
  defaults: { order: 'asc', includeFailed: true },
  query: (network, params, routeParams) =>
    ledgerQueries.transactions(network, routeParams.sequence ?? '', params),
  renderRecords: (transactions) => <TransactionTable transactions={transactions} />,
  placement: 'tab',
})

const operationsTab = createListRoute({
  title: (routeParams) => `Operations in ledger ${routeParams.sequence ?? ''}`,
  recordNoun: 'operations',
  defaults: { order: 'asc', includeFailed: true },
  query: (network, params, routeParams) =>
    ledgerQueries.operations(network, routeParams.sequence ?? '', params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'tab',
})

const paymentsTab = createListRoute({
  title: (routeParams) => `Payments in ledger ${routeParams.sequence ?? ''}`,
  recordNoun: 'payments',
  defaults: { order: 'asc', includeFailed: true },
  query: (network, params, routeParams) =>
    ledgerQueries.payments(network, routeParams.sequence ?? '', params),
  renderRecords: (payments) => <OperationTable operations={payments} />,
  placement: 'tab',
})

const effectsTab = createListRoute({
  title: (routeParams) => `Effects in ledger ${routeParams.sequence ?? ''}`,
  recordNoun: 'effects',
  defaults: { order: 'asc' },
  query: (network, params, routeParams) =>
    ledgerQueries.effects(network, routeParams.sequence ?? '', params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
})

/** The record page's tabs by path (router.tsx makes them child routes). */
export const ledgerTabRoutes = {
  transactions: transactionsTab,
  operations: operationsTab,
  payments: paymentsTab,
  effects: effectsTab,
}
