import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { LoaderFunctionArgs } from 'react-router'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { queryClientFrom } from '@/api/query-client'
import type { StreamManager } from '@/api/stream-manager'
import { useExplorerHref } from '@/ui/explorer-href'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import type { DashboardStart } from '@/dashboard/dashboard-replay'
import {
  dashboardReplayQueries,
  invalidCursorMessage,
  readDashboardStart,
} from '@/dashboard/dashboard-replay'
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

/** The cache entries the two feeds (and the chart) read and the streams write into. */
function dashboardQueries(network: Network, start: LiveOrReplay) {
  if (start.kind === 'replay') {
    return {
      ledgers: dashboardReplayQueries.ledgers(network, start.cursor, dashboardLedgerParams.limit),
      payments: dashboardReplayQueries.payments(
        network,
        start.cursor,
        dashboardPaymentParams.limit,
      ),
    }
  }
  return {
    ledgers: ledgerQueries.list(network, dashboardLedgerParams),
    payments: paymentQueries.list(network, dashboardPaymentParams),
  }
}

type LiveOrReplay = Exclude<DashboardStart, { kind: 'invalid' }>

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const network = await loadNetwork({ params, request })
  const start = readDashboardStart(new URL(request.url).searchParams)
  // A bad cursor is explained on the page itself; there is nothing to load for it.
  if (start.kind === 'invalid') return null
  const queryClient = queryClientFrom(context)
  const queries = dashboardQueries(network, start)
  await Promise.all([queryClient.query(queries.ledgers), queryClient.query(queries.payments)])
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
  const [searchParams] = useSearchParams()
  const start = readDashboardStart(searchParams)
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold">{network.label} network</h1>
      {start.kind === 'invalid' ? (
        <InvalidCursorNotice start={start} />
      ) : (
        <DashboardFeeds
          network={network}
          start={start}
          {...(streamManager ? { streamManager } : {})}
        />
      )}
    </div>
  )
}

const goLiveClassName =
  'rounded border border-slate-400 px-2 py-0.5 font-medium text-blue-700 hover:bg-white focus-visible:outline-2 dark:border-slate-500 dark:text-blue-300 dark:hover:bg-slate-900'

function InvalidCursorNotice({ start }: { start: Extract<DashboardStart, { kind: 'invalid' }> }) {
  const href = useExplorerHref()
  return (
    <div
      role="alert"
      className="space-y-2 rounded border border-red-300 bg-red-50 p-4 text-sm dark:border-red-800 dark:bg-red-950"
    >
      <h2 className="text-base font-semibold">Cannot replay from this cursor</h2>
      <p className="break-all">{invalidCursorMessage(start)}</p>
      <p>
        <Link to={href('/')} className={goLiveClassName}>
          Go live
        </Link>
      </p>
    </div>
  )
}

function ReplayNotice({ start }: { start: Extract<DashboardStart, { kind: 'replay' }> }) {
  const href = useExplorerHref()
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700 dark:bg-amber-950">
      <p className="min-w-0 break-all">
        <strong className="font-semibold">Replaying from ledger {start.ledgerSequence}</strong>{' '}
        <span className="text-slate-700 dark:text-slate-300">
          (cursor {start.cursor}): the feeds show what came after this point, in order.
        </span>
      </p>
      {/* Dropping the cursor is going live; href() keeps only what names the network. */}
      <Link to={href('/')} className={goLiveClassName}>
        Go live
      </Link>
    </div>
  )
}

interface DashboardFeedsProps {
  network: Network
  start: LiveOrReplay
  streamManager?: StreamManager
}

function DashboardFeeds({ network, start, streamManager }: DashboardFeedsProps) {
  const href = useExplorerHref()
  const [ledgersLive, setLedgersLive] = useState(true)
  const [paymentsLive, setPaymentsLive] = useState(true)

  const queries = dashboardQueries(network, start)
  const { data: ledgerPage } = useSuspenseQuery(queries.ledgers)
  const { data: paymentPage } = useSuspenseQuery(queries.payments)
  // Both streams start at the same point: ledger tokens and operation ids share one TOID order.
  const replayCursor = start.kind === 'replay' ? { cursor: start.cursor } : {}

  const liveLedgers = useLiveList({
    network,
    streamPath: '/ledgers',
    queryKey: queries.ledgers.queryKey,
    limit: dashboardLedgerParams.limit,
    enabled: ledgersLive,
    ...replayCursor,
    ...(streamManager ? { streamManager } : {}),
  })
  const livePayments = useLiveList({
    network,
    streamPath: '/payments',
    queryKey: queries.payments.queryKey,
    limit: dashboardPaymentParams.limit,
    enabled: paymentsLive,
    ...replayCursor,
    ...(streamManager ? { streamManager } : {}),
  })

  const ledgers = ledgerPage._embedded.records
  return (
    <>
      {start.kind === 'replay' && <ReplayNotice start={start} />}

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
    </>
  )
}

export function Component() {
  return <DashboardPage />
}
