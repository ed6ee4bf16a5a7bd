// SHA-256 of every table's rows in a stable order: a fingerprint of a whole sandbox database,
// used to prove that a refactor of the simulator or the store leaves its output byte-identical.

import { createHash } from 'node:crypto'
import type { SandboxDatabase } from './database.ts'

export interface TableHash {
  table: string
  rowCount: number
  sha256: string
}

/** Every user table (sorted by name), its rows ordered by every column, each row as JSON. */
export function tableHashes(db: SandboxDatabase): TableHash[] {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[]
  return tables.map((table) => {
    const columnCount = (db.prepare(`PRAGMA table_info("${table}")`).all() as unknown[]).length
    const orderBy = Array.from({ length: columnCount }, (_unused, index) => index + 1).join(', ')
    const rows = db
      .prepare(`SELECT * FROM "${table}" ORDER BY ${orderBy}`)
      .raw(true)
      .safeIntegers(true)
      .all() as unknown[][]
    const hash = createHash('sha256')
    for (const row of rows) hash.update(`${JSON.stringify(row, bigintAsString)}\n`)
    return { table, rowCount: rows.length, sha256: hash.digest('hex') }
  })
}

function bigintAsString(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? `${value}n` : value
}
