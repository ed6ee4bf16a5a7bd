import { QueryCache } from '@tanstack/react-query'
import type { Query, QueryClient } from '@tanstack/react-query'

/**
 * Failures of refetches whose data is already on screen. Those never reach an error boundary
 * (the page keeps showing its data), so the shell reports them as a notice instead.
 */
export interface BackgroundError {
  message: string
  at: number
}

/** The latest background error of one QueryClient, as a store for useSyncExternalStore. */
export interface BackgroundErrors {
  report(error: unknown, query: Query<unknown, unknown, unknown>): void
  dismiss(): void
  subscribe(listener: () => void): () => void
  latest(): BackgroundError | null
}

export function createBackgroundErrors(now: () => number = Date.now): BackgroundErrors {
  let latest: BackgroundError | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    report(error, query) {
      // Without data the error boundary shows the failure; some queries report their own state.
      if (query.state.data === undefined || query.meta?.backgroundErrors === 'silent') return
      latest = {
        message: error instanceof Error ? error.message : 'Refreshing data failed',
        at: now(),
      }
      notify()
    },
    dismiss() {
      latest = null
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    latest: () => latest,
  }
}

/**
 * A QueryCache that owns the background errors of the client it belongs to: each app (and each
 * test) that builds a client with createQueryClient gets its own, and the notice reads them
 * from the client it is rendered under.
 */
export class BackgroundErrorReportingCache extends QueryCache {
  readonly backgroundErrors: BackgroundErrors

  constructor(backgroundErrors: BackgroundErrors = createBackgroundErrors()) {
    super({ onError: backgroundErrors.report })
    this.backgroundErrors = backgroundErrors
  }
}

/** The client's background errors; null for a client not built by createQueryClient. */
export function backgroundErrorsOf(queryClient: QueryClient): BackgroundErrors | null {
  const cache = queryClient.getQueryCache()
  return cache instanceof BackgroundErrorReportingCache ? cache.backgroundErrors : null
}
