import { describe, expect, it } from 'vitest'
import {
  describeAmount,
  formatAmount,
  malformedAmountPreviewLength,
  stroopsToAmount,
} from '@/ui/format-amount'

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

describe('describeAmount', () => {
  it.each([
    ['922337203685.4775807', '922,337,203,685.4775807'],
    ['-922337203685.4775808', '-922,337,203,685.4775808'],
    ['0.0000001', '0.0000001'],
    ['1234.5000000', '1,234.5'],
    ['000922337203685.4775807', '922,337,203,685.4775807'],
  ])('formats the Stellar amount %s as %s', (input, expected) => {
    expect(describeAmount(input)).toEqual({ kind: 'amount', text: expected })
  })

  it.each([
    ['922337203685.4775808'],
    ['-922337203685.4775809'],
    ['922337203686'],
    ['1.12345678'],
    ['+1.0000000'],
    ['1e5'],
    ['12 34'],
    [''],
    ['.5'],
    ['<img src=x onerror=alert(1)>'],
  ])('marks %j as malformed and shows it raw', (input) => {
    expect(describeAmount(input)).toEqual({ kind: 'malformed', preview: input })
  })

  it('marks a 100,000-digit amount malformed and shows only its first 40 characters', () => {
    const digits = `${'9'.repeat(100_000)}.5`
    const display = describeAmount(digits)
    expect(display).toEqual({ kind: 'malformed', preview: `${'9'.repeat(40)}…` })
    expect(malformedAmountPreviewLength).toBe(40)
  })

  it('formats a million-digit decimal at all (the old regexes were quadratic)', () => {
    const integerDigits = '1'.repeat(999_990)
    const formatted = formatAmount(`${integerDigits}.5000000`)
    expect(formatted.length).toBe(999_990 + 333_329 + 2)
    expect(formatted.startsWith('111,111,111,')).toBe(true)
    expect(formatted.endsWith('111,111.5')).toBe(true)
    const zeros = `1${'0'.repeat(1_000_000)}1`
    expect(formatAmount(`0.${zeros}`)).toBe(`0.${zeros}`)
    expect(formatAmount(`1.${'0'.repeat(1_000_000)}`)).toBe('1')
  }, 30_000)
})
