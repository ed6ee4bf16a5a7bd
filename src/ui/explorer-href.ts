import { useCallback } from 'react'
import { useLocation, useParams } from 'react-router'

/**
 * Builds in-app hrefs that keep the current network: `/{network}/...` plus `horizon=` for the
 * custom network, so a custom Horizon survives every click.
 *
 *   const href = useExplorerHref()
 *   <Link to={href('/accounts/G...')}>          → /custom/accounts/G...?horizon=https%3A%2F%2F...
 *   <Link to={href('/ledgers', { order: 'desc' })}>
 */
export function useExplorerHref(): (path: string, search?: Record<string, string>) => string {
  const { network = 'local' } = useParams()
  // The search is parsed for the network's own parameters alone (a table calls this once per
  // link, hundreds of times per page).
  const { search } = useLocation()
  const { horizon, rpc } = carriedNetworkParams(network, new URLSearchParams(search))
  return useCallback(
    (path: string, search?: Record<string, string>) =>
      explorerHref(network, { horizon, rpc }, path, search),
    [network, horizon, rpc],
  )
}

/**
 * What every in-app link keeps of a URL's search so the network stays the same: the custom
 * network's `horizon=` and a user-chosen `rpc=` (any network).
 */
export interface CarriedNetworkParams {
  horizon: string | null
  rpc: string | null
}

export function carriedNetworkParams(
  network: string,
  searchParams: URLSearchParams,
): CarriedNetworkParams {
  return {
    horizon: network === 'custom' ? searchParams.get('horizon') : null,
    rpc: searchParams.get('rpc') || null,
  }
}

/**
 * One path segment as it may appear in an in-app URL: `?`, `#`, `/` and `%` escaped, and `.`/`..`
 * spelled out, so an id from Horizon can never add a query, leave its segment or climb the path.
 */
export function encodePathSegment(segment: string): string {
  if (segment === '.' || segment === '..') return segment.replace(/\./g, '%2E')
  return encodeURIComponent(segment)
}

export function explorerHref(
  network: string,
  carried: CarriedNetworkParams,
  path: string,
  search?: Record<string, string>,
): string {
  const query = queryOf(network, carried, search)
  // Paths are built from ids (`/accounts/${id}`): each segment is encoded on its own.
  const segments = path.split('/').filter((segment) => segment !== '')
  const suffix = segments.map((segment) => `/${encodePathSegment(segment)}`).join('')
  return `/${network}${suffix}${query ? `?${query}` : ''}`
}

/** The query of an in-app href; most hrefs (a table's links) have none, and skip URLSearchParams. */
function queryOf(
  network: string,
  carried: CarriedNetworkParams,
  search: Record<string, string> | undefined,
): string {
  const horizon = network === 'custom' ? carried.horizon : null
  if (search === undefined && !horizon && !carried.rpc) return ''
  const params = new URLSearchParams(search)
  if (horizon) params.set('horizon', horizon)
  if (carried.rpc) params.set('rpc', carried.rpc)
  return params.toString()
}
