import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'
import type { SandboxDatabase } from './database.ts'
import { tableHashes } from './table-hashes.ts'

const opened: SandboxDatabase[] = []

function databaseWithLedgers(sequences: number[]): SandboxDatabase {
  const db = openDatabase(':memory:')
  opened.push(db)
  const insert = db.prepare(
    'INSERT INTO ledgers (sequence, hash, closed_at, json) VALUES (?, ?, ?, ?)',
  )
  for (const sequence of sequences)
    insert.run(sequence, `hash-${sequence}`, '2026-01-01T00:00:00Z', '{}')
  return db
}

function hashOf(db: SandboxDatabase, table: string): string | undefined {
  return tableHashes(db).find((entry) => entry.table === table)?.sha256
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

describe('tableHashes', () => {
  it('lists every table of the schema once, sorted by name, with its row count', () => {
    const hashes = tableHashes(databaseWithLedgers([1, 2, 3]))
    const names = hashes.map((entry) => entry.table)
    expect(names).toEqual([...names].sort())
    expect(names).toContain('ledgers')
    expect(names).toContain('effects')
    expect(hashes.find((entry) => entry.table === 'ledgers')?.rowCount).toBe(3)
  })

  it('does not depend on insertion order, only on the rows', () => {
    const forward = databaseWithLedgers([1, 2, 3])
    const backward = databaseWithLedgers([3, 2, 1])
    expect(tableHashes(forward)).toEqual(tableHashes(backward))
  })

  it('changes the hash of exactly the table whose bytes changed', () => {
    const original = databaseWithLedgers([1, 2])
    const edited = databaseWithLedgers([1, 2])
    edited.prepare("UPDATE ledgers SET json = '{ }' WHERE sequence = 2").run()
    expect(hashOf(edited, 'ledgers')).not.toBe(hashOf(original, 'ledgers'))
    const others = (db: SandboxDatabase) =>
      tableHashes(db).filter((entry) => entry.table !== 'ledgers')
    expect(others(edited)).toEqual(others(original))
  })

  it('keeps 64-bit integers exact (TOIDs above 2^53)', () => {
    const first = databaseWithLedgers([])
    const second = databaseWithLedgers([])
    const insert =
      'INSERT INTO transactions (id, hash, ledger, successful, json) VALUES (?, ?, 1, 1, ?)'
    first.prepare(insert).run(9007199254740993n, 'a', '{}')
    second.prepare(insert).run(9007199254740992n, 'a', '{}')
    expect(hashOf(first, 'transactions')).not.toBe(hashOf(second, 'transactions'))
  })
})
