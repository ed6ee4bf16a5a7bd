import { describe, expect, it } from 'vitest'
import type { PageParams } from '@/api/page-params'
import { filteredListQuery } from '@/api/filtered-list-query'

const network = { horizonUrl: 'https://horizon.test' }
const params: PageParams = { cursor: null, order: 'desc', limit: 10, includeFailed: null }
const tradeList = filteredListQuery(['trades'], '/trades')

describe('filteredListQuery', () => {
  it('keys a filtered list by the resource, the Horizon, its filters once, then the paging', () => {
    const filters = { base_asset_type: 'native', counter_asset_code: 'USDC' }
    const options = tradeList(network, params, filters)
    expect(options.queryKey).toEqual(['trades', 'list', 'https://horizon.test', filters, params])
    const requested = new URL(String(options.meta?.horizonRequestUrl))
    expect(requested.pathname).toBe('/trades')
    expect(Object.fromEntries(requested.searchParams)).toEqual({
      ...filters,
      order: 'desc',
      limit: '10',
    })
  })

  it('keeps the unfiltered key shape when there are no filters', () => {
    expect(tradeList(network, params, {}).queryKey).toEqual([
      'trades',
      'list',
      'https://horizon.test',
      params,
    ])
  })
})
