import { describe, expect, it } from 'vitest'
import { formatAmount, stroopsToAmount } from '@/ui/format-amount'

describe('formatAmount', () => {
  it.each([
    ['0.0000001', '0.0000001'],
    ['100000000000.0000000', '100,000,000,000'],
    ['-5.5000000', '-5.5'],
    ['922337203685.4775807', '922,337,203,685.4775807'],
    ['20.0000000', '20'],
    ['0.0000000', '0'],
    ['-0.0000000', '0'],
    ['1234567.8900000', '1,234,567.89'],
    ['999.9990000', '999.999'],
    ['1000', '1,000'],
    ['000123.4500000', '123.45'],
    ['9223372036854775807', '9,223,372,036,854,775,807'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected)
  })

  it('keeps digits a float would lose', () => {
    expect(formatAmount('90071992547409.9312345')).toBe('90,071,992,547,409.9312345')
  })

  it('returns non-decimal input unchanged', () => {
    expect(formatAmount('abc')).toBe('abc')
    expect(formatAmount('1e5')).toBe('1e5')
    expect(formatAmount('')).toBe('')
  })
})

describe('stroopsToAmount', () => {
  it.each([
    ['100', '0.0000100'],
    ['0', '0.0000000'],
    ['5000000', '0.5000000'],
    ['123456789012345678', '12345678901.2345678'],
  ])('converts %s stroops to %s', (input, expected) => {
    expect(stroopsToAmount(input)).toBe(expected)
  })
})
