import { useSuspenseQuery } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { Outlet, redirect, useParams } from 'react-router'
import type { Link } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { horizonRecordQuery } from '@/api/page-query'
import { queryClientFrom } from '@/api/query-client'
import type { Fact } from '@/resource-routes/detail-parts'
import { FactList, TabNav } from '@/resource-routes/detail-parts'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import {
  actionClassName,
  horizonRequestUrlOf,
  RecordActions,
} from '@/resource-routes/record-actions'
import { CopyButton } from '@/ui/copy-button'
import { CopyLinkButton } from '@/ui/copy-link-button'
import { explorerHref, useExplorerHref } from '@/ui/explorer-href'
import { CurrentRecordHref } from '@/ui/app-link'
import type { SummaryFigure } from '@/ui/summary-card'
import { SummaryCard } from '@/ui/summary-card'
import type { ManifestPage } from '@/route-manifest'

export type RecordQueryOptions<T> = ReturnType<typeof horizonRecordQuery<T>>

/** Every Horizon record links to itself: that is what "Open in Horizon" opens. */
export interface HorizonRecord {
  _links: { self: Link }
}

export interface RecordPartProps<T> {
  record: T
}

export interface RecordTab<Path extends string = string> {
  /** Below the record's path, e.g. `operations` for `/ledgers/5/operations`. */
  path: Path
  label: string
}

export interface RecordRouteDefinition<T extends HorizonRecord> {
  /** "Ledger": the heading reads "Ledger 5"; labels read "Ledger details", "Ledger JSON". */
  noun: string
  /** The route parameter holding the record's id, e.g. `sequence` in `ledgers/:sequence`. */
  idParam: string
  /** The record's path below the network; its tabs are child routes under it. */
  path: (id: string) => string
  /** The resource's queryOptions factory for one record. */
  query: (network: Network, id: string) => RecordQueryOptions<T>
  /** What follows the noun in the heading, and the label of its copy button if it has one. */
  heading: (record: T) => { id: string; copyLabel?: string }
  /** Checked before anything is fetched: a path (below the network) to show instead. */
  redirect?: (id: string) => { path: string; search?: Record<string, string> } | null
  /** Between the heading and the facts, e.g. an operation's sentence. */
  Intro?: ComponentType<RecordPartProps<T>>
  /** The answer first: headline figures (status, amount, counterpart, time) above the facts. */
  summary?: (record: T) => SummaryFigure[]
  facts: (record: T) => Fact[]
  /** Sections after the facts, e.g. balances, fields or XDR. */
  Sections?: ComponentType<RecordPartProps<T>>
  /**
   * The answer first: a summary shown above the tabs, so the history starts on the first screen;
   * the facts, sections and actions move below the open tab.
   */
  Summary?: ComponentType<RecordPartProps<T>>
  /** Sub-lists as links to child routes; the first is also the record's index route. */
  tabs?: { label: string; list: (record: T) => RecordTab[] }
}

/**
 * A record page's tab links as the manifest lists them (route-manifest.ts); `relabel` gives a tab
 * a label that depends on the record (an account's "Data (3)").
 */
export function manifestTabs<T>(
  tabs: NonNullable<ManifestPage['tabs']>,
  relabel: (record: T) => Partial<Record<string, string>> = () => ({}),
): NonNullable<RecordRouteDefinition<HorizonRecord & T>['tabs']> {
  const list = Object.entries(tabs.byPath).map(([path, tab]) => ({ path, label: tab.label }))
  return {
    label: tabs.label,
    list: (record) => {
      const labels = relabel(record)
      return list.map((tab) => ({ path: tab.path, label: labels[tab.path] ?? tab.label }))
    },
  }
}

/**
 * The record's heading with its copy button, and Copy link beside it: the fewest Tab presses from
 * the heading (it takes the focus on navigation), however long the summary and facts below grow.
 */
function RecordHeader({
  headingId,
  noun,
  heading,
}: {
  headingId: string
  noun: string
  heading: { id: string; copyLabel?: string }
}) {
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h1 id={headingId} className="text-2xl font-semibold">
        {noun} <span className="font-mono text-lg break-all">{heading.id}</span>
        {heading.copyLabel ? (
          <>
            {' '}
            <CopyButton text={heading.id} label={heading.copyLabel} />
          </>
        ) : null}
      </h1>
      <CopyLinkButton className={actionClassName} />
    </header>
  )
}

/**
 * Builds the `loader` and `Component` of a record page (ledger, transaction, account …): the
 * record's heading, facts, sections, "Open in Horizon"/JSON and tab links, with the open tab in
 * the `<Outlet />`.
 */
export function createRecordRoute<T extends HorizonRecord>(definition: RecordRouteDefinition<T>) {
  const headingId = `${definition.noun.toLowerCase().replace(/\s+/g, '-')}-heading`

  async function loader({ params, request, context }: LoaderFunctionArgs) {
    const id = params[definition.idParam] ?? ''
    const target = definition.redirect?.(id)
    if (target) {
      const { searchParams } = new URL(request.url)
      const [horizon, rpc] = [searchParams.get('horizon'), searchParams.get('rpc')]
      return redirect(explorerHref(params.network ?? '', horizon, target.path, target.search, rpc))
    }
    const network = await loadNetwork({ params, request, context })
    // Only the record: a tab is a child route whose loader runs beside this one, so a slow or
    // failing sub-list never holds the record back. Cached data renders at once (Back is served
    // from the cache); the page's useSuspenseQuery refreshes it in the background if stale.
    await queryClientFrom(context).query({ ...definition.query(network, id), staleTime: 'static' })
    return null
  }

  function Component() {
    const network = useNetwork()
    const id = useParams()[definition.idParam] ?? ''
    const recordQuery = definition.query(network, id)
    const { data: record } = useSuspenseQuery(recordQuery)
    const { Intro, Sections, Summary, tabs } = definition
    const heading = definition.heading(record)
    const recordPath = definition.path(id)
    const recordHref = useExplorerHref()(recordPath).split(/[?#]/)[0] ?? ''

    const details = (
      <>
        <FactList label={`${definition.noun} details`} facts={definition.facts(record)} />
        {Sections ? <Sections record={record} /> : null}
        <RecordActions
          horizonHref={horizonRequestUrlOf(recordQuery)}
          json={record}
          jsonLabel={`${definition.noun} JSON`}
          copyLink={false}
        />
      </>
    )

    return (
      <CurrentRecordHref href={recordHref}>
        <article aria-labelledby={headingId} className="space-y-4">
          <RecordHeader headingId={headingId} noun={definition.noun} heading={heading} />
          {Intro ? <Intro record={record} /> : null}
          {definition.summary ? (
            <SummaryCard noun={definition.noun} figures={definition.summary(record)} />
          ) : null}
          {Summary ? <Summary record={record} /> : details}
          {tabs ? (
            <TabNav
              label={tabs.label}
              recordPath={recordPath}
              tabs={tabs
                .list(record)
                .map((tab) => ({ path: `${recordPath}/${tab.path}`, label: tab.label }))}
            />
          ) : null}
          <Outlet />
          {Summary ? details : null}
        </article>
      </CurrentRecordHref>
    )
  }

  return { loader, Component }
}
