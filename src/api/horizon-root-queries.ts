import { queryOptions } from '@tanstack/react-query'
import { horizonGet } from '@/api/horizon-client'
import type { RootDocument } from '@/api/horizon-types'
import type { Network } from '@/api/networks'

export const horizonRootQueries = {
  all: ['horizon-root'] as const,
  root: (network: Network) =>
    queryOptions({
      queryKey: [...horizonRootQueries.all, network.horizonUrl] as const,
      queryFn: ({ signal }) =>
        horizonGet(network.horizonUrl, '/', undefined, signal) as Promise<RootDocument>,
      staleTime: 15_000,
      refetchInterval: 30_000,
      // The Horizon badge shows its own "not reachable" state.
      meta: { backgroundErrors: 'silent' },
    }),
}
