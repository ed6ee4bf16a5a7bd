import { describe, expect, it } from 'vitest'
import { negotiateFormat } from './negotiation.ts'
import { encodeQuery, goQueryEscape, parseQuery } from '../protocol/query-string.ts'
import { openDatabase } from '../store/database.ts'
import { EMBEDDED_RECORD_LINE_BREAK, HORIZON_BASE_PLACEHOLDER } from '../store/schema.ts'
import {
  compactJson,
  embedTransaction,
  jsonStringContent,
  embeddedRecord,
  renderPage,
  renderPageBuffer,
  topLevelRecord,
  withBase,
} from '../protocol/render.ts'

describe('Go-compatible encodings', () => {
  it('escapes query components like url.QueryEscape and sorts keys like url.Values.Encode', () => {
    expect(goQueryEscape('a b&c/d~e_f.g-h')).toBe('a+b%26c%2Fd~e_f.g-h')
    expect(goQueryEscape('é')).toBe('%C3%A9')
    expect(encodeQuery(parseQuery('?order=desc&cursor=&b=2&b=1&a=x'))).toBe(
      'a=x&b=2&b=1&cursor=&order=desc',
    )
  })

  it.each([
    [undefined, 'json'],
    ['*/*', 'json'],
    ['application/json', 'json'],
    ['text/event-stream,application/hal+json', 'event-stream'],
    ['text/event-stream;q=0.5,application/hal+json', 'json'],
    ['application/octet-stream', 'raw'],
    ['text/plain', 'none'],
    ['text/*', 'event-stream'],
  ])('negotiates Accept %s like goautoneg over Horizon alternatives: %s', (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format)
  })

  it('compacts MarshalIndent output to json.Marshal output, leaving strings alone', () => {
    const value = { a: 'x  y\n', b: [1, { c: '"q" \\ ' }], d: [], e: {} }
    expect(compactJson(JSON.stringify(value, null, 2))).toBe(JSON.stringify(value))
  })

  it('embeds a transaction after transaction_hash, also when it is the last field', () => {
    const transaction = JSON.stringify({ hash: 'ab', ledger: 3 }, null, 2)
    const middle = JSON.stringify({ id: '1', transaction_hash: 'ab', amount: '1.0' }, null, 2)
    expect(JSON.parse(embedTransaction(middle, transaction))).toEqual({
      id: '1',
      transaction_hash: 'ab',
      transaction: { hash: 'ab', ledger: 3 },
      amount: '1.0',
    })
    const last = JSON.stringify({ id: '1', transaction_hash: 'ab' }, null, 2)
    const embedded = embedTransaction(last, transaction)
    expect(Object.keys(JSON.parse(embedded) as object)).toEqual([
      'id',
      'transaction_hash',
      'transaction',
    ])
    expect(embedded).toBe(
      JSON.stringify(
        { id: '1', transaction_hash: 'ab', transaction: { hash: 'ab', ledger: 3 } },
        null,
        2,
      ),
    )
  })

  it('renders a page straight to bytes exactly like renderPage + withBase + UTF-8', () => {
    const record = (id: number, memo: string) =>
      JSON.stringify(
        {
          _links: { self: { href: `${HORIZON_BASE_PLACEHOLDER}/ledgers/${id}` } },
          id: String(id),
          memo,
          nested: { list: [1, 2], empty: {} },
        },
        null,
        2,
      )
    const links = {
      self: 'https://h.test/ledgers?cursor=&limit=2&order=asc',
      next: 'https://h.test/ledgers?cursor=2&limit=2&order=asc',
      prev: 'https://h.test/ledgers?cursor=1&limit=2&order=desc',
    }
    const escapedBase = jsonStringContent('https://h.test')
    for (const records of [[], [record(1, 'plain')], [record(1, 'é ✓ 𝄞'), record(2, 'x\ny')]]) {
      const expected = Buffer.from(withBase(renderPage(links, records), escapedBase))
      expect(renderPageBuffer(links, records, escapedBase).equals(expected)).toBe(true)
    }
  })

  it('renders records stored at page depth exactly like the same records at top level', () => {
    const record = (id: number) =>
      JSON.stringify(
        { _links: { self: { href: `${HORIZON_BASE_PLACEHOLDER}/x/${id}` } }, id: String(id) },
        null,
        2,
      )
    const links = {
      self: 'https://h.test/x',
      next: 'https://h.test/x?c=2',
      prev: 'https://h.test/x',
    }
    const escapedBase = jsonStringContent('https://h.test')
    const topLevel = [record(1), record(2), '{}']
    const embedded = topLevel.map((json) => json.replaceAll('\n', EMBEDDED_RECORD_LINE_BREAK))
    const expected = Buffer.from(withBase(renderPage(links, topLevel), escapedBase))
    expect(renderPageBuffer(links, embedded, escapedBase).equals(expected)).toBe(true)
    expect(renderPageBuffer(links, [topLevel[0] ?? '', embedded[1] ?? ''], escapedBase)).toEqual(
      renderPageBuffer(links, topLevel.slice(0, 2), escapedBase),
    )
    expect(withBase(renderPage(links, embedded), escapedBase)).toBe(expected.toString())
    expect(embedded.map(topLevelRecord)).toEqual(topLevel)
    expect(topLevel.map(embeddedRecord)).toEqual(embedded)
    const transaction = JSON.stringify({ hash: 'ab' }, null, 2)
    const operation = JSON.stringify({ id: '1', transaction_hash: 'ab' }, null, 2)
    expect(embedTransaction(embeddedRecord(operation), embeddedRecord(transaction))).toBe(
      embedTransaction(operation, transaction),
    )
  })

  it('stores embedded_json as json with every line break indented to page depth', () => {
    const db = openDatabase(':memory:')
    const json = JSON.stringify({ a: { b: [1, 'x\ny'] }, c: '' }, null, 2)
    db.prepare('INSERT INTO ledgers (sequence, hash, closed_at, json) VALUES (1, ?, ?, ?)').run(
      'h',
      '2026-01-01T00:00:00Z',
      json,
    )
    const row = db.prepare('SELECT embedded_json FROM ledgers').get() as { embedded_json: string }
    expect(row.embedded_json).toBe(embeddedRecord(json))
    expect(row.embedded_json).not.toBe(json)
    db.close()
  })
})
