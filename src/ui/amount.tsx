import { formatAmount } from '@/ui/format-amount'

export interface AmountProps {
  /** Horizon decimal string, e.g. "20.0000000"; never a number, amounts exceed 2^53 stroops. */
  value: string
  assetCode?: string
}

export function Amount({ value, assetCode }: AmountProps) {
  const text = typeof value === 'string' ? value : String(value ?? '')
  return (
    <span
      className="whitespace-nowrap tabular-nums"
      title={assetCode ? `${text} ${assetCode}` : text}
    >
      {formatAmount(text)}
      {assetCode ? ` ${assetCode}` : null}
    </span>
  )
}
