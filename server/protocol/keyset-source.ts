// Keyset paging over the rendered-record tables. Every page is one indexed range scan
// (`key > lower AND key < upper ORDER BY key LIMIT n`), never OFFSET or COUNT, so a page costs the
// same at ledger 10 as at ledger 10 million. Statements are prepared once per distinct SQL text.
import type Database from 'better-sqlite3'
import type { SandboxDatabase } from '../store/database.ts'
import { MAX_INT64, storedTokenPosition, type CursorPosition, type Order } from './page-query.ts'

export interface PageRow {
  pagingToken: string
  /**
   * Record JSON with HORIZON_BASE_PLACEHOLDER hrefs, in MarshalIndent layout either at top level
   * (`json` columns) or already at page depth (`embedded_json`; render.ts tells them apart).
   */
  json: string
  /** Set for operation rows (needed by join=transactions). */
  transactionId?: bigint
}

export interface KeysetSource {
  /** Pair sources (effects, trades) accept `a-b` cursors; single sources only integers. */
  readonly cursorKind: 'single' | 'pair'
  /** Identifies the query (not the position) so streams asking the same thing can share work. */
  readonly shareKey: string
  fetch(cursor: CursorPosition | undefined, order: Order, limit: number): PageRow[]
}

type Statement = Database.Statement<unknown[], Record<string, unknown>>

type RawStatement = Database.Statement<unknown[], unknown[]>

export class StatementCache {
  private readonly statements = new Map<string, Statement>()
  private readonly rawStatements = new Map<string, RawStatement>()

  constructor(readonly db: SandboxDatabase) {}

  /** Every SQL text prepared so far (tests check their query plans). */
  preparedSql(): string[] {
    return [...new Set([...this.statements.keys(), ...this.rawStatements.keys()])]
  }

  get(sql: string): Statement {
    let statement = this.statements.get(sql)
    if (statement === undefined) {
      statement = this.db.prepare<unknown[], Record<string, unknown>>(sql)
      statement.safeIntegers(true)
      this.statements.set(sql, statement)
    }
    return statement
  }

  /**
   * The same statement returning rows as arrays in column order: pages read 200 rows per
   * request, and arrays spare better-sqlite3 building an object (and its keys) per row.
   */
  getRaw(sql: string): RawStatement {
    let statement = this.rawStatements.get(sql)
    if (statement === undefined) {
      statement = this.db.prepare<unknown[], unknown[]>(sql)
      statement.safeIntegers(true)
      statement.raw(true)
      this.rawStatements.set(sql, statement)
    }
    return statement
  }
}

const maxBigint = (left: bigint, right: bigint): bigint => (left > right ? left : right)
const minBigint = (left: bigint, right: bigint): bigint => (left < right ? left : right)

export interface SingleKeyOptions {
  /** `SELECT <key>, <json>[, <transaction id>] FROM …`, in that column order. */
  selectFrom: string
  keyColumn: string
  /** Extra conditions (`?` placeholders bound from `filterParameters`). */
  filters: string[]
  filterParameters: unknown[]
  /** Key range [lowest, beyond); defaults to everything. */
  lowest?: bigint
  beyond?: bigint
  /** Maps a cursor (a paging token) to a key bound; identity unless key ≠ paging token. */
  cursorToKey?: (cursor: bigint, order: Order) => bigint
  keyToToken?: (key: bigint) => string
  shareKey: string
}

export function singleKeySource(cache: StatementCache, options: SingleKeyOptions): KeysetSource {
  const where = [...options.filters, `${options.keyColumn} > ?`, `${options.keyColumn} < ?`]
  const sqlFor = (order: Order): string =>
    `${options.selectFrom} WHERE ${where.join(' AND ')} ORDER BY ${options.keyColumn} ${order === 'asc' ? 'ASC' : 'DESC'} LIMIT ?`
  const sqlByOrder = { asc: sqlFor('asc'), desc: sqlFor('desc') }
  const lowest = options.lowest ?? -1n
  const beyond = options.beyond ?? MAX_INT64
  const keyToToken = options.keyToToken ?? ((key: bigint) => key.toString())
  return {
    cursorKind: 'single',
    shareKey: options.shareKey,
    fetch(cursor, order, limit) {
      let lower = lowest - 1n
      let upper = beyond
      if (cursor !== undefined) {
        const key = options.cursorToKey ? options.cursorToKey(cursor.first, order) : cursor.first
        if (order === 'asc') lower = maxBigint(lower, key)
        else upper = minBigint(upper, key)
      }
      const rows = cache
        .getRaw(sqlByOrder[order])
        .all(...options.filterParameters, lower, upper, limit) as Array<
        [bigint, string] | [bigint, string, bigint]
      >
      const page = new Array<PageRow>(rows.length)
      for (let index = 0; index < rows.length; index++) {
        const [key, json, transactionId] = rows[index] as [bigint, string, bigint?]
        page[index] =
          transactionId === undefined
            ? { pagingToken: keyToToken(key), json }
            : { pagingToken: keyToToken(key), json, transactionId }
      }
      return page
    },
  }
}

export interface PairKeyOptions {
  /** `SELECT <a>, <b>, <json> FROM …`, in that column order. */
  selectFrom: string
  firstColumn: string
  secondColumn: string
  filters: string[]
  filterParameters: unknown[]
  /** Range of the first column [lowest, beyond). */
  lowest?: bigint
  beyond?: bigint
  shareKey: string
}

type Pair = readonly [bigint, bigint]

const comparePairs = (left: Pair, right: Pair): number =>
  left[0] === right[0]
    ? left[1] === right[1]
      ? 0
      : left[1] < right[1]
        ? -1
        : 1
    : left[0] < right[0]
      ? -1
      : 1

export function pairKeySource(cache: StatementCache, options: PairKeyOptions): KeysetSource {
  const row = `(${options.firstColumn}, ${options.secondColumn})`
  const where = [...options.filters, `${row} > (?, ?)`, `${row} < (?, ?)`]
  const sqlFor = (order: Order): string => {
    const direction = order === 'asc' ? 'ASC' : 'DESC'
    return `${options.selectFrom} WHERE ${where.join(' AND ')} ORDER BY ${options.firstColumn} ${direction}, ${options.secondColumn} ${direction} LIMIT ?`
  }
  const sqlByOrder = { asc: sqlFor('asc'), desc: sqlFor('desc') }
  const lowestPair: Pair = [(options.lowest ?? 0n) - 1n, MAX_INT64]
  const beyondPair: Pair = [options.beyond ?? MAX_INT64, -1n]
  return {
    cursorKind: 'pair',
    shareKey: options.shareKey,
    fetch(cursor, order, limit) {
      let lower = lowestPair
      let upper = beyondPair
      if (cursor !== undefined) {
        // A bare operation id means "op_id-<max>": asc starts after all of that operation's
        // effects, desc includes them (Horizon's CursorInt64Pair).
        const position: Pair = [cursor.first, cursor.second ?? MAX_INT64]
        if (order === 'asc') lower = comparePairs(position, lower) > 0 ? position : lower
        else upper = comparePairs(position, upper) < 0 ? position : upper
      }
      const rows = cache
        .getRaw(sqlByOrder[order])
        .all(...options.filterParameters, lower[0], lower[1], upper[0], upper[1], limit) as Array<
        [bigint, bigint, string]
      >
      return rows.map(([first, second, json]) => ({ pagingToken: `${first}-${second}`, json }))
    },
  }
}

/** Merges two keyset sources over the same pair key space (an account's trades as base or counter). */
export function mergedPairSource(
  left: KeysetSource,
  right: KeysetSource,
  shareKey: string,
): KeysetSource {
  const parse = (token: string): Pair => {
    const { first, second = 0n } = storedTokenPosition(token)
    return [first, second]
  }
  return {
    cursorKind: 'pair',
    shareKey,
    fetch(cursor, order, limit) {
      const merged = [...left.fetch(cursor, order, limit), ...right.fetch(cursor, order, limit)]
      const seen = new Set<string>()
      const unique = merged.filter((row) =>
        seen.has(row.pagingToken) ? false : (seen.add(row.pagingToken), true),
      )
      unique.sort((a, b) => {
        const comparison = comparePairs(parse(a.pagingToken), parse(b.pagingToken))
        return order === 'asc' ? comparison : -comparison
      })
      return unique.slice(0, limit)
    },
  }
}
