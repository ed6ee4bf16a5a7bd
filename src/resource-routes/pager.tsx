import type { ReactNode } from 'react'
import { useCallback, useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import type { Order, PageNavigation, PageParams } from '@/api/page-params'
import { explorerPageSearch, limitChoices } from '@/api/page-params'
import { useArrowKeys } from '@/ui/keyboard'
import { useLocationSearchParams } from '@/ui/location-search-params'

export type PagerKeyboard = 'arrow-keys' | 'no-keys'

export interface PagerProps {
  navigation: PageNavigation<unknown>
  params: PageParams
  display: Order
  /** Plural noun for end-of-list messages, e.g. "ledgers". */
  recordNoun: string
  /** Puts a page into the cache ahead of time (on hover, and for the next page when idle). */
  prefetchPage: (params: PageParams) => void
  keyboard: PagerKeyboard
}

const linkClassName =
  'rounded border border-slate-300 px-3 py-1 font-medium text-blue-700 hover:bg-slate-100 dark:border-slate-600 dark:text-blue-300 dark:hover:bg-slate-800'

const pagingSearchKeys = new Set([
  'cursor',
  'order',
  'limit',
  'include_failed',
  'display',
  'horizon',
])

/**
 * Builds this page's URL for other paging params, keeping `horizon` (custom network) and the
 * list's own filters.
 */
export function usePageHref(): (params: PageParams, display: Order) => string {
  const location = useLocation()
  const searchParams = useLocationSearchParams()
  const horizon = searchParams.get('horizon')
  return useCallback(
    (params: PageParams, display: Order) => {
      const search = new URLSearchParams(explorerPageSearch(params, display))
      // A list's own filters (asset_code, base_asset …) and a chosen RPC (`rpc`) stay; the paging
      // parameters are replaced.
      searchParams.forEach((value, key) => {
        if (!pagingSearchKeys.has(key)) search.append(key, value)
      })
      if (horizon) search.set('horizon', horizon)
      return `${location.pathname}?${search.toString()}`
    },
    [location.pathname, horizon, searchParams],
  )
}

export function Pager({
  navigation,
  params,
  display,
  recordNoun,
  prefetchPage: prefetch,
  keyboard,
}: PagerProps) {
  const pageHref = usePageHref()
  const navigate = useNavigate()
  const towardsOlder = display === 'desc'
  const forwardLabel = towardsOlder ? 'Older' : 'Newer'
  const backwardLabel = towardsOlder ? 'Newer' : 'Older'
  const { forward, backward } = navigation

  // A page reached by "Newer" (read against its request order) also checks whether anything newer
  // exists, so the link disappears on the newest page instead of leading to an empty one.
  usePrefetchWhenIdle(params, forward, params.order !== display ? backward : null, prefetch)

  const forwardHref = forward ? pageHref(forward, display) : null
  const backwardHref = backward ? pageHref(backward, display) : null
  // ← opens the page on the left (Newer), → the one on the right (Older).
  const newerHref = towardsOlder ? backwardHref : forwardHref
  const olderHref = towardsOlder ? forwardHref : backwardHref
  useArrowKeys(
    keyboard === 'arrow-keys' && newerHref ? () => void navigate(newerHref) : null,
    keyboard === 'arrow-keys' && olderHref ? () => void navigate(olderHref) : null,
  )

  // Everything fits on one page: a count says more than "first" and "no newer" together.
  if (!forward && !backward && params.cursor === null) {
    const count = navigation.records.length
    return (
      <nav aria-label={`${recordNoun} pages`} className="py-3">
        <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {count === 0
            ? ''
            : `${count.toLocaleString('en-US')} ${count === 1 ? singular(recordNoun) : recordNoun}`}
        </span>
      </nav>
    )
  }

  // Newer stays on the left and Older on the right whichever way the page is sorted: flipping the
  // order must not swap the two links under the reader's pointer (or the ←/→ they answer to).
  const backwardPart =
    backward && backwardHref ? (
      <PageLink key="backward" to={backwardHref} rel="prev" onIntent={() => prefetch(backward)}>
        {towardsOlder ? `← ${backwardLabel}` : `${backwardLabel} →`}
      </PageLink>
    ) : (
      <span key="backward" className="text-sm text-slate-500 dark:text-slate-400">
        {params.cursor === null
          ? `${backwardLabel === 'Newer' ? 'Newest' : 'Oldest'} ${recordNoun} first`
          : ''}
      </span>
    )
  const forwardPart =
    forward && forwardHref ? (
      <PageLink key="forward" to={forwardHref} rel="next" onIntent={() => prefetch(forward)}>
        {towardsOlder ? `${forwardLabel} →` : `← ${forwardLabel}`}
      </PageLink>
    ) : (
      <span key="forward" role="status" className="text-sm text-slate-600 dark:text-slate-300">
        No {forwardLabel.toLowerCase()} {recordNoun}
      </span>
    )
  return (
    <nav aria-label={`${recordNoun} pages`} className="flex flex-wrap items-center gap-3 py-3">
      {towardsOlder ? [backwardPart, forwardPart] : [forwardPart, backwardPart]}
    </nav>
  )
}

/**
 * While a live list streams, its neighbours move with every record: after a burst of records the
 * page on screen waits this long for them to hold still before prefetching again.
 */
const settleMilliseconds = 1_000

/**
 * Most readers go on to the next page: fetch it (and `checkBackward`) while the browser is idle.
 * A new page prefetches at once; the same page whose neighbours moved (a streamed record) waits
 * until they settle, so a burst of records costs one request instead of one per record.
 */
function usePrefetchWhenIdle(
  page: PageParams,
  forward: PageParams | null,
  checkBackward: PageParams | null,
  prefetch: (params: PageParams) => void,
) {
  const lastPage = useRef<PageParams | null>(null)
  useEffect(() => {
    if (!forward && !checkBackward) return
    const samePage = lastPage.current === page
    lastPage.current = page
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout
    let handle: number | undefined
    const timer = window.setTimeout(
      () => {
        handle = idle(() => {
          if (forward) prefetch(forward)
          if (checkBackward) prefetch(checkBackward)
        })
      },
      samePage ? settleMilliseconds : 0,
    )
    return () => {
      window.clearTimeout(timer)
      if (handle !== undefined) cancelIdle(handle)
    }
  }, [page, forward, checkBackward, prefetch])
}

/** A pager link that prefetches its page when pointed at or focused (the reader's intent). */
function PageLink({
  to,
  rel,
  onIntent,
  children,
}: {
  to: string
  rel: 'prev' | 'next'
  onIntent: () => void
  children: ReactNode
}) {
  return (
    <Link className={linkClassName} to={to} rel={rel} onMouseEnter={onIntent} onFocus={onIntent}>
      {children}
    </Link>
  )
}

/** "operations" → "operation", "entries" → "entry": the record nouns lists use. */
export function singular(pluralNoun: string): string {
  if (pluralNoun.endsWith('ies')) return `${pluralNoun.slice(0, -3)}y`
  return pluralNoun.endsWith('s') ? pluralNoun.slice(0, -1) : pluralNoun
}

export function LimitChooser({ params, display }: { params: PageParams; display: Order }) {
  const pageHref = usePageHref()
  const navigate = useNavigate()
  return (
    <label className="flex items-center gap-2 text-sm">
      Per page
      <select
        className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        value={String(params.limit)}
        onChange={(event) =>
          void navigate(
            pageHref({ ...params, limit: Number.parseInt(event.target.value, 10) }, display),
          )
        }
      >
        {(limitChoices.includes(params.limit as (typeof limitChoices)[number])
          ? limitChoices
          : [params.limit, ...limitChoices]
        ).map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Switching order starts again from the first page in that order (no hand-made cursors). */
export function OrderToggle({ params, display }: { params: PageParams; display: Order }) {
  const pageHref = usePageHref()
  const other: Order = display === 'desc' ? 'asc' : 'desc'
  return (
    <Link
      className="text-sm text-blue-700 underline dark:text-blue-300"
      to={pageHref({ ...params, cursor: null, order: other }, other)}
    >
      {other === 'asc' ? 'Oldest first' : 'Newest first'}
    </Link>
  )
}

export function IncludeFailedToggle({ params, display }: { params: PageParams; display: Order }) {
  const pageHref = usePageHref()
  if (params.includeFailed === null) return null
  return (
    <Link
      className="text-sm text-blue-700 underline dark:text-blue-300"
      to={pageHref({ ...params, includeFailed: !params.includeFailed }, display)}
    >
      {params.includeFailed ? 'Hide failed transactions' : 'Include failed transactions'}
    </Link>
  )
}
