// /claimable_balances over the simulator's tables (server/store/schema.ts): claimable_balances
// with their claimants and history links. The list is a keyset range scan in Horizon's paging
// order, (last_modified_ledger, id), never OFFSET.
import type { PageRow } from '../../protocol/keyset-source.ts'
import { parseStroops } from '../shared/amounts.ts'
import { canonicalAsset, type Asset } from '../shared/asset-params.ts'
import { conditionParameters, whereClause, type Condition } from '../shared/json-conditions.ts'
import { LinkedEntries, type AssetHoldings } from '../shared/ledger-entry-history.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import type { TextPageRequest } from '../shared/text-page.ts'

export interface ClaimableBalanceFilters {
  claimant?: string
  sponsor?: string
  asset?: Asset
}

/** `<ledger>-<balance id>` (checked by the handler) as a keyset position. */
function balancePosition(cursor: string): [bigint, string] | undefined {
  if (cursor === '') return undefined
  const [ledger = '0', id = ''] = cursor.split('-')
  return [BigInt(ledger), id.toLowerCase()]
}

export class ClaimableBalanceQueries {
  /** One balance's JSON, and the operations and transactions that touched it. */
  readonly entries: LinkedEntries

  constructor(private readonly store: HistoryStore) {
    this.entries = new LinkedEntries(store, 'claimable_balances')
  }

  /**
   * Records (Horizon's ClaimableBalance JSON, placeholder hrefs) in paging-token order
   * (`<last modified ledger>-<balance id>`), after/before `page.cursor`, at most `page.limit`.
   */
  claimableBalances(filters: ClaimableBalanceFilters, page: TextPageRequest): PageRow[] {
    const byClaimant = filters.claimant !== undefined
    // With a claimant, the claimants table (destination, ledger, id) drives the range scan.
    const ledger = byClaimant ? 'c.last_modified_ledger' : 'b.last_modified_ledger'
    const id = byClaimant ? 'c.balance_id' : 'b.id'
    const from = byClaimant
      ? 'claimable_balance_claimants c JOIN claimable_balances b ON b.id = c.balance_id'
      : 'claimable_balances b'
    const where: Condition[] = []
    if (byClaimant) where.push({ sql: 'c.destination = ?', parameters: [filters.claimant] })
    if (filters.sponsor !== undefined)
      where.push({ sql: 'b.sponsor = ?', parameters: [filters.sponsor] })
    if (filters.asset !== undefined)
      where.push({ sql: 'b.asset = ?', parameters: [canonicalAsset(filters.asset)] })
    const position = balancePosition(page.cursor)
    if (position !== undefined)
      where.push({
        sql: `(${ledger}, ${id}) ${page.order === 'asc' ? '>' : '<'} (?, ?)`,
        parameters: position,
      })
    const direction = page.order === 'asc' ? 'ASC' : 'DESC'
    const rows = this.store.statements
      .get(
        `SELECT b.last_modified_ledger AS ledger, b.id AS id, b.json AS json FROM ${from}${whereClause(where)} ORDER BY ${ledger} ${direction}, ${id} ${direction} LIMIT ?`,
      )
      .all(...conditionParameters(where), page.limit) as Array<{
      ledger: bigint
      id: string
      json: string
    }>
    return rows.map((row) => ({ pagingToken: `${row.ledger}-${row.id}`, json: row.json }))
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
}
