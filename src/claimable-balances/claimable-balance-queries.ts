import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import type { Operation, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery, horizonRecordQuery } from '@/api/page-query'
import { shortStaleTime } from '@/api/query-client'

/** Horizon's filters of `/claimable_balances`. */
export const claimableBalanceFilterNames = ['claimant', 'sponsor', 'asset'] as const

function balancePath(balanceId: string, collection?: string): string {
  const base = `/claimable_balances/${encodeURIComponent(balanceId)}`
  return collection ? `${base}/${collection}` : base
}

export const claimableBalanceQueries = {
  all: ['claimable_balances'] as const,
  /** A balance disappears when it is claimed or clawed back: briefly fresh. */
  detail: (network: Network, balanceId: string) =>
    horizonRecordQuery<ClaimableBalance>(
      [...claimableBalanceQueries.all, 'detail', network.horizonUrl, balanceId],
      network.horizonUrl,
      balancePath(balanceId),
      shortStaleTime,
    ),
  list: (network: Network, params: PageParams, filters: Record<string, string>) =>
    horizonPageQuery<ClaimableBalance>(
      [...claimableBalanceQueries.all, 'list', network.horizonUrl],
      network.horizonUrl,
      '/claimable_balances',
      params,
      'growing',
      filters,
    ),
  operations: (network: Network, balanceId: string, params: PageParams) =>
    horizonPageQuery<Operation>(
      [...claimableBalanceQueries.all, 'operations', network.horizonUrl, balanceId],
      network.horizonUrl,
      balancePath(balanceId, 'operations'),
      params,
      'growing',
    ),
  transactions: (network: Network, balanceId: string, params: PageParams) =>
    horizonPageQuery<Transaction>(
      [...claimableBalanceQueries.all, 'transactions', network.horizonUrl, balanceId],
      network.horizonUrl,
      balancePath(balanceId, 'transactions'),
      params,
      'growing',
    ),
}
