// Exact arithmetic on Horizon's 7-decimal amounts and rational prices (never through floats):
// stored amount strings → stroops, and rationals rendered the way Go's big.Rat FloatString(7) does.
import { formatStroops } from '../../simulator/stroops.ts'

export { formatStroops }

/** "12.3456789" → 123456789n (the stored records always carry exactly 7 decimals). */
export function parseStroops(amount: string): bigint {
  const negative = amount.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.')
  const stroops = BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, '0').slice(0, 7))
  return negative ? -stroops : stroops
}

/** n/d with 7 decimals, rounded half away from zero (big.Rat.FloatString(7)); d > 0. */
export function formatRational(numerator: bigint, denominator: bigint): string {
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  const scaled = (2n * magnitude * 10_000_000n + denominator) / (2n * denominator)
  return formatStroops(negative ? -scaled : scaled)
}

export function greatestCommonDivisor(left: bigint, right: bigint): bigint {
  let a = left < 0n ? -left : left
  let b = right < 0n ? -right : right
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}

/** Compares n1/d1 with n2/d2 (positive denominators). */
export function compareRationals(n1: bigint, d1: bigint, n2: bigint, d2: bigint): number {
  const left = n1 * d2
  const right = n2 * d1
  return left === right ? 0 : left < right ? -1 : 1
}
