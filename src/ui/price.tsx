// Prices as people read them: "0.1234567 XLM per USD", with the exact fraction Horizon sent next to
// it and on hover. Horizon's n/d are int32s; the decimal is worked out with BigInt, never a float.
import { formatAmount } from '@/ui/format-amount'

const integerPattern = /^\d{1,19}$/

function readInteger(value: unknown): bigint | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  return typeof text === 'string' && integerPattern.test(text) ? BigInt(text) : undefined
}

/** n/d to 7 decimals, rounded half up ("1/3" → "0.3333333"); undefined for d = 0 or non-integers. */
export function priceDecimal(n: unknown, d: unknown): string | undefined {
  const numerator = readInteger(n)
  const denominator = readInteger(d)
  if (numerator === undefined || denominator === undefined || denominator === 0n) return undefined
  const scaled = (numerator * 10_000_000n * 2n + denominator) / (denominator * 2n)
  return `${scaled / 10_000_000n}.${(scaled % 10_000_000n).toString().padStart(7, '0')}`
}

/** The code people call an asset by: XLM for native, else its code. */
export function assetLabel(type: unknown, code: unknown): string {
  if (type === 'native') return 'XLM'
  return typeof code === 'string' && code !== '' ? code : '?'
}

export interface PriceProps {
  /** Horizon's decimal price when it sends one (offers); else it is worked out from n/d. */
  decimal?: unknown
  n?: unknown
  d?: unknown
  /** The asset the price is counted in ("XLM" in "0.5 XLM per USD"). */
  unit: string
  /** The asset one unit of which costs the price ("USD" in "0.5 XLM per USD"). */
  per: string
}

export function Price({ decimal, n, d, unit, per }: PriceProps) {
  const exact = priceDecimal(n, d)
  const value = typeof decimal === 'string' && decimal !== '' ? decimal : exact
  if (value === undefined) return <span className="text-slate-500 dark:text-slate-400">?</span>
  const fraction = exact === undefined ? undefined : `${String(n)}/${String(d)}`
  return (
    <span
      className="tabular-nums"
      title={fraction ? `${value} ${unit} per ${per} = ${fraction} exactly` : undefined}
    >
      <span className="whitespace-nowrap">{formatAmount(value)}</span> {unit} per {per}
      {fraction ? (
        // Its own line when the column is narrow: the fraction can be as long as 21 digits.
        <span className="ml-1 inline-block text-xs text-slate-500 dark:text-slate-400">
          ({fraction})
        </span>
      ) : null}
    </span>
  )
}
