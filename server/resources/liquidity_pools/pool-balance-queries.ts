// The PoolBalanceStore over the simulator's tables (server/store/schema.ts): claimable_balances
// with their claimants and history links, liquidity_pools with their holders and history links.
// Lists are keyset range scans in Horizon's paging order — claimable balances by
// (last_modified_ledger, id), pools by id — never OFFSET.
import { canonicalAsset, type Asset } from '../shared/asset-params.ts'
import { parseStroops } from '../shared/amounts.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import {
  pairKeySource,
  singleKeySource,
  type KeysetSource,
  type PageRow,
} from '../../protocol/keyset-source.ts'
import type {
  AssetHoldings,
  ClaimableBalanceFilters,
  LiquidityPoolFilters,
  PoolBalanceStore,
} from './pool-balance-store.ts'
import type { TextPageRequest } from '../shared/text-page.ts'

/** WHERE parts and their parameters, in placeholder order. */
interface Conditions {
  sql: string[]
  parameters: unknown[]
}

/** `<ledger>-<balance id>` (checked by the handler) as a keyset position. */
function balancePosition(cursor: string): [bigint, string] | undefined {
  if (cursor === '') return undefined
  const [ledger = '0', id = ''] = cursor.split('-')
  return [BigInt(ledger), id.toLowerCase()]
}

/** The link tables of one kind of ledger entry and their id column. */
interface HistoryLinks {
  operations: string
  transactions: string
  column: string
}

const BALANCE_LINKS: HistoryLinks = {
  operations: 'claimable_balance_operations',
  transactions: 'claimable_balance_transactions',
  column: 'balance_id',
}

const POOL_LINKS: HistoryLinks = {
  operations: 'operation_liquidity_pools',
  transactions: 'transaction_liquidity_pools',
  column: 'liquidity_pool_id',
}

interface PoolReserve {
  asset: string
  amount: string
}

export class SqlitePoolBalanceStore implements PoolBalanceStore {
  constructor(private readonly store: HistoryStore) {}

  claimableBalances(filters: ClaimableBalanceFilters, page: TextPageRequest): PageRow[] {
    const byClaimant = filters.claimant !== undefined
    // With a claimant, the claimants table (destination, ledger, id) drives the range scan.
    const ledger = byClaimant ? 'c.last_modified_ledger' : 'b.last_modified_ledger'
    const id = byClaimant ? 'c.balance_id' : 'b.id'
    const from = byClaimant
      ? 'claimable_balance_claimants c JOIN claimable_balances b ON b.id = c.balance_id'
      : 'claimable_balances b'
    const where: Conditions = { sql: [], parameters: [] }
    if (byClaimant) add(where, 'c.destination = ?', filters.claimant)
    if (filters.sponsor !== undefined) add(where, 'b.sponsor = ?', filters.sponsor)
    if (filters.asset !== undefined) add(where, 'b.asset = ?', canonicalAsset(filters.asset))
    const position = balancePosition(page.cursor)
    if (position !== undefined)
      add(where, `(${ledger}, ${id}) ${page.order === 'asc' ? '>' : '<'} (?, ?)`, ...position)
    const direction = page.order === 'asc' ? 'ASC' : 'DESC'
    const rows = this.store.statements
      .get(
        `SELECT b.last_modified_ledger AS ledger, b.id AS id, b.json AS json FROM ${from}${whereSql(where)} ORDER BY ${ledger} ${direction}, ${id} ${direction} LIMIT ?`,
      )
      .all(...where.parameters, page.limit) as Array<{ ledger: bigint; id: string; json: string }>
    return rows.map((row) => ({ pagingToken: `${row.ledger}-${row.id}`, json: row.json }))
  }

  claimableBalanceJson(balanceId: string): string | undefined {
    return this.recordJson('claimable_balances', balanceId)
  }

  claimableBalanceOperations(balanceId: string, includeFailed: boolean): KeysetSource {
    return this.linked(BALANCE_LINKS, 'operations', balanceId, includeFailed)
  }

  claimableBalanceTransactions(balanceId: string, includeFailed: boolean): KeysetSource {
    return this.linked(BALANCE_LINKS, 'transactions', balanceId, includeFailed)
  }

  claimableBalanceHoldings(asset: Asset): AssetHoldings {
    const rows = this.store.statements
      .get(
        "SELECT json_extract(json, '$.amount') AS amount FROM claimable_balances WHERE asset = ?",
      )
      .all(canonicalAsset(asset)) as Array<{ amount: string }>
    let amount = 0n
    for (const row of rows) amount += parseStroops(row.amount)
    return { count: rows.length, amount }
  }

  liquidityPools(filters: LiquidityPoolFilters, page: TextPageRequest): PageRow[] {
    const where: Conditions = { sql: [], parameters: [] }
    for (const reserve of filters.reserves) {
      const text = canonicalAsset(reserve)
      add(where, '(p.asset_a = ? OR p.asset_b = ?)', text, text)
    }
    if (filters.account !== undefined)
      add(
        where,
        'EXISTS (SELECT 1 FROM liquidity_pool_holders h WHERE h.liquidity_pool_id = p.id AND h.account = ?)',
        filters.account,
      )
    if (page.cursor !== '')
      add(where, `p.id ${page.order === 'asc' ? '>' : '<'} ?`, page.cursor.toLowerCase())
    const direction = page.order === 'asc' ? 'ASC' : 'DESC'
    const rows = this.store.statements
      .get(
        `SELECT p.id AS id, p.json AS json FROM liquidity_pools p${whereSql(where)} ORDER BY p.id ${direction} LIMIT ?`,
      )
      .all(...where.parameters, page.limit) as Array<{ id: string; json: string }>
    return rows.map((row) => ({ pagingToken: row.id, json: row.json }))
  }

  liquidityPoolJson(poolId: string): string | undefined {
    return this.recordJson('liquidity_pools', poolId)
  }

  liquidityPoolOperations(poolId: string, includeFailed: boolean): KeysetSource {
    return this.linked(POOL_LINKS, 'operations', poolId, includeFailed)
  }

  liquidityPoolTransactions(poolId: string, includeFailed: boolean): KeysetSource {
    return this.linked(POOL_LINKS, 'transactions', poolId, includeFailed)
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

  private recordJson(table: 'claimable_balances' | 'liquidity_pools', id: string) {
    const row = this.store.statements.get(`SELECT json FROM ${table} WHERE id = ?`).get(id) as
      { json: string } | undefined
    return row?.json
  }

  /** The operations or transactions a link table ties to a balance or pool. */
  private linked(
    links: HistoryLinks,
    kind: 'operations' | 'transactions',
    id: string,
    includeFailed: boolean,
  ): KeysetSource {
    const [key, selected, joined] =
      kind === 'operations'
        ? ['operation_id', 'r.embedded_json, r.transaction_id', 'operations']
        : ['transaction_id', 'r.embedded_json', 'transactions']
    return singleKeySource(this.store.statements, {
      selectFrom: `SELECT l.${key}, ${selected} FROM ${links[kind]} l JOIN ${joined} r ON r.id = l.${key}`,
      keyColumn: `l.${key}`,
      filters: [`l.${links.column} = ?`, ...(includeFailed ? [] : ['l.successful = 1'])],
      filterParameters: [id],
      shareKey: `${links.column}|${kind}|${id}|${includeFailed}`,
    })
  }
}

function add(conditions: Conditions, sql: string, ...parameters: unknown[]): void {
  conditions.sql.push(sql)
  conditions.parameters.push(...parameters)
}

const whereSql = (conditions: Conditions): string =>
  conditions.sql.length === 0 ? '' : ` WHERE ${conditions.sql.join(' AND ')}`
