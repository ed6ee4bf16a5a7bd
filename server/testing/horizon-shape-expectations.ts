// Test support shared by the simulator's tests: stored records as JSON, fixture loading, the
// key-for-key comparison of our records with real Horizon responses, and the pool invariant.

import { expect } from 'vitest'
import { readHorizonFixture } from './horizon-fixtures.ts'
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

/**
 * Every pool's total_shares equals the pool-share balances its holders hold, total_trustlines
 * counts those lines, reserves are positive exactly when shares exist; returns the native
 * lumens the pools hold.
 */
export function checkPoolsAgainstHoldings(accounts: Json[], poolRows: unknown[]): bigint {
  const held = new Map<string, { shares: bigint; lines: number }>()
  for (const account of accounts)
    for (const balance of account.balances as Json[]) {
      if (balance.asset_type !== 'liquidity_pool_shares') continue
      const id = balance.liquidity_pool_id as string
      const entry = held.get(id) ?? { shares: 0n, lines: 0 }
      held.set(id, {
        shares: entry.shares + stroops(balance.balance as string),
        lines: entry.lines + 1,
      })
    }
  let native = 0n
  for (const row of poolRows as Array<{ json: string }>) {
    const pool = JSON.parse(row.json) as Json
    const holdings = held.get(pool.id as string)
    const totalShares = stroops(pool.total_shares as string)
    expect(holdings?.shares ?? 0n, `shares of pool ${String(pool.id)}`).toBe(totalShares)
    expect(String(holdings?.lines ?? 0)).toBe(pool.total_trustlines)
    for (const reserve of pool.reserves as Array<{ asset: string; amount: string }>) {
      expect(stroops(reserve.amount) > 0n).toBe(totalShares > 0n)
      if (reserve.asset === 'native') native += stroops(reserve.amount)
    }
    held.delete(pool.id as string)
  }
  expect([...held.keys()], 'pool-share lines of missing pools').toEqual([])
  return native
}
