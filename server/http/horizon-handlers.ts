// The handlers behind the route table (horizon-routes.ts). Each one only validates, in Horizon's
// order (page query, history window, path/filter params, existence), and returns what to send;
// the request handler turns that into a HAL body, an SSE stream or a problem.
import { goJsonIndent } from '../store/go-json.ts'
import { isValidAccountId } from './account-id.ts'
import { asInnerHashAnswer } from './fee-bump-inner-hash.ts'
import {
  ledgerRange,
  operationRange,
  transactionRange,
  type HistoryStore,
  type HistoryMeta,
  type IdRange,
} from './history-store.ts'
import type { KeysetSource } from './keyset-source.ts'
import {
  checkHistoryWindow,
  ledgerToid,
  parseInt64,
  parsePageRequest,
  type PageRequest,
} from './page-query.ts'
import { firstValue, type QueryValues } from './query-string.ts'
import { badRequest, beforeHistory, invalidFieldProblem, notFound } from './problem.ts'
import { embedTransaction } from './render.ts'
import { renderRootDocument } from './root-document.ts'
import type {
  CollectionResult,
  PathParameters,
  RouteContext,
  RouteHandler,
  RouteResult,
} from './router.ts'

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

function scopeValue(scope: Scope, parameters: PathParameters): string {
  return scope === 'all' ? '' : (parameters[SCOPE_PARAMETER[scope]] ?? '')
}

const transactionHashPattern = /^[0-9a-f]{64}$/
const uint32Pattern = /^\d+$/

function parseLedgerId(text: string): number {
  if (!uint32Pattern.test(text) || Number(text) > 0xffffffff)
    throw invalidFieldProblem('ledger_id', 'Ledger ID must be an integer higher than 0')
  return Number(text)
}

function validateTransactionHash(text: string): string {
  if (!transactionHashPattern.test(text))
    throw invalidFieldProblem(
      'tx_id',
      'Transaction hash must be a hex-encoded, lowercase SHA-256 hash',
    )
  return text
}

function validateAccountId(text: string): string {
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

function parseOperationId(text: string, field: string): bigint {
  const id = parseInt64(text)
  if (id === undefined || id < 0n)
    throw invalidFieldProblem(field, `schema: error converting value for "${field}"`)
  return id
}

export class HorizonHandlers {
  private readonly store: HistoryStore

  constructor(private readonly environment: RouteEnvironment) {
    this.store = environment.store
  }

  readonly root: RouteHandler = (context) => ({
    kind: 'object',
    json: renderRootDocument({
      base: context.base,
      meta: this.environment.historyMeta(),
      latestLedger: this.store.ledgerSummary(this.environment.historyMeta().latestLedger),
    }),
  })

  readonly ledgers: RouteHandler = (context) =>
    this.collection(this.store.ledgers(), this.pageQuery(context))

  readonly ledger: RouteHandler = (_context, { sequence = '' }) => {
    const ledger = parseLedgerId(sequence)
    if (ledger < this.environment.historyMeta().elderLedger) throw beforeHistory()
    const json = this.store.ledgerJson(ledger)
    if (json === undefined) throw notFound()
    return { kind: 'object', json }
  }

  readonly transaction: RouteHandler = (_context, { hash = '' }) => {
    const valid = validateTransactionHash(hash)
    const transaction = this.store.transactionByHash(valid)
    if (transaction) return { kind: 'object', json: transaction.json }
    const feeBump = this.store.transactionByInnerHash(valid)
    if (!feeBump) throw notFound()
    return { kind: 'object', json: asInnerHashAnswer(feeBump.json) }
  }

  readonly account: RouteHandler = (_context, { account_id = '' }) => {
    const json = this.store.accountJson(validateAccountId(account_id))
    if (json === undefined) throw notFound()
    return { kind: 'object', json }
  }

  readonly accountOffers: RouteHandler = (context, { account_id = '' }) => {
    const pageRequest = this.pageQuery(context)
    return this.collection(this.store.offers(this.requireAccount(account_id)), pageRequest)
  }

  readonly accountData: RouteHandler = (_context, { account_id = '', key = '' }) => {
    const value = this.store.accountDataValue(validateAccountId(account_id), key)
    if (value === undefined) throw notFound()
    return { kind: 'object', json: goJsonIndent({ value }), raw: Buffer.from(value, 'base64') }
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

  private requireLedger(text: string): IdRange | undefined {
    const sequence = parseLedgerId(text)
    // Horizon quirk: ledger_id 0 means "no ledger filter".
    if (sequence === 0) return undefined
    if (!this.store.ledgerExists(sequence)) throw notFound()
    return ledgerRange(sequence)
  }

  private requireTransaction(text: string): IdRange {
    const hash = validateTransactionHash(text)
    const transaction =
      this.store.transactionByHash(hash) ?? this.store.transactionByInnerHash(hash)
    if (!transaction) throw notFound()
    return transactionRange(transaction.id)
  }

  private requireAccount(text: string): string {
    const account = validateAccountId(text)
    if (!this.store.accountKnown(account)) throw notFound()
    return account
  }

  private readonly operationsLike =
    (options: { onlyPayments: boolean; scope: Exclude<Scope, 'operation'> }) =>
    (context: RouteContext, parameters: PathParameters): RouteResult => {
      const { onlyPayments, scope } = options
      const page = this.pageQuery(context)
      const scopeParameter = scopeValue(scope, parameters)
      const ledger = scope === 'ledger' ? parseLedgerId(scopeParameter) : undefined
      const hash = scope === 'transaction' ? validateTransactionHash(scopeParameter) : undefined
      const accountText = scope === 'account' ? validateAccountId(scopeParameter) : undefined
      let includeFailed = parseIncludeFailed(context.query)
      const join = parseJoin(context.query)
      let range: IdRange | undefined
      let account: string | undefined
      if (ledger !== undefined) range = this.requireLedger(String(ledger))
      if (hash !== undefined) {
        range = this.requireTransaction(hash)
        // The operations of one transaction are listed even when it failed.
        includeFailed = true
      }
      if (accountText !== undefined) account = this.requireAccount(accountText)
      return this.collection(
        this.store.operations({
          onlyPayments,
          includeFailed,
          ...(range ? { range } : {}),
          ...(account ? { account } : {}),
        }),
        page,
        { join },
      )
    }

  readonly transactions =
    (scope: 'all' | 'ledger' | 'account') =>
    (context: RouteContext, parameters: PathParameters): RouteResult => {
      const page = this.pageQuery(context)
      const scopeParameter = scopeValue(scope, parameters)
      const ledger = scope === 'ledger' ? parseLedgerId(scopeParameter) : undefined
      const accountText = scope === 'account' ? validateAccountId(scopeParameter) : undefined
      const includeFailed = parseIncludeFailed(context.query)
      let range: IdRange | undefined
      let account: string | undefined
      if (ledger !== undefined) range = this.requireLedger(String(ledger))
      if (accountText !== undefined) account = this.requireAccount(accountText)
      return this.collection(
        this.store.transactions({
          includeFailed,
          ...(range ? { range } : {}),
          ...(account ? { account } : {}),
        }),
        page,
      )
    }

  readonly effects =
    (scope: Scope) =>
    (context: RouteContext, parameters: PathParameters): RouteResult => {
      const page = this.pageQuery(context)
      const scopeParameter = scopeValue(scope, parameters)
      let range: IdRange | undefined
      let account: string | undefined
      if (scope === 'ledger') range = this.requireLedger(scopeParameter)
      if (scope === 'transaction') range = this.requireTransaction(scopeParameter)
      if (scope === 'operation') {
        const operationId = parseOperationId(scopeParameter, 'op_id')
        if (!this.store.operationById(operationId)) throw notFound()
        range = operationRange(operationId)
      }
      if (scope === 'account') account = this.requireAccount(scopeParameter)
      return this.collection(
        this.store.effects({ ...(range ? { range } : {}), ...(account ? { account } : {}) }),
        page,
      )
    }

  readonly operations = (scope: Exclude<Scope, 'operation'>): RouteHandler =>
    this.operationsLike({ onlyPayments: false, scope })

  readonly payments = (scope: Exclude<Scope, 'operation'>): RouteHandler =>
    this.operationsLike({ onlyPayments: true, scope })

  readonly operation: RouteHandler = (context, { id = '' }) => {
    const operationId = parseOperationId(id, 'id')
    const join = parseJoin(context.query)
    const operation = this.store.operationById(operationId)
    if (!operation) throw notFound()
    if (!join) return { kind: 'object', json: operation.json }
    const transactionJson = this.store.transactionJsonById(operation.transactionId)
    return {
      kind: 'object',
      json:
        transactionJson === undefined
          ? operation.json
          : embedTransaction(operation.json, transactionJson),
    }
  }
}
