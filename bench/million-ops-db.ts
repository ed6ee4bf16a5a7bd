// Builds (once) the ≥1,000,000-operation database for the page-latency figures of
// bench/sandbox-bench.ts, and reuses it on later runs: data/bench-1m.sqlite (data/ is gitignored).
//
// The real simulator signs every transaction and generates ~1,100 operations/s on this machine,
// so a 1M-operation history would take ~15 minutes. The build is therefore honest but hybrid:
//   1. REAL: the LedgerSimulator generates REAL_LEDGERS ledgers with a high
//      maxTransactionsPerLedger (every row is a real, signed, applied operation).
//   2. REPLICATED: the real `operations` and `operation_participants` rows are copied K times,
//      each copy shifted by k × (latestLedger << 32) in TOID space, so copy k lives in ledgers
//      k·L+1 … (k+1)·L above the real history. In each copied row's JSON the old id string is
//      replaced by the new one (id, paging_token, self/succeeds/precedes links stay coherent).
//      Not copied: ledgers, transactions, effects, trades (their unique hashes can't be
//      duplicated honestly), and meta.latest_ledger still names the real newest ledger. The
//      `operations` table and its indexes therefore have the size and key distribution of a
//      1M-operation history, which is what keyset paging latency depends on.
// Run standalone with `npx tsx bench/million-ops-db.ts` to (re)build it ahead of a bench run.
import Database from 'better-sqlite3'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { openDatabase, readMeta, writeMeta } from '../server/store/database.ts'
import { MetaKey, SCHEMA_VERSION } from '../server/store/schema.ts'
import { LedgerSimulator } from '../server/simulator/ledger-simulator.ts'

export const MILLION_DB_PATH = 'data/bench-1m.sqlite'
const TARGET_OPERATIONS = 1_000_000
const REAL_LEDGERS = 600
const MAX_TRANSACTIONS_PER_LEDGER = 200
/** meta key that marks a finished build and says how it was made (printed by the bench). */
const BUILD_META_KEY = 'bench_build'

export interface MillionDbInfo {
  path: string
  reused: boolean
  operations: number
  description: string
}

function countOperations(path: string): number {
  const db = openDatabase(path)
  try {
    return (db.prepare('SELECT count(*) AS n FROM operations').get() as { n: number }).n
  } finally {
    db.close()
  }
}

/** The sandbox schema version a database file was built with (undefined if it has none). */
function storedSchemaVersion(path: string): string | undefined {
  const db = new Database(path, { readonly: true })
  try {
    const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(MetaKey.schemaVersion) as
      { value: string } | undefined
    return row?.value
  } finally {
    db.close()
  }
}

/** The finished million-operation database, if one of this schema version is already built. */
function reusableMillionDb(log: (line: string) => void): MillionDbInfo | undefined {
  const builtVersion = existsSync(MILLION_DB_PATH)
    ? storedSchemaVersion(MILLION_DB_PATH)
    : undefined
  if (builtVersion !== undefined && builtVersion !== String(SCHEMA_VERSION)) {
    log(
      `${MILLION_DB_PATH} has schema version ${builtVersion}, this build needs ${SCHEMA_VERSION}: rebuilding`,
    )
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${MILLION_DB_PATH}${suffix}`, { force: true })
  }
  if (!existsSync(MILLION_DB_PATH)) return undefined
  const db = openDatabase(MILLION_DB_PATH)
  const description = readMeta(db, BUILD_META_KEY)
  db.close()
  if (description !== undefined) {
    return {
      path: MILLION_DB_PATH,
      reused: true,
      operations: countOperations(MILLION_DB_PATH),
      description,
    }
  }
  log(`${MILLION_DB_PATH} exists but has no finished-build marker: rebuilding`)
  return undefined
}

/** Runs the real simulator for REAL_LEDGERS ledgers into `db` and measures its rate. */
function simulateRealHistory(db: Database.Database, log: (line: string) => void) {
  const startedAt = performance.now()
  let lastReport = 0
  const simulator = new LedgerSimulator({
    db,
    seed: 1,
    history: REAL_LEDGERS,
    maxTransactionsPerLedger: MAX_TRANSACTIONS_PER_LEDGER,
    onHistoryProgress: (done, total) => {
      if (performance.now() - lastReport < 10_000 && done < total) return
      lastReport = performance.now()
      log(
        `  simulator: ${done}/${total} ledgers, ${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
      )
    },
  })
  simulator.prepare()
  const realSeconds = (performance.now() - startedAt) / 1000
  const latestLedger = Number(readMeta(db, MetaKey.latestLedger))
  const realOperations = (db.prepare('SELECT count(*) AS n FROM operations').get() as { n: number })
    .n
  const realRate = realOperations / realSeconds
  log(
    `  simulator: ${realOperations} real operations in ${latestLedger} ledgers, ${realSeconds.toFixed(1)} s ` +
      `(${realRate.toFixed(0)} ops/s; 1M would take ~${(TARGET_OPERATIONS / realRate / 60).toFixed(0)} min)`,
  )
  return { realSeconds, latestLedger, realOperations, realRate }
}

/**
 * Copies the real operations (and their participants) until there are TARGET_OPERATIONS, each
 * copy shifted by k×(latestLedger<<32) in TOID space with the ids in the JSON rewritten.
 */
function copyOperationsToTarget(
  db: Database.Database,
  latestLedger: number,
  realOperations: number,
) {
  const copies = Math.ceil(TARGET_OPERATIONS / realOperations) - 1
  const shiftUnit = BigInt(latestLedger) << 32n
  const copyStartedAt = performance.now()
  const copyOperations = db.prepare(
    `INSERT INTO operations (id, transaction_id, type_i, is_payment, successful, json)
     SELECT id + :shift, transaction_id + :shift, type_i, is_payment, successful,
            replace(json, CAST(id AS TEXT), CAST(id + :shift AS TEXT))
     FROM operations WHERE id < :beyond ORDER BY id`,
  )
  const copyParticipants = db.prepare(
    `INSERT INTO operation_participants (account, operation_id, is_payment, successful)
     SELECT account, operation_id + :shift, is_payment, successful
     FROM operation_participants WHERE operation_id < :beyond`,
  )
  for (let k = 1; k <= copies; k++) {
    db.transaction(() => {
      const parameters = { shift: shiftUnit * BigInt(k), beyond: shiftUnit + (1n << 32n) }
      copyOperations.run(parameters)
      copyParticipants.run(parameters)
    })()
  }
  const total = (db.prepare('SELECT count(*) AS n FROM operations').get() as { n: number }).n
  const copySeconds = (performance.now() - copyStartedAt) / 1000
  return { copies, total, copySeconds }
}

export function ensureMillionOperationDb(log: (line: string) => void): MillionDbInfo {
  const reusable = reusableMillionDb(log)
  if (reusable !== undefined) return reusable
  const temporary = `${MILLION_DB_PATH}.building`
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${temporary}${suffix}`, { force: true })
  const db = openDatabase(temporary)
  const startedAt = performance.now()
  const { realSeconds, latestLedger, realOperations, realRate } = simulateRealHistory(db, log)
  const { copies, total, copySeconds } = copyOperationsToTarget(db, latestLedger, realOperations)
  const description =
    `${realOperations} real simulator operations (seed 1, ${REAL_LEDGERS} ledgers, ` +
    `maxTransactionsPerLedger ${MAX_TRANSACTIONS_PER_LEDGER}, ${realSeconds.toFixed(0)} s at ` +
    `${realRate.toFixed(0)} ops/s) + ${copies} SQL copies of those operation and ` +
    `operation_participants rows shifted by k×(${latestLedger}<<32) in TOID space with ids ` +
    `rewritten in the JSON (${copySeconds.toFixed(0)} s) = ${total} operations; ledgers, ` +
    `transactions, effects and trades are real only`
  writeMeta(db, BUILD_META_KEY, description)
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
  renameSync(temporary, MILLION_DB_PATH)
  for (const suffix of ['-wal', '-shm']) rmSync(`${temporary}${suffix}`, { force: true })
  log(`  built ${MILLION_DB_PATH} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`)
  return { path: MILLION_DB_PATH, reused: false, operations: total, description }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const info = ensureMillionOperationDb((line) => process.stdout.write(`${line}\n`))
  process.stdout.write(`${info.reused ? 'reused' : 'built'}: ${info.description}\n`)
}
