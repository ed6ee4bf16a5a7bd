import type { Offer } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery } from '@/api/page-query'

export const offerQueries = {
  all: ['offers'] as const,
  /** Open offers change at any time, so even cursor pages are only briefly fresh. */
  forAccount: (network: Network, accountId: string, params: PageParams) =>
    horizonPageQuery<Offer>(
      [...offerQueries.all, 'account', network.horizonUrl, accountId],
      network.horizonUrl,
      `/accounts/${encodeURIComponent(accountId)}/offers`,
      params,
      'growing',
    ),
}
