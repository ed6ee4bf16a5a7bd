// What the history resources (ledgers, transactions, operations, payments, effects, accounts)
// share: the route environment, the path and filter parameters in Horizon's wording, the page
// query with its history window, and the scoped collection a handler returns. Each handler only
// validates, in Horizon's order (page query, history window, path/filter params, existence), and
// returns what to send; the request pipeline turns that into a HAL body, an SSE stream or a problem.
import { isValidAccountId } from './account-id.ts'
import {
  ledgerRange,
  operationRange,
  transactionRange,
  type HistoryStore,
  type HistoryMeta,
  type IdRange,
} from './history-store.ts'
import type { KeysetSource } from '../../protocol/keyset-source.ts'
import {
  checkHistoryWindow,
  ledgerToid,
  parseInt64,
  parsePageRequest,
  type PageRequest,
} from '../../protocol/page-query.ts'
import { firstValue, type QueryValues } from '../../protocol/query-string.ts'
import { badRequest, invalidFieldProblem, notFound } from '../../protocol/problem.ts'
import { embedTransaction } from '../../protocol/render.ts'
import type { CollectionResult, PathParameters, RouteContext } from '../../protocol/router.ts'

export interface RouteEnvironment {
  store: HistoryStore
  historyMeta(): HistoryMeta
}

export type Scope = 'all' | 'ledger' | 'transaction' | 'operation' | 'account'

/** The path parameter that names a scoped collection's owner. */
const SCOPE_PARAMETER: Record<Exclude<Scope, 'all'>, string> = {
  ledger: 'sequence',
  transaction: 'hash',
  operation: 'id',
  account: 'account_id',
}

/** A scoped collection's owner, its path parameter validated but not yet looked up. */
export type ScopeOwner =
  | { scope: 'all' }
  | { scope: 'ledger'; sequence: number }
  | { scope: 'transaction'; hash: string }
  | { scope: 'operation'; operationId: bigint }
  | { scope: 'account'; account: string }

/** What a store query of a scoped collection filters by. */
export interface ScopeFilter {
  range?: IdRange
  account?: string
}

/**
 * Validates the owner's path parameter (400). Its existence (404) is checked apart, by
 * HistoryCollections.requireScope, because Horizon validates the filter parameters in between.
 */
export function parseScopeOwner(scope: Scope, parameters: PathParameters): ScopeOwner {
  if (scope === 'all') return { scope }
  const text = parameters[SCOPE_PARAMETER[scope]] ?? ''
  switch (scope) {
    case 'ledger':
      return { scope, sequence: parseLedgerId(text) }
    case 'transaction':
      return { scope, hash: validateTransactionHash(text) }
    case 'operation':
      return { scope, operationId: parseOperationId(text, 'op_id') }
    case 'account':
      return { scope, account: validateAccountId(text) }
  }
}

const transactionHashPattern = /^[0-9a-f]{64}$/
const uint32Pattern = /^\d+$/

export function parseLedgerId(text: string): number {
  if (!uint32Pattern.test(text) || Number(text) > 0xffffffff)
    throw invalidFieldProblem('ledger_id', 'Ledger ID must be an integer higher than 0')
  return Number(text)
}

export function validateTransactionHash(text: string): string {
  if (!transactionHashPattern.test(text))
    throw invalidFieldProblem(
      'tx_id',
      'Transaction hash must be a hex-encoded, lowercase SHA-256 hash',
    )
  return text
}

export function validateAccountId(text: string): string {
  if (!isValidAccountId(text))
    throw invalidFieldProblem(
      'account_id',
      'Account ID must start with `G` and contain 56 alphanum characters',
    )
  return text
}

const trueValues = new Set(['1', 't', 'T', 'TRUE', 'true', 'True'])
const falseValues = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False', ''])

export function parseIncludeFailed(query: QueryValues): boolean {
  const text = firstValue(query, 'include_failed') ?? ''
  if (trueValues.has(text)) return true
  if (falseValues.has(text)) return false
  throw invalidFieldProblem('include_failed', 'Filter should be true or false')
}

export function parseJoin(query: QueryValues): boolean {
  const text = firstValue(query, 'join') ?? ''
  if (text === '') return false
  if (text === 'transactions') return true
  throw invalidFieldProblem('join', 'Accepted values: transactions')
}

export function parseOperationId(text: string, field: string): bigint {
  const id = parseInt64(text)
  if (id === undefined || id < 0n)
    throw invalidFieldProblem(field, `schema: error converting value for "${field}"`)
  return id
}

/** The page query, the scoped lookups and the collection result every history handler uses. */
export class HistoryCollections {
  readonly store: HistoryStore

  constructor(readonly environment: RouteEnvironment) {
    this.store = environment.store
  }

  pageQuery(context: RouteContext): PageRequest {
    const state = this.environment.historyMeta()
    const page = parsePageRequest(context.query, context.lastEventId, state.latestLedger)
    checkHistoryWindow(page, state.elderLedger)
    return page
  }

  /**
   * Integer-keyed collections reject `a-b` cursors when the query runs (plain 400, no extras),
   * except an ascending one before history, which Horizon silently moves to the oldest ledger.
   */
  private singleKeyCursor(page: PageRequest): PageRequest {
    if (page.cursor?.second === undefined) return page
    const elder = this.environment.historyMeta().elderLedger
    if (page.order === 'asc' && page.cursor.first <= ledgerToid(elder))
      return { ...page, cursor: undefined }
    throw badRequest()
  }

  collection(
    source: KeysetSource,
    page: PageRequest,
    options: { join?: boolean } = {},
  ): CollectionResult {
    const effectivePage = source.cursorKind === 'single' ? this.singleKeyCursor(page) : page
    const result: CollectionResult = {
      kind: 'collection',
      source,
      page: effectivePage,
    }
    if (options.join) {
      result.transformRecord = (row) => {
        if (row.transactionId === undefined) return row.json
        const transactionJson = this.store.transactionJsonById(row.transactionId)
        return transactionJson === undefined
          ? row.json
          : embedTransaction(row.json, transactionJson)
      }
    }
    return result
  }

  /** The store filter of a scope's owner; 404 when the owner does not exist. */
  requireScope(owner: ScopeOwner): ScopeFilter {
    switch (owner.scope) {
      case 'all':
        return {}
      case 'ledger': {
        // Horizon quirk: ledger_id 0 means "no ledger filter".
        if (owner.sequence === 0) return {}
        if (!this.store.ledgerExists(owner.sequence)) throw notFound()
        return { range: ledgerRange(owner.sequence) }
      }
      case 'transaction': {
        // A fee-bump transaction is also found by its inner transaction's hash.
        const transaction =
          this.store.transactionByHash(owner.hash) ?? this.store.transactionByInnerHash(owner.hash)
        if (!transaction) throw notFound()
        return { range: transactionRange(transaction.id) }
      }
      case 'operation':
        if (!this.store.operationById(owner.operationId)) throw notFound()
        return { range: operationRange(owner.operationId) }
      case 'account':
        return { account: this.requireAccount(owner.account) }
    }
  }

  requireAccount(text: string): string {
    const account = validateAccountId(text)
    if (!this.store.accountKnown(account)) throw notFound()
    return account
  }
}
