import type { QueryKey } from '@tanstack/react-query'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { lazy, Suspense, useCallback, useMemo } from 'react'
import type { LoaderFunctionArgs, Params } from 'react-router'
import { useParams } from 'react-router'
import type { Network } from '@/api/networks'
import type { Order, PageNavigation, PageParams, PageParamsDefaults } from '@/api/page-params'
import {
  pageNavigation,
  pageParamsAdjusted,
  readDisplayOrder,
  readPageParams,
} from '@/api/page-params'
import type { horizonPageQuery } from '@/api/page-query'
import { queryClientFrom } from '@/api/query-client'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import type { PagerKeyboard } from '@/resource-routes/pager'
import {
  IncludeFailedToggle,
  LimitChooser,
  OrderToggle,
  Pager,
  usePageHref,
} from '@/resource-routes/pager'
import { horizonRequestUrlOf, RecordActions } from '@/resource-routes/record-actions'
import { pageOrEmpty } from '@/resource-routes/page-shape'
import type { RecordNoun } from '@/live/live-controls'
import { LiveListFrame } from '@/live/live-list-frame'
import type { StreamedRecordHandler } from '@/live/use-live-list'
import { CopyLinkButton } from '@/ui/copy-link-button'
import { idleLazy } from '@/ui/idle-lazy'
import { useLocationSearchParams } from '@/ui/location-search-params'
import { TimesIdentifyRecordsProvider } from '@/ui/relative-time'

// Every paged list pages on ←/→, a record's tabs included (a ledger's neighbours are on [ ]).
const pagingKeys: PagerKeyboard = 'arrow-keys'

export type PageQueryOptions<T> = ReturnType<typeof horizonPageQuery<T>>

export interface ListRouteDefinition<T> {
  /** Heading of the list, e.g. "Ledgers" or "Transactions in ledger 5". */
  title: (routeParams: Params) => string
  /** Plural noun used in messages ("No older ledgers"). */
  recordNoun: string
  defaults: PageParamsDefaults
  /** `searchParams` carries a list's own filters (e.g. `asset_code`), which paging keeps. */
  query: (
    network: Network,
    params: PageParams,
    routeParams: Params,
    searchParams: URLSearchParams,
  ) => PageQueryOptions<T>
  /** A filter form under the heading; its fields are search parameters of the URL. */
  Filters?: ComponentType
  renderRecords: (records: T[]) => ReactNode
  /** Top-level lists own the page heading and ←/→; tabs under a record do not. */
  placement: 'page' | 'tab'
  /**
   * Streams new records into the first page when it is shown newest first; a function of the
   * route params for lists under a record (an account's operations stream from its own path).
   */
  live?: ListLiveDefinition | ((routeParams: Params) => ListLiveDefinition)
  /**
   * Records are in ledger order, so the list offers "Jump to date". Default: true for top-level
   * lists (ledgers, transactions, operations, payments, effects all are); tabs opt in.
   */
  timeOrdered?: boolean
}

export interface ListLiveDefinition {
  streamPath: string
  recordNoun: RecordNoun
  onRecordArrived?: StreamedRecordHandler
}

/** Said only when the URL asks for what the page cannot show: loaded then, not with every list. */
const AdjustedParamsNotice = lazy(() =>
  import('@/resource-routes/adjusted-params-notice').then((module) => ({
    default: module.AdjustedParamsNotice,
  })),
)

/** Jump to date is a form in the toolbar: the rows show first, it follows when idle. */
const JumpToDate = idleLazy(() =>
  import('@/resource-routes/jump-to-date').then((module) => module.JumpToDate),
)

const toolbarButtonClassName =
  'rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'

/** Order, page size, failed rows, Copy link and (on time-ordered lists) Jump to date. */
function ListToolbar({
  placement,
  timeOrdered,
  horizonUrl,
  params,
  display,
  pageHref,
}: {
  placement: 'page' | 'tab'
  timeOrdered: boolean
  horizonUrl: string
  params: PageParams
  display: Order
  pageHref: ReturnType<typeof usePageHref>
}) {
  return (
    <>
      {pageParamsAdjusted(useLocationSearchParams(), params) ? (
        <Suspense fallback={null}>
          <AdjustedParamsNotice params={params} display={display} pageHref={pageHref} />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <OrderToggle params={params} display={display} />
        <LimitChooser params={params} display={display} />
        <IncludeFailedToggle params={params} display={display} />
        {/* A tab's link is the record page's own address: the record's Copy link copies it. */}
        {placement === 'page' ? <CopyLinkButton className={toolbarButtonClassName} /> : null}
        {/* In the toolbar's row, not a row of its own: arriving when idle, it fills the row's free
            end instead of opening an empty band above the list and pushing the rows down. */}
        {timeOrdered ? (
          <JumpToDate horizonUrl={horizonUrl} params={params} pageHref={pageHref} />
        ) : null}
      </div>
    </>
  )
}

/**
 * Builds the `loader` and `Component` of a paged Horizon list. The URL carries Horizon's own
 * `cursor`/`order`/`limit` (+ `include_failed`), the loader primes the cache with exactly one
 * request, and the component reads the same query.
 */
export function createListRoute<T extends object>(definition: ListRouteDefinition<T>) {
  async function loader({ params: routeParams, request, context }: LoaderFunctionArgs) {
    const network = await loadNetwork({ params: routeParams, request, context })
    const { searchParams } = new URL(request.url)
    const params = readPageParams(searchParams, definition.defaults)
    // Cached data renders at once (Back is served from the cache); the page's useSuspenseQuery
    // refreshes it in the background only if it is stale.
    await queryClientFrom(context).query({
      ...definition.query(network, params, routeParams, searchParams),
      staleTime: 'static',
    })
    return null
  }

  function Component() {
    const network = useNetwork()
    const routeParams = useParams()
    const searchParams = useLocationSearchParams()
    const params = useMemo(() => readPageParams(searchParams, definition.defaults), [searchParams])
    const display = readDisplayOrder(searchParams, params)
    const pageQuery = definition.query(network, params, routeParams, searchParams)
    const { data: answer } = useSuspenseQuery(pageQuery)
    const { navigation, horizonNavigation, prefetchPage } = useListNavigation(
      definition,
      answer,
      params,
      display,
    )
    const pageHref = usePageHref()
    const live =
      typeof definition.live === 'function' ? definition.live(routeParams) : definition.live
    const Heading = definition.placement === 'page' ? 'h1' : 'h2'
    // Memoised on the URL and the answer: the neighbour pages' observers re-render this component
    // when a prefetch lands, and that must not re-render a table of 200 rows.
    const records = useMemo(
      () => <ListRecords definition={definition} navigation={horizonNavigation} params={params} />,
      [horizonNavigation, params],
    )

    return (
      <section aria-labelledby="list-heading" className="space-y-3">
        <Heading id="list-heading" className="text-title font-semibold">
          {definition.title(routeParams)}
        </Heading>
        {definition.Filters ? <definition.Filters /> : null}
        <ListToolbar
          placement={definition.placement}
          timeOrdered={definition.timeOrdered ?? definition.placement === 'page'}
          horizonUrl={network.horizonUrl}
          params={params}
          display={display}
          pageHref={pageHref}
        />
        <ListLiveFrame live={live} queryKey={pageQuery.queryKey} params={params} display={display}>
          {records}
        </ListLiveFrame>
        <Pager
          navigation={navigation}
          params={params}
          display={display}
          recordNoun={definition.recordNoun}
          prefetchPage={prefetchPage}
          keyboard={pagingKeys}
        />
        <RecordActions
          horizonHref={horizonRequestUrlOf(pageQuery)}
          json={answer}
          jsonLabel={`JSON of this page of ${definition.recordNoun}`}
          csv={{
            records: navigation.records,
            fileName: `${definition.recordNoun.replace(/\s+/g, '-')}.csv`,
          }}
        />
      </section>
    )
  }

  return { loader, Component }
}

/**
 * The pager's links for the page on screen, and the prefetch it runs on hover. A neighbour page
 * already fetched (the pager prefetches it) and found empty is not offered: the pager never says
 * "Newer" on a page it knows is the newest. Neighbours are observed only, never fetched here.
 */
function useListNavigation<T extends object>(
  definition: ListRouteDefinition<T>,
  answer: unknown,
  params: PageParams,
  display: Order,
) {
  const network = useNetwork()
  const routeParams = useParams()
  const searchParams = useLocationSearchParams()
  const queryClient = useQueryClient()
  // Horizon's answer may lack `_links` or records: no further pages, no rows, never a crash.
  const horizonNavigation = useMemo(
    () => pageNavigation(pageOrEmpty<T>(answer), params, display),
    [answer, params, display],
  )
  const forwardPage = useQuery({
    ...definition.query(network, horizonNavigation.forward ?? params, routeParams, searchParams),
    enabled: false,
  })
  const backwardPage = useQuery({
    ...definition.query(network, horizonNavigation.backward ?? params, routeParams, searchParams),
    enabled: false,
  })
  // A neighbour page already fetched (the pager prefetches it) and found empty is not offered:
  // the pager never says "Newer" on a page it knows is the newest. Observed only, never fetched.
  const knownEmpty = (data: unknown) =>
    data !== undefined && pageOrEmpty<T>(data)._embedded.records.length === 0
  const navigation = {
    ...horizonNavigation,
    forward: knownEmpty(forwardPage.data) ? null : horizonNavigation.forward,
    backward: knownEmpty(backwardPage.data) ? null : horizonNavigation.backward,
  }
  const prefetchPage = useCallback(
    (target: PageParams) => {
      void queryClient.prefetchQuery(definition.query(network, target, routeParams, searchParams))
    },
    [queryClient, definition, network, routeParams, searchParams],
  )
  return { navigation, horizonNavigation, prefetchPage }
}

/** The page's rows, or a sentence saying why there are none. */
function ListRecords<T extends object>({
  definition,
  navigation,
  params,
}: {
  definition: ListRouteDefinition<T>
  navigation: Pick<PageNavigation<T>, 'isEmpty' | 'records'>
  params: PageParams
}) {
  if (!navigation.isEmpty) {
    // A list opened at a cursor or a date shows rows anywhere in history: their times say when.
    const opensAtCursor = params.cursor !== null && params.cursor !== 'now'
    return (
      <TimesIdentifyRecordsProvider value={opensAtCursor}>
        {definition.renderRecords(navigation.records)}
      </TimesIdentifyRecordsProvider>
    )
  }
  const requestDirectionWord = params.order === 'desc' ? 'older' : 'newer'
  return (
    <p role="status" className="rounded border border-slate-200 p-4 dark:border-slate-700">
      {params.cursor === null
        ? `No ${definition.recordNoun} yet.`
        : `No ${requestDirectionWord} ${definition.recordNoun}.`}
    </p>
  )
}

/** Wraps the rows in the live stream's frame when the list streams; shows them as they are if not. */
function ListLiveFrame({
  live,
  queryKey,
  params,
  display,
  children,
}: {
  live: ListLiveDefinition | undefined
  queryKey: QueryKey
  params: PageParams
  display: Order
  children: ReactNode
}) {
  const network = useNetwork()
  if (!live) return children
  return (
    <LiveListFrame
      defer
      network={network}
      streamPath={live.streamPath}
      queryKey={queryKey}
      limit={params.limit}
      isNewestFirstPage={params.cursor === null && params.order === 'desc' && display === 'desc'}
      recordNoun={live.recordNoun}
      {...(live.onRecordArrived ? { onRecordArrived: live.onRecordArrived } : {})}
      {...(params.includeFailed === null
        ? {}
        : { streamSearch: { include_failed: String(params.includeFailed) } })}
    >
      {children}
    </LiveListFrame>
  )
}
