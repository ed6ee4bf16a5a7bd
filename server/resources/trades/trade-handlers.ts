// /trades with every filter, the trades of an account, an offer and a liquidity pool, and
// /trade_aggregations — validated in Horizon's order (page query, history window, schema
// conversion, field tags, then TradesQuery.Validate / TradeAggregationsQuery.Validate).
import { isValidAccountId } from '../shared/account-id.ts'
import {
  ACCOUNT_ID_REASON,
  buildAsset,
  checkAssetTags,
  optionalAccountParam,
  optionalSha256Param,
  optionalUnsignedParam,
  queryText,
  type Asset,
} from '../shared/asset-params.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import type { RouteEnvironment } from '../shared/history-collection.ts'
import {
  checkHistoryWindow,
  parsePageRequest,
  type PageRequest,
} from '../../protocol/page-query.ts'
import {
  HorizonProblem,
  invalidFieldProblem,
  notFound,
  notFoundProblem,
} from '../../protocol/problem.ts'
import { goJsonIndent } from '../../store/go-json.ts'
import {
  route,
  type CollectionResult,
  type ObjectResult,
  type RouteContext,
  type RouteDefinition,
  type RouteHandler,
} from '../../protocol/router.ts'
import {
  adjustEndTime,
  adjustStartTime,
  aggregateTrades,
  aggregationLinks,
  ALLOWED_RESOLUTIONS,
  isLegalOffset,
  OFFSET_REASON,
  RESOLUTION_REASON,
} from './trade-aggregations.ts'
import { TradeQueries, type TradeFilters, type TradeType } from './trade-queries.ts'

export const OFFER_ID_REASON = 'Offer ID must be an integer higher than 0'
const TRADE_TYPE_REASON = 'Trade type must be all, orderbook, or liquidity_pool'
const TRADE_TYPES = new Set(['all', 'orderbook', 'liquidity_pool'])

/** TradeAssetsQueryParams.Base()/Counter(): undefined when the type is absent. */
function tradeAsset(query: RouteContext['query'], side: 'base' | 'counter'): Asset | undefined {
  const type = queryText(query, `${side}_asset_type`)
  if (type === '') return undefined
  const built = buildAsset(
    type,
    queryText(query, `${side}_asset_issuer`),
    queryText(query, `${side}_asset_code`),
  )
  if (typeof built === 'string')
    throw invalidFieldProblem(`${side}_asset`, `invalid ${side}_asset: ${built}`)
  return built
}

function checkTradeAssetTags(query: RouteContext['query']): void {
  checkAssetTags(query, 'base_')
  checkAssetTags(query, 'counter_')
}

function schemaNumber(query: RouteContext['query'], name: string): number {
  const text = queryText(query, name)
  if (text === '') return 0
  if (!/^\+?\d+$/.test(text) || BigInt(text) > 0xffffffffffffffffn)
    throw invalidFieldProblem(name, `schema: error converting value for "${name}"`)
  return Number(text)
}

function schemaMillis(query: RouteContext['query'], name: string): number {
  const text = queryText(query, name)
  if (text === '') return 0
  if (!/^[+-]?\d+$/.test(text) || BigInt(text) > 0x7fffffffffffffffn)
    throw invalidFieldProblem(name, `schema: error converting value for "${name}"`)
  return Number(text)
}

type TradeScope = 'all' | 'account' | 'offer' | 'liquidity_pool'

/** TradesQuery.Validate after the tag checks. */
function validateTradeFilters(filters: TradeFilters, offerId: bigint): void {
  const hasPair = filters.pair !== undefined
  if (hasPair && offerId !== 0n)
    throw invalidFieldProblem(
      'base_asset_type,counter_asset_type,offer_id',
      'this endpoint does not support filtering by both asset pair and offer id ',
    )
  if (hasPair && filters.poolId !== undefined)
    throw invalidFieldProblem(
      'base_asset_type,counter_asset_type,liquidity_pool_id',
      'this endpoint does not support filtering by both asset pair and liquidity pool id ',
    )
  const count = [filters.account, filters.offerId, filters.poolId].filter(
    (value) => value !== undefined,
  ).length
  if (count > 1)
    throw invalidFieldProblem(
      'account_id,liquidity_pool_id,offer_id',
      'Use a single filter for trades, you can only use one of account_id, liquidity_pool_id, offer_id',
    )
  if (offerId !== 0n && filters.tradeType === 'liquidity_pool')
    throw invalidFieldProblem(
      'trade_type',
      'trade_type liquidity_pool cannot be used with the offer_id filter',
    )
  if (filters.poolId !== undefined && filters.tradeType === 'orderbook')
    throw invalidFieldProblem(
      'trade_type',
      'trade_type orderbook cannot be used with the liquidity_pool_id filter',
    )
}

export class TradeHandlers {
  private readonly store: HistoryStore
  private readonly queries: TradeQueries

  constructor(private readonly environment: RouteEnvironment) {
    this.store = environment.store
    this.queries = new TradeQueries(environment.store)
  }

  private historyPage(context: RouteContext): PageRequest {
    const state = this.environment.historyMeta()
    const page = parsePageRequest(context.query, context.lastEventId, state.latestLedger)
    checkHistoryWindow(page, state.elderLedger)
    return page
  }

  /** getParams for TradesQuery, with the path parameter of the scope merged in. */
  private tradeFilters(context: RouteContext, scope: TradeScope, pathValue: string): TradeFilters {
    const query = new Map(context.query)
    if (scope === 'account') query.set('account_id', [pathValue])
    if (scope === 'offer') query.set('offer_id', [pathValue])
    if (scope === 'liquidity_pool') query.set('liquidity_pool_id', [pathValue])
    const offerId = optionalUnsignedParam(query, 'offer_id', OFFER_ID_REASON)
    const account = optionalAccountParam(query, 'account_id')
    const poolId = optionalSha256Param(query, 'liquidity_pool_id')
    const tradeTypeText = queryText(query, 'trade_type')
    if (tradeTypeText !== '' && !TRADE_TYPES.has(tradeTypeText))
      throw invalidFieldProblem('trade_type', TRADE_TYPE_REASON)
    checkTradeAssetTags(query)
    const base = tradeAsset(query, 'base')
    const counter = tradeAsset(query, 'counter')
    if ((base === undefined) !== (counter === undefined))
      throw invalidFieldProblem(
        'base_asset_type,counter_asset_type',
        'this endpoint supports asset pairs but only one asset supplied',
      )
    const filters: TradeFilters = {
      tradeType: (tradeTypeText || 'all') as TradeType,
      ...(account !== '' ? { account } : {}),
      ...(offerId !== 0n ? { offerId: offerId.toString() } : {}),
      ...(poolId !== '' ? { poolId } : {}),
      ...(base && counter ? { pair: { base, counter } } : {}),
    }
    validateTradeFilters(filters, offerId)
    return filters
  }

  readonly trades =
    (scope: TradeScope): RouteHandler =>
    (context, parameters) => {
      const page = this.historyPage(context)
      const pathValue =
        scope === 'account'
          ? (parameters.account_id ?? '')
          : scope === 'offer'
            ? (parameters.offer_id ?? '')
            : scope === 'liquidity_pool'
              ? (parameters.liquidity_pool_id ?? '')
              : ''
      if (scope === 'account' && !isValidAccountId(pathValue))
        throw invalidFieldProblem('account_id', ACCOUNT_ID_REASON)
      const filters = this.tradeFilters(context, scope, pathValue)
      // The sandbox has always answered 404 for an account it never saw; kept for its clients.
      if (scope === 'account' && !this.store.accountKnown(pathValue)) throw notFound()
      const result: CollectionResult = {
        kind: 'collection',
        source: this.queries.trades(filters),
        page,
      }
      return result
    }

  private knownAsset(asset: Asset): boolean {
    if (asset.type === 'native') return true
    const inTrades = this.store.statements
      .get(
        "SELECT 1 FROM trades WHERE (json_extract(json, '$.base_asset_code') = ? AND json_extract(json, '$.base_asset_issuer') = ?) OR (json_extract(json, '$.counter_asset_code') = ? AND json_extract(json, '$.counter_asset_issuer') = ?) LIMIT 1",
      )
      .get(asset.code, asset.issuer, asset.code, asset.issuer)
    if (inTrades !== undefined) return true
    return (
      this.store.statements
        .get(
          "SELECT 1 FROM accounts, json_each(accounts.json, '$.balances') AS balance WHERE json_extract(balance.value, '$.asset_code') = ? AND json_extract(balance.value, '$.asset_issuer') = ? LIMIT 1",
        )
        .get(asset.code, asset.issuer) !== undefined
    )
  }

  readonly tradeAggregations: RouteHandler = (context) => {
    const page = this.historyPage(context)
    const query = context.query
    const offset = schemaNumber(query, 'offset')
    const startTime = schemaMillis(query, 'start_time')
    const endTime = schemaMillis(query, 'end_time')
    const resolution = schemaNumber(query, 'resolution')
    checkTradeAssetTags(query)
    const base = tradeAsset(query, 'base')
    if (!base) throw invalidFieldProblem('base_asset_type', 'Missing required field')
    const counter = tradeAsset(query, 'counter')
    if (!counter) throw invalidFieldProblem('counter_asset_type', 'Missing required field')
    if (!ALLOWED_RESOLUTIONS.has(resolution))
      throw invalidFieldProblem('resolution', RESOLUTION_REASON)
    if (!isLegalOffset(offset, resolution)) throw invalidFieldProblem('offset', OFFSET_REASON)
    for (const [field, asset] of [
      ['base_asset', base],
      ['counter_asset', counter],
    ] as const)
      if (!this.knownAsset(asset))
        throw new HorizonProblem({
          ...notFoundProblem,
          extras: { invalid_field: field, reason: 'not found' },
        })
    const adjustedStart = startTime === 0 ? 0 : adjustStartTime(startTime, resolution, offset)
    let adjustedEnd = 0
    if (endTime !== 0) {
      const adjusted = adjustEndTime(endTime, resolution, offset, adjustedStart)
      if (adjusted === undefined)
        throw invalidFieldProblem(
          'end_time',
          'illegal end time. adjusted end time must be greater than the offset and greater than the provided start time',
        )
      adjustedEnd = adjusted
    }
    const trades = this.queries.pairTradesBetween(base, counter, 0, Number.MAX_SAFE_INTEGER)
    const records = aggregateTrades(
      trades,
      { resolution, offset, startTime: adjustedStart, endTime: adjustedEnd },
      page.order,
      page.limit,
    )
    const pathUrl = `${context.base}${context.url.pathname}`
    const links = aggregationLinks({
      selfUrl: `${pathUrl}${context.url.search}`,
      pathUrl,
      query,
      records,
      order: page.order,
      resolution,
      startTime,
      endTime,
    })
    return aggregationPage(links, records)
  }
}

/** hal.Page with Horizon's links (self as requested, prev empty) and the bucket records. */
function aggregationPage(
  links: { self: string; next: string; prev: string },
  records: Array<Record<string, unknown>>,
): ObjectResult {
  const body = {
    _links: {
      self: { href: links.self },
      next: { href: links.next },
      prev: { href: links.prev },
    },
    _embedded: { records },
  }
  return { kind: 'object', json: goJsonIndent(body) }
}

export function tradeRoutes(environment: RouteEnvironment): RouteDefinition[] {
  const trades = new TradeHandlers(environment)
  return [
    route({ path: '/trades', stream: true }, trades.trades('all')),
    route({ path: '/trade_aggregations', stream: false }, trades.tradeAggregations),
    route({ path: '/offers/:offer_id/trades', stream: true }, trades.trades('offer')),
    route(
      { path: '/liquidity_pools/:liquidity_pool_id/trades', stream: true },
      trades.trades('liquidity_pool'),
    ),
    route({ path: '/accounts/:account_id/trades', stream: true }, trades.trades('account')),
  ]
}
