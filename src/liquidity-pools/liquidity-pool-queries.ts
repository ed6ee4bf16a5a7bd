import type { LiquidityPool } from '@/api/horizon-ledger-entry-types'
import type { Effect, Operation, Trade, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery, horizonRecordQuery } from '@/api/page-query'
import { shortStaleTime } from '@/api/query-client'

/** Horizon's filters of `/liquidity_pools`: `reserves` (comma-separated assets) and `account`. */
export const liquidityPoolFilterNames = ['reserves', 'account'] as const

function poolPath(poolId: string, collection?: string): string {
  const base = `/liquidity_pools/${encodeURIComponent(poolId)}`
  return collection ? `${base}/${collection}` : base
}

function poolHistory<T>(collection: string) {
  return (network: Network, poolId: string, params: PageParams) =>
    horizonPageQuery<T>(
      [...liquidityPoolQueries.all, collection, network.horizonUrl, poolId],
      network.horizonUrl,
      poolPath(poolId, collection),
      params,
      'growing',
    )
}

export const liquidityPoolQueries = {
  all: ['liquidity_pools'] as const,
  /** Reserves move with every trade, deposit and withdrawal: briefly fresh. */
  detail: (network: Network, poolId: string) =>
    horizonRecordQuery<LiquidityPool>(
      [...liquidityPoolQueries.all, 'detail', network.horizonUrl, poolId],
      network.horizonUrl,
      poolPath(poolId),
      shortStaleTime,
    ),
  list: (network: Network, params: PageParams, filters: Record<string, string>) =>
    horizonPageQuery<LiquidityPool>(
      [...liquidityPoolQueries.all, 'list', network.horizonUrl],
      network.horizonUrl,
      '/liquidity_pools',
      params,
      'growing',
      filters,
    ),
  operations: poolHistory<Operation>('operations'),
  transactions: poolHistory<Transaction>('transactions'),
  effects: poolHistory<Effect>('effects'),
  trades: poolHistory<Trade>('trades'),
}
