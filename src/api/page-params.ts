import type { Page } from '@/api/horizon-types'

export type Order = 'asc' | 'desc'

/** What Horizon is asked for: exactly its own paging parameters. */
export interface PageParams {
  cursor: string | null
  order: Order
  limit: number
  /** Only sent where Horizon supports it (transactions, operations, payments lists). */
  includeFailed: boolean | null
}

/** Horizon's default page size and maximum; the chooser offers 10–200. */
export const defaultLimit = 10
export const maximumLimit = 200
export const limitChoices = [10, 20, 50, 100, 200] as const

export interface PageParamsDefaults {
  order: Order
  includeFailed?: boolean | null
}

/**
 * Mirrors Horizon: empty, unparseable or non-positive → the default (where Horizon would 400, we
 * show a page instead), above 200 → 200. Small values Horizon accepts (1–9) are kept so a
 * translated Horizon link asks for exactly what Horizon offered.
 */
export function clampLimit(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return defaultLimit
  const value = Number.parseInt(raw.trim(), 10)
  if (value <= 0) return defaultLimit
  return Math.min(maximumLimit, value)
}

export function readPageParams(
  searchParams: URLSearchParams,
  defaults: PageParamsDefaults,
): PageParams {
  const rawOrder = searchParams.get('order')
  const order: Order = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : defaults.order
  const rawCursor = searchParams.get('cursor')
  const cursor = rawCursor === null || rawCursor === '' ? null : rawCursor
  const supportsIncludeFailed =
    defaults.includeFailed !== undefined && defaults.includeFailed !== null
  const rawIncludeFailed = searchParams.get('include_failed')
  const includeFailed = supportsIncludeFailed
    ? rawIncludeFailed === 'true'
      ? true
      : rawIncludeFailed === 'false'
        ? false
        : (defaults.includeFailed ?? null)
    : null
  return { cursor, order, limit: clampLimit(searchParams.get('limit')), includeFailed }
}

/**
 * Whether the URL asks for what the page does not show (limit=500, order=sideways): cheap, so the
 * page loads the notice that says so (resource-routes/adjusted-params-notice.tsx) only then.
 */
export function pageParamsAdjusted(searchParams: URLSearchParams, params: PageParams): boolean {
  const rawLimit = searchParams.get('limit')
  const rawOrder = searchParams.get('order')
  return (
    (rawLimit !== null && rawLimit.trim() !== String(params.limit)) ||
    (rawOrder !== null && rawOrder !== params.order)
  )
}

/** The direction records are displayed in; differs from `order` after following a `prev` link. */
export function readDisplayOrder(searchParams: URLSearchParams, params: PageParams): Order {
  const display = searchParams.get('display')
  return display === 'asc' || display === 'desc' ? display : params.order
}

/** Horizon query parameters for a page request. */
export function horizonPageSearch(params: PageParams): Record<string, string> {
  const search: Record<string, string> = {}
  if (params.cursor !== null) search.cursor = params.cursor
  search.order = params.order
  search.limit = String(params.limit)
  if (params.includeFailed !== null) search.include_failed = String(params.includeFailed)
  return search
}

/** Our own URL query for a page (the URL is the state), optionally with a display direction. */
export function explorerPageSearch(params: PageParams, display?: Order): Record<string, string> {
  const search = horizonPageSearch(params)
  if (display && display !== params.order) search.display = display
  return search
}

/**
 * Reads cursor/order/limit/include_failed out of a Horizon `_links` href. We never build
 * cursors ourselves: every Newer/Older link is a translation of a link Horizon gave us.
 */
export function pageParamsFromHorizonHref(href: string, fallback: PageParams): PageParams | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  const search = url.searchParams
  const rawOrder = search.get('order')
  const rawLimit = search.get('limit')
  const rawCursor = search.get('cursor')
  const rawIncludeFailed = search.get('include_failed')
  return {
    cursor: rawCursor === null || rawCursor === '' ? null : rawCursor,
    order: rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : fallback.order,
    limit: rawLimit === null ? fallback.limit : clampLimit(rawLimit),
    includeFailed:
      fallback.includeFailed === null
        ? null
        : rawIncludeFailed === null
          ? fallback.includeFailed
          : rawIncludeFailed === 'true',
  }
}

export interface PageNavigation<T> {
  /** Records in display order (a page fetched via `prev` comes back reversed). */
  records: T[]
  /** Link continuing in the displayed direction (Older for desc lists), or null at the end. */
  forward: PageParams | null
  /** Link going against the displayed direction (Newer for desc lists), or null at the start. */
  backward: PageParams | null
  /** The request direction ran out of records (fewer than `limit`). */
  reachedEnd: boolean
  isEmpty: boolean
}

/**
 * Works out what to show and which links to offer for one Horizon page.
 * - Horizon's `next` continues in the request's `order`; `prev` flips it. When we display in the
 *   other direction than we requested (after following a `prev` link), the roles swap and the
 *   records are reversed for display.
 * - A page with fewer than `limit` records means the request direction is exhausted, so its
 *   `next` link would only yield an empty page: we drop it and say so instead.
 * - A first page (no cursor) requested in the display direction has nothing before it.
 */
export function pageNavigation<T>(
  page: Page<T>,
  params: PageParams,
  display: Order,
): PageNavigation<T> {
  const records = page._embedded.records
  const reversedForDisplay = params.order !== display
  const displayRecords = reversedForDisplay ? [...records].reverse() : records
  const reachedEnd = records.length < params.limit
  const next = reachedEnd ? null : pageParamsFromHorizonHref(page._links.next.href, params)
  const prev =
    params.cursor === null && !reversedForDisplay
      ? null
      : pageParamsFromHorizonHref(page._links.prev.href, params)
  return {
    records: displayRecords,
    forward: reversedForDisplay ? prev : next,
    backward: reversedForDisplay ? next : prev,
    reachedEnd,
    isEmpty: records.length === 0,
  }
}

/** Stale time for a list page: pages that can no longer change are cached forever. */
export function pageStaleTime(
  params: PageParams,
  data: Page<unknown> | undefined,
  shortStaleTime: number,
): number {
  if (params.cursor !== null && params.cursor !== 'now' && params.order === 'desc') return Infinity
  if (params.order === 'asc' && data && data._embedded.records.length >= params.limit) {
    return Infinity
  }
  return shortStaleTime
}
