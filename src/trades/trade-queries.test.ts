import { describe, expect, it } from 'vitest'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { tradeQueries } from '@/trades/trade-queries'

const network: Network = {
  id: 'testnet',
  horizonUrl: 'https://horizon.test',
  label: 'Testnet',
  customHorizon: null,
}
const params: PageParams = { cursor: null, order: 'desc', limit: 10, includeFailed: null }

describe('tradeQueries.list', () => {
  it('names its filters once in the key, as the request sends them', () => {
    const search = { offer_id: '42' }
    const options = tradeQueries.list(network, params, search)
    expect(options.queryKey).toEqual(['trades', 'list', 'https://horizon.test', search, params])
    expect(String(options.meta?.horizonRequestUrl)).toContain('offer_id=42')
  })
})
