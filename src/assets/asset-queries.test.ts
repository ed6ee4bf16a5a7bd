import { describe, expect, it } from 'vitest'
import { resolveNetwork } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { assetQueries } from '@/assets/asset-queries'

/** The sandbox's network, with a Horizon the keys and URLs below name. */
const network = resolveNetwork('local', new URLSearchParams(), {
  localHorizonUrl: 'https://horizon.test',
})
const params: PageParams = { cursor: null, order: 'asc', limit: 10, includeFailed: null }

describe('assetQueries.list', () => {
  it('keys and requests only the filters that have a value, once', () => {
    const options = assetQueries.list(network, params, { asset_code: 'USDC', asset_issuer: '' })
    expect(options.queryKey).toEqual([
      'assets',
      'list',
      'https://horizon.test',
      { asset_code: 'USDC' },
      params,
    ])
    const requested = new URL(String(options.meta?.horizonRequestUrl))
    expect(requested.searchParams.get('asset_code')).toBe('USDC')
    expect(requested.searchParams.has('asset_issuer')).toBe(false)
  })

  it('keys an unfiltered list like any other list', () => {
    const options = assetQueries.list(network, params, { asset_code: '', asset_issuer: '' })
    expect(options.queryKey).toEqual(['assets', 'list', 'https://horizon.test', params])
  })
})
