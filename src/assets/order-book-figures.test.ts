import { describe, expect, it } from 'vitest'
import { fractionText, oneUnitBook } from '@/assets/order-book-figures'

const level = (n: number, d: number, amount: string) => ({
  price_r: { n, d },
  price: String(n / d),
  amount,
})

describe('oneUnitBook', () => {
  it('converts bids to the base asset at their exact price and adds depth from the best price', () => {
    // Bids offer XLM for the asset at 2 and 3 XLM per asset; asks sell the asset at 4 and 5.
    const book = oneUnitBook(
      [level(2, 1, '10.0000000'), level(3, 1, '10.0000000')],
      [level(5, 1, '1.0000000'), level(4, 1, '2.5000000')],
    )
    // Best first, whatever order Horizon sent: 10 XLM at 3 is 3.3333333 of the asset (rounded down).
    expect(book.bids.map((row) => [row.price, row.amount, row.depth])).toEqual([
      ['3.0000000', '3.3333333', '3.3333333'],
      ['2.0000000', '5.0000000', '8.3333333'],
    ])
    expect(book.asks.map((row) => [row.price, row.amount, row.depth])).toEqual([
      ['4.0000000', '2.5000000', '2.5000000'],
      ['5.0000000', '1.0000000', '3.5000000'],
    ])
    expect(book.bids.at(-1)?.depthShare).toBe(1)
    expect(book.asks.at(-1)?.depthShare).toBe(0.42)
    // Spread 4 − 3 = 1, mid 3.5, 1 ÷ 3.5 = 28.57 %.
    expect(book.spread).toEqual({ absolute: '1.0000000', percent: '28.57' })
    expect(book.mid).toBe('3.5000000')
  })

  it('has no spread or mid with an empty side, and skips levels it cannot read', () => {
    const book = oneUnitBook(
      [level(1, 0, '1.0000000'), { price: 'lots', amount: '1' }, null, level(1, 2, '1e5')],
      [{ price: '0.5000000', amount: '3.0000000' }],
    )
    expect(book.bids).toEqual([])
    // No price_r: the decimal price, read as an exact fraction.
    expect(book.asks[0]?.exactPrice).toEqual({ n: 5_000_000n, d: 10_000_000n })
    expect(book.spread).toBeNull()
    expect(book.mid).toBeNull()
  })

  it('shows a crossed book from an untrusted Horizon as a negative spread', () => {
    const book = oneUnitBook([level(5, 1, '5.0000000')], [level(4, 1, '1.0000000')])
    expect(book.spread).toEqual({ absolute: '-1.0000000', percent: '-22.22' })
  })
})

describe('fractionText', () => {
  it('rounds half away from zero at the last digit', () => {
    expect(fractionText(1n, 3n, 7)).toBe('0.3333333')
    expect(fractionText(2n, 3n, 7)).toBe('0.6666667')
    expect(fractionText(-1n, 8n, 2)).toBe('-0.13')
    expect(fractionText(-1n, 1_000_000_000n, 2)).toBe('0.00')
  })
})
