// Horizon's GetPageQuery: which cursor/limit/order a request asks for, validated in Horizon's
// order (negative cursor, limit, order, cursor format) with its exact reason strings.
import { firstValue, type QueryValues } from './query-string.ts'
import { beforeHistory, invalidFieldProblem } from './problem.ts'

export type Order = 'asc' | 'desc'

export const DEFAULT_LIMIT = 10
export const MAX_LIMIT = 200
export const MAX_INT64 = 9223372036854775807n
const MIN_INT64 = -9223372036854775808n

/** A parsed cursor: `first` alone for TOID cursors; `second` is set for `op_id-order` pairs. */
export interface CursorPosition {
  first: bigint
  second: bigint | undefined
}

export interface PageRequest {
  /** Effective cursor as shown in links ('' when none; `now` already resolved). */
  cursorText: string
  cursor: CursorPosition | undefined
  order: Order
  limit: number
}

/** toid.AfterLedger(seq): the largest TOID inside ledger `seq`, i.e. "after everything in it". */
export function afterLedgerToid(sequence: number): bigint {
  return ((BigInt(sequence) + 1n) << 32n) - 1n
}

export function ledgerToid(sequence: number | bigint): bigint {
  return BigInt(sequence) << 32n
}

const integerPattern = /^[+-]?\d+$/

/** strconv.ParseInt(text, 10, 64), undefined on any failure (format or overflow). */
export function parseInt64(text: string): bigint | undefined {
  if (!integerPattern.test(text)) return undefined
  const value = BigInt(text)
  return value > MAX_INT64 || value < MIN_INT64 ? undefined : value
}

/**
 * The one parser of paging tokens and cursors: `123` (a TOID) or `123-4` (an operation id and an
 * order within it), each part a Go int64. Undefined when the text is neither.
 */
export function parseCursorPosition(text: string): CursorPosition | undefined {
  const separator = text.indexOf('-', 1)
  if (separator === -1) {
    const first = parseInt64(text)
    return first === undefined ? undefined : { first, second: undefined }
  }
  const first = parseInt64(text.slice(0, separator))
  const second = parseInt64(text.slice(separator + 1))
  if (first === undefined || second === undefined) return undefined
  return { first, second }
}

/** A paging token the store produced itself; one that does not parse is a bug, not bad input. */
export function storedTokenPosition(token: string): CursorPosition {
  const position = parseCursorPosition(token)
  if (position === undefined) throw new Error(`not a paging token: ${JSON.stringify(token)}`)
  return position
}

export function parsePageRequest(
  query: QueryValues,
  lastEventId: string | undefined,
  latestLedger: number,
): PageRequest {
  let cursorText = firstValue(query, 'cursor') ?? ''
  if (cursorText === 'now') cursorText = afterLedgerToid(latestLedger).toString()
  // Horizon lets Last-Event-ID replace the cursor on every request, not only on streams.
  if (lastEventId !== undefined && lastEventId !== '') cursorText = lastEventId

  const asInteger = parseInt64(cursorText)
  if (asInteger !== undefined && asInteger < 0n)
    throw invalidFieldProblem('cursor', `the cursor ${asInteger} is a negative number: `)

  const limit = parseLimit(firstValue(query, 'limit') ?? '')

  const orderText = firstValue(query, 'order') ?? ''
  let order: Order
  if (orderText === '' || orderText === 'asc') order = 'asc'
  else if (orderText === 'desc') order = 'desc'
  else throw invalidFieldProblem('order', 'order: invalid value')

  let cursor: CursorPosition | undefined
  if (cursorText !== '') {
    cursor = parseCursorPosition(cursorText)
    if (cursor === undefined) throw invalidFieldProblem('cursor', 'cursor: invalid value')
  }
  return { cursorText, cursor, order, limit }
}

function parseLimit(text: string): number {
  if (text === '') return DEFAULT_LIMIT
  const value = parseInt64(text)
  if (value === undefined) throw invalidFieldProblem('limit', 'unparseable value')
  if (value <= 0n) throw invalidFieldProblem('limit', 'invalid limit: non-positive value provided')
  if (value > BigInt(MAX_LIMIT))
    throw invalidFieldProblem(
      'limit',
      `invalid limit: value provided that is over limit max of ${MAX_LIMIT}`,
    )
  return Number(value)
}

/**
 * Horizon's validateCursorWithinHistory: a descending page starting at or before the oldest
 * retained ledger is gone (410); ascending pages never are.
 */
export function checkHistoryWindow(page: PageRequest, elderLedger: number): void {
  if (page.order !== 'desc' || page.cursor === undefined) return
  if (page.cursor.first <= ledgerToid(elderLedger)) throw beforeHistory()
}
