import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { readListFilters } from '@/resource-routes/list-filter-params'
import type { FilterField } from '@/resource-routes/list-filter-form'
import { ListFilterForm } from '@/resource-routes/list-filter-form'
import type { ListRouteDefinition, PageQueryOptions } from '@/resource-routes/list-route'
import { createListRoute } from '@/resource-routes/list-route'

export interface FilteredListRouteDefinition<T> extends Omit<
  ListRouteDefinition<T>,
  'query' | 'Filters'
> {
  /** Names the filter form ("Filter liquidity pools"). */
  filterLabel: string
  /** One field per Horizon filter; the explorer URL uses Horizon's parameter names. */
  filterFields: readonly FilterField[]
  /** The page query for the filters the URL sets (empty ones left out). */
  query: (
    network: Network,
    params: PageParams,
    filters: Record<string, string>,
  ) => PageQueryOptions<T>
}

/**
 * A top-level list whose Horizon filters are passed through as they are
 * (`/claimable_balances?claimant=G…`): the URL holds them, the pager keeps them, Horizon's 400 for a
 * bad value is the page's error. Lists that translate their filters (assets, trades) use
 * createListRoute with their own `Filters`.
 */
export function createFilteredListRoute<T extends object>(
  definition: FilteredListRouteDefinition<T>,
) {
  const { filterLabel, filterFields, query, ...listDefinition } = definition
  const names = filterFields.map((field) => field.name)
  function Filters() {
    return <ListFilterForm label={filterLabel} fields={filterFields} />
  }
  return createListRoute<T>({
    ...listDefinition,
    query: (network, params, _routeParams, searchParams) =>
      query(network, params, readListFilters(searchParams, names)),
    Filters,
  })
}
