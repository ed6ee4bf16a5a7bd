import type { Effect, Operation } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery, horizonRecordQuery } from '@/api/page-query'

export const operationQueries = {
  all: ['operations'] as const,
  list: (network: Network, params: PageParams) =>
    horizonPageQuery<Operation>(
      [...operationQueries.all, 'list', network.horizonUrl],
      network.horizonUrl,
      '/operations',
      params,
      'growing',
    ),
  detail: (network: Network, id: string) =>
    horizonRecordQuery<Operation>(
      [...operationQueries.all, 'detail', network.horizonUrl, id],
      network.horizonUrl,
      `/operations/${encodeURIComponent(id)}`,
      Infinity,
    ),
  effects: (network: Network, id: string, params: PageParams) =>
    horizonPageQuery<Effect>(
      [...operationQueries.all, 'effects', network.horizonUrl, id],
      network.horizonUrl,
      `/operations/${encodeURIComponent(id)}/effects`,
      params,
      'closed',
    ),
}
