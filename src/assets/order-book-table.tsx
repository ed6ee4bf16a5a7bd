import type { OrderBookLevel } from '@/api/horizon-market-types'
import { Amount } from '@/ui/amount'
import { Price } from '@/ui/price'
import { cellClassName, RecordTable } from '@/ui/record-table'

export interface OrderBookSideProps {
  caption: string
  levels: readonly OrderBookLevel[]
  /** The code of the asset the book is of, e.g. USDC. */
  code: string
  side: 'bids' | 'asks'
}

const columns = ['Price', 'Amount'] as const

/**
 * One side of a book against XLM. Horizon's level `amount` is in the selling asset of the offers:
 * asks sell the asset (amount in it), bids sell XLM (amount in XLM). `price` is XLM per asset on
 * both sides here, because the book is requested with the asset as selling and XLM as buying.
 */
export function OrderBookSide({ caption, levels, code, side }: OrderBookSideProps) {
  return (
    <RecordTable
      caption={caption}
      columns={columns}
      isEmpty={levels.length === 0}
      emptyMessage={side === 'bids' ? 'No bids.' : 'No asks.'}
    >
      {levels.map((level, index) => (
        // Price levels are unique in a book, but an untrusted Horizon may repeat one.
        <tr key={`${level.price}-${index}`}>
          <td className={cellClassName}>
            <Price
              decimal={level.price}
              n={level.price_r?.n}
              d={level.price_r?.d}
              unit="XLM"
              per={code}
            />
          </td>
          <td className={cellClassName}>
            <Amount value={level.amount} assetCode={side === 'bids' ? 'XLM' : code} />
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
