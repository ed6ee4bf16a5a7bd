import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { LoaderFunctionArgs } from 'react-router'
import type { Network } from '@/api/networks'
import { queryClientFrom } from '@/api/query-client'
import { useExplorerHref } from '@/ui/explorer-href'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import { dashboardLedgerParams, dashboardPaymentParams } from '@/dashboard/dashboard-params'
import type { DashboardStart } from '@/dashboard/dashboard-replay'
import {
  dashboardReplayQueries,
  invalidCursorMessage,
  readDashboardStart,
} from '@/dashboard/dashboard-replay'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { onLedgerStreamed } from '@/ledgers/ledger-stream'
import { LedgerTable } from '@/ledgers/ledger-table'
import type { RecordNoun } from '@/live/live-controls'
import { LiveListFrame } from '@/live/live-list-frame'
import type { LiveListFrameProps } from '@/live/live-list-frame'
import { OperationTable } from '@/operations/operation-table'
import { paymentQueries } from '@/payments/payment-queries'

const LedgerActivityChart = lazy(() =>
  import('@/dashboard/ledger-activity-chart').then((module) => ({
    default: module.LedgerActivityChart,
  })),
)

const ledgerRowsShown = 10

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

interface DashboardFeedProps extends Omit<LiveListFrameProps, 'isNewestFirstPage'> {
  title: string
  headingId: string
  allHref: string
}

/** One titled live feed: the dashboard's lists are always newest first, live or replaying. */
function DashboardFeed({ title, headingId, allHref, ...frame }: DashboardFeedProps) {
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Link to={allHref} className="text-sm text-blue-700 hover:underline dark:text-blue-300">
          All {frame.recordNoun.other}
        </Link>
      </div>
      <LiveListFrame {...frame} isNewestFirstPage />
    </section>
  )
}

export function DashboardPage() {
  const network = useNetwork()
  const [searchParams] = useSearchParams()
  const start = readDashboardStart(searchParams)
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold">{network.label} network</h1>
      {start.kind === 'invalid' ? (
        <InvalidCursorNotice start={start} />
      ) : (
        <DashboardFeeds network={network} start={start} />
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
}

function DashboardFeeds({ network, start }: DashboardFeedsProps) {
  const href = useExplorerHref()
  const queries = dashboardQueries(network, start)
  const { data: ledgerPage } = useSuspenseQuery(queries.ledgers)
  const { data: paymentPage } = useSuspenseQuery(queries.payments)
  // Both streams start at the same point: ledger tokens and operation ids share one TOID order.
  const replayCursor = start.kind === 'replay' ? { cursor: start.cursor } : {}

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
        <DashboardFeed
          title="Latest ledgers"
          headingId="latest-ledgers-heading"
          network={network}
          streamPath="/ledgers"
          queryKey={queries.ledgers.queryKey}
          limit={dashboardLedgerParams.limit}
          recordNoun={ledgerNoun}
          onRecordArrived={onLedgerStreamed}
          allHref={href('/ledgers', { order: 'desc' })}
          {...replayCursor}
        >
          <LedgerTable ledgers={ledgers.slice(0, ledgerRowsShown)} />
        </DashboardFeed>
        <DashboardFeed
          title="Latest payments"
          headingId="latest-payments-heading"
          network={network}
          streamPath="/payments"
          queryKey={queries.payments.queryKey}
          limit={dashboardPaymentParams.limit}
          recordNoun={paymentNoun}
          allHref={href('/payments', { order: 'desc' })}
          {...replayCursor}
        >
          <OperationTable operations={paymentPage._embedded.records} />
        </DashboardFeed>
      </div>
    </>
  )
}

export function Component() {
  return <DashboardPage />
}
