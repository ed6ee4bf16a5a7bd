import { queryOptions } from '@tanstack/react-query'
import { horizonGet, horizonUrl } from '@/api/horizon-client'
import type { FeeStats } from '@/api/horizon-market-types'
import type { Network } from '@/api/networks'

/** A ledger closes every ~5 s; fee stats describe the last few ledgers. */
const feeStatsStaleTime = 5_000

export const feeStatsQueries = {
  all: ['fee-stats'] as const,
  latest: (network: Network) =>
    queryOptions({
      queryKey: [...feeStatsQueries.all, network.horizonUrl],
      meta: { horizonRequestUrl: horizonUrl(network.horizonUrl, '/fee_stats') },
      queryFn: (context) =>
        horizonGet(network.horizonUrl, '/fee_stats', undefined, context) as Promise<FeeStats>,
      staleTime: feeStatsStaleTime,
      refetchInterval: feeStatsStaleTime,
    }),
}
