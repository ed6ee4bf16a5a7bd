// Prints what a generated sandbox history holds: each operation type with its successful and
// failed counts, the effect types, and a few totals (payments, path payments, pool deposits and
// withdrawals, trades by kind, fee bumps, muxed sources, Soroban calls). Defaults are `npm start`'s
// history (seed 1, 2,000 ledgers). Usage: npx tsx scripts/history-coverage.ts [--seed N --history N]

import { openDatabase } from '../server/store/database.ts'
import { seedAndHistoryOptions } from './seed-history-options.ts'
import { LedgerSimulator } from '../server/simulator/ledger-simulator.ts'

/** Horizon's operation types (type_i 0–26). */
const HORIZON_OPERATION_TYPE_COUNT = 27

const { seed, history } = seedAndHistoryOptions(2000)

const db = openDatabase(':memory:')
new LedgerSimulator({ db, seed, history }).prepare()
const count = (sql: string): number => (db.prepare(sql).get() as { n: number }).n

const operationTypes = db
  .prepare(
    "SELECT json_extract(json, '$.type') AS type, type_i, sum(successful) AS ok, sum(1 - successful) AS failed FROM operations GROUP BY 1, 2 ORDER BY 2",
  )
  .all() as Array<{ type: string; type_i: number; ok: number; failed: number }>
const effectTypes = db
  .prepare("SELECT DISTINCT json_extract(json, '$.type') AS type FROM effects ORDER BY 1")
  .all() as Array<{ type: string }>

console.log(`seed ${seed}, history ${history} ledgers`)
console.log(
  `${operationTypes.length} of ${HORIZON_OPERATION_TYPE_COUNT} operation types, ${effectTypes.length} effect types`,
)
for (const { type, type_i: typeI, ok, failed } of operationTypes)
  console.log(`  ${String(typeI).padStart(2)} ${type}: ${ok} successful, ${failed} failed`)
console.log(`effect types: ${effectTypes.map((row) => row.type).join(', ')}`)
console.log(
  [
    `payments ${count("SELECT count(*) AS n FROM operations WHERE json_extract(json, '$.type') = 'payment'")}`,
    `path payments ${count('SELECT count(*) AS n FROM operations WHERE type_i IN (2, 13)')}`,
    `pool deposits ${count('SELECT count(*) AS n FROM operations WHERE type_i = 22')}`,
    `withdrawals ${count('SELECT count(*) AS n FROM operations WHERE type_i = 23')}`,
    `order-book trades ${count("SELECT count(*) AS n FROM trades WHERE trade_type = 'orderbook'")}`,
    `liquidity-pool trades ${count("SELECT count(*) AS n FROM trades WHERE trade_type = 'liquidity_pool'")}`,
    `fee bumps ${count('SELECT count(*) AS n FROM transactions WHERE json LIKE \'%"fee_bump_transaction"%\'')}`,
    `muxed sources ${count('SELECT count(*) AS n FROM transactions WHERE json LIKE \'%"account_muxed"%\'')}`,
    `SAC transfers in /payments ${count('SELECT count(*) AS n FROM operations WHERE type_i = 24 AND is_payment = 1')}`,
  ].join(', '),
)
db.close()
