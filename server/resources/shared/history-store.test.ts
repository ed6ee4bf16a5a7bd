// Every list query must be an index range scan: no full scans, no temp sort, so a page costs the
// same at any history depth.
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../store/database.ts'
import { HistoryStore, ledgerRange, operationRange, transactionRange } from './history-store.ts'
import type { KeysetSource } from '../../protocol/keyset-source.ts'

describe('HistoryStore keyset queries', () => {
  // Query plans depend on the schema, not on the rows; a few ledger rows serve the order test.
  const db = openDatabase(':memory:')
  const insertLedger = db.prepare(
    'INSERT INTO ledgers (sequence, hash, closed_at, json) VALUES (?, ?, ?, ?)',
  )
  for (let sequence = 1; sequence <= 8; sequence++)
    insertLedger.run(
      sequence,
      `hash-${sequence}`,
      '2026-01-01T00:00:00Z',
      `{"sequence": ${sequence}}`,
    )
  const store = new HistoryStore(db)
  const account = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'

  const sources: KeysetSource[] = [
    store.ledgers(),
    store.transactions({ includeFailed: false }),
    store.transactions({ includeFailed: true, range: ledgerRange(3) }),
    store.transactions({ includeFailed: false, account }),
    store.operations({ onlyPayments: false, includeFailed: false }),
    store.operations({ onlyPayments: true, includeFailed: false }),
    store.operations({ onlyPayments: true, includeFailed: true, range: ledgerRange(3) }),
    store.operations({
      onlyPayments: false,
      includeFailed: true,
      range: transactionRange(3n << 32n),
    }),
    store.operations({ onlyPayments: true, includeFailed: false, account }),
    store.effects({}),
    store.effects({ range: operationRange((3n << 32n) + 4097n) }),
    store.effects({ account }),
    store.trades({}),
    store.trades({ account }),
    store.offers(account),
  ]

  it('uses only index searches, in both orders, with and without cursor', () => {
    for (const source of sources) {
      for (const order of ['asc', 'desc'] as const) {
        source.fetch(undefined, order, 10)
        source.fetch(
          { first: 5n << 32n, second: source.cursorKind === 'pair' ? 1n : undefined },
          order,
          10,
        )
      }
    }
    const sqlTexts = store.statements.preparedSql().filter((sql) => sql.includes('LIMIT ?'))
    expect(sqlTexts.length).toBeGreaterThan(20)
    for (const sql of sqlTexts) {
      const parameters = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 1)
      const plan = (
        db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as Array<{
          detail: string
        }>
      ).map((row) => row.detail)
      expect(plan.join(' | '), sql).not.toMatch(/SCAN|TEMP B-TREE/)
    }
  })

  it('returns ledgers in key order from a TOID cursor', () => {
    const ledgers = store.ledgers()
    const ascending = ledgers.fetch({ first: (4n << 32n) - 1n, second: undefined }, 'asc', 3)
    expect(ascending.map((row) => row.pagingToken)).toEqual(
      [4n, 5n, 6n].map((sequence) => String(sequence << 32n)),
    )
    const descending = ledgers.fetch({ first: 4n << 32n, second: undefined }, 'desc', 3)
    expect(descending.map((row) => row.pagingToken)).toEqual(
      [3n, 2n, 1n].map((sequence) => String(sequence << 32n)),
    )
  })
})
