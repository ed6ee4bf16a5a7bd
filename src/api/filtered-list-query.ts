// Its own module, not page-query.ts: only the filtered lists' pages use it, and page-query.ts
// loads with the first route (whose JS has a budget).
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { horizonPageQuery } from '@/api/page-query'

/**
 * The queryOptions factory of a top-level collection that takes Horizon's filters, e.g. `/trades`
 * or `/liquidity_pools`: keyed by the resource's key and the Horizon URL (horizonPageQuery adds
 * the filters, when there are any, and the paging). Such a list gains records at its newest end.
 */
export function filteredListQuery<T>(resourceKey: readonly string[], path: string) {
  return (
    network: Pick<Network, 'horizonUrl'>,
    params: PageParams,
    /** The collection's filters as Horizon names them (`base_asset_code`, `reserves` …). */
    filters: Record<string, string>,
  ) =>
    horizonPageQuery<T>(
      [...resourceKey, 'list', network.horizonUrl],
      network.horizonUrl,
      path,
      params,
      'growing',
      filters,
    )
}
