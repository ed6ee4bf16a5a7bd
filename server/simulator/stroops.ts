// Amounts are int64 stroops (1 XLM = 10^7 stroops) held as BigInt; Horizon renders them with
// exactly 7 decimals (amount.String). Never through floats.

export const STROOPS_PER_UNIT = 10_000_000n

/** 123456789n → "12.3456789"; negative values keep their sign. */
export function formatStroops(stroops: bigint): string {
  const negative = stroops < 0n
  const magnitude = negative ? -stroops : stroops
  const whole = magnitude / STROOPS_PER_UNIT
  const fraction = (magnitude % STROOPS_PER_UNIT).toString().padStart(7, '0')
  return `${negative ? '-' : ''}${whole}.${fraction}`
}

/** Whole units → stroops. */
export function units(count: number | bigint): bigint {
  return BigInt(count) * STROOPS_PER_UNIT
}
