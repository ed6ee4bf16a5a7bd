import { describe, expect, it } from 'vitest'
import { assetSearch, readAssetId } from '@/assets/asset-id'
import { assetSupply, sumAmounts } from '@/assets/asset-supply'
import type { AssetRecord } from '@/api/horizon-market-types'

const issuer = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN'

describe('readAssetId', () => {
  it('reads CODE-ISSUER and CODE:ISSUER', () => {
    expect(readAssetId(`USDC-${issuer}`)).toEqual({
      kind: 'asset',
      asset: { code: 'USDC', issuer },
    })
    expect(readAssetId(`USDC:${issuer}`)).toEqual({
      kind: 'asset',
      asset: { code: 'USDC', issuer },
    })
    expect(readAssetId(`CARBONCREDIT-${issuer}`)).toMatchObject({ kind: 'asset' })
  })

  it('knows XLM has no issuer', () => {
    expect(readAssetId('native')).toEqual({ kind: 'native' })
    expect(readAssetId('XLM')).toEqual({ kind: 'native' })
  })

  it('says what is wrong with anything else', () => {
    expect(readAssetId('USDC')).toMatchObject({ kind: 'invalid', reason: /CODE-ISSUER/ })
    expect(readAssetId(`TOOLONGCODE13-${issuer}`)).toMatchObject({ reason: /1 to 12/ })
    expect(readAssetId(`US$-${issuer}`)).toMatchObject({ reason: /1 to 12/ })
    // One character changed: the checksum fails.
    expect(readAssetId(`USDC-${issuer.slice(0, -1)}M`)).toMatchObject({ reason: /checksum/ })
  })
})

describe('assetSearch', () => {
  it('names the asset type by the code’s length', () => {
    expect(assetSearch('base', { code: 'USDC', issuer })).toEqual({
      base_asset_type: 'credit_alphanum4',
      base_asset_code: 'USDC',
      base_asset_issuer: issuer,
    })
    expect(assetSearch('selling', { code: 'USDCX', issuer }).selling_asset_type).toBe(
      'credit_alphanum12',
    )
    expect(assetSearch('counter', 'native')).toEqual({ counter_asset_type: 'native' })
  })
})

describe('the supply', () => {
  it('adds 7-decimal amounts exactly, beyond float precision', () => {
    expect(sumAmounts(['922337203685.4775806', '0.0000001'])).toBe('922337203685.4775807')
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3000000')
    expect(sumAmounts(['1', 'abc'])).toBeUndefined()
  })

  it('counts trustlines, claimable balances, pools and contracts', () => {
    const asset = {
      balances: {
        authorized: '10.0000000',
        authorized_to_maintain_liabilities: '1.0000000',
        unauthorized: '0.5000000',
      },
      claimable_balances_amount: '2.0000000',
      liquidity_pools_amount: '3.0000000',
      contracts_amount: '0.0000001',
    } as AssetRecord
    expect(assetSupply(asset)).toEqual({ total: '16.5000001', inTrustlines: '11.5000000' })
  })
})
