// A token's raw integer amount (i128, as a decimal string) scaled by its decimals, exactly: no
// floating point, since an i128 far exceeds 2^53.

/** "100000000" with 7 decimals → "10"; "-15" with 1 → "-1.5"; anything not an integer → null. */
export function scaleTokenAmount(raw: string, decimals: number): string | null {
  if (!/^-?\d{1,40}$/.test(raw) || !Number.isInteger(decimals) || decimals < 0 || decimals > 38) {
    return null
  }
  const negative = raw.startsWith('-')
  const digits = (negative ? raw.slice(1) : raw).replace(/^0+(?=\d)/, '')
  const padded = digits.padStart(decimals + 1, '0')
  const whole = padded.slice(0, padded.length - decimals)
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = negative && /[1-9]/.test(digits) ? '-' : ''
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`
}
