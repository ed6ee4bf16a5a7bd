import type { Query } from '@tanstack/react-query'

/**
 * Failures of refetches whose data is already on screen. Those never reach an error boundary
 * (the page keeps showing its data), so the shell reports them as a notice instead.
 */
export interface BackgroundError {
  message: string
  at: number
}

type Listener = () => void

let latest: BackgroundError | null = null
const listeners = new Set<Listener>()

export function reportQueryError(error: unknown, query: Query<unknown, unknown, unknown>): void {
  // Without data the error boundary shows the failure; some queries report their own state.
  if (query.state.data === undefined || query.meta?.backgroundErrors === 'silent') return
  latest = {
    message: error instanceof Error ? error.message : 'Refreshing data failed',
    at: Date.now(),
  }
  listeners.forEach((listener) => listener())
}

export function dismissBackgroundError(): void {
  latest = null
  listeners.forEach((listener) => listener())
}

export function subscribeBackgroundErrors(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function latestBackgroundError(): BackgroundError | null {
  return latest
}
