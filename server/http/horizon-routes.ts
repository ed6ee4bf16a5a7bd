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
  type IdRange,
  type LedgerState,
} from './history-store.ts'
import type { KeysetSource, PageRow } from './keyset-source.ts'
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

export interface RouteContext {
  query: QueryValues
  lastEventId: string | undefined
  /** scheme://host, used only by the root document (records use the placeholder). */
  base: string
}

export interface CollectionResult {
  kind: 'collection'
  source: KeysetSource
  page: PageRequest
  /** Post-processing of a stored record (join=transactions). */
  transformRecord?: (row: PageRow) => string
}

export interface ObjectResult {
  kind: 'object'
  /** Indented JSON with placeholder hrefs. */
  json: string
  /** Bytes for Accept: application/octet-stream (account data values only). */
  raw?: Buffer
}

export type RouteResult = CollectionResult | ObjectResult

export interface RouteDefinition {
  segments: string[]
  /** Whether Accept: text/event-stream is allowed (otherwise 406). */
  streamable: boolean
  /** Whether Accept: application/octet-stream is allowed. */
  raw: boolean
  /** Horizon's state endpoints carry Latest-Ledger (even on errors, not on SSE). */
  stateEndpoint: boolean
  handle(context: RouteContext, parameters: string[]): RouteResult
}

export interface RouteEnvironment {
  store: HistoryStore
  ledgerState(): LedgerState
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
    const state = environment.ledgerState()
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
    const elder = environment.ledgerState().elderLedger
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
    (onlyPayments: boolean, scope: 'all' | 'ledger' | 'transaction' | 'account') =>
    (context: RouteContext, parameters: string[]): RouteResult => {
      const page = pageQuery(context)
      const [scopeParameter = ''] = parameters
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
    (context: RouteContext, parameters: string[]): RouteResult => {
      const page = pageQuery(context)
      const [scopeParameter = ''] = parameters
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
    (scope: 'all' | 'ledger' | 'transaction' | 'operation' | 'account') =>
    (context: RouteContext, parameters: string[]): RouteResult => {
      const page = pageQuery(context)
      const [scopeParameter = ''] = parameters
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

  const page = (
    path: string,
    handle: RouteDefinition['handle'],
    streamable = true,
    stateEndpoint = false,
  ): RouteDefinition => ({
    segments: path.split('/').filter(Boolean),
    streamable,
    raw: false,
    stateEndpoint,
    handle,
  })

  return [
    page('/', (context) => ({ kind: 'object', json: rootDocument(context) }), false),
    page('/ledgers', (context) => collection(store.ledgers(), pageQuery(context))),
    page(
      '/ledgers/:ledger_id',
      (_context, [text = '']) => {
        const sequence = parseLedgerId(text)
        if (sequence < environment.ledgerState().elderLedger) throw beforeHistory()
        const json = store.ledgerJson(sequence)
        if (json === undefined) throw notFound()
        return { kind: 'object', json }
      },
      false,
    ),
    page('/ledgers/:ledger_id/transactions', transactionsLike('ledger')),
    page('/ledgers/:ledger_id/operations', operationsLike(false, 'ledger')),
    page('/ledgers/:ledger_id/payments', operationsLike(true, 'ledger')),
    page('/ledgers/:ledger_id/effects', effectsLike('ledger')),
    page('/transactions', transactionsLike('all')),
    page(
      '/transactions/:tx_id',
      (_context, [text = '']) => {
        const transaction = store.transactionByHash(validateTransactionHash(text))
        if (!transaction) throw notFound()
        return { kind: 'object', json: transaction.json }
      },
      false,
    ),
    page('/transactions/:tx_id/operations', operationsLike(false, 'transaction')),
    page('/transactions/:tx_id/payments', operationsLike(true, 'transaction')),
    page('/transactions/:tx_id/effects', effectsLike('transaction')),
    page('/operations', operationsLike(false, 'all')),
    page(
      '/operations/:id',
      (context, [text = '']) => {
        const operationId = parseOperationId(text, 'id')
        const join = parseJoin(context.query)
        const operation = store.operationById(operationId)
        if (!operation) throw notFound()
        let json = operation.json
        if (join) {
          const transactionJson = store.transactionJsonById(operation.transactionId)
          if (transactionJson !== undefined) json = embedTransaction(json, transactionJson)
        }
        return { kind: 'object', json }
      },
      false,
    ),
    page('/operations/:op_id/effects', effectsLike('operation')),
    page('/payments', operationsLike(true, 'all')),
    page('/effects', effectsLike('all')),
    page('/trades', (context) => collection(store.trades({}), pageQuery(context))),
    page(
      '/accounts/:account_id',
      (_context, [text = '']) => {
        const json = store.accountJson(validateAccountId(text))
        if (json === undefined) throw notFound()
        return { kind: 'object', json }
      },
      true,
      true,
    ),
    page('/accounts/:account_id/transactions', transactionsLike('account')),
    page('/accounts/:account_id/operations', operationsLike(false, 'account')),
    page('/accounts/:account_id/payments', operationsLike(true, 'account')),
    page('/accounts/:account_id/effects', effectsLike('account')),
    page('/accounts/:account_id/trades', (context, [text = '']) => {
      const pageRequest = pageQuery(context)
      const account = requireAccount(text)
      return collection(store.trades({ account }), pageRequest)
    }),
    page(
      '/accounts/:account_id/offers',
      (context, [text = '']) => {
        const pageRequest = pageQuery(context)
        const account = requireAccount(text)
        return collection(store.offers(account), pageRequest)
      },
      true,
      true,
    ),
    {
      ...page(
        '/accounts/:account_id/data/:key',
        (_context, [text = '', key = '']) => {
          const account = validateAccountId(text)
          const value = store.accountDataValue(account, key)
          if (value === undefined) throw notFound()
          return {
            kind: 'object',
            json: goJsonIndent({ value }),
            raw: Buffer.from(value, 'base64'),
          }
        },
        true,
        true,
      ),
      raw: true,
    },
  ]

  function rootDocument(context: RouteContext): string {
    const state = environment.ledgerState()
    const latestJson = store.ledgerJson(state.latestLedger) ?? ''
    const protocolVersion = Number(/"protocol_version": (\d+)/.exec(latestJson)?.[1] ?? '0')
    const closedAt = /"closed_at": "([^"]*)"/.exec(latestJson)?.[1] ?? '1970-01-01T00:00:00Z'
    const link = (path: string) =>
      path.includes('{')
        ? { href: context.base + path, templated: true }
        : { href: context.base + path }
    const assetPair =
      'base_asset_type={base_asset_type}&base_asset_code={base_asset_code}&base_asset_issuer={base_asset_issuer}&counter_asset_type={counter_asset_type}&counter_asset_code={counter_asset_code}&counter_asset_issuer={counter_asset_issuer}'
    return goJsonIndent({
      _links: {
        account: link('/accounts/{account_id}'),
        accounts: link('/accounts{?signer,sponsor,asset,liquidity_pool,cursor,limit,order}'),
        account_transactions: link('/accounts/{account_id}/transactions{?cursor,limit,order}'),
        claimable_balances: link('/claimable_balances{?asset,sponsor,claimant,cursor,limit,order}'),
        assets: link('/assets{?asset_code,asset_issuer,cursor,limit,order}'),
        effects: link('/effects{?cursor,limit,order}'),
        fee_stats: link('/fee_stats'),
        ledger: link('/ledgers/{sequence}'),
        ledgers: link('/ledgers{?cursor,limit,order}'),
        liquidity_pools: link('/liquidity_pools{?reserves,account,cursor,limit,order}'),
        offer: link('/offers/{offer_id}'),
        offers: link('/offers{?selling,buying,seller,sponsor,cursor,limit,order}'),
        operation: link('/operations/{id}'),
        operations: link('/operations{?cursor,limit,order,include_failed}'),
        order_book: link(
          '/order_book{?selling_asset_type,selling_asset_code,selling_asset_issuer,buying_asset_type,buying_asset_code,buying_asset_issuer,limit}',
        ),
        payments: link('/payments{?cursor,limit,order,include_failed}'),
        self: link('/'),
        strict_receive_paths: link(
          '/paths/strict-receive{?source_assets,source_account,destination_account,destination_asset_type,destination_asset_issuer,destination_asset_code,destination_amount}',
        ),
        strict_send_paths: link(
          '/paths/strict-send{?destination_account,destination_assets,source_asset_type,source_asset_issuer,source_asset_code,source_amount}',
        ),
        trade_aggregations: link(`/trade_aggregations?${assetPair}`),
        trades: link(`/trades?${assetPair}`),
        transaction: link('/transactions/{hash}'),
        transactions: link('/transactions{?cursor,limit,order}'),
      },
      horizon_version: SANDBOX_HORIZON_VERSION,
      core_version: SANDBOX_CORE_VERSION,
      ingest_latest_ledger: state.latestLedger,
      history_latest_ledger: state.latestLedger,
      history_latest_ledger_closed_at: closedAt,
      history_elder_ledger: state.elderLedger,
      core_latest_ledger: state.latestLedger,
      network_passphrase: state.networkPassphrase,
      current_protocol_version: protocolVersion,
      supported_protocol_version: protocolVersion,
      core_supported_protocol_version: protocolVersion,
    })
  }
}

export const SANDBOX_HORIZON_VERSION = '28.0.0-ledger-explorer-sandbox'
export const SANDBOX_CORE_VERSION = 'stellar-core (ledger-explorer sandbox simulator)'
