// "Where did my funds go?": for every asset an account holds (or put elsewhere), what it holds,
// what its offers and the reserve lock of that, and what sits outside the balance: in claimable
// balances it created and in pools through its shares. Exact 7-decimal strings via stroops (BigInt).
import type { Account } from '@/api/horizon-types'
import type { ClaimableBalance, LiquidityPool } from '@/api/horizon-ledger-entry-types'
import { amountToStroops, stroopsToAmountString } from '@/accounts/spendable-balance'

/** Horizon's canonical asset: `native` or `CODE:ISSUER`. */
export type CanonicalAssetName = string

export interface PoolShareValue {
  poolId: string
  shares: string
  /** What the shares would withdraw at the pool's current reserves, per reserve asset. */
  parts: { asset: CanonicalAssetName; amount: string }[]
}

export interface FundsLine {
  asset: CanonicalAssetName
  /** The balance line itself ("0.0000000" when it has none). */
  holds: string
  /** Selling liabilities: held, but promised to its own offers. */
  inOffers: string
  /** XLM only: the minimum reserve, when the base reserve is known. */
  reserves: string | null
  /** Created by this account (it sponsors them), not yet claimed. */
  inClaimableBalances: string
  claimableBalanceCount: number
  /** Of those, what no claimant can ever claim: locked for good. */
  lockedForGood: string
  /** Its share of pool reserves, at current reserves. */
  inPools: string
  /** holds + inClaimableBalances + inPools. */
  total: string
}

export interface FundsBreakdown {
  lines: FundsLine[]
  pools: PoolShareValue[]
}

function balanceAssetName(balance: unknown): CanonicalAssetName | null {
  if (typeof balance !== 'object' || balance === null) return null
  const {
    asset_type: type,
    asset_code: code,
    asset_issuer: issuer,
  } = balance as Record<string, unknown>
  if (type === 'native') return 'native'
  if (
    (type === 'credit_alphanum4' || type === 'credit_alphanum12') &&
    typeof code === 'string' &&
    typeof issuer === 'string'
  )
    return `${code}:${issuer}`
  return null
}

/** shares × reserve ÷ total shares, rounded down: what a withdrawal of the shares pays out. */
export function poolShareValue(pool: LiquidityPool, shares: string): PoolShareValue | null {
  const held = amountToStroops(shares)
  const total = amountToStroops(pool.total_shares)
  if (held === undefined || total === undefined || !Array.isArray(pool.reserves)) return null
  const parts: PoolShareValue['parts'] = []
  for (const reserve of pool.reserves) {
    const amount = amountToStroops(reserve?.amount)
    if (amount === undefined || typeof reserve.asset !== 'string') return null
    const value = total === 0n ? 0n : (held * amount) / total
    parts.push({ asset: reserve.asset, amount: stroopsToAmountString(value) })
  }
  return { poolId: pool.id, shares, parts }
}

interface Tally {
  holds: bigint
  inOffers: bigint
  inClaimableBalances: bigint
  claimableBalanceCount: number
  lockedForGood: bigint
  inPools: bigint
}

const emptyTally = (): Tally => ({
  holds: 0n,
  inOffers: 0n,
  inClaimableBalances: 0n,
  claimableBalanceCount: 0,
  lockedForGood: 0n,
  inPools: 0n,
})

/**
 * One line per asset: first the account's balance lines in Horizon's order, then assets it holds
 * only in claimable balances or pools. `minimumReserve` is the XLM the reserve locks (or null);
 * `lockedForGood` tells a created balance nobody can ever claim (null: not judged yet, none is
 * called locked).
 */
export function fundsBreakdown(
  account: Account,
  minimumReserve: string | null,
  sponsoredBalances: ClaimableBalance[],
  accountPools: LiquidityPool[],
  lockedForGood: ((balance: ClaimableBalance) => boolean) | null,
): FundsBreakdown {
  const tallies = new Map<CanonicalAssetName, Tally>()
  const tallyOf = (asset: CanonicalAssetName) => {
    let tally = tallies.get(asset)
    if (!tally) {
      tally = emptyTally()
      tallies.set(asset, tally)
    }
    return tally
  }
  const balances: unknown[] = Array.isArray(account.balances) ? account.balances : []
  const poolShares = new Map<string, string>()
  for (const balance of balances) {
    const record = balance as Record<string, unknown>
    if (record?.asset_type === 'liquidity_pool_shares') {
      if (typeof record.liquidity_pool_id === 'string' && typeof record.balance === 'string')
        poolShares.set(record.liquidity_pool_id, record.balance)
      continue
    }
    const asset = balanceAssetName(balance)
    if (asset === null) continue
    const tally = tallyOf(asset)
    tally.holds += amountToStroops(record.balance) ?? 0n
    tally.inOffers += amountToStroops(record.selling_liabilities ?? '0') ?? 0n
  }
  for (const balance of sponsoredBalances) {
    const amount = amountToStroops(balance?.amount)
    if (amount === undefined || typeof balance.asset !== 'string') continue
    const tally = tallyOf(balance.asset)
    tally.inClaimableBalances += amount
    tally.claimableBalanceCount += 1
    if (lockedForGood?.(balance)) tally.lockedForGood += amount
  }
  const pools: PoolShareValue[] = []
  for (const pool of accountPools) {
    const shares = poolShares.get(pool?.id)
    if (shares === undefined) continue
    const value = poolShareValue(pool, shares)
    if (!value) continue
    pools.push(value)
    for (const part of value.parts)
      tallyOf(part.asset).inPools += amountToStroops(part.amount) ?? 0n
  }
  const lines = [...tallies].map(([asset, tally]): FundsLine => ({
    asset,
    holds: stroopsToAmountString(tally.holds),
    inOffers: stroopsToAmountString(tally.inOffers),
    reserves: asset === 'native' ? minimumReserve : null,
    inClaimableBalances: stroopsToAmountString(tally.inClaimableBalances),
    claimableBalanceCount: tally.claimableBalanceCount,
    lockedForGood: stroopsToAmountString(tally.lockedForGood),
    inPools: stroopsToAmountString(tally.inPools),
    total: stroopsToAmountString(tally.holds + tally.inClaimableBalances + tally.inPools),
  }))
  return { lines, pools }
}
