import { describe, expect, it } from 'vitest'
import { resolveNetwork } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { tradeQueries } from '@/trades/trade-queries'

/** The sandbox's network, with a Horizon the keys and URLs below name. */
const network = resolveNetwork('local', new URLSearchParams(), {
  localHorizonUrl: 'https://horizon.test',
})
const params: PageParams = { cursor: null, order: 'desc', limit: 10, includeFailed: null }

describe('tradeQueries.list', () => {
  it('names its filters once in the key, as the request sends them', () => {
    const search = { offer_id: '42' }
    const options = tradeQueries.list(network, params, search)
    expect(options.queryKey).toEqual(['trades', 'list', 'https://horizon.test', search, params])
    expect(String(options.meta?.horizonRequestUrl)).toContain('offer_id=42')
  })
})
