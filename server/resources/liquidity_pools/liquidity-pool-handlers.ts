// /liquidity_pools (filters reserves, account), /liquidity_pools/{id} and its operations,
// transactions and effects (its trades are in trades/). Validation follows Horizon's
// LiquidityPoolsQuery and the id tag.
import { invalidFieldProblem, notFound } from '../../protocol/problem.ts'
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'
import {
  isCanonicalAssetText,
  optionalAccountParam,
  parseCanonicalAsset,
  queryText,
  type Asset,
} from '../shared/asset-params.ts'
import type { HistoryCollections } from '../shared/history-collection.ts'
import { linkedHistoryCollection, type LinkedCollection } from '../shared/ledger-entry-history.ts'
import { stateRoute } from '../shared/state-route.ts'
import { parseTextPageRequest, textPageResult } from '../shared/text-page.ts'
import type { LiquidityPoolQueries } from './liquidity-pool-queries.ts'

const sha256Pattern = /^[0-9a-fA-F]{64}$/

function validatePoolId(text: string, field: string): string {
  if (!sha256Pattern.test(text))
    throw invalidFieldProblem(field, `${text} does not validate as sha256`)
  return text.toLowerCase()
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

export class LiquidityPoolHandlers {
  constructor(
    private readonly history: HistoryCollections,
    private readonly queries: LiquidityPoolQueries,
  ) {}

  readonly liquidityPools: RouteHandler = (context) => {
    const reserves = parseReserves(queryText(context.query, 'reserves'))
    const account = optionalAccountParam(context.query, 'account')
    const page = parseTextPageRequest(context)
    const rows = this.queries.liquidityPools(
      { reserves, ...(account !== '' ? { account } : {}) },
      page,
    )
    return textPageResult(context, page, rows)
  }

  readonly liquidityPool: RouteHandler = (_context, { liquidity_pool_id = '' }) => {
    const json = this.queries.entries.json(validatePoolId(liquidity_pool_id, 'liquidity_pool_id'))
    if (json === undefined) throw notFound()
    return { kind: 'object', json }
  }

  /** /liquidity_pools/{id}/{operations,transactions,effects}. */
  readonly poolHistory =
    (collection: LinkedCollection | 'effects'): RouteHandler =>
    (context, { liquidity_pool_id = '' }) => {
      const page = this.history.pageQuery(context)
      const id = validatePoolId(liquidity_pool_id, 'liquidity_pool_id')
      if (collection === 'effects')
        return this.history.collection(this.queries.liquidityPoolEffects(id), page)
      return linkedHistoryCollection(this.history, context, collection, page, (includeFailed) =>
        this.queries.entries.history(collection, id, includeFailed),
      )
    }
}

export function liquidityPoolRoutes(
  history: HistoryCollections,
  queries: LiquidityPoolQueries,
): RouteDefinition[] {
  const handle = new LiquidityPoolHandlers(history, queries)
  return [
    stateRoute('/liquidity_pools', handle.liquidityPools),
    stateRoute('/liquidity_pools/:liquidity_pool_id', handle.liquidityPool),
    route(
      { path: '/liquidity_pools/:liquidity_pool_id/operations', stream: true },
      handle.poolHistory('operations'),
    ),
    route(
      { path: '/liquidity_pools/:liquidity_pool_id/transactions', stream: true },
      handle.poolHistory('transactions'),
    ),
    route(
      { path: '/liquidity_pools/:liquidity_pool_id/effects', stream: true },
      handle.poolHistory('effects'),
    ),
  ]
}
