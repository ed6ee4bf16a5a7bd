import type { ReactNode } from 'react'
import { describeAmount } from '@/ui/format-amount'

export interface AmountProps {
  /** Horizon decimal string, e.g. "20.0000000"; never a number, amounts exceed 2^53 stroops. */
  value: string
  assetCode?: string
}

export function Amount(props: AmountProps) {
  return amountElement(props)
}

/**
 * What Amount renders, as a function: a sentence's amount (several per table row) is then no
 * component of its own.
 */
export function amountElement({ value, assetCode }: AmountProps): ReactNode {
  // The type says string, but the bytes come from whichever Horizon the URL names.
  const text = typeof value === 'string' ? value : String(value ?? '')
  const display = describeAmount(text)
  if (display.kind === 'malformed') {
    return (
      <span className="break-all" title={display.preview}>
        <span className="tabular-nums">{display.preview}</span>
        {assetCode ? ` ${assetCode}` : null}{' '}
        <span className="text-red-800 dark:text-red-300">(not a valid Stellar amount)</span>
      </span>
    )
  }
  return (
    <span
      className="whitespace-nowrap tabular-nums"
      title={assetCode ? `${text} ${assetCode}` : text}
    >
      {display.text}
      {assetCode ? ` ${assetCode}` : null}
    </span>
  )
}
