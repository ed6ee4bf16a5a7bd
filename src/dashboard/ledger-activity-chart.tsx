import { useState } from 'react'
import { Link } from 'react-router'
import type { Ledger } from '@/api/horizon-types'
import { useExplorerHref } from '@/ui/explorer-href'
import { isLedgerSequence } from '@/ui/record-id-shapes'

// A hand-written SVG bar chart: two series over at most a few dozen ledgers need no chart
// library, and a library (recharts, chart.js) would add 50–150 kB gzip to a chunk that only
// draws rectangles. It is still loaded lazily so the dashboard's lists paint first. Over the
// drawing lies one link per ledger (a column as wide as its slot, so a 1 px bar is still easy to
// hit): hovering or focusing it shows the ledger's figures in a tooltip, clicking opens the ledger.

export interface LedgerActivityChartProps {
  /** Newest first, as Horizon returns a desc page; drawn oldest → newest, left → right. */
  ledgers: readonly Ledger[]
}

const width = 600
const height = 160
// The axis labels are HTML beside the drawing, not SVG text: SVG text shrinks with the drawing
// (10 units of a 600-unit viewBox are 6 px on a 375 px phone), HTML text keeps its 12 px.
const padding = { top: 12, right: 4, bottom: 4, left: 4 }

/** A y coordinate of the drawing as a share of its height, to place an HTML label beside it. */
function topPercent(svgY: number): string {
  return `${((svgY / height) * 100).toFixed(2)}%`
}

const axisLabelClassName = 'text-xs text-slate-600 tabular-nums dark:text-slate-300'

function transactionCount(ledger: Ledger): number {
  return ledger.successful_transaction_count + (ledger.failed_transaction_count ?? 0)
}

/** One ledger's transactions (left) and operations (right) bars. */
function LedgerBarPair({
  ledger,
  x,
  barWidth,
  y,
}: {
  ledger: Ledger
  x: number
  barWidth: number
  y: (value: number) => number
}) {
  const transactions = transactionCount(ledger)
  return (
    <g>
      <rect
        x={x}
        y={y(transactions)}
        width={barWidth}
        height={y(0) - y(transactions)}
        className="fill-sky-600 dark:fill-sky-400"
      />
      <rect
        x={x + barWidth}
        y={y(ledger.operation_count)}
        width={barWidth}
        height={y(0) - y(ledger.operation_count)}
        className="fill-emerald-600 dark:fill-emerald-400"
      />
    </g>
  )
}

function ChartLegend() {
  return (
    <figcaption className="flex gap-4 text-xs text-slate-600 dark:text-slate-300">
      <span>
        <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 bg-sky-600 dark:bg-sky-400" />
        Transactions
      </span>
      <span>
        <span
          aria-hidden="true"
          className="mr-1 inline-block h-2 w-2 bg-emerald-600 dark:bg-emerald-400"
        />
        Operations
      </span>
    </figcaption>
  )
}

/** The bars and the zero line; the labels are HTML beside it. */
function ChartDrawing({
  ledgers,
  summary,
  y,
}: {
  ledgers: readonly Ledger[]
  summary: string
  y: (value: number) => number
}) {
  const plotWidth = width - padding.left - padding.right
  const slot = plotWidth / Math.max(1, ledgers.length)
  const barWidth = Math.max(1, (slot - 2) / 2)
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={summary}
      className="block h-auto w-full text-slate-500 dark:text-slate-400"
    >
      <line
        x1={padding.left}
        x2={width - padding.right}
        y1={y(0)}
        y2={y(0)}
        stroke="currentColor"
        strokeWidth={1}
      />
      {ledgers.map((ledger, index) => (
        <LedgerBarPair
          key={ledger.paging_token}
          ledger={ledger}
          x={padding.left + index * slot + 1}
          barWidth={barWidth}
          y={y}
        />
      ))}
    </svg>
  )
}

/** "Ledger 12 closed 2026-01-01 00:20:05 UTC: 45 operations, 12 transactions (1 failed)". */
function ledgerFigures(ledger: Ledger): string {
  const closed = Date.parse(ledger.closed_at)
  const time = Number.isFinite(closed)
    ? `${new Date(closed).toISOString().replace('T', ' ').slice(0, 19)} UTC`
    : String(ledger.closed_at)
  const failed = ledger.failed_transaction_count ?? 0
  return (
    `Ledger ${ledger.sequence} closed ${time}: ${ledger.operation_count} operations, ` +
    `${transactionCount(ledger)} transactions (${failed} failed)`
  )
}

const tooltipId = 'ledger-chart-tooltip'

/** One link per ledger over its slot of the drawing, and the tooltip of the one in use. */
function LedgerLinks({ ledgers }: { ledgers: readonly Ledger[] }) {
  const href = useExplorerHref()
  const [active, setActive] = useState<number | null>(null)
  const shown = active === null ? undefined : ledgers[active]
  const left = `${((padding.left / width) * 100).toFixed(3)}%`
  const right = `${((padding.right / width) * 100).toFixed(3)}%`
  return (
    <div
      className="absolute inset-y-0 flex"
      style={{ left, right }}
      onMouseLeave={() => setActive(null)}
    >
      {ledgers.map((ledger, index) =>
        // The sequence comes from Horizon: one that is not a ledger sequence keeps its slot but
        // is no link (`/ledgers/${it}` could be a path to anywhere in the app).
        !isLedgerSequence(String(ledger.sequence)) ? (
          <span key={ledger.paging_token} className="h-full min-w-0 flex-1" />
        ) : (
          <Link
            key={ledger.paging_token}
            to={href(`/ledgers/${ledger.sequence}`)}
            aria-label={`Open ledger ${ledger.sequence}`}
            aria-describedby={active === index ? tooltipId : undefined}
            onMouseEnter={() => setActive(index)}
            onFocus={() => setActive(index)}
            onBlur={() => setActive(null)}
            className="h-full min-w-0 flex-1 hover:bg-slate-500/15 focus-visible:bg-slate-500/15 focus-visible:outline-2"
          />
        ),
      )}
      {shown && active !== null ? (
        <div
          id={tooltipId}
          role="tooltip"
          className="pointer-events-none absolute top-0 z-10 w-56 rounded border border-slate-300 bg-white px-2 py-1 text-xs shadow dark:border-slate-600 dark:bg-slate-900"
          style={{
            left: `${(((active + 0.5) / ledgers.length) * 100).toFixed(2)}%`,
            transform: `translate(${active < ledgers.length / 2 ? '0' : '-100%'}, -100%)`,
          }}
        >
          {ledgerFigures(shown)}. Click to open it.
        </div>
      ) : null}
    </div>
  )
}

export function LedgerActivityChart({ ledgers }: LedgerActivityChartProps) {
  const chronological = [...ledgers].reverse()
  const maximum = Math.max(1, ...chronological.map((ledger) => ledger.operation_count))
  const plotHeight = height - padding.top - padding.bottom
  const y = (value: number) => padding.top + plotHeight - (value / maximum) * plotHeight
  const first = chronological[0]
  const last = chronological.at(-1)
  const summary =
    first && last
      ? `Operations and transactions per ledger, ledgers ${first.sequence} to ${last.sequence}. ` +
        `Latest ledger ${last.sequence}: ${last.operation_count} operations, ${transactionCount(last)} transactions.`
      : 'No ledgers yet.'

  return (
    <figure className="space-y-1">
      <div className="relative pl-10">
        <span
          aria-hidden="true"
          className={`absolute left-0 w-9 -translate-y-1/2 text-right ${axisLabelClassName}`}
          style={{ top: topPercent(y(maximum)) }}
        >
          {maximum}
        </span>
        <span
          aria-hidden="true"
          className={`absolute left-0 w-9 -translate-y-1/2 text-right ${axisLabelClassName}`}
          style={{ top: topPercent(y(0)) }}
        >
          0
        </span>
        <div className="relative">
          <ChartDrawing ledgers={chronological} summary={summary} y={y} />
          <LedgerLinks ledgers={chronological} />
        </div>
      </div>
      {first && last ? (
        <div aria-hidden="true" className={`flex justify-between pl-10 ${axisLabelClassName}`}>
          <span>{first.sequence}</span>
          <span>{last.sequence}</span>
        </div>
      ) : null}
      <ChartLegend />
    </figure>
  )
}
