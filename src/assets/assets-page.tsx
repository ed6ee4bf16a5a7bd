import { assetQueries, readAssetListFilters } from '@/assets/asset-queries'
import { AssetTable } from '@/assets/asset-table'
import type { FilterField } from '@/resource-routes/list-filter-form'
import { ListFilterForm } from '@/resource-routes/list-filter-form'
import { createListRoute } from '@/resource-routes/list-route'
import { isAccountId } from '@/ui/muxed-account'
import { routeManifest } from '@/route-manifest'

const assetFilterFields: FilterField[] = [
  {
    name: 'asset_code',
    label: 'Asset code',
    placeholder: 'USDC',
    check: (value) =>
      /^[A-Za-z0-9]{1,12}$/.test(value) ? null : 'An asset code is 1 to 12 letters and digits.',
  },
  {
    name: 'asset_issuer',
    label: 'Issuer',
    placeholder: 'G…',
    check: (value) => (isAccountId(value) ? null : 'Not a valid account ID (G…, 56 characters).'),
  },
]

function AssetFilters() {
  return <ListFilterForm label="Filter assets" fields={assetFilterFields} />
}

// Horizon lists assets by code, then issuer: not a time order, so no "Jump to date".
const route = createListRoute({
  title: () => 'Assets',
  recordNoun: 'assets',
  defaults: routeManifest.assets.list,
  query: (network, params, _routeParams, searchParams) =>
    assetQueries.list(network, params, readAssetListFilters(searchParams)),
  renderRecords: (assets) => <AssetTable assets={assets} />,
  placement: 'page',
  timeOrdered: false,
  Filters: AssetFilters,
})

export const loader = route.loader
export const Component = route.Component
