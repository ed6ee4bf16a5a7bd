const decimalAmountPattern = /^([+-]?)(\d+)(?:\.(\d*))?$/

/**
 * Formats a Horizon decimal amount string for display: groups thousands and drops trailing
 * fractional zeros. Works on the digits as text because amounts exceed float precision
 * (e.g. "922337203685.4775807"). Anything that is not a plain decimal is returned unchanged.
 */
export function formatAmount(value: string): string {
  const match = decimalAmountPattern.exec(value.trim())
  if (!match) return value
  const [, sign = '', integerDigits = '0', fractionDigits = ''] = match
  const integerPart = integerDigits.replace(/^0+(?=\d)/, '')
  const fractionPart = fractionDigits.replace(/0+$/, '')
  const groupedInteger = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const isZero = /^0*$/.test(integerPart) && fractionPart === ''
  const shownSign = sign === '-' && !isZero ? '-' : ''
  return `${shownSign}${groupedInteger}${fractionPart ? `.${fractionPart}` : ''}`
}

/** Converts an integer stroop count ("100", fees) to a 7-decimal XLM amount string ("0.0000100"). */
export function stroopsToAmount(stroops: string): string {
  const match = /^(-?)(\d+)$/.exec(stroops.trim())
  if (!match) return stroops
  const [, sign = '', digits = '0'] = match
  const padded = digits.padStart(8, '0')
  return `${sign}${padded.slice(0, -7)}.${padded.slice(-7)}`
}
