import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { LoaderFunctionArgs } from 'react-router'
import type { PageParams } from '@/api/page-params'
import { queryClientFrom } from '@/api/query-client'
import type { StreamManager } from '@/api/stream-manager'
import { useExplorerHref } from '@/app/explorer-href'
import { loadNetwork, useNetwork } from '@/app/network-route'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { LedgerTable } from '@/ledgers/ledger-table'
import { LiveControls } from '@/live/live-controls'
import type { RecordNoun } from '@/live/live-controls'
import { useLiveList } from '@/live/use-live-list'
import type { LiveList } from '@/live/use-live-list'
import { OperationTable } from '@/operations/operation-table'
import { paymentQueries } from '@/payments/payment-queries'

const LedgerActivityChart = lazy(() =>
  import('@/dashboard/ledger-activity-chart').then((module) => ({
    default: module.LedgerActivityChart,
  })),
)

/** The chart's window: more ledgers are cached than the table shows. */
export const dashboardLedgerParams: PageParams = {
  cursor: null,
  order: 'desc',
  limit: 30,
  includeFailed: null,
}
const ledgerRowsShown = 10

export const dashboardPaymentParams: PageParams = {
  cursor: null,
  order: 'desc',
  limit: 10,
  includeFailed: null,
}

const ledgerNoun: RecordNoun = { one: 'ledger', other: 'ledgers' }
const paymentNoun: RecordNoun = { one: 'payment', other: 'payments' }

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const network = await loadNetwork({ params, request })
  const queryClient = queryClientFrom(context)
  await Promise.all([
    queryClient.query(ledgerQueries.list(network, dashboardLedgerParams)),
    queryClient.query(paymentQueries.list(network, dashboardPaymentParams)),
  ])
  return null
}

interface LiveFeedSectionProps {
  title: string
  headingId: string
  live: LiveList
  enabled: boolean
  onEnabledChange: (enabled: boolean) => void
  recordNoun: RecordNoun
  allHref: string
  children: ReactNode
}

function LiveFeedSection({
  title,
  headingId,
  live,
  enabled,
  onEnabledChange,
  recordNoun,
  allHref,
  children,
}: LiveFeedSectionProps) {
  const { attachList, ...liveState } = live
  return (
    <section ref={attachList} aria-labelledby={headingId} className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Link to={allHref} className="text-sm text-blue-700 hover:underline dark:text-blue-300">
          All {recordNoun.other}
        </Link>
      </div>
      <LiveControls
        live={liveState}
        enabled={enabled}
        onEnabledChange={onEnabledChange}
        recordNoun={recordNoun}
      />
      {children}
    </section>
  )
}

export interface DashboardPageProps {
  /** Tests inject a manager over a fake EventSource; the app uses the tab-wide one. */
  streamManager?: StreamManager
}

export function DashboardPage({ streamManager }: DashboardPageProps) {
  const network = useNetwork()
  const href = useExplorerHref()
  const [ledgersLive, setLedgersLive] = useState(true)
  const [paymentsLive, setPaymentsLive] = useState(true)

  const ledgerQuery = ledgerQueries.list(network, dashboardLedgerParams)
  const paymentQuery = paymentQueries.list(network, dashboardPaymentParams)
  const { data: ledgerPage } = useSuspenseQuery(ledgerQuery)
  const { data: paymentPage } = useSuspenseQuery(paymentQuery)

  const liveLedgers = useLiveList({
    network,
    streamPath: '/ledgers',
    queryKey: ledgerQuery.queryKey,
    limit: dashboardLedgerParams.limit,
    enabled: ledgersLive,
    ...(streamManager ? { streamManager } : {}),
  })
  const livePayments = useLiveList({
    network,
    streamPath: '/payments',
    queryKey: paymentQuery.queryKey,
    limit: dashboardPaymentParams.limit,
    enabled: paymentsLive,
    ...(streamManager ? { streamManager } : {}),
  })

  const ledgers = ledgerPage._embedded.records
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold">{network.label} network</h1>

      <section aria-labelledby="ledger-activity-heading" className="space-y-2">
        <h2 id="ledger-activity-heading" className="text-lg font-semibold">
          Operations and transactions per ledger
        </h2>
        <Suspense
          fallback={
            <div className="aspect-[600/160] w-full rounded bg-slate-100 dark:bg-slate-900" />
          }
        >
          <LedgerActivityChart ledgers={ledgers} />
        </Suspense>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <LiveFeedSection
          title="Latest ledgers"
          headingId="latest-ledgers-heading"
          live={liveLedgers}
          enabled={ledgersLive}
          onEnabledChange={setLedgersLive}
          recordNoun={ledgerNoun}
          allHref={href('/ledgers', { order: 'desc' })}
        >
          <LedgerTable ledgers={ledgers.slice(0, ledgerRowsShown)} />
        </LiveFeedSection>
        <LiveFeedSection
          title="Latest payments"
          headingId="latest-payments-heading"
          live={livePayments}
          enabled={paymentsLive}
          onEnabledChange={setPaymentsLive}
          recordNoun={paymentNoun}
          allHref={href('/payments', { order: 'desc' })}
        >
          <OperationTable operations={paymentPage._embedded.records} />
        </LiveFeedSection>
      </div>
    </div>
  )
}

export function Component() {
  return <DashboardPage />
}
