import type { Account, Effect, Operation, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery, horizonRecordQuery, recordSubListQuery } from '@/api/page-query'
import { shortStaleTime } from '@/api/stale-time'

const accountsKey = ['accounts'] as const

export const accountQueries = {
  all: accountsKey,
  // An account changes with every ledger that touches it: short stale time, unlike other records.
  detail: (network: Network, accountId: string) =>
    horizonRecordQuery<Account>(
      [...accountsKey, 'detail', network.horizonUrl, accountId],
      network.horizonUrl,
      `/accounts/${encodeURIComponent(accountId)}`,
      shortStaleTime,
    ),
  operations: recordSubListQuery<Operation>(accountsKey, '/accounts', 'operations', 'growing'),
  payments: recordSubListQuery<Operation>(accountsKey, '/accounts', 'payments', 'growing'),
  effects: recordSubListQuery<Effect>(accountsKey, '/accounts', 'effects', 'growing'),
  transactions: recordSubListQuery<Transaction>(
    accountsKey,
    '/accounts',
    'transactions',
    'growing',
  ),
  /** Accounts with any entry (the account, a trustline, a signer…) this account sponsors. */
  sponsoredBy: (network: Network, sponsorId: string, params: PageParams) =>
    horizonPageQuery<Account>(
      [...accountsKey, 'sponsored-by', network.horizonUrl, sponsorId],
      network.horizonUrl,
      '/accounts',
      params,
      'growing',
      { sponsor: sponsorId },
    ),
}
