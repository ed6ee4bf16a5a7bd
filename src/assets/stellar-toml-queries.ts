import { queryOptions } from '@tanstack/react-query'
import type { Network } from '@/api/networks'
import { fetchStellarTomlText, stellarTomlUrl } from '@/api/stellar-toml-fetch'
import { parseStellarToml } from '@/api/stellar-toml-parse'

export const stellarTomlQueries = {
  all: ['stellar-toml'] as const,
  /**
   * A home domain's stellar.toml, read once per session: keyed by the URL it is read from, so
   * public and testnet issuers of one domain share it, and never refetched (a failure included:
   * retrying a slow or huge file would only cost the reader more).
   */
  file: (network: Network, domain: string) => {
    const url = stellarTomlUrl(network, domain)
    return queryOptions({
      queryKey: [...stellarTomlQueries.all, url],
      queryFn: async ({ signal }) => parseStellarToml(await fetchStellarTomlText(url, signal)),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    })
  },
}
