// Persistence of liquidity pools (current rows, pool-share holders, history links), as
// server/store/schema.ts describes them.

import { prepareAll } from '../store/database.ts'
import type { PreparedStatements, SandboxDatabase } from '../store/database.ts'
import { goJsonIndent } from '../store/go-json.ts'
import { HistoryLinksStore } from './history-links-store.ts'
import type { AccountState } from './ledger-entries.ts'
import { canonicalAsset } from './ledger-primitives.ts'
import { liquidityPoolRecord } from './liquidity-pools.ts'
import type { LedgerState } from './ledger-state.ts'

const poolsSql = {
  upsertPool:
    'INSERT INTO liquidity_pools (id, asset_a, asset_b, json) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET json = excluded.json',
  deletePool: 'DELETE FROM liquidity_pools WHERE id = ?',
  deletePoolHoldings: 'DELETE FROM liquidity_pool_holders WHERE account = ?',
  poolHolder: 'INSERT INTO liquidity_pool_holders (liquidity_pool_id, account) VALUES (?, ?)',
}

export class PoolStore {
  private readonly statements: PreparedStatements<keyof typeof poolsSql>
  /** The operations and transactions that involved a pool. */
  readonly links: HistoryLinksStore

  constructor(db: SandboxDatabase) {
    this.statements = prepareAll(db, poolsSql)
    this.links = new HistoryLinksStore(db, 'liquidity_pools')
  }

  /** Rewrites the pools an account holds shares of (none once it is gone). */
  writeHoldings(accountId: string, account: AccountState | undefined): void {
    this.statements.deletePoolHoldings.run(accountId)
    for (const line of account?.poolShares ?? [])
      this.statements.poolHolder.run(line.poolId, accountId)
  }

  /** Rewrites (or deletes) every pool the ledger touched. */
  writeTouchedPools(ledger: LedgerState, closeTimeOf: (ledger: number) => number): void {
    for (const id of ledger.touchedPools) {
      const pool = ledger.requireState().liquidityPools[id]
      if (pool === undefined) this.statements.deletePool.run(id)
      else {
        const record = liquidityPoolRecord(pool, closeTimeOf(pool.lastModifiedLedger))
        const [assetA, assetB] = [canonicalAsset(pool.assetA), canonicalAsset(pool.assetB)]
        this.statements.upsertPool.run(id, assetA, assetB, goJsonIndent(record))
      }
    }
    ledger.touchedPools.clear()
  }
}
