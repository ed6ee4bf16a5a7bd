// A pool's figures as people read them: the fee in percent and the price its reserves imply.
// Amounts are 7-decimal strings; the arithmetic is BigInt on stroops, never a float.
import { priceDecimal } from '@/ui/price'

const stellarAmount = /^\d{1,12}\.\d{7}$/

/** "22548198.4301913" → 225481984301913n; undefined for anything that is not a Stellar amount. */
export function amountToStroops(amount: unknown): bigint | undefined {
  if (typeof amount !== 'string' || !stellarAmount.test(amount)) return undefined
  return BigInt(amount.replace('.', ''))
}

/** 30 basis points → "0.30 %"; undefined unless a whole number of basis points from 0 to 10000. */
export function feePercent(feeBasisPoints: unknown): string | undefined {
  if (typeof feeBasisPoints !== 'number' || !Number.isInteger(feeBasisPoints)) return undefined
  if (feeBasisPoints < 0 || feeBasisPoints > 10_000) return undefined
  const hundredths = String(feeBasisPoints).padStart(3, '0')
  return `${hundredths.slice(0, -2)}.${hundredths.slice(-2)} %`
}

/**
 * How much of `counter` one unit of `base` costs at the pool's reserves (reserve of counter /
 * reserve of base), to 7 decimals; undefined when either reserve is empty or malformed.
 */
export function reservePrice(baseAmount: unknown, counterAmount: unknown): string | undefined {
  const base = amountToStroops(baseAmount)
  const counter = amountToStroops(counterAmount)
  if (base === undefined || counter === undefined || base === 0n) return undefined
  return priceDecimal(String(counter), String(base))
}
