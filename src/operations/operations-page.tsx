import { createListRoute } from '@/resource-routes/list-route'
import { operationQueries } from '@/operations/operation-queries'
import { OperationTable } from '@/operations/operation-table'
import { routeManifest } from '@/route-manifest'

const route = createListRoute({
  title: () => 'Operations',
  recordNoun: 'operations',
  defaults: routeManifest.operations.list,
  query: (network, params) => operationQueries.list(network, params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'page',
})

export const loader = route.loader
export const Component = route.Component
