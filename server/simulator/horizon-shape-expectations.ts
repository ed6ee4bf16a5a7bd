// Test support shared by the simulator's tests: stored records as JSON, fixture loading, and the
// key-for-key comparison of our records with real Horizon responses.

import { expect } from 'vitest'
import { readHorizonFixture } from '../horizon-fixtures.ts'
import type { SandboxDatabase } from '../store/database.ts'

export type Json = Record<string, unknown>

export function jsonRows(db: SandboxDatabase, sql: string, ...params: unknown[]): Json[] {
  return (db.prepare(sql).all(...params) as Array<{ json: string }>).map(
    (row) => JSON.parse(row.json) as Json,
  )
}

export function stroops(amount: string): bigint {
  const [whole, fraction = ''] = amount.split('.')
  expect(fraction).toHaveLength(7)
  return BigInt(`${whole}${fraction}`)
}

export function fixture(name: string): Json {
  return JSON.parse(readHorizonFixture(name)) as Json
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/**
 * Our record must use the fixture's keys (minus `optional` ones it may omit, plus nothing new
 * except `extra`), in the fixture's relative order, with the same JSON types; nested objects
 * compared the same way.
 */
export function expectSameShape(
  ours: unknown,
  theirs: unknown,
  path: string,
  optional: string[] = [],
  extra: string[] = [],
): void {
  expect(jsonType(ours), `${path} type`).toBe(jsonType(theirs))
  if (jsonType(ours) !== 'object') return
  const ourObject = ours as Json
  const theirObject = theirs as Json
  const ourKeys = Object.keys(ourObject)
  const theirKeys = Object.keys(theirObject)
  for (const key of theirKeys) {
    if (!optional.includes(key) && !/asset_(code|issuer)$/.test(key))
      expect(ourKeys, `${path} lacks ${key}`).toContain(key)
  }
  for (const key of ourKeys) {
    // asset_code/asset_issuer (with any prefix) are omitempty: absent for native assets.
    if (!extra.includes(key) && !/asset_(code|issuer)$/.test(key))
      expect(theirKeys, `${path} has unexpected ${key}`).toContain(key)
  }
  const common = ourKeys.filter((key) => theirKeys.includes(key))
  expect(common, `${path} key order`).toEqual(theirKeys.filter((key) => ourKeys.includes(key)))
  for (const key of common) {
    if (
      key === 'balances' ||
      key === 'signers' ||
      key === 'path' ||
      key === 'signatures' ||
      key === 'data'
    )
      continue
    expectSameShape(ourObject[key], theirObject[key], `${path}.${key}`)
  }
}
