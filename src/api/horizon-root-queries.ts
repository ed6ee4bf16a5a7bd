import { queryOptions } from '@tanstack/react-query'
import type { QueryState } from '@tanstack/react-query'
import { horizonGet } from '@/api/horizon-client'
import type { RootDocument } from '@/api/horizon-types'
import type { Network } from '@/api/networks'

/** How long the root document may go without news before it is fetched again. */
export const rootPollIntervalMs = 30_000
/** A refetchInterval of 0 means "never" to TanStack Query; a due poll waits at least this. */
const minimumPollDelayMs = 1_000

/**
 * Milliseconds until the root document is due: rootPollIntervalMs after its last answer or
 * update. An open ledger stream moves the document forward with every ledger (src/ledgers/
 * ledger-stream.ts), so while one runs the poll never comes due and no request is spent on
 * Horizon's rate limit; when the stream stops or stalls, polling resumes by itself.
 */
export function rootPollDelayMs(
  state: Pick<QueryState, 'dataUpdatedAt' | 'errorUpdatedAt'>,
  now: number,
): number {
  const lastNewsAt = Math.max(state.dataUpdatedAt, state.errorUpdatedAt)
  return Math.max(minimumPollDelayMs, rootPollIntervalMs - (now - lastNewsAt))
}

export const horizonRootQueries = {
  all: ['horizon-root'] as const,
  root: (network: Pick<Network, 'horizonUrl'>) =>
    queryOptions({
      queryKey: [...horizonRootQueries.all, network.horizonUrl] as const,
      queryFn: (context) =>
        horizonGet(network.horizonUrl, '/', undefined, context) as Promise<RootDocument>,
      staleTime: 15_000,
      // TanStack Query re-reads the interval whenever the query changes, so every streamed
      // ledger (setQueryData) pushes the next poll back.
      refetchInterval: (query) => rootPollDelayMs(query.state, Date.now()),
      // The Horizon badge shows its own "not reachable" state.
      meta: { backgroundErrors: 'silent' },
    }),
}
