// Constant-product liquidity pools (CAP-38): the pool state and its id, Stellar Core's integer
// arithmetic for deposits, withdrawals and swaps (30 bps fee), the journal that rolls a failed
// transaction's pool changes back, and the JSON Horizon renders for pools.

import { Asset, LiquidityPoolAsset, getLiquidityPoolId } from '@stellar/stellar-sdk'
import type { JsonObject } from './horizon-records.ts'
import type { CreditAsset, PoolAssets, PoolShareLine, PoolState } from './ledger-entries.ts'
import { link, rfc3339, templated } from './horizon-records.ts'
import { canonicalAsset, ceilDivide, sameAssetOrNative, sdkAsset } from './ledger-primitives.ts'
import type { LedgerState } from './ledger-state.ts'
import type { AppliedOperation, PlannedOperation } from './simulator-types.ts'
import { formatStroops } from './stroops.ts'

/** The only fee Stellar allows for constant-product pools, in basis points. */
export const LIQUIDITY_POOL_FEE_BP = 30
const MAX_BPS = 10_000n
const INT64_MAX = 9_223_372_036_854_775_807n

/** Stellar's asset order: native, then alphanum4, then alphanum12; then code, then issuer. */
export function orderedPoolAssets(
  first: CreditAsset | null,
  second: CreditAsset | null,
): PoolAssets {
  return Asset.compare(sdkAsset(first), sdkAsset(second)) <= 0
    ? { assetA: first, assetB: second }
    : { assetA: second, assetB: first }
}

export function sdkPoolShareAsset({ assetA, assetB }: PoolAssets): LiquidityPoolAsset {
  return new LiquidityPoolAsset(sdkAsset(assetA), sdkAsset(assetB), LIQUIDITY_POOL_FEE_BP)
}

/** Pool ids by "assetA|assetB": path quotes look pools up for every hop they price. */
const poolIdCache = new Map<string, string>()

/** The pool id exactly as Core and the SDK's getLiquidityPoolId compute it. */
export function liquidityPoolId({ assetA, assetB }: PoolAssets): string {
  const key = `${canonicalAsset(assetA)}|${canonicalAsset(assetB)}`
  const cached = poolIdCache.get(key)
  if (cached !== undefined) return cached
  const id = getLiquidityPoolId('constant_product', {
    assetA: sdkAsset(assetA),
    assetB: sdkAsset(assetB),
    fee: LIQUIDITY_POOL_FEE_BP,
  })
  const hexId = Buffer.from(id).toString('hex')
  poolIdCache.set(key, hexId)
  return hexId
}

/** floor(sqrt(value)) by Newton's method (Core's bigSquareRoot rounds down). */
export function integerSquareRoot(value: bigint): bigint {
  if (value < 2n) return value
  let current = value
  let next = (current + 1n) / 2n
  while (next < current) {
    current = next
    next = (current + value / current) / 2n
  }
  return current
}

export interface DepositAmounts {
  amountA: bigint
  amountB: bigint
  shares: bigint
}

/** Core's depositIntoEmptyPool / depositIntoNonEmptyPool amounts (before any funding check). */
export function depositAmounts(pool: PoolState, maxA: bigint, maxB: bigint): DepositAmounts {
  if (pool.totalShares === 0n)
    return { amountA: maxA, amountB: maxB, shares: integerSquareRoot(maxA * maxB) }
  const sharesA = (pool.totalShares * maxA) / pool.reserveA
  const sharesB = (pool.totalShares * maxB) / pool.reserveB
  const shares = sharesA < sharesB ? sharesA : sharesB
  return {
    amountA: ceilDivide(shares * pool.reserveA, pool.totalShares),
    amountB: ceilDivide(shares * pool.reserveB, pool.totalShares),
    shares,
  }
}

/** Core's isBadPrice: a zero amount, or amountA/amountB outside [minPrice, maxPrice]. */
export function isBadDepositPrice(
  { amountA, amountB }: DepositAmounts,
  minPrice: [number, number],
  maxPrice: [number, number],
): boolean {
  return (
    amountA === 0n ||
    amountB === 0n ||
    amountA * BigInt(minPrice[1]) < amountB * BigInt(minPrice[0]) ||
    amountA * BigInt(maxPrice[1]) > amountB * BigInt(maxPrice[0])
  )
}

/** Core's getPoolWithdrawalAmount: the reserve share of `shares`, rounded down. */
export function withdrawalAmount(shares: bigint, reserve: bigint, totalShares: bigint): bigint {
  return (shares * reserve) / totalShares
}

/** A swap against a pool: what the taker sends to it and receives from it. */
export interface PoolSwap {
  pool: PoolState
  toPool: bigint
  fromPool: bigint
}

/**
 * Core's exchangeWithPool over bare reserves: strict send converts exactly `amount` into the pool
 * (the pool keeps the fee and the rounding); strict receive takes exactly `amount` out of it.
 * null = the pool cannot carry it (empty, not enough reserve, or nothing comes out).
 */
export function exchangeWithReserves(
  reserveIn: bigint,
  reserveOut: bigint,
  mode: 'send' | 'receive',
  amount: bigint,
): { toPool: bigint; fromPool: bigint } | null {
  if (reserveIn <= 0n || reserveOut <= 0n || amount <= 0n) return null
  const keptBps = MAX_BPS - BigInt(LIQUIDITY_POOL_FEE_BP)
  if (mode === 'send') {
    if (amount > INT64_MAX - reserveIn) return null
    const fromPool = (keptBps * reserveOut * amount) / (MAX_BPS * reserveIn + keptBps * amount)
    return fromPool > 0n ? { toPool: amount, fromPool } : null
  }
  if (amount >= reserveOut) return null
  const toPool = ceilDivide(MAX_BPS * reserveIn * amount, (reserveOut - amount) * keptBps)
  if (toPool > INT64_MAX - reserveIn) return null
  return { toPool, fromPool: amount }
}

/** exchangeWithReserves against a pool, selling `sold` to it. */
export function poolSwap(
  pool: PoolState,
  sold: CreditAsset | null,
  mode: 'send' | 'receive',
  amount: bigint,
): PoolSwap | null {
  const soldIsA = sameAssetOrNative(pool.assetA, sold)
  const reserveIn = soldIsA ? pool.reserveA : pool.reserveB
  const reserveOut = soldIsA ? pool.reserveB : pool.reserveA
  const exchange = exchangeWithReserves(reserveIn, reserveOut, mode, amount)
  return exchange === null ? null : { pool, ...exchange }
}

/** Applies a swap to the pool's reserves (the taker's balances are the caller's). */
export function applyPoolSwap(
  ledger: LedgerState,
  { pool, toPool, fromPool }: PoolSwap,
  sold: CreditAsset | null,
  ledgerSequence: number,
): void {
  const live = mutablePool(ledger, pool.id, ledgerSequence)
  if (sameAssetOrNative(live.assetA, sold)) {
    live.reserveA += toPool
    live.reserveB -= fromPool
  } else {
    live.reserveB += toPool
    live.reserveA -= fromPool
  }
}

// ------------------------------------------------------------------ state with rollback

function pools(ledger: LedgerState): Record<string, PoolState> {
  return ledger.requireState().liquidityPools
}

export function findPool(ledger: LedgerState, id: string): PoolState | undefined {
  return pools(ledger)[id]
}

/** The pool trading `first` against `second`, if it exists. */
export function poolFor(
  ledger: LedgerState,
  first: CreditAsset | null,
  second: CreditAsset | null,
): PoolState | undefined {
  if (sameAssetOrNative(first, second)) return undefined
  return findPool(ledger, liquidityPoolId(orderedPoolAssets(first, second)))
}

function journalPool(ledger: LedgerState, id: string): void {
  if (!ledger.poolJournal.has(id)) {
    const previous = findPool(ledger, id)
    ledger.poolJournal.set(id, previous === undefined ? null : { ...previous })
  }
  ledger.touchedPools.add(id)
}

/** The live pool for modification, journaled for rollback. */
export function mutablePool(ledger: LedgerState, id: string, ledgerSequence: number): PoolState {
  const pool = findPool(ledger, id)
  if (pool === undefined) throw new Error(`liquidity pool ${id} does not exist`)
  journalPool(ledger, id)
  pool.lastModifiedLedger = ledgerSequence
  return pool
}

export function createPool(
  ledger: LedgerState,
  assets: PoolAssets,
  ledgerSequence: number,
): PoolState {
  const id = liquidityPoolId(assets)
  journalPool(ledger, id)
  const pool: PoolState = {
    ...assets,
    id,
    reserveA: 0n,
    reserveB: 0n,
    totalShares: 0n,
    trustlineCount: 0,
    lastModifiedLedger: ledgerSequence,
  }
  pools(ledger)[id] = pool
  return pool
}

export function deletePool(ledger: LedgerState, id: string): void {
  journalPool(ledger, id)
  delete pools(ledger)[id]
}

// ------------------------------------------------------------------ Horizon JSON

export function assetAmount(asset: CreditAsset | null, amount: bigint): JsonObject {
  return { asset: canonicalAsset(asset), amount: formatStroops(amount) }
}

export function reserveAmounts(pool: PoolAssets, amountA: bigint, amountB: bigint): JsonObject[] {
  return [assetAmount(pool.assetA, amountA), assetAmount(pool.assetB, amountB)]
}

/** The `liquidity_pool` object of Horizon's pool effects (the pool after the operation). */
export function liquidityPoolDetails(pool: PoolState): JsonObject {
  return {
    id: pool.id,
    fee_bp: LIQUIDITY_POOL_FEE_BP,
    type: 'constant_product',
    total_trustlines: String(pool.trustlineCount),
    total_shares: formatStroops(pool.totalShares),
    reserves: reserveAmounts(pool, pool.reserveA, pool.reserveB),
  }
}

/** GET /liquidity_pools/{id}. */
export function liquidityPoolRecord(pool: PoolState, lastModifiedTime: number): JsonObject {
  const path = `/liquidity_pools/${pool.id}`
  const { id, fee_bp, type, total_trustlines, total_shares, reserves } = liquidityPoolDetails(pool)
  return {
    _links: {
      self: link(path),
      transactions: templated(`${path}/transactions`),
      operations: templated(`${path}/operations`),
    },
    id,
    paging_token: id,
    fee_bp,
    type,
    total_trustlines,
    total_shares,
    reserves,
    last_modified_ledger: pool.lastModifiedLedger,
    last_modified_time: rfc3339(lastModifiedTime),
  }
}

/** A pool-share balance of GET /accounts/{id}, in Horizon's field order. */
export function poolShareBalance(line: PoolShareLine): JsonObject {
  return {
    balance: formatStroops(line.balance),
    liquidity_pool_id: line.poolId,
    limit: formatStroops(line.limit),
    last_modified_ledger: line.lastModifiedLedger,
    is_authorized: false,
    is_authorized_to_maintain_liabilities: false,
    asset_type: 'liquidity_pool_shares',
  }
}

/**
 * The pools an operation involves (history_operation_liquidity_pools): the pool it names, and
 * for a successful transaction the pools its trades crossed.
 */
export function operationPoolIds(
  operation: PlannedOperation | undefined,
  appliedInSuccessfulTransaction: AppliedOperation | undefined,
): string[] {
  const ids = new Set<string>()
  if (operation?.kind === 'liquidity_pool_deposit' || operation?.kind === 'liquidity_pool_withdraw')
    ids.add(operation.poolId)
  if (operation?.kind === 'change_trust' && 'pool' in operation)
    ids.add(liquidityPoolId(operation.pool))
  for (const trade of appliedInSuccessfulTransaction?.trades ?? [])
    if (trade.liquidityPoolId !== undefined) ids.add(trade.liquidityPoolId)
  for (const id of appliedInSuccessfulTransaction?.revokedPoolShares?.poolIds ?? []) ids.add(id)
  return [...ids]
}
