// An order book in one unit: Horizon prices both sides in counter per base, but a bid's `amount`
// is in the counter asset (what the bidder sells) and an ask's in the base asset. Here both sides
// count the base asset: a bid's base amount is amount × d / n of its exact price, rounded down to
// a stroop. Amounts stay BigInt stroops and prices exact fractions; nothing goes through a float
// but the width of a depth bar.
import type { OrderBookLevel } from '@/api/horizon-market-types'

const stroopsPerUnit = 10_000_000n
const amountPattern = /^(\d{1,12})(?:\.(\d{1,7}))?$/
const integerPattern = /^\d{1,19}$/

function amountStroops(amount: unknown): bigint | undefined {
  const match = typeof amount === 'string' ? amountPattern.exec(amount) : null
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  return BigInt(whole) * stroopsPerUnit + BigInt(fraction.padEnd(7, '0'))
}

function stroopsText(stroops: bigint): string {
  const whole = stroops / stroopsPerUnit
  return `${whole}.${(stroops % stroopsPerUnit).toString().padStart(7, '0')}`
}

/** An exact price, counter per base: n / d with d > 0. */
export interface Fraction {
  n: bigint
  d: bigint
}

function integer(value: unknown): bigint | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  return typeof text === 'string' && integerPattern.test(text) ? BigInt(text) : undefined
}

/** Horizon's exact `price_r`, else its decimal `price` (7 decimals at most), else nothing. */
function levelPrice(level: OrderBookLevel): Fraction | undefined {
  const n = integer(level.price_r?.n)
  const d = integer(level.price_r?.d)
  if (n !== undefined && d !== undefined && n > 0n && d > 0n) return { n, d }
  const decimal = amountStroops(level.price)
  return decimal !== undefined && decimal > 0n ? { n: decimal, d: stroopsPerUnit } : undefined
}

/** num / den to `digits` decimals, rounded half away from zero; den > 0. */
export function fractionText(num: bigint, den: bigint, digits: number): string {
  const scale = 10n ** BigInt(digits)
  const magnitude = num < 0n ? -num : num
  const scaled = (magnitude * scale * 2n + den) / (den * 2n)
  const whole = (scaled / scale).toString()
  const fraction = digits > 0 ? `.${(scaled % scale).toString().padStart(digits, '0')}` : ''
  return `${num < 0n && scaled > 0n ? '-' : ''}${whole}${fraction}`
}

export interface BookRow {
  /** Counter per base, to 7 decimals. */
  price: string
  exactPrice: Fraction
  /** In the base asset, 7 decimals. */
  amount: string
  /** This row and every better-priced one on its side, in the base asset. */
  depth: string
  /** depth ÷ the deeper side's total, 0..1: the width of the row's depth bar. */
  depthShare: number
}

export interface OneUnitBook {
  bids: BookRow[]
  asks: BookRow[]
  /** Lowest ask − highest bid (counter per base), and that as a percentage of the mid price. */
  spread: { absolute: string; percent: string } | null
  /** (highest bid + lowest ask) ÷ 2, counter per base. */
  mid: string | null
}

const compare = (left: Fraction, right: Fraction) => {
  const difference = left.n * right.d - right.n * left.d
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}

interface Priced {
  price: Fraction
  stroops: bigint
}

function readSide(levels: readonly unknown[], side: 'bids' | 'asks'): Priced[] {
  const rows: Priced[] = []
  for (const level of levels) {
    if (typeof level !== 'object' || level === null) continue
    const price = levelPrice(level as OrderBookLevel)
    const amount = amountStroops((level as OrderBookLevel).amount)
    if (!price || amount === undefined) continue
    rows.push({ price, stroops: side === 'asks' ? amount : (amount * price.d) / price.n })
  }
  // Best price first (Horizon's order; an untrusted one is put right): bids high to low.
  return rows.sort((a, b) =>
    side === 'bids' ? compare(b.price, a.price) : compare(a.price, b.price),
  )
}

export function oneUnitBook(bids: readonly unknown[], asks: readonly unknown[]): OneUnitBook {
  const bidRows = readSide(bids, 'bids')
  const askRows = readSide(asks, 'asks')
  const total = (rows: Priced[]) => rows.reduce((sum, row) => sum + row.stroops, 0n)
  const deepest = [total(bidRows), total(askRows), 1n].reduce((a, b) => (a > b ? a : b))
  const withDepth = (rows: Priced[]): BookRow[] => {
    let depth = 0n
    return rows.map(({ price, stroops }) => {
      depth += stroops
      return {
        price: fractionText(price.n, price.d, 7),
        exactPrice: price,
        amount: stroopsText(stroops),
        depth: stroopsText(depth),
        depthShare: Number((depth * 10_000n) / deepest) / 10_000,
      }
    })
  }
  const bestBid = bidRows[0]?.price
  const bestAsk = askRows[0]?.price
  let spread: OneUnitBook['spread'] = null
  let mid: string | null = null
  if (bestBid && bestAsk) {
    const ask = bestAsk.n * bestBid.d
    const bid = bestBid.n * bestAsk.d
    const den = bestAsk.d * bestBid.d
    spread = {
      absolute: fractionText(ask - bid, den, 7),
      percent: fractionText((ask - bid) * 200n, ask + bid, 2),
    }
    mid = fractionText(ask + bid, den * 2n, 7)
  }
  return { bids: withDepth(bidRows), asks: withDepth(askRows), spread, mid }
}
