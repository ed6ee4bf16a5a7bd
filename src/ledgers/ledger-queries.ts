import type { Effect, Ledger, Operation, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery, horizonRecordQuery } from '@/api/page-query'

export const ledgerQueries = {
  all: ['ledgers'] as const,
  /** Cache data is the raw `Page<Ledger>` Horizon returned (the live feed writes into it). */
  list: (network: Network, params: PageParams) =>
    horizonPageQuery<Ledger>(
      [...ledgerQueries.all, 'list', network.horizonUrl],
      network.horizonUrl,
      '/ledgers',
      params,
      'growing',
    ),
  detail: (network: Network, sequence: string) =>
    horizonRecordQuery<Ledger>(
      [...ledgerQueries.all, 'detail', network.horizonUrl, sequence],
      network.horizonUrl,
      `/ledgers/${encodeURIComponent(sequence)}`,
      Infinity,
    ),
  transactions: (network: Network, sequence: string, params: PageParams) =>
    horizonPageQuery<Transaction>(
      [...ledgerQueries.all, 'transactions', network.horizonUrl, sequence],
      network.horizonUrl,
      `/ledgers/${encodeURIComponent(sequence)}/transactions`,
      params,
      'closed',
    ),
  operations: (network: Network, sequence: string, params: PageParams) =>
    horizonPageQuery<Operation>(
      [...ledgerQueries.all, 'operations', network.horizonUrl, sequence],
      network.horizonUrl,
      `/ledgers/${encodeURIComponent(sequence)}/operations`,
      params,
      'closed',
    ),
  payments: (network: Network, sequence: string, params: PageParams) =>
    horizonPageQuery<Operation>(
      [...ledgerQueries.all, 'payments', network.horizonUrl, sequence],
      network.horizonUrl,
      `/ledgers/${encodeURIComponent(sequence)}/payments`,
      params,
      'closed',
    ),
  effects: (network: Network, sequence: string, params: PageParams) =>
    horizonPageQuery<Effect>(
      [...ledgerQueries.all, 'effects', network.horizonUrl, sequence],
      network.horizonUrl,
      `/ledgers/${encodeURIComponent(sequence)}/effects`,
      params,
      'closed',
    ),
}
