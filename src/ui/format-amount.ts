// Every function here runs in time linear in its input: amounts come from any Horizon a shared link
// points at, and a backtracking regex over a 100,000-digit "amount" froze the tab for seconds.

/** How many characters of a malformed amount are shown before the ellipsis. */
export const malformedAmountPreviewLength = 40

/** The largest Horizon amount: int64 stroops with 7 decimals (the minimum is one stroop lower). */
const maxAmountIntegerDigits = '922337203685'
const maxAmountFractionDigits = '4775807'
const minAmountFractionDigits = '4775808'
const stellarAmountDecimals = 7

interface DecimalParts {
  sign: '' | '+' | '-'
  integerDigits: string
  fractionDigits: string
}

function isDigitRun(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code < 48 || code > 57) return false
  }
  return true
}

/** Splits "[+-]digits[.digits]" into its parts; null for anything else (one pass, no regex). */
function parseDecimal(value: string): DecimalParts | null {
  const first = value.charAt(0)
  const sign = first === '+' || first === '-' ? first : ''
  const unsigned = value.slice(sign.length)
  const point = unsigned.indexOf('.')
  const integerDigits = point === -1 ? unsigned : unsigned.slice(0, point)
  const fractionDigits = point === -1 ? '' : unsigned.slice(point + 1)
  if (integerDigits === '' || !isDigitRun(integerDigits) || !isDigitRun(fractionDigits)) return null
  return { sign, integerDigits, fractionDigits }
}

function withoutLeadingZeros(digits: string): string {
  let start = 0
  while (start < digits.length - 1 && digits.charCodeAt(start) === 48) start += 1
  return digits.slice(start)
}

function withoutTrailingZeros(digits: string): string {
  let end = digits.length
  while (end > 0 && digits.charCodeAt(end - 1) === 48) end -= 1
  return digits.slice(0, end)
}

function groupThousands(digits: string): string {
  const headLength = digits.length % 3 || 3
  const groups = [digits.slice(0, headLength)]
  for (let start = headLength; start < digits.length; start += 3) {
    groups.push(digits.slice(start, start + 3))
  }
  return groups.join(',')
}

/**
 * Formats a Horizon decimal amount string for display: groups thousands and drops trailing
 * fractional zeros. Works on the digits as text because amounts exceed float precision
 * (e.g. "922337203685.4775807"). Anything that is not a plain decimal is returned unchanged.
 */
export function formatAmount(value: string): string {
  const parts = parseDecimal(value.trim())
  if (!parts) return value
  const integerPart = withoutLeadingZeros(parts.integerDigits)
  const fractionPart = withoutTrailingZeros(parts.fractionDigits)
  const isZero = integerPart === '0' && fractionPart === ''
  const shownSign = parts.sign === '-' && !isZero ? '-' : ''
  return `${shownSign}${groupThousands(integerPart)}${fractionPart ? `.${fractionPart}` : ''}`
}

/** True when the digits fit in int64 stroops: |amount| ≤ 922337203685.4775807 (…808 if negative). */
function fitsInt64Stroops(parts: DecimalParts): boolean {
  const integerPart = withoutLeadingZeros(parts.integerDigits)
  if (integerPart.length !== maxAmountIntegerDigits.length) {
    return integerPart.length < maxAmountIntegerDigits.length
  }
  if (integerPart !== maxAmountIntegerDigits) return integerPart < maxAmountIntegerDigits
  const fraction = parts.fractionDigits.padEnd(stellarAmountDecimals, '0')
  return fraction <= (parts.sign === '-' ? minAmountFractionDigits : maxAmountFractionDigits)
}

/**
 * A Stellar amount as Horizon writes it: optional "-", digits, at most 7 decimals, within int64
 * stroops. "+1", "1e5", "1.12345678" and 100,000 digits are not.
 */
export function isStellarAmount(value: string): boolean {
  const parts = parseDecimal(value)
  return (
    parts !== null &&
    parts.sign !== '+' &&
    parts.fractionDigits.length <= stellarAmountDecimals &&
    fitsInt64Stroops(parts)
  )
}

export type AmountDisplay =
  | { kind: 'amount'; text: string }
  /** `preview` is the raw value cut to malformedAmountPreviewLength characters plus an ellipsis. */
  | { kind: 'malformed'; preview: string }

/** What to show for an amount from Horizon: the formatted amount, or a short preview of the junk. */
export function describeAmount(value: string): AmountDisplay {
  if (isStellarAmount(value)) return { kind: 'amount', text: formatAmount(value) }
  const preview =
    value.length > malformedAmountPreviewLength
      ? `${value.slice(0, malformedAmountPreviewLength)}…`
      : value
  return { kind: 'malformed', preview }
}

/** Converts an integer stroop count ("100", fees) to a 7-decimal XLM amount string ("0.0000100"). */
export function stroopsToAmount(stroops: string): string {
  const match = /^(-?)(\d+)$/.exec(stroops.trim())
  if (!match) return stroops
  const [, sign = '', digits = '0'] = match
  const padded = digits.padStart(8, '0')
  return `${sign}${padded.slice(0, -7)}.${padded.slice(-7)}`
}

/** "100 stroops" for a whole stroop count (a string or a number); "unknown" for anything else. */
export function stroopsText(stroops: unknown): string {
  const digits =
    typeof stroops === 'number' && Number.isSafeInteger(stroops) ? String(stroops) : stroops
  if (typeof digits !== 'string' || !/^-?\d{1,20}$/.test(digits)) return 'unknown'
  return `${digits} stroops`
}
