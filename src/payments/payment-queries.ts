import type { Operation } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery } from '@/api/page-query'

export const paymentQueries = {
  all: ['payments'] as const,
  /** Cache data is the raw `Page<Operation>` Horizon returned (the live feed writes into it). */
  list: (network: Network, params: PageParams) =>
    horizonPageQuery<Operation>(
      [...paymentQueries.all, 'list', network.horizonUrl],
      network.horizonUrl,
      '/payments',
      params,
      'growing',
    ),
}
