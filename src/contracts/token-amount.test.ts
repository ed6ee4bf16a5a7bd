import { describe, expect, it } from 'vitest'
import { scaleTokenAmount } from '@/contracts/token-amount'

describe('scaleTokenAmount', () => {
  it.each([
    ['100000000', 7, '10'],
    ['3000000000', 7, '300'],
    ['1', 7, '0.0000001'],
    ['-15', 1, '-1.5'],
    ['0', 7, '0'],
    [
      '170141183460469231731687303715884105727',
      7,
      '17,014,118,346,046,923,173,168,730,371,588.4105727',
    ],
    ['12345', 0, '12,345'],
  ])('%s with %i decimals reads %s', (raw, decimals, text) => {
    expect(scaleTokenAmount(raw, decimals)).toBe(text)
  })

  it.each([['1e5'], [''], ['12.5'], ['<b>1</b>']])('refuses %s', (raw) => {
    expect(scaleTokenAmount(raw, 7)).toBeNull()
  })
})
