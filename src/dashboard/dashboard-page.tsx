import { useQuery } from '@tanstack/react-query'
import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { LoaderFunctionArgs } from 'react-router'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import type { Ledger, Page } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import { queryClientFrom } from '@/api/query-client'
import { useExplorerHref } from '@/ui/explorer-href'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import { pageOrEmpty } from '@/resource-routes/page-shape'
import { horizonRequestUrlOf } from '@/resource-routes/record-actions'
import { PartBoundary, PartError } from '@/ui/part-boundary'
import { dashboardLedgerParams, dashboardPaymentParams } from '@/dashboard/dashboard-params'
import type { DashboardStart } from '@/dashboard/dashboard-replay'
import { dashboardReplayQueries, readDashboardStart } from '@/dashboard/dashboard-replay'
import { invalidCursorMessage } from '@/dashboard/invalid-cursor-message'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { onLedgerStreamed } from '@/ledgers/ledger-stream'
import { LedgerTable } from '@/ledgers/ledger-table'
import { FeeStatsPanel } from '@/fee-stats/fee-stats-panel'
import { feeStatsQueries } from '@/fee-stats/fee-stats-queries'
import { HeadlineNumbers } from '@/dashboard/headline-numbers'
import type { RecordNoun } from '@/live/live-controls'
import { LiveListFrame } from '@/live/live-list-frame'
import type { LiveListFrameProps } from '@/live/live-list-frame'
import { OperationTable } from '@/operations/operation-table'
import { paymentQueries } from '@/payments/payment-queries'
import { useLocationSearchParams } from '@/ui/location-search-params'

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
  const network = await loadNetwork({ params, request, context })
  const start = readDashboardStart(new URL(request.url).searchParams)
  // A bad cursor is explained on the page itself; there is nothing to load for it.
  if (start.kind === 'invalid') return null
  const queryClient = queryClientFrom(context)
  const queries = dashboardQueries(network, start)
  // A failing feed shows its own error on the page (FeedPart); the other parts still load.
  await Promise.all([
    queryClient.query(queries.ledgers).catch(() => null),
    queryClient.query(queries.payments).catch(() => null),
  ])
  return null
}

interface DashboardFeedProps<T> {
  query: UseQueryResult<Page<T>>
  /** What the live frame follows; its `streamPath` is also the collection the feed links to. */
  frame: Omit<LiveListFrameProps, 'children' | 'isNewestFirstPage' | 'defer'>
  renderRecords: (records: T[]) => ReactNode
}

/**
 * One titled live feed ("Latest ledgers") with a link to its whole list; always newest first,
 * live or replaying. A failing request or renderer shows its error inside the feed (FeedPart).
 */
function DashboardFeed<T>({ query, frame, renderRecords }: DashboardFeedProps<T>) {
  const href = useExplorerHref()
  const records = frame.recordNoun.other
  const title = `Latest ${records}`
  const headingId = `latest-${records}-heading`
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Link
          to={href(frame.streamPath, { order: 'desc' })}
          className="text-sm text-blue-700 hover:underline dark:text-blue-300"
        >
          All {records}
        </Link>
      </div>
      <FeedPart title={title} query={query}>
        {(page) => (
          <LiveListFrame {...frame} isNewestFirstPage>
            {renderRecords(page._embedded.records)}
          </LiveListFrame>
        )}
      </FeedPart>
    </section>
  )
}

export function DashboardPage() {
  const network = useNetwork()
  const searchParams = useLocationSearchParams()
  const start = readDashboardStart(searchParams)
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold">{network.label} network</h1>
      <RootDocumentNotice network={network} />
      {start.kind === 'invalid' ? (
        <InvalidCursorNotice start={start} />
      ) : (
        <DashboardFeeds network={network} start={start} />
      )}
      {/* Fee stats: a part of its own (request, error, rendering failure). */}
      <PartBoundary title="Fee stats">
        <FeeStatsPanel network={network} />
      </PartBoundary>
    </div>
  )
}

/**
 * The header's badge reads the root document quietly; the dashboard, which is about this Horizon,
 * says so out loud when it fails.
 */
function RootDocumentNotice({ network }: { network: Network }) {
  const root = useQuery(horizonRootQueries.root(network))
  if (root.isPending && root.isFetching) {
    // Busy until the root document has arrived or failed (after its retry), so whoever waits for
    // the page to settle sees the outcome.
    return (
      <p role="status" aria-busy="true" className="sr-only">
        Reading this Horizon&apos;s root document…
      </p>
    )
  }
  if (!root.isError) return null
  return (
    <PartError
      title="This Horizon's root document"
      error={root.error}
      onRetry={() => void root.refetch()}
    />
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

/**
 * One part of the dashboard fed by one query: its content once the page is there, or its own
 * error with Retry; a rendering failure stays inside the part too.
 */
function FeedPart<T>({
  title,
  query,
  children,
}: {
  title: string
  query: UseQueryResult<Page<T>>
  children: (page: Page<T>) => ReactNode
}) {
  if (query.data !== undefined) {
    return <PartBoundary title={title}>{children(pageOrEmpty<T>(query.data))}</PartBoundary>
  }
  if (query.isError) {
    return <PartError title={title} error={query.error} onRetry={() => void query.refetch()} />
  }
  return <p className="text-sm text-slate-600 dark:text-slate-300">Loading {title}…</p>
}

/** The headline figures over the ledger window the chart and table show, plus /fee_stats. */
function DashboardHeadline({
  network,
  ledgerPage,
  ledgersRequest,
}: {
  network: Network
  ledgerPage: Page<Ledger> | undefined
  ledgersRequest: string | null
}) {
  // The same cache entry as the fee stats panel below: one request serves both.
  const feeStatsQuery = feeStatsQueries.latest(network)
  const feeStats = useQuery(feeStatsQuery)
  return (
    <PartBoundary title="The headline numbers">
      <HeadlineNumbers
        ledgers={ledgerPage ? pageOrEmpty<Ledger>(ledgerPage)._embedded.records : undefined}
        ledgersRequest={ledgersRequest}
        feeStats={feeStats.data}
        feeStatsRequest={horizonRequestUrlOf(feeStatsQuery)}
      />
    </PartBoundary>
  )
}

function DashboardFeeds({ network, start }: DashboardFeedsProps) {
  const queries = dashboardQueries(network, start)
  // Not suspense: the loader has tried both; a failed one shows its error, not a new request.
  const ledgerQuery = useQuery({ ...queries.ledgers, retryOnMount: false })
  const paymentQuery = useQuery({ ...queries.payments, retryOnMount: false })
  // Both feeds follow the same network from the same point: ledger tokens and operation ids share
  // one TOID order.
  const replayCursor = start.kind === 'replay' ? { cursor: start.cursor } : {}
  const liveFrame = (queryKey: QueryKey, streamPath: string, recordNoun: RecordNoun) => ({
    network,
    streamPath,
    queryKey,
    recordNoun,
    ...replayCursor,
  })

  return (
    <>
      {start.kind === 'replay' && <ReplayNotice start={start} />}

      <DashboardHeadline
        network={network}
        ledgerPage={ledgerQuery.data}
        ledgersRequest={horizonRequestUrlOf(queries.ledgers)}
      />

      <section aria-labelledby="ledger-activity-heading" className="space-y-2">
        <h2 id="ledger-activity-heading" className="text-lg font-semibold">
          Operations and transactions per ledger
        </h2>
        <FeedPart title="The ledger chart" query={ledgerQuery}>
          {(page) => (
            <Suspense
              fallback={
                <div className="aspect-[600/160] w-full rounded bg-slate-100 dark:bg-slate-900" />
              }
            >
              <LedgerActivityChart ledgers={page._embedded.records} />
            </Suspense>
          )}
        </FeedPart>
      </section>

      {/* One feed above the other: side by side at the page's 1128 px each table got 552 px and
          clipped the ledger hash and payment columns. */}
      <div className="grid gap-6">
        <DashboardFeed
          query={ledgerQuery}
          frame={{
            ...liveFrame(queries.ledgers.queryKey, '/ledgers', ledgerNoun),
            limit: dashboardLedgerParams.limit,
            onRecordArrived: onLedgerStreamed,
          }}
          renderRecords={(ledgers) => <LedgerTable ledgers={ledgers.slice(0, ledgerRowsShown)} />}
        />
        <DashboardFeed
          query={paymentQuery}
          frame={{
            ...liveFrame(queries.payments.queryKey, '/payments', paymentNoun),
            limit: dashboardPaymentParams.limit,
          }}
          renderRecords={(payments) => <OperationTable operations={payments} />}
        />
      </div>
    </>
  )
}

export function Component() {
  return <DashboardPage />
}
