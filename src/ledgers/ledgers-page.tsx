import { createListRoute } from '@/resource-routes/list-route'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { onLedgerStreamed } from '@/ledgers/ledger-stream'
import { LedgerTable } from '@/ledgers/ledger-table'
import { routeManifest } from '@/route-manifest'

const route = createListRoute({
  title: () => 'Ledgers',
  recordNoun: 'ledgers',
  defaults: routeManifest.ledgers.list,
  query: (network, params) => ledgerQueries.list(network, params),
  renderRecords: (ledgers) => <LedgerTable ledgers={ledgers} />,
  placement: 'page',
  live: {
    streamPath: '/ledgers',
    recordNoun: { one: 'ledger', other: 'ledgers' },
    onRecordArrived: onLedgerStreamed,
  },
})

export const loader = route.loader
export const Component = route.Component
