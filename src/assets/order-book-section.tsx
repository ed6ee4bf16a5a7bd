import { useQuery } from '@tanstack/react-query'
import type { Network } from '@/api/networks'
import type { IssuedAsset } from '@/assets/asset-id'
import { assetMarketQueries } from '@/assets/asset-market-queries'
import { OrderBookSide } from '@/assets/order-book-table'
import { useLiveOrderBook } from '@/assets/use-live-order-book'
import { RecordSection } from '@/resource-routes/detail-parts'
import { horizonRequestUrlOf, RecordActions } from '@/resource-routes/record-actions'
import { statusLabel } from '@/live/live-controls'
import { PartBoundary, PartError } from '@/ui/part-boundary'

/** The asset's order book against XLM, kept current by Horizon's /order_book stream. */
export function OrderBookSection({ network, asset }: { network: Network; asset: IssuedAsset }) {
  const query = assetMarketQueries.orderBook(network, asset)
  const book = useQuery(query)
  const streamUrl = horizonRequestUrlOf(query)
  const status = useLiveOrderBook(book.isSuccess ? streamUrl : null, query.queryKey)
  return (
    <RecordSection title="Order book against XLM">
      {book.data ? (
        <PartBoundary title="The order book">
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            Stream: {statusLabel(status)}. Prices in XLM per {asset.code}.
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            {(['bids', 'asks'] as const).map((side) => {
              const title =
                side === 'bids'
                  ? `Bids: buying ${asset.code} with XLM`
                  : `Asks: selling ${asset.code} for XLM`
              const levels = book.data[side]
              return (
                <div key={side} className="min-w-0 space-y-1">
                  <h3 className="font-medium">{title}</h3>
                  <OrderBookSide
                    caption={title}
                    levels={Array.isArray(levels) ? levels : []}
                    code={asset.code}
                    side={side}
                  />
                </div>
              )
            })}
          </div>
          <RecordActions horizonHref={streamUrl} json={book.data} jsonLabel="Order book JSON" />
        </PartBoundary>
      ) : book.isError ? (
        <PartError title="The order book" error={book.error} onRetry={() => void book.refetch()} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading the order book…</p>
      )}
    </RecordSection>
  )
}
