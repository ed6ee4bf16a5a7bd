// Its own module, not record-table.tsx's: the first route's tables show no status, so the badge's
// code stays out of the first route's JS.
import type { ReactNode } from 'react'

/** Success or Failed in the outcome colours of the design tokens (src/index.css). */
export function StatusBadge({ successful }: { successful: boolean }) {
  return statusBadge(successful)
}

/** What StatusBadge renders, as a function: a table's status cells need no component per row. */
export function statusBadge(successful: boolean): ReactNode {
  return successful ? (
    <span className="rounded bg-success-soft px-1.5 py-0.5 text-caption font-medium text-success">
      Success
    </span>
  ) : (
    <span
      data-failed=""
      className="rounded bg-failed-soft px-1.5 py-0.5 text-caption font-medium text-failed"
    >
      Failed
    </span>
  )
}
