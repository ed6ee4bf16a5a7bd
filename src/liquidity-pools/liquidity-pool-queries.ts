import type { LiquidityPool } from '@/api/horizon-ledger-entry-types'
import type { Effect, Operation, Trade, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import { filteredListQuery } from '@/api/filtered-list-query'
import { horizonRecordQuery, recordSubListQuery } from '@/api/page-query'
import { shortStaleTime } from '@/api/stale-time'

const poolsKey = ['liquidity_pools'] as const

/** The list's Horizon filters, as the URL and its filter form name them. */
export const liquidityPoolListFilters = ['reserves', 'account'] as const

export const liquidityPoolQueries = {
  all: poolsKey,
  /** Reserves move with every trade, deposit and withdrawal: briefly fresh. */
  detail: (network: Network, poolId: string) =>
    horizonRecordQuery<LiquidityPool>(
      [...poolsKey, 'detail', network.horizonUrl, poolId],
      network.horizonUrl,
      `/liquidity_pools/${encodeURIComponent(poolId)}`,
      shortStaleTime,
    ),
  /** Filters: `reserves` (comma-separated assets) and `account`. */
  list: filteredListQuery<LiquidityPool>(poolsKey, '/liquidity_pools'),
  operations: recordSubListQuery<Operation>(poolsKey, '/liquidity_pools', 'operations', 'growing'),
  transactions: recordSubListQuery<Transaction>(
    poolsKey,
    '/liquidity_pools',
    'transactions',
    'growing',
  ),
  effects: recordSubListQuery<Effect>(poolsKey, '/liquidity_pools', 'effects', 'growing'),
  trades: recordSubListQuery<Trade>(poolsKey, '/liquidity_pools', 'trades', 'growing'),
}
