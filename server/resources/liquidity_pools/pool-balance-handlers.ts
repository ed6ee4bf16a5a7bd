// /claimable_balances (filters claimant, sponsor, asset), /claimable_balances/{id} and its
// operations and transactions; /liquidity_pools (filters reserves, account), /liquidity_pools/{id}
// and its operations, transactions and effects (its trades are in trade-handlers.ts). Validation
// follows Horizon's ClaimableBalancesQuery, LiquidityPoolsQuery and the id tags; the data comes
// from a PoolBalanceStore.
import {
  isCanonicalAssetText,
  optionalAccountParam,
  optionalCanonicalAssetParam,
  parseCanonicalAsset,
  queryText,
  type Asset,
} from '../shared/asset-params.ts'
import {
  parseIncludeFailed,
  parseJoin,
  type HistoryCollections,
} from '../shared/history-collection.ts'
import type { PoolBalanceStore } from './pool-balance-store.ts'
import { invalidFieldProblem, notFound } from '../../protocol/problem.ts'
import type { KeysetSource } from '../../protocol/keyset-source.ts'
import type { PageRequest } from '../../protocol/page-query.ts'
import type { CollectionResult, RouteContext, RouteHandler } from '../../protocol/router.ts'
import { parseTextPageRequest, textPageResult } from '../shared/text-page.ts'

/** ClaimableBalanceId XDR (type 0 + 32-byte hash) in hex, as SafeUnmarshalHex accepts it. */
const claimableBalanceIdPattern = /^00000000[0-9a-fA-F]{64}$/
const sha256Pattern = /^[0-9a-fA-F]{64}$/

function validateBalanceId(text: string, field: string): string {
  if (text === '') throw invalidFieldProblem(field, 'non zero value required')
  if (!claimableBalanceIdPattern.test(text))
    throw invalidFieldProblem(field, `${text} does not validate as claimableBalanceID`)
  return text.toLowerCase()
}

function validatePoolId(text: string, field: string): string {
  if (!sha256Pattern.test(text))
    throw invalidFieldProblem(field, `${text} does not validate as sha256`)
  return text.toLowerCase()
}

const BALANCE_CURSOR_REASON =
  'The first part should be a number higher than 0 and the second part should be a valid claimable balance ID'

/** `<ledger>-<balance id>`: ClaimableBalancesQuery.Cursor(). */
function checkBalanceCursor(cursor: string): void {
  if (cursor === '') return
  const parts = cursor.split('-')
  const [ledger = '', id = ''] = parts
  if (
    parts.length !== 2 ||
    !/^\d+$/.test(ledger) ||
    BigInt(ledger) === 0n ||
    BigInt(ledger) > 0xffffffffn ||
    !claimableBalanceIdPattern.test(id)
  )
    throw invalidFieldProblem('cursor', BALANCE_CURSOR_REASON)
}

const RESERVES_REASON =
  'Invalid reserves, should be comma-separated list of assets in canonical form'

/** LiquidityPoolsQuery.Validate: a comma-separated list of canonical assets. */
function parseReserves(text: string): Asset[] {
  const reserves: Asset[] = []
  for (const reserve of text.split(',')) {
    if (reserve === '') continue
    if (reserve !== 'native' && (reserve.split(':').length !== 2 || !isCanonicalAssetText(reserve)))
      throw invalidFieldProblem('reserves', RESERVES_REASON)
    reserves.push(parseCanonicalAsset(reserve))
  }
  return reserves
}

type SubCollection = 'operations' | 'transactions' | 'effects'

export class PoolBalanceHandlers {
  constructor(
    private readonly handle: HistoryCollections,
    private readonly store: PoolBalanceStore,
  ) {}

  readonly claimableBalances: RouteHandler = (context) => {
    const asset = optionalCanonicalAssetParam(context.query, 'asset')
    const sponsor = optionalAccountParam(context.query, 'sponsor')
    const claimant = optionalAccountParam(context.query, 'claimant')
    const page = parseTextPageRequest(context)
    checkBalanceCursor(page.cursor)
    const rows = this.store.claimableBalances(
      {
        ...(asset ? { asset } : {}),
        ...(sponsor ? { sponsor } : {}),
        ...(claimant ? { claimant } : {}),
      },
      page,
    )
    return textPageResult(context, page, rows)
  }

  readonly claimableBalance: RouteHandler = (_context, { id = '' }) => {
    const json = this.store.claimableBalanceJson(validateBalanceId(id, 'id'))
    if (json === undefined) throw notFound()
    return { kind: 'object', json }
  }

  readonly liquidityPools: RouteHandler = (context) => {
    const reserves = parseReserves(queryText(context.query, 'reserves'))
    const account = optionalAccountParam(context.query, 'account')
    const page = parseTextPageRequest(context)
    const rows = this.store.liquidityPools(
      { reserves, ...(account !== '' ? { account } : {}) },
      page,
    )
    return textPageResult(context, page, rows)
  }

  readonly liquidityPool: RouteHandler = (_context, { liquidity_pool_id = '' }) => {
    const json = this.store.liquidityPoolJson(
      validatePoolId(liquidity_pool_id, 'liquidity_pool_id'),
    )
    if (json === undefined) throw notFound()
    return { kind: 'object', json }
  }

  /** /claimable_balances/{id}/{operations,transactions}: page, id tag, include_failed, join. */
  readonly balanceHistory =
    (collection: Exclude<SubCollection, 'effects'>): RouteHandler =>
    (context, { claimable_balance_id = '' }) => {
      const page = this.handle.pageQuery(context)
      const id =
        claimable_balance_id === ''
          ? ''
          : validateBalanceId(claimable_balance_id, 'claimable_balance_id')
      return this.history(context, collection, page, {
        operations: (includeFailed) => this.store.claimableBalanceOperations(id, includeFailed),
        transactions: (includeFailed) => this.store.claimableBalanceTransactions(id, includeFailed),
      })
    }

  /** /liquidity_pools/{id}/{operations,transactions,effects}. */
  readonly poolHistory =
    (collection: SubCollection): RouteHandler =>
    (context, { liquidity_pool_id = '' }) => {
      const page = this.handle.pageQuery(context)
      const id = validatePoolId(liquidity_pool_id, 'liquidity_pool_id')
      if (collection === 'effects')
        return this.handle.collection(this.store.liquidityPoolEffects(id), page)
      return this.history(context, collection, page, {
        operations: (includeFailed) => this.store.liquidityPoolOperations(id, includeFailed),
        transactions: (includeFailed) => this.store.liquidityPoolTransactions(id, includeFailed),
      })
    }

  private history(
    context: RouteContext,
    collection: Exclude<SubCollection, 'effects'>,
    page: PageRequest,
    sources: Record<typeof collection, (includeFailed: boolean) => KeysetSource>,
  ): CollectionResult {
    const includeFailed = parseIncludeFailed(context.query)
    const join = collection === 'operations' && parseJoin(context.query)
    return this.handle.collection(sources[collection](includeFailed), page, { join })
  }
}
