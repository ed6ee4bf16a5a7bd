import { QueryClient } from '@tanstack/react-query'
import { createContext } from 'react-router'
import type { RouterContextProvider } from 'react-router'
import { BackgroundErrorReportingCache } from '@/api/background-errors'
import { isHorizonError } from '@/api/horizon-client'
import type { HorizonTransport } from '@/api/horizon-transport'
import { transportDefaults } from '@/api/horizon-transport'
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
 * The app's client; its cache collects failed background refetches (backgroundErrorsOf), and its
 * queries' Horizon GETs go through `horizonTransport` (main.tsx passes the one that takes over the
 * early script's responses; tests pass their own or none: fetch()).
 */
export function createQueryClient(horizonTransport?: HorizonTransport): QueryClient {
  return new QueryClient({
    queryCache: new BackgroundErrorReportingCache(),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: shortStaleTime,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        ...(horizonTransport ? { meta: transportDefaults(horizonTransport) } : {}),
      },
    },
  })
}

/** Router context key through which loaders reach the QueryClient (see router.tsx getContext). */
export const queryClientContext = createContext<QueryClient>()

/** Loaders get the QueryClient from the router context (see router.tsx `getContext`). */
export function queryClientFrom(context: Readonly<RouterContextProvider>): QueryClient {
  return context.get(queryClientContext)
}
