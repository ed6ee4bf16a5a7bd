// Ledger invariants recomputed from the stored Horizon records alone (never from the simulator's
// own counters), for the tests that close ledgers and check them after each one.

import type { SandboxDatabase } from '../store/database.ts'

function stroops(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(`${whole}${fraction.padEnd(7, '0')}`)
}

function jsonColumn<T>(db: SandboxDatabase, sql: string): T[] {
  return (db.prepare(sql).all() as Array<{ json: string }>).map((row) => JSON.parse(row.json) as T)
}

/** Lumens held in open claimable balances (part of total coins, in no account). */
export function nativeInClaimableBalances(db: SandboxDatabase): bigint {
  let total = 0n
  for (const balance of jsonColumn<{ amount: string }>(
    db,
    "SELECT json FROM claimable_balances WHERE asset = 'native'",
  ))
    total += stroops(balance.amount)
  return total
}

/** Lumens held in liquidity pool reserves (part of total coins, in no account). */
export function nativeInLiquidityPools(db: SandboxDatabase): bigint {
  let total = 0n
  for (const pool of jsonColumn<{ reserves: Array<{ asset: string; amount: string }> }>(
    db,
    'SELECT json FROM liquidity_pools',
  ))
    for (const reserve of pool.reserves)
      if (reserve.asset === 'native') total += stroops(reserve.amount)
  return total
}

interface StoredAccount {
  id: string
  sponsor?: string
  num_sponsoring: number
  num_sponsored: number
  balances: Array<{ sponsor?: string }>
  signers: Array<{ sponsor?: string }>
}

/**
 * Accounts whose num_sponsoring / num_sponsored disagree with the sponsored entries in the store:
 * 2 per sponsored account, 1 per sponsored trustline, signer, data entry and offer, and one per
 * claimant of each claimable balance (which counts for its sponsor only). Empty when consistent.
 */
export function sponsorshipCountMismatches(db: SandboxDatabase): string[] {
  const sponsoring = new Map<string, number>()
  const sponsored = new Map<string, number>()
  const count = (sponsor: string, owner: string | undefined, reserves: number) => {
    sponsoring.set(sponsor, (sponsoring.get(sponsor) ?? 0) + reserves)
    if (owner !== undefined) sponsored.set(owner, (sponsored.get(owner) ?? 0) + reserves)
  }
  const accounts = jsonColumn<StoredAccount>(db, 'SELECT json FROM accounts')
  for (const account of accounts) {
    if (account.sponsor !== undefined) count(account.sponsor, account.id, 2)
    for (const entry of [...account.balances, ...account.signers])
      if (entry.sponsor !== undefined) count(entry.sponsor, account.id, 1)
  }
  const owned = db
    .prepare(
      'SELECT sponsor, account_id AS owner FROM account_data WHERE sponsor IS NOT NULL UNION ALL SELECT sponsor, seller FROM offers WHERE sponsor IS NOT NULL',
    )
    .all() as Array<{ sponsor: string; owner: string }>
  for (const { sponsor, owner } of owned) count(sponsor, owner, 1)
  for (const balance of jsonColumn<{ sponsor: string; claimants: unknown[] }>(
    db,
    'SELECT json FROM claimable_balances',
  ))
    count(balance.sponsor, undefined, balance.claimants.length)
  const mismatches: string[] = []
  for (const account of accounts) {
    const expected = [sponsoring.get(account.id) ?? 0, sponsored.get(account.id) ?? 0]
    const stored = [account.num_sponsoring, account.num_sponsored]
    if (expected[0] !== stored[0] || expected[1] !== stored[1])
      mismatches.push(
        `${account.id}: stored ${stored.join('/')}, entries say ${expected.join('/')}`,
      )
    sponsoring.delete(account.id)
  }
  // A sponsor that no longer exists would leave reserves nobody pays.
  for (const sponsor of sponsoring.keys())
    mismatches.push(`${sponsor}: sponsors but does not exist`)
  return mismatches
}
