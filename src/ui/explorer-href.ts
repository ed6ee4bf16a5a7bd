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
  // Only the custom network carries `horizon=`; any network may carry a chosen RPC's `rpc=`.
  const { horizon, rpc } = keptParams(network, useLocation().search)
  return useCallback(
    (path: string, search?: Record<string, string>) =>
      explorerHref(network, horizon, path, search, rpc),
    [network, horizon, rpc],
  )
}

/**
 * One path segment as it may appear in an in-app URL: `?`, `#`, `/` and `%` escaped, and `.`/`..`
 * spelled out, so an id from Horizon can never add a query, leave its segment or climb the path.
 */
export function encodePathSegment(segment: string): string {
  if (segment === '.' || segment === '..') return segment.replace(/\./g, '%2E')
  return encodeURIComponent(segment)
}

/**
 * The query parameters every in-app link keeps. Each link of a page calls this as it mounts (a
 * 200-row table: some 900 times), so a query that cannot hold either name is not parsed: one
 * without the words and without a percent-escape (which could spell them) has neither.
 */
export function keptParams(
  network: string,
  search: string,
): { horizon: string | null; rpc: string | null } {
  const mayHoldThem = search.includes('%') || search.includes('rpc') || search.includes('horizon')
  if (!mayHoldThem) return { horizon: null, rpc: null }
  const params = new URLSearchParams(search)
  return { horizon: network === 'custom' ? params.get('horizon') : null, rpc: params.get('rpc') }
}

export function explorerHref(
  network: string,
  customHorizon: string | null,
  path: string,
  search?: Record<string, string>,
  /** A chosen RPC's `rpc=` (api/rpc-network.ts), kept on every network. */
  rpc: string | null = null,
): string {
  const query = queryOf(network, customHorizon, search, rpc)
  return `/${network}${encodedPath(path)}${query ? `?${query}` : ''}`
}

// Non-empty segments of letters, digits, `-` and `_` only: nothing in them to encode, no `.`/`..`.
const plainPathPattern = /^(?:\/[\w-]+)+$/

/**
 * A path with each segment encoded on its own (paths are built from ids: `/accounts/${id}`) and
 * empty segments dropped. Most paths (a table's `/operations/123`, `/accounts/G…`) need nothing
 * done, and a 200-row page builds some 900: they skip the split and the encoding.
 */
function encodedPath(path: string): string {
  if (plainPathPattern.test(path)) return path
  const segments = path.split('/').filter((segment) => segment !== '')
  return segments.map((segment) => `/${encodePathSegment(segment)}`).join('')
}

/** The query of an in-app href; most hrefs (a table's links) have none, and skip URLSearchParams. */
function queryOf(
  network: string,
  customHorizon: string | null,
  search: Record<string, string> | undefined,
  rpc: string | null,
): string {
  const horizon = network === 'custom' ? customHorizon : null
  if (search === undefined && !horizon && !rpc) return ''
  const params = new URLSearchParams(search)
  if (horizon) params.set('horizon', horizon)
  if (rpc) params.set('rpc', rpc)
  return params.toString()
}
