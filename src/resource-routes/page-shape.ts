import type { Page } from '@/api/horizon-types'

function hrefOf(link: unknown): string {
  if (typeof link !== 'object' || link === null) return ''
  const href = (link as { href?: unknown }).href
  return typeof href === 'string' ? href : ''
}

/**
 * A Horizon page as the explorer may rely on it, whatever arrived: records that are objects, and
 * links that are strings ('' when Horizon sent none, which the pager reads as "no further page").
 */
export function pageOrEmpty<T>(page: unknown): Page<T> {
  const body = typeof page === 'object' && page !== null ? (page as Record<string, unknown>) : {}
  const links =
    typeof body._links === 'object' && body._links !== null
      ? (body._links as Record<string, unknown>)
      : {}
  const embedded =
    typeof body._embedded === 'object' && body._embedded !== null
      ? (body._embedded as Record<string, unknown>).records
      : undefined
  const records = Array.isArray(embedded)
    ? (embedded.filter((record) => typeof record === 'object' && record !== null) as T[])
    : []
  return {
    _links: {
      self: { href: hrefOf(links.self) },
      next: { href: hrefOf(links.next) },
      prev: { href: hrefOf(links.prev) },
    },
    _embedded: { records },
  }
}
