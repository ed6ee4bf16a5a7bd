import type { Effect } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery } from '@/api/page-query'

export const effectQueries = {
  all: ['effects'] as const,
  list: (network: Network, params: PageParams) =>
    horizonPageQuery<Effect>(
      [...effectQueries.all, 'list', network.horizonUrl],
      network.horizonUrl,
      '/effects',
      params,
      'growing',
    ),
}
