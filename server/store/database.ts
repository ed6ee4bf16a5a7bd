import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { MetaKey, SCHEMA_VERSION, schemaSql } from './schema.ts'

export type SandboxDatabase = Database.Database

/** Opens (creating if needed) the sandbox database: WAL, schema applied, schema version checked. */
export function openDatabase(path: string): SandboxDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  // One SQLite transaction per ledger close; NORMAL is durable at every commit under WAL except
  // for power loss, which a sandbox can afford.
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = OFF')
  db.exec(schemaSql)
  const stored = readMeta(db, MetaKey.schemaVersion)
  if (stored === undefined) writeMeta(db, MetaKey.schemaVersion, String(SCHEMA_VERSION))
  else if (stored !== String(SCHEMA_VERSION)) {
    db.close()
    throw new Error(
      `${path} has sandbox schema version ${stored}, this build needs ${SCHEMA_VERSION}: delete the file to start over`,
    )
  }
  return db
}

export function readMeta(db: SandboxDatabase, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    { value: string } | undefined
  return row?.value
}

export function writeMeta(db: SandboxDatabase, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value)
}

export type PreparedStatements<Name extends string> = Record<Name, Database.Statement>

/** Prepares a store's statements once, by name: `sqlByName` maps each name to its SQL. */
export function prepareAll<Name extends string>(
  db: SandboxDatabase,
  sqlByName: Record<Name, string>,
): PreparedStatements<Name> {
  const entries = Object.entries<string>(sqlByName).map(([name, sql]) => [name, db.prepare(sql)])
  return Object.fromEntries(entries) as PreparedStatements<Name>
}
