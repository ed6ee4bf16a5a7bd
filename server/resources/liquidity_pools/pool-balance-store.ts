// The store access behind /claimable_balances and /liquidity_pools (and the claimable-balance and
// pool figures of /assets), implemented over the simulator's tables by SqlitePoolBalanceStore
// (pool-balance-queries.ts).
import type { Asset } from '../shared/asset-params.ts'
import type { KeysetSource, PageRow } from '../../protocol/keyset-source.ts'
import type { TextPageRequest } from '../shared/text-page.ts'

export interface ClaimableBalanceFilters {
  claimant?: string
  sponsor?: string
  asset?: Asset
}

export interface LiquidityPoolFilters {
  /** Pools holding every one of these reserves. */
  reserves: Asset[]
  /** Pools the account holds shares of. */
  account?: string
}

/** How much of an asset sits in claimable balances or pools (asset stats). */
export interface AssetHoldings {
  count: number
  /** Stroops. */
  amount: bigint
}

export interface PoolBalanceStore {
  /**
   * Records (Horizon's ClaimableBalance JSON, placeholder hrefs) in paging-token order
   * (`<last modified ledger>-<balance id>`), after/before `page.cursor`, at most `page.limit`.
   */
  claimableBalances(filters: ClaimableBalanceFilters, page: TextPageRequest): PageRow[]
  claimableBalanceJson(balanceId: string): string | undefined
  /** Operations and transactions that touched a balance (operation / transaction TOIDs). */
  claimableBalanceOperations(balanceId: string, includeFailed: boolean): KeysetSource
  claimableBalanceTransactions(balanceId: string, includeFailed: boolean): KeysetSource
  claimableBalanceHoldings(asset: Asset): AssetHoldings

  /** Horizon's LiquidityPool JSON records in pool-id order. */
  liquidityPools(filters: LiquidityPoolFilters, page: TextPageRequest): PageRow[]
  liquidityPoolJson(poolId: string): string | undefined
  liquidityPoolOperations(poolId: string, includeFailed: boolean): KeysetSource
  liquidityPoolTransactions(poolId: string, includeFailed: boolean): KeysetSource
  /** Effects are keyed `<operation id>-<order>` like every effect list. */
  liquidityPoolEffects(poolId: string): KeysetSource
  liquidityPoolHoldings(asset: Asset): AssetHoldings
}
