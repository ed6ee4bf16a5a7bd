import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { readListFilters } from '@/resource-routes/list-filter-params'
import type { ListFilterField } from '@/resource-routes/list-filters'
import { ListFilters } from '@/resource-routes/list-filters'
import type { ListRouteDefinition, PageQueryOptions } from '@/resource-routes/list-route'
import { createListRoute } from '@/resource-routes/list-route'

export interface FilteredListRouteDefinition<T> extends Omit<ListRouteDefinition<T>, 'query'> {
  /** Names the filter form ("Filter liquidity pools"). */
  filterLabel: string
  /** One field per Horizon filter; the explorer URL uses Horizon's parameter names. */
  filterFields: ListFilterField[]
  /** The page query for the filters the URL sets (empty ones left out). */
  query: (
    network: Network,
    params: PageParams,
    filters: Record<string, string>,
  ) => PageQueryOptions<T>
}

/**
 * A top-level list with Horizon's filters as a form above it (`/claimable_balances?claimant=G…`):
 * the URL holds the filters, the pager keeps them, Horizon's 400 for a bad value is the page error.
 */
export function createFilteredListRoute<T extends object>(
  definition: FilteredListRouteDefinition<T>,
) {
  const { filterLabel, filterFields, query, ...listDefinition } = definition
  const names = filterFields.map((field) => field.name)
  const route = createListRoute<T>({
    ...listDefinition,
    query: (network, params, _routeParams, searchParams) =>
      query(network, params, readListFilters(searchParams, names)),
  })

  function Component() {
    return (
      <div className="space-y-4">
        <ListFilters label={filterLabel} fields={filterFields} />
        <route.Component />
      </div>
    )
  }

  return { loader: route.loader, Component }
}
