import { createListRoute } from '@/resource-routes/list-route'
import { EffectTable } from '@/effects/effect-table'
import { OperationTable } from '@/operations/operation-table'
import { transactionQueries } from '@/transactions/transaction-queries'

export const operationsTab = createListRoute({
  title: () => 'Operations',
  recordNoun: 'operations',
  defaults: { order: 'asc' },
  query: (network, params, routeParams) =>
    transactionQueries.operations(network, routeParams.hash ?? '', params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'tab',
})

export const effectsTab = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: { order: 'asc' },
  query: (network, params, routeParams) =>
    transactionQueries.effects(network, routeParams.hash ?? '', params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
})
