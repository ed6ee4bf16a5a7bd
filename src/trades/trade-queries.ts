import type { Trade } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { filteredListQuery } from '@/api/filtered-list-query'
import { horizonPageQuery } from '@/api/page-query'

/** Horizon's `/trades` filters as it names them (`base_asset_type`, `offer_id`, `trade_type` …). */
export type TradeSearch = Record<string, string>

const tradesKey = ['trades'] as const

export const tradeQueries = {
  all: tradesKey,
  list: filteredListQuery<Trade>(tradesKey, '/trades'),
  forAccount: (network: Network, accountId: string, params: PageParams) =>
    horizonPageQuery<Trade>(
      [...tradeQueries.all, 'account', network.horizonUrl, accountId],
      network.horizonUrl,
      `/accounts/${encodeURIComponent(accountId)}/trades`,
      params,
      'growing',
    ),
  forOffer: (network: Network, offerId: string, params: PageParams) =>
    horizonPageQuery<Trade>(
      [...tradeQueries.all, 'offer', network.horizonUrl, offerId],
      network.horizonUrl,
      `/offers/${encodeURIComponent(offerId)}/trades`,
      params,
      'growing',
    ),
}
