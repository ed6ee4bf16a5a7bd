// The Horizon read API: route table and handlers. Each handler only validates (in Horizon's order:
// page query, history window, path/filter params, existence) and returns what to send; the
// request handler (request-handler.ts) turns that into a HAL body, an SSE stream or a problem.
import { goJsonIndent } from '../store/go-json.ts'
import { isValidAccountId } from './account-id.ts'
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
import {
  route,
  type CollectionResult,
  type PathParameters,
  type RouteContext,
  type RouteDefinition,
  type RouteResult,
} from './router.ts'

export interface RouteEnvironment {
  store: HistoryStore
  historyMeta(): HistoryMeta
}

type Scope = 'all' | 'ledger' | 'transaction' | 'operation' | 'account'

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

function parseIncludeFailed(query: QueryValues): boolean {
  const text = firstValue(query, 'include_failed') ?? ''
  if (trueValues.has(text)) return true
  if (falseValues.has(text)) return false
  throw invalidFieldProblem('include_failed', 'Filter should be true or false')
}

function parseJoin(query: QueryValues): boolean {
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

export function createHorizonRoutes(environment: RouteEnvironment): RouteDefinition[] {
  const { store } = environment

  function pageQuery(context: RouteContext): PageRequest {
    const state = environment.historyMeta()
    const page = parsePageRequest(context.query, context.lastEventId, state.latestLedger)
    checkHistoryWindow(page, state.elderLedger)
    return page
  }

  /**
   * Integer-keyed collections reject `a-b` cursors when the query runs (plain 400, no extras),
   * except an ascending one before history, which Horizon silently moves to the oldest ledger.
   */
  function singleKeyCursor(page: PageRequest): PageRequest {
    if (page.cursor?.second === undefined) return page
    const elder = environment.historyMeta().elderLedger
    if (page.order === 'asc' && page.cursor.first <= ledgerToid(elder))
      return { ...page, cursor: undefined }
    throw badRequest()
  }

  function collection(
    source: KeysetSource,
    page: PageRequest,
    options: { join?: boolean } = {},
  ): CollectionResult {
    const effectivePage = source.cursorKind === 'single' ? singleKeyCursor(page) : page
    const result: CollectionResult = {
      kind: 'collection',
      source,
      page: effectivePage,
    }
    if (options.join) {
      result.transformRecord = (row) => {
        if (row.transactionId === undefined) return row.json
        const transactionJson = store.transactionJsonById(row.transactionId)
        return transactionJson === undefined
          ? row.json
          : embedTransaction(row.json, transactionJson)
      }
    }
    return result
  }

  function requireLedger(text: string): IdRange | undefined {
    const sequence = parseLedgerId(text)
    // Horizon quirk: ledger_id 0 means "no ledger filter".
    if (sequence === 0) return undefined
    if (!store.ledgerExists(sequence)) throw notFound()
    return ledgerRange(sequence)
  }

  function requireTransaction(text: string): IdRange {
    const hash = validateTransactionHash(text)
    const transaction = store.transactionByHash(hash)
    if (!transaction) throw notFound()
    return transactionRange(transaction.id)
  }

  function requireAccount(text: string): string {
    const account = validateAccountId(text)
    if (!store.accountKnown(account)) throw notFound()
    return account
  }

  const operationsLike =
    (options: { onlyPayments: boolean; scope: Exclude<Scope, 'operation'> }) =>
    (context: RouteContext, parameters: PathParameters): RouteResult => {
      const { onlyPayments, scope } = options
      const page = pageQuery(context)
      const scopeParameter = scopeValue(scope, parameters)
      const ledger = scope === 'ledger' ? parseLedgerId(scopeParameter) : undefined
      const hash = scope === 'transaction' ? validateTransactionHash(scopeParameter) : undefined
      const accountText = scope === 'account' ? validateAccountId(scopeParameter) : undefined
      let includeFailed = parseIncludeFailed(context.query)
      const join = parseJoin(context.query)
      let range: IdRange | undefined
      let account: string | undefined
      if (ledger !== undefined) range = requireLedger(String(ledger))
      if (hash !== undefined) {
        range = requireTransaction(hash)
        // The operations of one transaction are listed even when it failed.
        includeFailed = true
      }
      if (accountText !== undefined) account = requireAccount(accountText)
      return collection(
        store.operations({
          onlyPayments,
          includeFailed,
          ...(range ? { range } : {}),
          ...(account ? { account } : {}),
        }),
        page,
        { join },
      )
    }

  const transactionsLike =
    (scope: 'all' | 'ledger' | 'account') =>
    (context: RouteContext, parameters: PathParameters): RouteResult => {
      const page = pageQuery(context)
      const scopeParameter = scopeValue(scope, parameters)
      const ledger = scope === 'ledger' ? parseLedgerId(scopeParameter) : undefined
      const accountText = scope === 'account' ? validateAccountId(scopeParameter) : undefined
      const includeFailed = parseIncludeFailed(context.query)
      let range: IdRange | undefined
      let account: string | undefined
      if (ledger !== undefined) range = requireLedger(String(ledger))
      if (accountText !== undefined) account = requireAccount(accountText)
      return collection(
        store.transactions({
          includeFailed,
          ...(range ? { range } : {}),
          ...(account ? { account } : {}),
        }),
        page,
      )
    }

  const effectsLike =
    (scope: Scope) =>
    (context: RouteContext, parameters: PathParameters): RouteResult => {
      const page = pageQuery(context)
      const scopeParameter = scopeValue(scope, parameters)
      let range: IdRange | undefined
      let account: string | undefined
      if (scope === 'ledger') range = requireLedger(scopeParameter)
      if (scope === 'transaction') range = requireTransaction(scopeParameter)
      if (scope === 'operation') {
        const operationId = parseOperationId(scopeParameter, 'op_id')
        if (!store.operationById(operationId)) throw notFound()
        range = operationRange(operationId)
      }
      if (scope === 'account') account = requireAccount(scopeParameter)
      return collection(
        store.effects({ ...(range ? { range } : {}), ...(account ? { account } : {}) }),
        page,
      )
    }

  const operations = (scope: Exclude<Scope, 'operation'>) =>
    operationsLike({ onlyPayments: false, scope })
  const payments = (scope: Exclude<Scope, 'operation'>) =>
    operationsLike({ onlyPayments: true, scope })

  return [
    route({ path: '/', stream: false }, (context) => ({
      kind: 'object',
      json: renderRootDocument({
        base: context.base,
        meta: environment.historyMeta(),
        latestLedger: store.ledgerSummary(environment.historyMeta().latestLedger),
      }),
    })),
    route({ path: '/ledgers', stream: true }, (context) =>
      collection(store.ledgers(), pageQuery(context)),
    ),
    route({ path: '/ledgers/:sequence', stream: false }, (_context, { sequence = '' }) => {
      const ledger = parseLedgerId(sequence)
      if (ledger < environment.historyMeta().elderLedger) throw beforeHistory()
      const json = store.ledgerJson(ledger)
      if (json === undefined) throw notFound()
      return { kind: 'object', json }
    }),
    route({ path: '/ledgers/:sequence/transactions', stream: true }, transactionsLike('ledger')),
    route({ path: '/ledgers/:sequence/operations', stream: true }, operations('ledger')),
    route({ path: '/ledgers/:sequence/payments', stream: true }, payments('ledger')),
    route({ path: '/ledgers/:sequence/effects', stream: true }, effectsLike('ledger')),
    route({ path: '/transactions', stream: true }, transactionsLike('all')),
    route({ path: '/transactions/:hash', stream: false }, (_context, { hash = '' }) => {
      const transaction = store.transactionByHash(validateTransactionHash(hash))
      if (!transaction) throw notFound()
      return { kind: 'object', json: transaction.json }
    }),
    route({ path: '/transactions/:hash/operations', stream: true }, operations('transaction')),
    route({ path: '/transactions/:hash/payments', stream: true }, payments('transaction')),
    route({ path: '/transactions/:hash/effects', stream: true }, effectsLike('transaction')),
    route({ path: '/operations', stream: true }, operations('all')),
    route({ path: '/operations/:id', stream: false }, (context, { id = '' }) =>
      operationObject(id, context.query),
    ),
    route({ path: '/operations/:id/effects', stream: true }, effectsLike('operation')),
    route({ path: '/payments', stream: true }, payments('all')),
    route({ path: '/effects', stream: true }, effectsLike('all')),
    route({ path: '/trades', stream: true }, (context) =>
      collection(store.trades({}), pageQuery(context)),
    ),
    route(
      { path: '/accounts/:account_id', stream: true, latestLedgerHeader: true },
      (_context, { account_id = '' }) => {
        const json = store.accountJson(validateAccountId(account_id))
        if (json === undefined) throw notFound()
        return { kind: 'object', json }
      },
    ),
    route(
      { path: '/accounts/:account_id/transactions', stream: true },
      transactionsLike('account'),
    ),
    route({ path: '/accounts/:account_id/operations', stream: true }, operations('account')),
    route({ path: '/accounts/:account_id/payments', stream: true }, payments('account')),
    route({ path: '/accounts/:account_id/effects', stream: true }, effectsLike('account')),
    route(
      { path: '/accounts/:account_id/trades', stream: true },
      (context, { account_id = '' }) => {
        const pageRequest = pageQuery(context)
        return collection(store.trades({ account: requireAccount(account_id) }), pageRequest)
      },
    ),
    route(
      { path: '/accounts/:account_id/offers', stream: true, latestLedgerHeader: true },
      (context, { account_id = '' }) => {
        const pageRequest = pageQuery(context)
        return collection(store.offers(requireAccount(account_id)), pageRequest)
      },
    ),
    route(
      {
        path: '/accounts/:account_id/data/:key',
        stream: true,
        latestLedgerHeader: true,
        raw: true,
      },
      (_context, { account_id = '', key = '' }) => {
        const value = store.accountDataValue(validateAccountId(account_id), key)
        if (value === undefined) throw notFound()
        return { kind: 'object', json: goJsonIndent({ value }), raw: Buffer.from(value, 'base64') }
      },
    ),
  ]

  function operationObject(idText: string, query: QueryValues): RouteResult {
    const operationId = parseOperationId(idText, 'id')
    const join = parseJoin(query)
    const operation = store.operationById(operationId)
    if (!operation) throw notFound()
    if (!join) return { kind: 'object', json: operation.json }
    const transactionJson = store.transactionJsonById(operation.transactionId)
    return {
      kind: 'object',
      json:
        transactionJson === undefined
          ? operation.json
          : embedTransaction(operation.json, transactionJson),
    }
  }
}
