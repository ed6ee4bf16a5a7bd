import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { collectPages } from '@/api/collect-pages'
import type { Operation } from '@/api/horizon-types'
import type { HistoryFilters } from '@/accounts/history-filters'
import { matchesFilters, searchWithFilters } from '@/accounts/history-filters'
import { useNetwork } from '@/resource-routes/network-route'
import { useLocationSearchParams } from '@/ui/location-search-params'

// Horizon cannot filter an account's history by direction, outcome or asset, so the tab walks its
// pages newest first, as the export does (api/collect-pages.ts): bounded, with progress, Cancel,
// and the number of pages read said at the end.

/** Ten of Horizon's largest pages: enough for a support case, few enough to wait for. */
const walkPages = 10
const walkPageSize = 200

const buttonClassName =
  'rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'
const inputClassName =
  'rounded border border-slate-300 bg-white px-2 py-0.5 dark:border-slate-600 dark:bg-slate-900'

/** The filters as a form; submitting writes them into the URL, which is their only state. */
export function HistoryFilterForm({ filters }: { filters: HistoryFilters }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const searchParams = useLocationSearchParams()
  return (
    <form
      aria-label="Filter this history"
      className="flex flex-wrap items-end gap-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const direction = data.get('direction')
        const next: HistoryFilters = {
          direction: direction === 'sent' || direction === 'received' ? direction : null,
          failedOnly: data.get('failed') === 'only',
          asset: String(data.get('asset') ?? '').trim(),
        }
        void navigate(`${pathname}?${searchWithFilters(searchParams, next)}`)
      }}
    >
      <label className="flex flex-col">
        Direction
        <select name="direction" defaultValue={filters.direction ?? ''} className={inputClassName}>
          <option value="">Sent and received</option>
          <option value="sent">Sent</option>
          <option value="received">Received</option>
        </select>
      </label>
      <label className="flex items-center gap-1">
        <input type="checkbox" name="failed" value="only" defaultChecked={filters.failedOnly} />
        Failed only
      </label>
      <label className="flex flex-col">
        Asset
        <input
          name="asset"
          defaultValue={filters.asset}
          placeholder="XLM, USD or USD:G…"
          className={inputClassName}
        />
      </label>
      <button type="submit" className={buttonClassName}>
        Filter
      </button>
    </form>
  )
}

type WalkState =
  | { kind: 'running'; pages: number; records: number }
  | { kind: 'done'; pages: number; records: number; matches: Operation[]; complete: boolean }
  | { kind: 'cancelled'; pages: number; records: number }
  | { kind: 'failed'; message: string }

export interface FilteredHistoryProps {
  collection: 'payments' | 'operations'
  filters: HistoryFilters
  renderRecords: (records: Operation[]) => ReactNode
}

/** Mount it with a `key` of the filters: each set of filters is a walk of its own. */
export function FilteredHistory({ collection, filters, renderRecords }: FilteredHistoryProps) {
  const network = useNetwork()
  const { accountId = '' } = useParams()
  const [walk, setWalk] = useState<WalkState>({ kind: 'running', pages: 0, records: 0 })
  const controller = useRef<AbortController | null>(null)
  const { direction, failedOnly, asset } = filters

  useEffect(() => {
    const abort = new AbortController()
    controller.current = abort
    const wanted: HistoryFilters = { direction, failedOnly, asset }
    let pagesRead = 0
    let recordsRead = 0
    collectPages({
      baseUrl: network.horizonUrl,
      path: `/accounts/${encodeURIComponent(accountId)}/${collection}`,
      search: { include_failed: 'true' },
      order: 'desc',
      maxRecords: walkPages * walkPageSize,
      pageSize: walkPageSize,
      signal: abort.signal,
      onProgress: (progress) => {
        pagesRead = progress.pages
        recordsRead = progress.records
        setWalk({ kind: 'running', pages: progress.pages, records: progress.records })
      },
    }).then(
      (result) => {
        const matches = (result.records as unknown as Operation[]).filter((operation) =>
          matchesFilters(operation, accountId, wanted),
        )
        setWalk({
          kind: 'done',
          pages: result.pages,
          records: result.records.length,
          matches,
          complete: result.stoppedBecause === 'end',
        })
      },
      (error: unknown) => {
        if (abort.signal.aborted) {
          setWalk({ kind: 'cancelled', pages: pagesRead, records: recordsRead })
          return
        }
        setWalk({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
      },
    )
    return () => abort.abort()
  }, [network.horizonUrl, accountId, collection, direction, failedOnly, asset])

  return (
    <div className="space-y-2">
      <WalkStatus
        walk={walk}
        collection={collection}
        onCancel={() => controller.current?.abort()}
      />
      {walk.kind === 'done' ? renderRecords(walk.matches) : null}
    </div>
  )
}

function pagesText(pages: number): string {
  return `${pages} ${pages === 1 ? 'page' : 'pages'}`
}

function WalkStatus({
  walk,
  collection,
  onCancel,
}: {
  walk: WalkState
  collection: string
  onCancel: () => void
}) {
  if (walk.kind === 'running') {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
        Filtering: read {pagesText(walk.pages)} ({walk.records.toLocaleString('en-US')} {collection}
        ) of at most {walkPages}…
        <button type="button" onClick={onCancel} className={buttonClassName}>
          Cancel
        </button>
      </p>
    )
  }
  if (walk.kind === 'cancelled') {
    return (
      <p role="status" className="text-sm">
        Cancelled after reading {pagesText(walk.pages)} ({walk.records.toLocaleString('en-US')}{' '}
        {collection}).
      </p>
    )
  }
  if (walk.kind === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-800 dark:text-red-200">
        The filter stopped: {walk.message}
      </p>
    )
  }
  return (
    <p role="status" className="text-sm">
      {walk.matches.length.toLocaleString('en-US')} of the newest{' '}
      {walk.records.toLocaleString('en-US')} {collection} match, from {pagesText(walk.pages)} read
      {walk.complete
        ? ' (the whole history).'
        : ` (Horizon has more; the filter reads at most ${walkPages} pages).`}
    </p>
  )
}
