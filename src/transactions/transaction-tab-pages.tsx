import { createListRoute } from '@/resource-routes/list-route'
import { EffectTable } from '@/effects/effect-table'
import { OperationTable } from '@/operations/operation-table'
import { transactionQueries } from '@/transactions/transaction-queries'

const operationsTab = createListRoute({
  title: () => 'Operations',
  recordNoun: 'operations',
  defaults: { order: 'asc' },
  query: (network, params, routeParams) =>
    transactionQueries.operations(network, routeParams.hash ?? '', params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'tab',
})

const effectsTab = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: { order: 'asc' },
  query: (network, params, routeParams) =>
    transactionQueries.effects(network, routeParams.hash ?? '', params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
})

/** The record page's tabs by path (router.tsx makes them child routes). */
export const transactionTabRoutes = {
  operations: operationsTab,
  effects: effectsTab,
}
