// Persistence of the history links of a claimable balance or a liquidity pool: the rows tying the
// entry to each operation and transaction that touched it, failed ones included.

import { prepareAll } from '../store/database.ts'
import type { PreparedStatements, SandboxDatabase } from '../store/database.ts'
import { HISTORY_LINKS, type EntryWithHistory } from '../store/schema.ts'

export class HistoryLinksStore {
  private readonly statements: PreparedStatements<'operation' | 'transaction'>

  constructor(db: SandboxDatabase, entry: EntryWithHistory) {
    const links = HISTORY_LINKS[entry]
    this.statements = prepareAll(db, {
      operation: `INSERT OR IGNORE INTO ${links.operations} (${links.column}, operation_id, successful) VALUES (?, ?, ?)`,
      transaction: `INSERT OR IGNORE INTO ${links.transactions} (${links.column}, transaction_id, successful) VALUES (?, ?, ?)`,
    })
  }

  /** Links each entry to the operation and/or the transaction given. */
  write(
    entryIds: Iterable<string>,
    ids: { operationId?: bigint; transactionId?: bigint },
    successful: boolean,
  ): void {
    for (const entryId of entryIds) {
      if (ids.operationId !== undefined)
        this.statements.operation.run(entryId, ids.operationId, successful ? 1 : 0)
      if (ids.transactionId !== undefined)
        this.statements.transaction.run(entryId, ids.transactionId, successful ? 1 : 0)
    }
  }
}
