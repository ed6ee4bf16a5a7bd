// Planned liquidity pool activity: pool-share trustlines (created, removed), deposits near the
// pool's price (or the reference value for an empty pool) and withdrawals — a few of each
// planned to fail with Core's real codes (trust_line_missing, bad_price, under_minimum).

import type { AccountState, CreditAsset } from './ledger-entries.ts'
import { findPool, liquidityPoolId, orderedPoolAssets } from './liquidity-pools.ts'
import type { PoolAssets, PoolShareLine, PoolState } from './ledger-entries.ts'
import { REFERENCE_VALUE } from './market-activity.ts'
import type { PlannedActivity, PlanningContext } from './planning-context.ts'
import { sameAsset } from './ledger-primitives.ts'
import { MAX_TRUSTLINE_LIMIT, TRUSTLINE_AUTHORIZED } from './simulator-constants.ts'
import type { PlannedOperation } from './simulator-types.ts'
import { units } from './stroops.ts'

const NOTHING_PLANNED: PlannedActivity = { source: undefined, operations: [] }
/** Price fractions are int32 n/d: prices carry four decimals. */
const PRICE_SCALE = 10_000

function holdsAuthorized(account: AccountState, asset: CreditAsset | null): boolean {
  if (asset === null) return true
  return account.trustlines.some(
    (line) => sameAsset(line, asset) && (line.flags & TRUSTLINE_AUTHORIZED) !== 0,
  )
}

/** Pairs of native and the first three issued assets. */
function candidatePairs({ state }: PlanningContext): PoolAssets[] {
  const assets: Array<CreditAsset | null> = [null, ...state.assets.slice(0, 3)]
  const pairs: PoolAssets[] = []
  for (const [index, first] of assets.entries())
    for (const second of assets.slice(index + 1)) pairs.push(orderedPoolAssets(first, second))
  return pairs
}

function referenceValue(asset: CreditAsset | null): number {
  return asset === null ? 1 : (REFERENCE_VALUE[asset.code] ?? 1)
}

/** [n, d] of `price` (amountA per amountB) scaled by `factor`, at PRICE_SCALE precision. */
function priceFraction(price: number, factor: number): [number, number] {
  const scaled = Math.max(1, Math.min(2 ** 31 - 1, Math.round(price * factor * PRICE_SCALE)))
  return [scaled, PRICE_SCALE]
}

function planPoolShareTrust(context: PlanningContext, source: AccountState): PlannedActivity {
  const { prng } = context
  const pairs = candidatePairs(context).filter(
    (pair) => !source.poolShares.some((line) => line.poolId === liquidityPoolId(pair)),
  )
  // Mostly pairs the source can hold; now and then one it cannot (trust_line_missing).
  const holdable = pairs.filter(
    (pair) => holdsAuthorized(source, pair.assetA) && holdsAuthorized(source, pair.assetB),
  )
  const choices = prng.chance(0.95) ? holdable : pairs
  if (choices.length === 0) return NOTHING_PLANNED
  const pool = prng.pick(choices)
  return { source, operations: [{ kind: 'change_trust', pool, limit: MAX_TRUSTLINE_LIMIT }] }
}

function planDeposit(
  context: PlanningContext,
  source: AccountState,
  pool: PoolState,
): PlannedActivity {
  const { prng, ledger } = context
  // Keep two lumens back for fees; the reserves are already out of the sending capacity.
  const spare = (asset: CreditAsset | null) => (asset === null ? units(2) : 0n)
  const capacityA = ledger.sendingCapacity(source, pool.assetA) - spare(pool.assetA)
  const capacityB = ledger.sendingCapacity(source, pool.assetB) - spare(pool.assetB)
  if (capacityA <= units(1) / 10n || capacityB <= units(1) / 10n) return NOTHING_PLANNED
  // amountA per amountB: the ratio Core's min/max price bound.
  const price =
    pool.totalShares === 0n
      ? referenceValue(pool.assetB) / referenceValue(pool.assetA)
      : Number(pool.reserveA) / Number(pool.reserveB)
  let maxAmountA = prng.bigint(capacityA / 50n + 1n, capacityA / 4n)
  let maxAmountB = BigInt(Math.ceil(Number(maxAmountA) / price)) + 1n
  if (maxAmountB > capacityB) {
    maxAmountB = capacityB
    maxAmountA = BigInt(Math.floor(Number(maxAmountB) * price))
  }
  if (maxAmountA <= 0n || maxAmountB <= 0n) return NOTHING_PLANNED
  // A few deposits ask for a price the pool is not at: liquidity_pool_deposit_bad_price.
  const [low, high] = prng.chance(0.05) ? [1.2, 1.3] : [0.95, 1.05]
  const operation: PlannedOperation = {
    kind: 'liquidity_pool_deposit',
    poolId: pool.id,
    maxAmountA,
    maxAmountB,
    minPrice: priceFraction(price, low),
    maxPrice: priceFraction(price, high),
  }
  return { source, operations: [operation] }
}

function planWithdraw(
  { prng }: PlanningContext,
  source: AccountState,
  line: PoolShareLine,
  pool: PoolState,
): PlannedActivity {
  const shares = prng.chance(0.3) ? line.balance : prng.bigint(1n, line.balance)
  const expectedA = (shares * pool.reserveA) / pool.totalShares
  const expectedB = (shares * pool.reserveB) / pool.totalShares
  // Now and then a minimum above what the shares are worth: liquidity_pool_withdraw_under_minimum.
  const strict = prng.chance(0.05)
  const operation: PlannedOperation = {
    kind: 'liquidity_pool_withdraw',
    poolId: pool.id,
    shares,
    minAmountA: strict ? expectedA + 1n : (expectedA * 99n) / 100n,
    minAmountB: strict ? expectedB + 1n : (expectedB * 99n) / 100n,
  }
  return { source, operations: [operation] }
}

/** A withdrawal, removal or deposit on one of the source's pool-share lines. */
function planOnPoolShareLine(
  context: PlanningContext,
  source: AccountState,
  line: PoolShareLine,
): PlannedActivity {
  const { prng, ledger } = context
  const pool = findPool(ledger, line.poolId)
  if (pool === undefined) return NOTHING_PLANNED
  if (line.balance > 0n && prng.chance(0.45)) return planWithdraw(context, source, line, pool)
  if (line.balance === 0n && prng.chance(0.15)) {
    const assets: PoolAssets = { assetA: pool.assetA, assetB: pool.assetB }
    return { source, operations: [{ kind: 'change_trust', pool: assets, limit: 0n }] }
  }
  return planDeposit(context, source, pool)
}

/** One liquidity pool transaction, mostly from a user that already holds pool-share lines. */
export function planLiquidityPool(context: PlanningContext): PlannedActivity {
  const { prng, freeUsers } = context
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const holders = freeUsers.filter((account) => account.poolShares.length > 0)
  const source = holders.length > 0 && prng.chance(0.75) ? prng.pick(holders) : prng.pick(freeUsers)
  if (source.poolShares.length === 0 || prng.chance(0.15))
    return planPoolShareTrust(context, source)
  // Lines the source cannot fund plan nothing: try a few.
  for (let attempt = 0; attempt < 3; attempt++) {
    const planned = planOnPoolShareLine(context, source, prng.pick(source.poolShares))
    if (planned.operations.length > 0) return planned
  }
  return NOTHING_PLANNED
}
