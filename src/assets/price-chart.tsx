import type { TradeAggregation } from '@/api/horizon-market-types'
import { Price } from '@/ui/price'
import { cellClassName, RecordTable } from '@/ui/record-table'

// A hand-drawn SVG candlestick chart, loaded lazily. Its labels are HTML around the plot (12 px at
// every width: SVG text would shrink with the drawing on a phone), the plot stretches to the width,
// and the same buckets are offered as a table for screen readers and exact values.

export interface PriceChartProps {
  /** Newest first, as Horizon returns `order=desc`; drawn oldest → newest, left → right. */
  buckets: readonly TradeAggregation[]
  code: string
  resolutionLabel: string
  /** The bucket size: buckets are placed by time, so a quiet stretch shows as a gap. */
  resolutionMs: number
}

const plotWidth = 1000
const plotHeight = 240

function bucketTime(bucket: TradeAggregation): string {
  const milliseconds = Number(bucket.timestamp)
  if (!Number.isFinite(milliseconds)) return String(bucket.timestamp)
  return new Date(milliseconds).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
}

/** Positions only: the figures shown are Horizon's own strings. */
function priceNumber(value: string): number {
  const number = Number(value)
  return Number.isFinite(number) ? number : Number.NaN
}

interface Candle {
  bucket: TradeAggregation
  open: number
  close: number
  high: number
  low: number
}

function readCandles(buckets: readonly TradeAggregation[]): Candle[] {
  return [...buckets]
    .reverse()
    .map((bucket) => ({
      bucket,
      open: priceNumber(bucket.open),
      close: priceNumber(bucket.close),
      high: priceNumber(bucket.high),
      low: priceNumber(bucket.low),
    }))
    .filter((candle) => [candle.open, candle.close, candle.high, candle.low].every(Number.isFinite))
}

interface CandlePlotProps {
  candles: Candle[]
  low: number
  high: number
  resolutionMs: number
}

function CandlePlot({ candles, low, high, resolutionMs }: CandlePlotProps) {
  const span = high - low || Math.abs(high) || 1
  const y = (price: number) => plotHeight - ((price - low) / span) * (plotHeight - 8) - 4
  const start = Number(candles[0]?.bucket.timestamp)
  const end = Number(candles.at(-1)?.bucket.timestamp)
  const slots = Number.isFinite(end - start) ? Math.max(1, (end - start) / resolutionMs + 1) : 1
  const slot = plotWidth / slots
  const bodyWidth = Math.min(24, Math.max(2, slot * 0.6))
  const xOf = (candle: Candle, index: number) => {
    const offset = (Number(candle.bucket.timestamp) - start) / resolutionMs
    return (Number.isFinite(offset) ? offset : index) * slot + slot / 2
  }
  return (
    <svg
      viewBox={`0 0 ${plotWidth} ${plotHeight}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      className="h-60 w-full rounded border border-slate-200 dark:border-slate-700"
    >
      {candles.map((candle, index) => {
        const x = xOf(candle, index)
        const rising = candle.close >= candle.open
        const colour = rising
          ? 'stroke-emerald-700 fill-emerald-600 dark:stroke-emerald-400 dark:fill-emerald-500'
          : 'stroke-red-700 fill-red-600 dark:stroke-red-400 dark:fill-red-500'
        const top = y(Math.max(candle.open, candle.close))
        const bottom = y(Math.min(candle.open, candle.close))
        return (
          <g key={candle.bucket.timestamp} className={colour}>
            <line
              x1={x}
              x2={x}
              y1={y(candle.high)}
              y2={y(candle.low)}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
            <rect
              x={x - bodyWidth / 2}
              y={top}
              width={bodyWidth}
              height={Math.max(2, bottom - top)}
            />
          </g>
        )
      })}
    </svg>
  )
}

function PriceChartTable({
  buckets,
  code,
}: {
  buckets: readonly TradeAggregation[]
  code: string
}) {
  const columns = ['Bucket start', 'Open', 'High', 'Low', 'Close', 'Trades', 'Volume'] as const
  const price = (value: string, exact: { n: string; d: string } | undefined) => (
    <Price decimal={value} n={exact?.n} d={exact?.d} unit="XLM" per={code} />
  )
  return (
    <RecordTable caption="Price buckets" columns={columns} isEmpty={buckets.length === 0}>
      {buckets.map((bucket) => (
        <tr key={bucket.timestamp}>
          <td className={cellClassName}>{bucketTime(bucket)}</td>
          <td className={cellClassName}>{price(bucket.open, bucket.open_r)}</td>
          <td className={cellClassName}>{price(bucket.high, bucket.high_r)}</td>
          <td className={cellClassName}>{price(bucket.low, bucket.low_r)}</td>
          <td className={cellClassName}>{price(bucket.close, bucket.close_r)}</td>
          <td className={`${cellClassName} tabular-nums`}>{bucket.trade_count}</td>
          <td className={`${cellClassName} tabular-nums`}>
            {bucket.base_volume} {code}
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}

export default function PriceChart({
  buckets,
  code,
  resolutionLabel,
  resolutionMs,
}: PriceChartProps) {
  const candles = readCandles(buckets)
  const first = candles[0]
  const last = candles.at(-1)
  if (!first || !last) {
    return <p role="status">No trades against XLM at this resolution yet.</p>
  }
  const high = Math.max(...candles.map((candle) => candle.high))
  const low = Math.min(...candles.map((candle) => candle.low))
  const highest = candles.find((candle) => candle.high === high)?.bucket.high ?? String(high)
  const lowest = candles.find((candle) => candle.low === low)?.bucket.low ?? String(low)
  const summary =
    `${code} in XLM, ${candles.length} buckets of ${resolutionLabel} from ${bucketTime(first.bucket)} ` +
    `to ${bucketTime(last.bucket)}: last close ${last.bucket.close} XLM, high ${highest}, low ${lowest}.`
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm">{summary}</figcaption>
      <div className="flex gap-2 text-xs text-slate-600 dark:text-slate-300">
        <div
          aria-hidden="true"
          className="flex h-60 flex-col justify-between text-right tabular-nums"
        >
          <span>{highest}</span>
          <span>{lowest}</span>
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <CandlePlot candles={candles} low={low} high={high} resolutionMs={resolutionMs} />
          <div aria-hidden="true" className="flex justify-between gap-2">
            <span>{bucketTime(first.bucket)}</span>
            <span>{bucketTime(last.bucket)}</span>
          </div>
        </div>
      </div>
      <details>
        <summary className="cursor-pointer text-sm">The buckets as a table (exact prices)</summary>
        <PriceChartTable buckets={buckets} code={code} />
      </details>
    </figure>
  )
}
