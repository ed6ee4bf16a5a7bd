import type { Account, Effect, Operation, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery, horizonRecordQuery } from '@/api/page-query'
import { shortStaleTime } from '@/api/stale-time'

function accountPath(accountId: string, collection?: string): string {
  const base = `/accounts/${encodeURIComponent(accountId)}`
  return collection ? `${base}/${collection}` : base
}

export const accountQueries = {
  all: ['accounts'] as const,
  // An account changes with every ledger that touches it: short stale time, unlike other records.
  detail: (network: Network, accountId: string) =>
    horizonRecordQuery<Account>(
      [...accountQueries.all, 'detail', network.horizonUrl, accountId],
      network.horizonUrl,
      accountPath(accountId),
      shortStaleTime,
    ),
  operations: (network: Network, accountId: string, params: PageParams) =>
    horizonPageQuery<Operation>(
      [...accountQueries.all, 'operations', network.horizonUrl, accountId],
      network.horizonUrl,
      accountPath(accountId, 'operations'),
      params,
      'growing',
    ),
  payments: (network: Network, accountId: string, params: PageParams) =>
    horizonPageQuery<Operation>(
      [...accountQueries.all, 'payments', network.horizonUrl, accountId],
      network.horizonUrl,
      accountPath(accountId, 'payments'),
      params,
      'growing',
    ),
  effects: (network: Network, accountId: string, params: PageParams) =>
    horizonPageQuery<Effect>(
      [...accountQueries.all, 'effects', network.horizonUrl, accountId],
      network.horizonUrl,
      accountPath(accountId, 'effects'),
      params,
      'growing',
    ),
  transactions: (network: Network, accountId: string, params: PageParams) =>
    horizonPageQuery<Transaction>(
      [...accountQueries.all, 'transactions', network.horizonUrl, accountId],
      network.horizonUrl,
      accountPath(accountId, 'transactions'),
      params,
      'growing',
    ),
  /** Accounts with any entry (the account, a trustline, a signer…) this account sponsors. */
  sponsoredBy: (network: Network, sponsorId: string, params: PageParams) =>
    horizonPageQuery<Account>(
      [...accountQueries.all, 'sponsored-by', network.horizonUrl, sponsorId],
      network.horizonUrl,
      '/accounts',
      params,
      'growing',
      { sponsor: sponsorId },
    ),
}
