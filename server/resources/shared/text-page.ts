// Pages whose cursor is not a TOID (account ids, asset paging tokens, pool and balance ids):
// Horizon's GetPageQuery with cursor validation disabled, and the HAL page rendered right away
// (these endpoints never stream, so the page is an object result with the request's links).
import type { PageRow } from '../../protocol/keyset-source.ts'
import {
  parseInt64,
  parsePageRequest,
  type Order,
  type PageRequest,
} from '../../protocol/page-query.ts'
import { invalidFieldProblem } from '../../protocol/problem.ts'
import { firstValue, type QueryValues } from '../../protocol/query-string.ts'
import { pageLinks, renderPage } from '../../protocol/render.ts'
import type { ObjectResult, RouteContext } from '../../protocol/router.ts'

export interface TextPageRequest {
  /** '' when the page starts at the beginning (asc) or the end (desc). */
  cursor: string
  order: Order
  limit: number
}

/** cursor (or Last-Event-ID), limit and order, in Horizon's order and with its reasons. */
export function parseTextPageRequest(
  context: RouteContext,
  defaultLimit?: number,
): TextPageRequest {
  let cursor = firstValue(context.query, 'cursor') ?? ''
  if (context.lastEventId !== undefined && context.lastEventId !== '') cursor = context.lastEventId
  const asInteger = parseInt64(cursor)
  if (asInteger !== undefined && asInteger < 0n)
    throw invalidFieldProblem('cursor', `the cursor ${asInteger} is a negative number: `)
  const withoutCursor: QueryValues = new Map(context.query)
  withoutCursor.delete('cursor')
  if (defaultLimit !== undefined && (firstValue(context.query, 'limit') ?? '') === '')
    withoutCursor.set('limit', [String(defaultLimit)])
  const { order, limit } = parsePageRequest(withoutCursor, undefined, 0)
  return { cursor, order, limit }
}

/** The links' view of a text page (render.ts only reads cursorText, order and limit). */
function asPageRequest(page: TextPageRequest): PageRequest {
  return { cursorText: page.cursor, cursor: undefined, order: page.order, limit: page.limit }
}

/** A HAL page of stored records (placeholder hrefs) with links built from the request. */
export function textPageResult(
  context: RouteContext,
  page: TextPageRequest,
  rows: PageRow[],
): ObjectResult {
  const links = pageLinks(
    context.base,
    context.url.pathname,
    context.query,
    asPageRequest(page),
    rows,
  )
  return {
    kind: 'object',
    json: renderPage(
      links,
      rows.map((row) => row.json),
    ),
  }
}

/**
 * Keyset paging over rows already sorted by `key(pagingToken)` (small in-memory collections);
 * the cursor is compared through the same key.
 */
export function pageOfSorted<Row extends { pagingToken: string }>(
  rows: readonly Row[],
  page: TextPageRequest,
  key: (token: string) => string = (token) => token,
): Row[] {
  const cursor = key(page.cursor)
  const selected =
    page.order === 'asc'
      ? rows.filter((row) => page.cursor === '' || key(row.pagingToken) > cursor)
      : rows.filter((row) => page.cursor === '' || key(row.pagingToken) < cursor).reverse()
  return selected.slice(0, page.limit)
}
