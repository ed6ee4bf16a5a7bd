import { createListRoute } from '@/resource-routes/list-route'
import { OperationTable } from '@/operations/operation-table'
import { paymentQueries } from '@/payments/payment-queries'
import { routeManifest } from '@/route-manifest'

const route = createListRoute({
  title: () => 'Payments',
  recordNoun: 'payments',
  defaults: routeManifest.payments.list,
  query: (network, params) => paymentQueries.list(network, params),
  renderRecords: (payments) => <OperationTable operations={payments} />,
  placement: 'page',
  live: { streamPath: '/payments', recordNoun: { one: 'payment', other: 'payments' } },
})

export const loader = route.loader
export const Component = route.Component
