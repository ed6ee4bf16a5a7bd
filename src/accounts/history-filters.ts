import type { Operation } from '@/api/horizon-types'
import { matchesAsset, operationAmount } from '@/ui/operation-amount'
import { operationDirection } from '@/ui/operation-direction'

// Filters of an account's payments and operations that Horizon cannot apply: sent or received,
// failed only, and asset. They live in the URL (`direction=sent&failed=only&asset=USD`), and the
// tab walks Horizon's pages to apply them (filtered-history.tsx).

export interface HistoryFilters {
  direction: 'sent' | 'received' | null
  failedOnly: boolean
  /** "", "XLM", a code ("USD", any issuer) or "USD:G…". */
  asset: string
}

export function readHistoryFilters(searchParams: URLSearchParams): HistoryFilters {
  const direction = searchParams.get('direction')
  return {
    direction: direction === 'sent' || direction === 'received' ? direction : null,
    failedOnly: searchParams.get('failed') === 'only',
    asset: (searchParams.get('asset') ?? '').trim().slice(0, 70),
  }
}

export function isFiltering(filters: HistoryFilters): boolean {
  return filters.direction !== null || filters.failedOnly || filters.asset !== ''
}

/** The URL's search with the filters set (and paging dropped: a filter starts from the newest). */
export function searchWithFilters(current: URLSearchParams, filters: HistoryFilters): string {
  const search = new URLSearchParams(current)
  for (const key of ['direction', 'failed', 'asset', 'cursor', 'display']) search.delete(key)
  if (filters.direction) search.set('direction', filters.direction)
  if (filters.failedOnly) search.set('failed', 'only')
  if (filters.asset) search.set('asset', filters.asset)
  return search.toString()
}

export function matchesFilters(
  operation: Operation,
  accountId: string,
  filters: HistoryFilters,
): boolean {
  if (filters.failedOnly && operation.transaction_successful !== false) return false
  if (filters.direction) {
    const direction = operationDirection(operation, accountId)
    const wanted = filters.direction === 'sent' ? ['sent', 'self'] : ['received', 'self']
    if (!wanted.includes(direction)) return false
  }
  if (filters.asset && !matchesAsset(operationAmount(operation, accountId), filters.asset))
    return false
  return true
}
