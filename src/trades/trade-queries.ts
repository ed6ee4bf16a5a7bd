import type { Trade } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery } from '@/api/page-query'

export const tradeQueries = {
  all: ['trades'] as const,
  forAccount: (network: Network, accountId: string, params: PageParams) =>
    horizonPageQuery<Trade>(
      [...tradeQueries.all, 'account', network.horizonUrl, accountId],
      network.horizonUrl,
      `/accounts/${encodeURIComponent(accountId)}/trades`,
      params,
      'growing',
    ),
}
