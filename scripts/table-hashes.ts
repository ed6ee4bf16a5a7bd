// Prints the SHA-256 of every table of a freshly generated sandbox database (seed 1, 400 ledgers
// of history, then a few manual closes at fixed times), so a refactor can show byte-identical
// output: run it before and after, and compare. Usage: npm run table-hashes [-- --seed N --history N]

import { openDatabase } from '../server/store/database.ts'
import { seedAndHistoryOptions } from './seed-history-options.ts'
import { tableHashes } from '../server/store/table-hashes.ts'
import { LedgerSimulator } from '../server/simulator/ledger-simulator.ts'

const MANUAL_CLOSE_TIMES = [1, 2, 3].map((hour) => new Date(Date.UTC(2026, 1, 1, hour)))

const { seed, history } = seedAndHistoryOptions(400)

const db = openDatabase(':memory:')
const simulator = new LedgerSimulator({ db, seed, history })
simulator.prepare()
for (const time of MANUAL_CLOSE_TIMES) simulator.closeLedger(time)
console.log(
  `seed ${seed}, history ${history}, ${MANUAL_CLOSE_TIMES.length} manual closes, latest ledger ${simulator.latestLedgerSequence()}`,
)
for (const { table, rowCount, sha256 } of tableHashes(db)) {
  console.log(`${table.padEnd(26)} ${String(rowCount).padStart(7)}  ${sha256}`)
}
db.close()
