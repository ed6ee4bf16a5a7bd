import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query'
import type { Params } from 'react-router'
import type { Network, NetworkDeploymentSettings } from '@/api/networks'
import { resolveNetwork } from '@/api/networks'

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
 * the routes to report. The early script (src/early-fetch.ts, through early-fetch-handoff.ts) runs it.
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
