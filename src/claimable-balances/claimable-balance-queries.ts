import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import type { Operation, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import { filteredListQuery } from '@/api/filtered-list-query'
import { horizonRecordQuery, recordSubListQuery } from '@/api/page-query'
import { shortStaleTime } from '@/api/stale-time'

const balancesKey = ['claimable_balances'] as const

/** The list's Horizon filters, as the URL and its filter form name them. */
export const claimableBalanceListFilters = ['claimant', 'sponsor', 'asset'] as const

export const claimableBalanceQueries = {
  all: balancesKey,
  /** A balance disappears when it is claimed or clawed back: briefly fresh. */
  detail: (network: Network, balanceId: string) =>
    horizonRecordQuery<ClaimableBalance>(
      [...balancesKey, 'detail', network.horizonUrl, balanceId],
      network.horizonUrl,
      `/claimable_balances/${encodeURIComponent(balanceId)}`,
      shortStaleTime,
    ),
  /** Filters: `claimant`, `sponsor` and `asset`. */
  list: filteredListQuery<ClaimableBalance>(balancesKey, '/claimable_balances'),
  operations: recordSubListQuery<Operation>(
    balancesKey,
    '/claimable_balances',
    'operations',
    'growing',
  ),
  transactions: recordSubListQuery<Transaction>(
    balancesKey,
    '/claimable_balances',
    'transactions',
    'growing',
  ),
}
