// The answer first, on every record page: a few headline figures (status, amount, counterpart,
// time) in cards above the raw label/value list. One look for all record types, drawn from the
// design tokens in src/index.css (type scale, card spacing, outcome colours).
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useNow } from '@/ui/clock'
import { formatRelative, formatUtc } from '@/ui/relative-time'

export type SummaryTone = 'success' | 'failed' | 'pending'

export interface SummaryFigure {
  /** What the figure is, e.g. "Status" or "Closed at (UTC)". */
  term: string
  value: ReactNode
  /** An outcome: the value takes that outcome's colour. */
  tone?: SummaryTone | undefined
  /** A second line in small muted type, e.g. "of 12 XLM held". */
  detail?: ReactNode
}

const toneClassName: Record<SummaryTone, string> = {
  success: 'text-success',
  failed: 'text-failed',
  pending: 'text-pending',
}

const mutedClassName = 'text-slate-600 dark:text-slate-400'

/**
 * A time that identifies the record, as a figure: the UTC time (which may wrap between date and
 * time on a phone's half-width card), the relative time below it. Not a time → Horizon's text.
 */
export function timeFigure(term: string, value: unknown): SummaryFigure {
  return { term, value: <SummaryTime value={value} />, detail: <RelativeToNow value={value} /> }
}

function validDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function SummaryTime({ value }: { value: unknown }) {
  const date = validDate(value)
  if (!date) return <span className={mutedClassName}>unknown time</span>
  return <time dateTime={String(value)}>{formatUtc(date)}</time>
}

function RelativeToNow({ value }: { value: unknown }) {
  const now = useNow()
  const date = validDate(value)
  return date ? formatRelative(date, now) : null
}

/** One card: its title in caption type, then whatever it holds. */
export function SummaryTile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      data-summary-tile=""
      className="min-w-0 rounded-md border border-slate-200 p-card dark:border-slate-700"
    >
      <h3 className={`text-caption font-medium ${mutedClassName}`}>{title}</h3>
      {children}
    </div>
  )
}

/** The region every record page opens with: named "<noun> summary" for screen readers and tests. */
export function SummaryRegion({ noun, children }: { noun: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} data-summary-card="" className="space-y-2">
      <h2 id={headingId} className="sr-only">
        {noun} summary
      </h2>
      {children}
    </section>
  )
}

/** A record's headline figures as cards, two a row on a phone and up to four on a desktop. */
export function SummaryCard({ noun, figures }: { noun: string; figures: SummaryFigure[] }) {
  return (
    <SummaryRegion noun={noun}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <SummaryTile key={figure.term} title={figure.term}>
            <p
              className={`text-title font-semibold break-words ${
                figure.tone ? toneClassName[figure.tone] : ''
              }`}
            >
              {figure.value}
            </p>
            {figure.detail ? (
              <p className={`text-caption break-words ${mutedClassName}`}>{figure.detail}</p>
            ) : null}
          </SummaryTile>
        ))}
      </div>
    </SummaryRegion>
  )
}

/** A count from Horizon as text: a whole number, or "unknown" for anything else it sent. */
export function countText(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value)
  if (typeof value === 'string' && /^\d{1,20}$/.test(value)) return value
  return 'unknown'
}
