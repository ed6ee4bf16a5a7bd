import { memo, startTransition, useDeferredValue, useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { InAppLinks } from '@/ui/app-link'

export interface RecordTableProps {
  /** Visible caption naming the table, e.g. "Ledgers". */
  caption: string
  columns: readonly string[]
  children?: ReactNode
  /** Shown instead of rows when there are none. */
  emptyMessage?: string
  isEmpty?: boolean
  /**
   * A new key replaces the whole body: its old rows leave the page in one DOM removal instead of
   * one per row (200 removals were ~10 ms of an operations page's Older click).
   */
  bodyKey?: string | number
}

export const cellClassName = 'px-3 py-2 align-top'

// From the `sm` breakpoint up, the first column (the record's id or name) stays in view while a
// wide table scrolls sideways, so every row still says which record it is. Its cells need an
// opaque background (the page's, the header row's) or the scrolled cells would show through, and a
// hairline on the right to mark the edge the other cells slide under.
const stickyFirstColumnClassName = [
  'sm:[&_tr>:first-child]:sticky sm:[&_tr>:first-child]:left-0 sm:[&_tr>:first-child]:z-[1]',
  'sm:[&_tr>:first-child]:shadow-[inset_-1px_0_0_var(--color-slate-200)]',
  'sm:dark:[&_tr>:first-child]:shadow-[inset_-1px_0_0_var(--color-slate-800)]',
  'sm:[&_tbody_tr>:first-child]:bg-white sm:dark:[&_tbody_tr>:first-child]:bg-slate-950',
  'sm:[&_thead_tr>:first-child]:bg-slate-50 sm:dark:[&_thead_tr>:first-child]:bg-slate-900',
].join(' ')

// Below the `sm` breakpoint (a phone) each row is a card (`.record-cards` in index.css): its cells
// wrap inside the screen's width instead of one line per row scrolling sideways, so what happened,
// the counterpart, the status and the time are all in view. The cells stay the table's cells
// (screen readers still read a table, the header row stays for them); only their boxes change.
// Each cell names its column from its `data-label` attribute, since the header row is out of
// sight. All of it is CSS, in the stylesheet rather than in class names: the phone pays no extra
// render work for its cards, and the first route's JS does not grow.
const phoneCardsClassName = 'record-cards'

/** Classes of a column's cells on a phone: the column that says what happened leads the card. */
const phoneLeadCellClassName = 'record-cards-lead'

/**
 * Semantic table inside a horizontal scroll container, so a wide table never breaks the page
 * layout; on a phone its rows are cards that fit the screen.
 */
export function RecordTable({
  caption,
  columns,
  children,
  emptyMessage = 'No records.',
  isEmpty = false,
  bodyKey,
}: RecordTableProps) {
  const [container, setContainer] = useState<HTMLElement | null>(null)
  return (
    <div
      ref={setContainer}
      // relative: sr-only text inside wide rows is absolutely positioned; without a positioned
      // scroll container it escapes the clip and widens the whole page.
      className="relative w-full overflow-x-auto"
      // The scroll container is focusable so keyboard users can scroll it (axe:
      // scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      {/* The table keeps ids, amounts and times on one line; sentence cells opt into wrapping
          (`whitespace-normal` with a minimum width) so a row fits the page instead of scrolling. */}
      <table
        className={`w-full border-collapse whitespace-nowrap text-left text-sm text-slate-900 dark:text-slate-100 ${stickyFirstColumnClassName} ${phoneCardsClassName}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              // A two-word header ("Selling liabilities") may wrap when the table is tight: the
              // cells keep their one-line figures and the table still fits its page.
              <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-normal">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody key={bodyKey} className="divide-y divide-slate-100 dark:divide-slate-800">
          {isEmpty ? (
            <tr>
              <td
                colSpan={columns.length}
                className={`${cellClassName} text-slate-500 dark:text-slate-400`}
              >
                {emptyMessage}
              </td>
            </tr>
          ) : (
            <InAppLinks container={container}>{children}</InAppLinks>
          )}
        </tbody>
      </table>
    </div>
  )
}

/** One column of a table of records: its header and what each record shows in it. */
export interface RecordColumn<T> {
  header: string
  cell: (record: T) => ReactNode
  /** Classes added to this column's cells, e.g. `min-w-72 whitespace-normal` for sentences. */
  className?: string
  /** The cell's tooltip, e.g. the whole value of a cell that truncates it. */
  title?: (record: T) => string | undefined
  /**
   * This column says what happened (a sentence, an amount with its asset): on a phone's card it
   * comes first, on a line of its own, without its column's label.
   */
  leads?: boolean
}

/** React key of a record's row: unique within the table (the index, when a record has no id). */
type RowKey<T> = (record: T, index: number) => string | number

/**
 * Every Horizon record has a string `id`, so a table of them is keyed by it unless it says
 * otherwise; records without one (data entries, signers, RPC rows) must name their key.
 */
type RowKeyProp<T> = [T] extends [{ readonly id: string }]
  ? { rowKey?: RowKey<T> }
  : { rowKey: RowKey<T> }

export type RecordColumnsTableProps<T> = {
  caption: string
  columns: readonly RecordColumn<T>[]
  records: readonly T[]
  /** Shown when there are no records; by default "No " and the caption ("No effects."). */
  emptyMessage?: string
} & RowKeyProp<T>

/** The default row key; RowKeyProp allows it only for records whose type has a string `id`. */
function recordIdKey(record: unknown): string {
  return (record as { id: string }).id
}

/**
 * A RecordTable whose rows are described column by column, so a table of records is its list of
 * columns (header and cell together) rather than a header list and a row of `<td>`s kept in step.
 */
export function RecordColumnsTable<T>({
  caption,
  columns,
  records,
  rowKey = recordIdKey,
  emptyMessage = `No ${caption.toLowerCase()}.`,
}: RecordColumnsTableProps<T>) {
  // A navigation's new rows come in React Router's transition, where this is `records` itself. An
  // urgent update (a refetch that lands, a streamed record) keeps the rows on screen for a moment
  // and renders the new ones as a transition too: sliced, so a new page of 200 rows from a
  // refetch is no long task of script.
  const shownRecords = useDeferredValue(records)
  const { count: shownCount, list } = useRowsShown(shownRecords, rowKey)
  return (
    <RecordTable
      caption={caption}
      columns={columns.map((column) => column.header)}
      isEmpty={shownRecords.length === 0}
      bodyKey={list}
      emptyMessage={emptyMessage}
    >
      {shownRecords.slice(0, shownCount).map((record, index) => (
        <RecordRow<T> key={rowKey(record, index)} record={record} columns={columns} />
      ))}
    </RecordTable>
  )
}

interface RecordRowProps<T> {
  record: T
  columns: readonly RecordColumn<T>[]
}

/**
 * One row, rendered again only when its record or the columns change: a streamed record then
 * renders one new row, not the whole list.
 */
const RecordRow = memo(function RecordRow<T>({ record, columns }: RecordRowProps<T>) {
  return (
    <tr>
      {columns.map((column) => (
        <td
          key={column.header}
          className={cellClassNameOf(column)}
          title={column.title?.(record)}
          // A leading cell's sentence or amount needs no label; the others name their column.
          data-label={column.leads === true ? undefined : column.header}
        >
          {column.cell(record)}
        </td>
      ))}
    </tr>
  )
}) as <T>(props: RecordRowProps<T>) => ReactNode

function cellClassNameOf<T>(column: RecordColumn<T>): string {
  const own = column.className === undefined ? '' : ` ${column.className}`
  return `${cellClassName}${own}${column.leads === true ? ` ${phoneLeadCellClassName}` : ''}`
}

/** Rows a table shows in its first paint: more than any screen shows above the fold. */
export const firstPaintRows = 40

/**
 * How many of `records` to render, and which list they are (a number that changes with each new
 * list). A table's first list paints its first rows at once and the rest right after: its mount may
 * be a blocking render (a cold load), which React does not slice, so 200 rows at once would be one
 * long task of script. A new list in place of the one on screen (one sharing no row with it:
 * another page) renders whole. Paging is a React Router navigation, which React renders as a
 * transition: it renders the rows in slices of a few milliseconds, yielding to the browser between
 * them, and inserts them all in one commit, so the table is laid out and painted once, in one
 * frame, as the same rows inserted as finished HTML are (`bench/render-profile.ts`'s floor; that
 * frame is one long task for 200 rows there too). Painting 40 rows first and the other 160 in a
 * transition of their own laid the table out twice and waited for two frames: all rows painted
 * at 1.8–1.9× the floor instead of 1.4–1.6× (docs/performance.md, render21). An update of the
 * list on screen (a streamed record, a refetch) keeps every row it showed.
 *
 * The rest of a first list is one transition, inserted in one commit. Adding 40 rows per frame laid
 * the whole table out again each frame (five layouts of a 200-row page) and waited a frame per
 * step.
 */
function useRowsShown<T>(
  records: readonly T[],
  rowKey: (record: T, index: number) => string | number,
): { count: number; list: number } {
  const [shown, setShown] = useState(() => ({
    records,
    count: Math.min(records.length, firstPaintRows),
    list: 0,
  }))
  let { count, list } = shown
  if (shown.records !== records) {
    const keysOnScreen = new Set(shown.records.slice(0, shown.count).map(rowKey))
    const sameList = records.some((record, index) => keysOnScreen.has(rowKey(record, index)))
    count = sameList ? Math.max(shown.count, firstPaintRows) : records.length
    if (!sameList) list += 1
    setShown({ records, count, list })
  }
  const total = records.length
  useEffect(() => {
    if (count >= total) return
    // After the frame that paints the rows shown so far: a timer queued from an animation frame
    // runs once that frame is on screen.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() =>
          setShown((current) => ({ ...current, count: current.records.length })),
        )
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [count, total])
  return { count: Math.min(count, total), list }
}
