import type { Effect, Operation, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery, horizonRecordQuery } from '@/api/page-query'

export const transactionQueries = {
  all: ['transactions'] as const,
  list: (network: Network, params: PageParams) =>
    horizonPageQuery<Transaction>(
      [...transactionQueries.all, 'list', network.horizonUrl],
      network.horizonUrl,
      '/transactions',
      params,
      'growing',
    ),
  detail: (network: Network, hash: string) =>
    horizonRecordQuery<Transaction>(
      [...transactionQueries.all, 'detail', network.horizonUrl, hash],
      network.horizonUrl,
      `/transactions/${encodeURIComponent(hash)}`,
      Infinity,
    ),
  operations: (network: Network, hash: string, params: PageParams) =>
    horizonPageQuery<Operation>(
      [...transactionQueries.all, 'operations', network.horizonUrl, hash],
      network.horizonUrl,
      `/transactions/${encodeURIComponent(hash)}/operations`,
      params,
      'closed',
    ),
  effects: (network: Network, hash: string, params: PageParams) =>
    horizonPageQuery<Effect>(
      [...transactionQueries.all, 'effects', network.horizonUrl, hash],
      network.horizonUrl,
      `/transactions/${encodeURIComponent(hash)}/effects`,
      params,
      'closed',
    ),
}
