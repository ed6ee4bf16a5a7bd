// Trade queries behind /trades' filters, /accounts/{id}/trades, /offers/{id}/trades,
// /liquidity_pools/{id}/trades and /trade_aggregations. The trades table stores each trade once, in
// the orientation it was ingested; a query for the opposite pair gets it flipped, as Horizon's
// selectReverseTradeFields does (base ↔ counter, base_is_seller negated, price inverted).
import { goJsonIndent } from '../../store/go-json.ts'
import type { Asset } from '../shared/asset-params.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import {
  assetConditions,
  conditionParameters,
  conditionSql,
  type Condition,
} from '../shared/json-conditions.ts'
import {
  mergedPairSource,
  pairKeySource,
  type KeysetSource,
  type PageRow,
} from '../../protocol/keyset-source.ts'

export type TradeType = 'all' | 'orderbook' | 'liquidity_pool'

export interface TradeFilters {
  account?: string
  offerId?: string
  poolId?: string
  pair?: { base: Asset; counter: Asset }
  tradeType: TradeType
}

/** Horizon's Trade struct order; every `base_*` key has its `counter_*` twin. */
const TRADE_KEY_ORDER = [
  '_links',
  'id',
  'paging_token',
  'ledger_close_time',
  'offer_id',
  'trade_type',
  'liquidity_pool_fee_bp',
  'base_liquidity_pool_id',
  'base_offer_id',
  'base_account',
  'base_amount',
  'base_asset_type',
  'base_asset_code',
  'base_asset_issuer',
  'counter_liquidity_pool_id',
  'counter_offer_id',
  'counter_account',
  'counter_amount',
  'counter_asset_type',
  'counter_asset_code',
  'counter_asset_issuer',
  'base_is_seller',
  'price',
] as const

const swapSide = (key: string): string =>
  key.startsWith('base_')
    ? `counter_${key.slice(5)}`
    : key.startsWith('counter_')
      ? `base_${key.slice(8)}`
      : key

type TradeJson = Record<string, unknown> & {
  _links: Record<string, unknown>
  price: { n: string; d: string }
}

/** The trade as seen from the other side of the pair. */
export function flipTradeJson(json: string): string {
  const trade = JSON.parse(json) as TradeJson
  const flipped: Record<string, unknown> = {}
  for (const key of TRADE_KEY_ORDER) {
    let value: unknown
    if (key === '_links')
      value = {
        self: trade._links.self,
        base: trade._links.counter,
        counter: trade._links.base,
        operation: trade._links.operation,
      }
    else if (key === 'base_is_seller') value = !trade.base_is_seller
    else if (key === 'price') value = { n: trade.price.d, d: trade.price.n }
    else value = trade[swapSide(key)]
    if (value !== undefined) flipped[key] = value
  }
  return goJsonIndent(flipped)
}

function mapRows(
  source: KeysetSource,
  shareKey: string,
  map: (json: string) => string,
): KeysetSource {
  return {
    cursorKind: source.cursorKind,
    shareKey,
    fetch: (cursor, order, limit) =>
      source.fetch(cursor, order, limit).map((row): PageRow => ({ ...row, json: map(row.json) })),
  }
}

const sideAsset = (side: 'base' | 'counter', asset: Asset): Condition[] =>
  assetConditions(`$.${side}_`, asset)

const sameAsset = (left: Asset, right: Asset): boolean =>
  left.type === right.type &&
  (left.type === 'native' ||
    (right.type !== 'native' && left.code === right.code && left.issuer === right.issuer))

export class TradeQueries {
  constructor(private readonly store: HistoryStore) {}

  private source(conditions: Condition[], shareKey: string): KeysetSource {
    return pairKeySource(this.store.statements, {
      selectFrom: 'SELECT operation_id AS a, trade_order AS b, json FROM trades',
      firstColumn: 'operation_id',
      secondColumn: 'trade_order',
      filters: conditionSql(conditions),
      filterParameters: conditionParameters(conditions),
      shareKey,
    })
  }

  /** Two sources over the trades matching `left` or `right` (each with the common conditions). */
  private either(
    common: Condition[],
    left: Condition,
    right: Condition,
    key: string,
  ): KeysetSource {
    return mergedPairSource(
      this.source([...common, left], `${key}|l`),
      this.source([...common, right], `${key}|r`),
      key,
    )
  }

  trades(filters: TradeFilters): KeysetSource {
    const common: Condition[] = []
    if (filters.tradeType !== 'all')
      common.push({
        sql: "json_extract(json, '$.trade_type') = ?",
        parameters: [filters.tradeType],
      })
    const key = `trades+|${JSON.stringify(filters)}`
    if (filters.account !== undefined && filters.pair === undefined)
      return this.either(
        common,
        { sql: 'base_account = ?', parameters: [filters.account] },
        { sql: 'counter_account = ?', parameters: [filters.account] },
        key,
      )
    if (filters.account !== undefined)
      common.push({
        sql: '(base_account = ? OR counter_account = ?)',
        parameters: [filters.account, filters.account],
      })
    if (filters.offerId !== undefined)
      return this.either(
        common,
        { sql: 'base_offer_id = ?', parameters: [filters.offerId] },
        { sql: 'counter_offer_id = ?', parameters: [filters.offerId] },
        key,
      )
    if (filters.poolId !== undefined)
      common.push({
        sql: "? IN (json_extract(json, '$.base_liquidity_pool_id'), json_extract(json, '$.counter_liquidity_pool_id'))",
        parameters: [filters.poolId],
      })
    const pair = filters.pair
    if (pair === undefined) return this.source(common, key)
    const direct = this.source(
      [...common, ...sideAsset('base', pair.base), ...sideAsset('counter', pair.counter)],
      `${key}|direct`,
    )
    if (sameAsset(pair.base, pair.counter)) return direct
    const reversed = mapRows(
      this.source(
        [...common, ...sideAsset('base', pair.counter), ...sideAsset('counter', pair.base)],
        `${key}|reversed`,
      ),
      `${key}|flipped`,
      flipTradeJson,
    )
    return mergedPairSource(direct, reversed, key)
  }

  /** Every trade of the pair in `[startMs, endMs)`, oriented base → counter, oldest first. */
  pairTradesBetween(base: Asset, counter: Asset, startMs: number, endMs: number): TradeRow[] {
    const rows: TradeRow[] = []
    const orientations: Array<[Asset, Asset, boolean]> = sameAsset(base, counter)
      ? [[base, counter, false]]
      : [
          [base, counter, false],
          [counter, base, true],
        ]
    for (const [left, right, reversed] of orientations) {
      const conditions = [...sideAsset('base', left), ...sideAsset('counter', right)]
      const sql = `SELECT operation_id, trade_order, json_extract(json, '$.ledger_close_time') AS closed, json_extract(json, '$.base_amount') AS base_amount, json_extract(json, '$.counter_amount') AS counter_amount, json_extract(json, '$.price.n') AS n, json_extract(json, '$.price.d') AS d FROM trades WHERE ${conditionSql(conditions).join(' AND ')}`
      const found = this.store.statements
        .get(sql)
        .all(...conditionParameters(conditions)) as Array<{
        operation_id: bigint
        trade_order: bigint
        closed: string
        base_amount: string
        counter_amount: string
        n: string
        d: string
      }>
      for (const row of found) {
        const timeMs = Date.parse(row.closed)
        if (timeMs < startMs || timeMs >= endMs) continue
        rows.push({
          operationId: row.operation_id,
          order: row.trade_order,
          timeMs,
          baseAmount: reversed ? row.counter_amount : row.base_amount,
          counterAmount: reversed ? row.base_amount : row.counter_amount,
          priceN: BigInt(reversed ? row.d : row.n),
          priceD: BigInt(reversed ? row.n : row.d),
        })
      }
    }
    return rows.sort((left, right) =>
      left.timeMs !== right.timeMs
        ? left.timeMs - right.timeMs
        : left.operationId !== right.operationId
          ? left.operationId < right.operationId
            ? -1
            : 1
          : Number(left.order - right.order),
    )
  }
}

export interface TradeRow {
  operationId: bigint
  order: bigint
  timeMs: number
  /** 7-decimal amount strings. */
  baseAmount: string
  counterAmount: string
  /** counter per base */
  priceN: bigint
  priceD: bigint
}
