// Ledger invariants recomputed from the stored Horizon records alone (never from the simulator's
// own counters), for the tests that close ledgers and check them after each one; the contract
// invariants hold the stored ledger state (what RPC serves) against the stored events and
// Horizon's account records.

import { Address, StrKey, scValToNative, xdr } from '@stellar/stellar-sdk'
import { readMeta, type SandboxDatabase } from '../store/database.ts'
import { MetaKey } from '../store/schema.ts'
import type { SimulatorState } from './simulator-types.ts'
import { deserializeState } from './state-serialization.ts'

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

/** The ledger state the simulator stored with the newest ledger (meta.simulator_state). */
function storedState(db: SandboxDatabase): SimulatorState {
  return deserializeState(readMeta(db, MetaKey.simulatorState) ?? '{}')
}

const address = (value: xdr.ScVal | undefined): string =>
  value === undefined ? '' : Address.fromScVal(value).toString()

/** An event's amount: the i128 data, or the `amount` of a map (the token's Transfer event). */
function eventAmount(data: xdr.ScVal): bigint {
  const amount =
    data.type === 'scvMap'
      ? (scValToNative(data) as { amount?: bigint }).amount
      : (scValToNative(data) as unknown)
  return typeof amount === 'bigint' ? amount : 0n
}

/**
 * WASM token balances in contract storage (DataKey::Balance entries of the stored state) that
 * disagree with the sum of the token's emitted mint/transfer/burn events (table
 * contract_calls). Returns the mismatches and how many events were summed.
 */
export function tokenBalanceMismatches(db: SandboxDatabase): {
  mismatches: string[]
  events: number
} {
  const tokens = Object.values(storedState(db).wasm?.contracts ?? {}).filter(
    (contract) => contract.kind === 'token',
  )
  const ids = new Set(tokens.map((token) => token.contractId))
  const sums = new Map<string, bigint>()
  const add = (key: string, delta: bigint) => sums.set(key, (sums.get(key) ?? 0n) + delta)
  let events = 0
  for (const row of db
    .prepare("SELECT events FROM contract_calls WHERE events != '[]'")
    .all() as Array<{
    events: string
  }>)
    for (const text of JSON.parse(row.events) as string[]) {
      const event = xdr.ContractEvent.fromXdr(text, 'base64')
      const contractId = event.contractId
        ? StrKey.encodeContract(Buffer.from(event.contractId.value))
        : ''
      if (!ids.has(contractId)) continue
      const [name, first, second] = event.body.v0.topics
      const amount = eventAmount(event.body.v0.data)
      const kind = name?.type === 'scvSymbol' ? name.sym.toString() : ''
      if (kind === 'mint') add(`${contractId}/${address(first)}`, amount)
      if (kind === 'burn' || kind === 'transfer') add(`${contractId}/${address(first)}`, -amount)
      if (kind === 'transfer') add(`${contractId}/${address(second)}`, amount)
      if (kind === 'mint' || kind === 'burn' || kind === 'transfer') events++
    }
  const mismatches: string[] = []
  for (const token of tokens)
    for (const [holder, balance] of Object.entries(token.balances ?? {})) {
      const key = `${token.contractId}/${holder}`
      const summed = sums.get(key) ?? 0n
      if (summed !== balance.amount)
        mismatches.push(`${key}: storage ${balance.amount}, events ${summed}`)
      sums.delete(key)
    }
  for (const [key, summed] of sums)
    if (summed !== 0n) mismatches.push(`${key}: no balance entry, events ${summed}`)
  return { mismatches, events }
}

/**
 * Stellar Asset Contract balances that disagree with the classic entries they mirror: for each
 * deployed SAC, the balance the SAC reads for an account (its trustline in the stored state, or
 * its lumens for the native SAC) against the balance Horizon's account record shows.
 */
export function sacBalanceMismatches(db: SandboxDatabase): string[] {
  const state = storedState(db)
  const mismatches: string[] = []
  const accounts = jsonColumn<StoredBalances>(db, 'SELECT json FROM accounts')
  for (const instance of Object.values(state.contracts ?? {})) {
    const { asset } = instance
    for (const record of accounts) {
      const held = state.accounts[record.account_id]
      const shown = record.balances.find((balance) =>
        asset === null
          ? balance.asset_type === 'native'
          : balance.asset_code === asset.code && balance.asset_issuer === asset.issuer,
      )
      const mirrored =
        asset === null
          ? held?.balance
          : held?.trustlines.find(
              (line) => line.code === asset.code && line.issuer === asset.issuer,
            )?.balance
      if (
        (shown === undefined) !== (mirrored === undefined) ||
        (shown && stroops(shown.balance) !== mirrored)
      )
        mismatches.push(
          `${instance.contractId} ${record.account_id}: SAC reads ${String(mirrored)}, Horizon shows ${shown?.balance ?? 'none'}`,
        )
    }
  }
  return mismatches
}

interface StoredBalances {
  account_id: string
  balances: Array<{
    asset_type: string
    asset_code?: string
    asset_issuer?: string
    balance: string
  }>
}
