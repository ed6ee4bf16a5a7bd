import { describe, expect, it } from 'vitest'
import { amountToStroops, feePercent, reservePrice } from '@/liquidity-pools/pool-figures'

describe('pool figures', () => {
  it.each([
    [30, '0.30 %'],
    [1, '0.01 %'],
    [0, '0.00 %'],
    [10_000, '100.00 %'],
    [30.5, undefined],
    [-1, undefined],
    ['30', undefined],
  ])('fee %s bp reads %s', (basisPoints, words) => {
    expect(feePercent(basisPoints)).toBe(words)
  })

  it('prices the XLM/USDC fixture pool from its reserves, both ways', () => {
    // liquidity-pool.json: 22548198.4301913 XLM against 1897783.4547179 USDC.
    expect(reservePrice('22548198.4301913', '1897783.4547179')).toBe('0.0841656')
    expect(reservePrice('1897783.4547179', '22548198.4301913')).toBe('11.8813337')
  })

  it('has no price for an empty or malformed reserve', () => {
    expect(reservePrice('0.0000000', '1.0000000')).toBeUndefined()
    expect(reservePrice('1', '1.0000000')).toBeUndefined()
    expect(amountToStroops('1e5')).toBeUndefined()
    expect(amountToStroops('0.0000001')).toBe(1n)
  })
})
