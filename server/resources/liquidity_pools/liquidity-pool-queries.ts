// /liquidity_pools over the simulator's tables (server/store/schema.ts): liquidity_pools with
// their holders and history links. The list is a keyset range scan by pool id, never OFFSET.
import { pairKeySource, type KeysetSource, type PageRow } from '../../protocol/keyset-source.ts'
import { parseStroops } from '../shared/amounts.ts'
import { canonicalAsset, type Asset } from '../shared/asset-params.ts'
import { conditionParameters, whereClause, type Condition } from '../shared/json-conditions.ts'
import { LinkedEntries, type AssetHoldings } from '../shared/ledger-entry-history.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import type { TextPageRequest } from '../shared/text-page.ts'

export interface LiquidityPoolFilters {
  /** Pools holding every one of these reserves. */
  reserves: Asset[]
  /** Pools the account holds shares of. */
  account?: string
}

interface PoolReserve {
  asset: string
  amount: string
}

export class LiquidityPoolQueries {
  /** One pool's JSON, and the operations and transactions that involved it. */
  readonly entries: LinkedEntries

  constructor(private readonly store: HistoryStore) {
    this.entries = new LinkedEntries(store, 'liquidity_pools')
  }

  /** Horizon's LiquidityPool JSON records in pool-id order. */
  liquidityPools(filters: LiquidityPoolFilters, page: TextPageRequest): PageRow[] {
    const where: Condition[] = []
    for (const reserve of filters.reserves) {
      const text = canonicalAsset(reserve)
      where.push({ sql: '(p.asset_a = ? OR p.asset_b = ?)', parameters: [text, text] })
    }
    if (filters.account !== undefined)
      where.push({
        sql: 'EXISTS (SELECT 1 FROM liquidity_pool_holders h WHERE h.liquidity_pool_id = p.id AND h.account = ?)',
        parameters: [filters.account],
      })
    if (page.cursor !== '')
      where.push({
        sql: `p.id ${page.order === 'asc' ? '>' : '<'} ?`,
        parameters: [page.cursor.toLowerCase()],
      })
    const direction = page.order === 'asc' ? 'ASC' : 'DESC'
    const rows = this.store.statements
      .get(
        `SELECT p.id AS id, p.json AS json FROM liquidity_pools p${whereClause(where)} ORDER BY p.id ${direction} LIMIT ?`,
      )
      .all(...conditionParameters(where), page.limit) as Array<{ id: string; json: string }>
    return rows.map((row) => ({ pagingToken: row.id, json: row.json }))
  }

  /** Every effect of the operations that involved the pool, as Horizon's EffectsQuery joins them. */
  liquidityPoolEffects(poolId: string): KeysetSource {
    return pairKeySource(this.store.statements, {
      selectFrom:
        'SELECT e.operation_id, e.effect_order, e.embedded_json FROM operation_liquidity_pools l JOIN effects e ON e.operation_id = l.operation_id',
      firstColumn: 'e.operation_id',
      secondColumn: 'e.effect_order',
      filters: ['l.liquidity_pool_id = ?'],
      filterParameters: [poolId],
      shareKey: `lp-effects|${poolId}`,
    })
  }

  liquidityPoolHoldings(asset: Asset): AssetHoldings {
    const text = canonicalAsset(asset)
    const rows = this.store.statements
      .get(
        "SELECT json_extract(json, '$.reserves') AS reserves FROM liquidity_pools WHERE asset_a = ? OR asset_b = ?",
      )
      .all(text, text) as Array<{ reserves: string }>
    let amount = 0n
    for (const row of rows)
      for (const reserve of JSON.parse(row.reserves) as PoolReserve[])
        if (reserve.asset === text) amount += parseStroops(reserve.amount)
    return { count: rows.length, amount }
  }
}
