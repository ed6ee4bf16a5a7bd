import type { BookRow } from '@/assets/order-book-figures'
import { Amount } from '@/ui/amount'
import { formatAmount } from '@/ui/format-amount'
import { cellClassName, RecordTable } from '@/ui/record-table'

export interface OrderBookSideProps {
  caption: string
  rows: readonly BookRow[]
  /** The asset the book is of, e.g. USDC: amounts and depth count it on both sides. */
  baseCode: string
  /** The asset prices are counted in, e.g. XLM. */
  counterCode: string
  side: 'bids' | 'asks'
}

const barClassName = {
  bids: 'bg-green-200 dark:bg-green-900',
  asks: 'bg-red-200 dark:bg-red-900',
}

/**
 * One side of a book in one unit (order-book-figures.ts): price in counter per base, amount and
 * cumulative depth in the base asset, with a bar as wide as the depth's share of the deeper side.
 */
export function OrderBookSide({ caption, rows, baseCode, counterCode, side }: OrderBookSideProps) {
  // The units sit in the headers: three columns with a unit in each cell overflow a phone.
  const columns = [
    `Price (${counterCode} per ${baseCode})`,
    `Amount (${baseCode})`,
    `Depth (${baseCode})`,
  ]
  return (
    <RecordTable
      caption={caption}
      columns={columns}
      isEmpty={rows.length === 0}
      emptyMessage={side === 'bids' ? 'No bids.' : 'No asks.'}
    >
      {rows.map((row, index) => (
        // Price levels are unique in a book, but an untrusted Horizon may repeat one.
        <tr key={`${row.price}-${index}`}>
          <td
            className={`${cellClassName} tabular-nums`}
            title={`${row.price} ${counterCode} per ${baseCode} = ${row.exactPrice.n}/${row.exactPrice.d} exactly`}
          >
            {formatAmount(row.price)}
          </td>
          <td className={cellClassName}>
            <Amount value={row.amount} />
          </td>
          <td className={`${cellClassName} relative`}>
            <span
              aria-hidden="true"
              className={`absolute inset-y-1 left-0 ${barClassName[side]}`}
              style={{ width: `${(row.depthShare * 100).toFixed(2)}%` }}
            />
            <span className="relative">
              <Amount value={row.depth} />
            </span>
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
