import { QueryClient } from '@tanstack/react-query'
import type {
  DefaultError,
  DefaultedQueryObserverOptions,
  QueryClientConfig,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/react-query'
import { createContext } from 'react-router'
import type { RouterContextProvider } from 'react-router'
import { BackgroundErrorReportingCache } from '@/api/background-errors'
import { EarlyFailures } from '@/api/early-queries'
import { isHorizonError } from '@/api/horizon-client'
import { shortStaleTime } from '@/api/stale-time'

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isHorizonError(error)) return failureCount < 1
  switch (error.kind) {
    case 'unreachable':
      return failureCount < 2
    case 'server':
      return failureCount < 1
    // 4xx answers will not change on retry; 429 is retried by the error page after Retry-After.
    default:
      return false
  }
}

/**
 * A client whose first fetch of a query adopts the failure of the same query's early fetch
 * (early-queries.ts) instead of asking Horizon a second time for the same error.
 */
class EarlyFailureAdoptingClient extends QueryClient {
  readonly #earlyFailures: EarlyFailures

  constructor(config: QueryClientConfig, earlyFailures: EarlyFailures) {
    super(config)
    this.#earlyFailures = earlyFailures
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options)
    const queryFn = defaulted.queryFn
    if (typeof queryFn !== 'function' || !this.#earlyFailures.has(defaulted.queryHash)) {
      return defaulted
    }
    const earlyFailures = this.#earlyFailures
    return {
      ...defaulted,
      queryFn: (context) =>
        // The early fetch ran this very query (same hash, same queryFn): its result has this type.
        (earlyFailures.take(defaulted.queryHash) as Promise<TQueryFnData> | undefined) ??
        queryFn(context),
    }
  }
}

/** The app's client; its cache collects failed background refetches (backgroundErrorsOf). */
export function createQueryClient(earlyFailures = new EarlyFailures()): QueryClient {
  return new EarlyFailureAdoptingClient(
    {
      queryCache: new BackgroundErrorReportingCache(),
      defaultOptions: {
        queries: {
          retry: shouldRetry,
          staleTime: shortStaleTime,
          gcTime: 10 * 60_000,
          refetchOnWindowFocus: false,
        },
      },
    },
    earlyFailures,
  )
}

/** Router context key through which loaders reach the QueryClient (see router.tsx getContext). */
export const queryClientContext = createContext<QueryClient>()

/** Loaders get the QueryClient from the router context (see router.tsx `getContext`). */
export function queryClientFrom(context: Readonly<RouterContextProvider>): QueryClient {
  return context.get(queryClientContext)
}
