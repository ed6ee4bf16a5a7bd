import { queryOptions } from '@tanstack/react-query'
import type { Account, Page, Trade } from '@/api/horizon-types'
import { HorizonError, horizonGet, horizonUrl } from '@/api/horizon-client'
import type { AssetRecord } from '@/api/horizon-market-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { filteredListQuery } from '@/api/filtered-list-query'
import { horizonPageQuery } from '@/api/page-query'
import { shortStaleTime } from '@/api/stale-time'
import type { IssuedAsset } from '@/assets/asset-id'
import { assetSearch, canonicalAsset } from '@/assets/asset-id'

/** The list's filters as Horizon names them; empty values are not sent. */
export interface AssetListFilters {
  asset_code: string
  asset_issuer: string
}

export function readAssetListFilters(searchParams: URLSearchParams): AssetListFilters {
  return {
    asset_code: searchParams.get('asset_code')?.trim() ?? '',
    asset_issuer: searchParams.get('asset_issuer')?.trim() ?? '',
  }
}

function nonEmpty(search: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== ''),
  )
}

const assetsKey = ['assets'] as const

const assetList = filteredListQuery<AssetRecord>(assetsKey, '/assets')

/**
 * The queryOptions factory of one of an issued asset's lists, keyed by the Horizon and the asset;
 * `filters` name the asset in the collection's own terms (`asset=`, `base_asset_code=` …).
 */
function issuedAssetListQuery<T>(
  list: string,
  path: string,
  filters: (asset: IssuedAsset) => Record<string, string>,
) {
  return (network: Network, asset: IssuedAsset, params: PageParams) =>
    horizonPageQuery<T>(
      [...assetsKey, list, network.horizonUrl, asset.code, asset.issuer],
      network.horizonUrl,
      path,
      params,
      'growing',
      filters(asset),
    )
}

export const assetQueries = {
  all: assetsKey,
  list: (network: Network, params: PageParams, filters: AssetListFilters) =>
    assetList(network, params, nonEmpty(filters)),
  /**
   * Horizon has no `/assets/{id}`: the record is the one `/assets?asset_code=&asset_issuer=`
   * lists. An empty answer is this Horizon's "not found".
   */
  detail: (network: Network, asset: IssuedAsset) => {
    const search = { asset_code: asset.code, asset_issuer: asset.issuer }
    const url = horizonUrl(network.horizonUrl, '/assets', search)
    // The key names the Horizon, the asset (and resolution): `search` is built from them.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    return queryOptions({
      queryKey: [...assetQueries.all, 'detail', network.horizonUrl, asset.code, asset.issuer],
      meta: { horizonRequestUrl: url },
      queryFn: async (context) => {
        const page = (await horizonGet(network.horizonUrl, '/assets', search, context)) as Partial<
          Page<AssetRecord>
        > | null
        const record = page?._embedded?.records?.find(
          (candidate) =>
            candidate.asset_code === asset.code && candidate.asset_issuer === asset.issuer,
        )
        if (!record) {
          throw new HorizonError({ kind: 'not_found', status: 404, url, message: 'No such asset' })
        }
        return record
      },
      staleTime: shortStaleTime,
    })
  },
  holders: issuedAssetListQuery<Account>('holders', '/accounts', (asset) => ({
    asset: canonicalAsset(asset),
  })),
  /** Trades of the asset against XLM (Horizon filters a pair, never one asset alone). */
  tradesAgainstXlm: issuedAssetListQuery<Trade>('trades', '/trades', (asset) => ({
    ...assetSearch('base', asset),
    ...assetSearch('counter', 'native'),
  })),
}
