import type { IChartApi } from 'lightweight-charts'
import { useMemo, useRef, useState } from 'react'
import type { TradeAggregation } from '@/api/horizon-market-types'
import { CandleCanvas } from '@/assets/candle-canvas'
import type { VisibleBuckets } from '@/assets/candle-canvas'
import type { Candle } from '@/assets/price-candles'
import { bucketReadout, bucketTime, readCandles } from '@/assets/price-candles'
import { Price } from '@/ui/price'
import { cellClassName, RecordTable } from '@/ui/record-table'

// The asset's price chart, loaded lazily with the chart library it draws with. Its text
// alternative is the caption (range, last close, high, low), the readout of the bucket under the
// crosshair and the table of every bucket with Horizon's exact prices.

export interface PriceChartProps {
  /** Newest first, as Horizon returns `order=desc`; drawn oldest → newest, left → right. */
  buckets: readonly TradeAggregation[]
  code: string
  resolutionLabel: string
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

/** Zooms keep the newest bucket in view, as a trader reading the latest price expects. */
function zoom(chart: IChartApi | null, factor: number, total: number): void {
  const range = chart?.timeScale().getVisibleLogicalRange()
  if (!chart || !range) return
  const width = Math.min(total + 4, Math.max(5, (range.to - range.from) * factor))
  chart.timeScale().setVisibleLogicalRange({ from: range.to - width, to: range.to })
}

function ChartButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      className="rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
      onClick={onClick}
    >
      {children}
    </button>
  )
}

function ChartControls({
  chartRef,
  candles,
  visible,
}: {
  chartRef: { current: IChartApi | null }
  candles: readonly Candle[]
  visible: VisibleBuckets | null
}) {
  const first = visible ? candles[visible.from] : undefined
  const last = visible ? candles[visible.to] : undefined
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Chart zoom" className="flex gap-1">
        <ChartButton onClick={() => zoom(chartRef.current, 0.5, candles.length)}>
          Zoom in
        </ChartButton>
        <ChartButton onClick={() => zoom(chartRef.current, 2, candles.length)}>
          Zoom out
        </ChartButton>
        <ChartButton onClick={() => chartRef.current?.timeScale().fitContent()}>
          All buckets
        </ChartButton>
      </div>
      {visible && first && last ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          Showing {visible.to - visible.from + 1} of {candles.length} buckets,{' '}
          {bucketTime(first.bucket)} to {bucketTime(last.bucket)}. Drag or scroll the chart to move
          and zoom.
        </p>
      ) : null}
    </div>
  )
}

export default function PriceChart({ buckets, code, resolutionLabel }: PriceChartProps) {
  const candles = useMemo(() => readCandles(buckets), [buckets])
  const chartRef = useRef<IChartApi | null>(null)
  const [hovered, setHovered] = useState<Candle | null>(null)
  const [visible, setVisible] = useState<VisibleBuckets | null>(null)
  const first = candles[0]
  const last = candles.at(-1)
  if (!first || !last) {
    return <p role="status">No trades against XLM at this resolution yet.</p>
  }
  const highest = candles.reduce((best, candle) => (candle.high > best.high ? candle : best))
  const lowest = candles.reduce((best, candle) => (candle.low < best.low ? candle : best))
  const summary =
    `${code} in XLM, ${candles.length} buckets of ${resolutionLabel} from ${bucketTime(first.bucket)} ` +
    `to ${bucketTime(last.bucket)}: last close ${last.bucket.close} XLM, high ${highest.bucket.high}, ` +
    `low ${lowest.bucket.low}.`
  const shown = hovered ?? last
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm">{summary}</figcaption>
      <ChartControls chartRef={chartRef} candles={candles} visible={visible} />
      <p className="min-h-10 text-sm tabular-nums">
        <span className="font-semibold">{hovered ? 'Under the crosshair' : 'Latest bucket'}</span>
        {': '}
        <span>{bucketReadout(shown.bucket, code)}</span>
      </p>
      <CandleCanvas
        candles={candles}
        onHover={setHovered}
        onVisibleChange={setVisible}
        chartRef={chartRef}
      />
      <details>
        <summary className="cursor-pointer text-sm">The buckets as a table (exact prices)</summary>
        <PriceChartTable buckets={buckets} code={code} />
      </details>
    </figure>
  )
}
