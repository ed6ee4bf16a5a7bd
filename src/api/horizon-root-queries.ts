import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { horizonGet } from '@/api/horizon-client'
import type { Ledger, RootDocument } from '@/api/horizon-types'
import type { Network } from '@/api/networks'

/** Open ledger streams per Horizon: while one runs it keeps the root document current. */
const openLedgerStreams = new Map<string, number>()

export const horizonRootQueries = {
  all: ['horizon-root'] as const,
  root: (network: Pick<Network, 'horizonUrl'>) =>
    queryOptions({
      queryKey: [...horizonRootQueries.all, network.horizonUrl] as const,
      queryFn: ({ signal }) =>
        horizonGet(network.horizonUrl, '/', undefined, signal) as Promise<RootDocument>,
      staleTime: 15_000,
      // Poll only when no ledger stream is open: streamed ledgers update the latest ledger
      // (recordStreamedLedger), and every request counts against Horizon's rate limit.
      refetchInterval: () =>
        (openLedgerStreams.get(network.horizonUrl) ?? 0) > 0 ? false : 30_000,
      // The Horizon badge shows its own "not reachable" state.
      meta: { backgroundErrors: 'silent' },
    }),
}

/** Marks a ledger stream to `horizonUrl` as open; call the returned function when it closes. */
export function holdLedgerStream(horizonUrl: string): () => void {
  openLedgerStreams.set(horizonUrl, (openLedgerStreams.get(horizonUrl) ?? 0) + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const remaining = (openLedgerStreams.get(horizonUrl) ?? 1) - 1
    if (remaining > 0) openLedgerStreams.set(horizonUrl, remaining)
    else openLedgerStreams.delete(horizonUrl)
  }
}

/** A streamed ledger is the newest Horizon has ingested: move the root document forward. */
export function recordStreamedLedger(
  queryClient: QueryClient,
  horizonUrl: string,
  ledger: Pick<Ledger, 'sequence' | 'closed_at'>,
): void {
  queryClient.setQueryData<RootDocument>(
    horizonRootQueries.root({ horizonUrl }).queryKey,
    (root) =>
      root && ledger.sequence > root.history_latest_ledger
        ? {
            ...root,
            history_latest_ledger: ledger.sequence,
            history_latest_ledger_closed_at: ledger.closed_at,
            ingest_latest_ledger: Math.max(root.ingest_latest_ledger, ledger.sequence),
            core_latest_ledger: Math.max(root.core_latest_ledger, ledger.sequence),
          }
        : root,
  )
}
