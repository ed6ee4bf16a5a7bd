import type { Offer } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery, horizonRecordQuery } from '@/api/page-query'
import { shortStaleTime } from '@/api/stale-time'

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
  /** An open offer: its amount shrinks as it is taken, and it is gone once filled or cancelled. */
  detail: (network: Network, offerId: string) =>
    horizonRecordQuery<Offer>(
      [...offerQueries.all, 'detail', network.horizonUrl, offerId],
      network.horizonUrl,
      `/offers/${encodeURIComponent(offerId)}`,
      shortStaleTime,
    ),
}
