import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { Params } from 'react-router'
import type { Network, NetworkDeploymentSettings } from '@/api/networks'
import { resolveNetwork } from '@/api/networks'
import { loadRuntimeConfig } from '@/api/runtime-config'

/** Starts one query in the cache; route tables call it with their resource's queryOptions. */
export type StartQuery = <TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey>,
) => void

/** The queries a page's route loaders will ask for, known from its URL alone. */
export interface EarlyRoute {
  /** Below `/:network`, in React Router's syntax: `''`, `ledgers`, `ledgers/:sequence/effects`. */
  path: string
  start: (start: StartQuery, network: Network, params: Params, search: URLSearchParams) => void
}

/**
 * Early fetches that did not succeed (yet), waiting for the loader that asks for the same query
 * (by query hash). A success lands in the cache and the loader reads it from there; a failure
 * leaves no data, so the loader would fetch again — instead its query adopts the failure
 * (query-client.ts). In flight, the loader shares the fetch and never calls its queryFn.
 */
export class EarlyFailures {
  readonly #failures = new Map<string, Promise<unknown>>()

  remember(queryHash: string, failure: Promise<unknown>): void {
    this.#failures.set(queryHash, failure)
  }

  /** A success: its data is in the cache, nothing to adopt. */
  forget(queryHash: string): void {
    this.#failures.delete(queryHash)
  }

  has(queryHash: string): boolean {
    return this.#failures.has(queryHash)
  }

  /** The failure for this query, once: a later refetch asks Horizon again. */
  take(queryHash: string): Promise<unknown> | undefined {
    const failure = this.#failures.get(queryHash)
    this.#failures.delete(queryHash)
    return failure
  }

  /** After the first navigation: nothing left here is still awaited by a loader. */
  clear(): void {
    this.#failures.clear()
  }
}

/**
 * React Router's matchPath for the table's patterns (`:param` segments, whole path, any case,
 * trailing slashes allowed, `%2F` in a param read as `/`), without React Router: the early script
 * (src/early-fetch.ts) matches with this same code before any framework has loaded.
 */
export function matchRoutePattern(pattern: string, pathname: string): Params | null {
  const names: string[] = []
  const source = pattern
    .replace(/\/*$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_segment, name: string) => {
      names.push(name)
      return '/([^\\/]+)'
    })
  const match = new RegExp(`^${source}\\/*$`, 'i').exec(pathname)
  if (!match) return null
  return Object.fromEntries(
    names.map((name, index) => [name, (match[index + 1] ?? '').replace(/%2F/g, '/')]),
  )
}

function matchEarlyRoute(routes: readonly EarlyRoute[], pathname: string) {
  for (const route of routes) {
    const params = matchRoutePattern(`/:network/${route.path}`, pathname)
    if (params) return { route, params }
  }
  return null
}

/**
 * Starts, with `start`, the queries the table knows for the URL being opened; anything it cannot
 * resolve (unknown network, bad custom URL, a URL the table cannot turn into queries) is left to
 * the routes to report. Shared by startEarlyQueries and the early script (src/early-fetch.ts).
 */
export function startEarlyRoute(
  routes: readonly EarlyRoute[],
  location: Pick<Location, 'pathname' | 'search'>,
  config: NetworkDeploymentSettings,
  start: StartQuery,
): void {
  const matched = matchEarlyRoute(routes, location.pathname)
  if (!matched) return
  const search = new URLSearchParams(location.search)
  try {
    const network: Network = resolveNetwork(matched.params.network ?? '', search, config)
    matched.route.start(start, network, matched.params, search)
  } catch {
    // The route loaders will say what is wrong.
  }
}

/**
 * Starts the Horizon requests of the page being opened before any route module has loaded, so
 * the data and the page's code download side by side. The route loaders then find the queries
 * in flight or done (same queryOptions factories, same keys): nothing is fetched twice.
 * Anything it cannot resolve (unknown network, bad custom URL) is left to the routes to report;
 * it never rejects, because main.tsx waits for it before the first render.
 */
export async function startEarlyQueries(
  queryClient: QueryClient,
  failures: EarlyFailures,
  routes: readonly EarlyRoute[],
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  if (!matchEarlyRoute(routes, location.pathname)) return
  const config = await loadRuntimeConfig()
  startEarlyRoute(routes, location, config, (options) => {
    const { queryHash } = queryClient.defaultQueryOptions(options)
    const result = queryClient.query(options)
    // Remembered now, not when it fails: a loader can run between the query turning to error
    // and a `.catch` callback, and would then ask Horizon again. While the fetch is in flight
    // the loader shares it anyway; after a success the data is cached and the entry goes.
    failures.remember(queryHash, result)
    result.then(
      () => failures.forget(queryHash),
      () => {},
    )
  })
}
