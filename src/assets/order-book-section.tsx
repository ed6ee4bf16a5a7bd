import { useQuery } from '@tanstack/react-query'
import type { Network } from '@/api/networks'
import type { IssuedAsset } from '@/assets/asset-id'
import { assetMarketQueries } from '@/assets/asset-market-queries'
import type { OneUnitBook } from '@/assets/order-book-figures'
import { oneUnitBook } from '@/assets/order-book-figures'
import { OrderBookSide } from '@/assets/order-book-table'
import { useLiveOrderBook } from '@/assets/use-live-order-book'
import { RecordSection } from '@/resource-routes/detail-parts'
import { horizonRequestUrlOf, RecordActions } from '@/resource-routes/record-actions'
import { statusLabel } from '@/live/live-controls'
import { formatAmount } from '@/ui/format-amount'
import { PartBoundary, PartError } from '@/ui/part-boundary'

/** Spread and mid price first: what a trader reads before any row. */
export function OrderBookSummary({
  book,
  baseCode,
  counterCode,
}: {
  book: OneUnitBook
  baseCode: string
  counterCode: string
}) {
  const unit = `${counterCode} per ${baseCode}`
  const best = (rows: OneUnitBook['bids']) =>
    rows[0] ? `${formatAmount(rows[0].price)} ${unit}` : 'none'
  const facts: [string, string][] = [
    ['Best bid', best(book.bids)],
    ['Best ask', best(book.asks)],
    [
      'Spread',
      book.spread
        ? `${formatAmount(book.spread.absolute)} ${unit} (${book.spread.percent}% of the mid price)`
        : 'none: one side is empty',
    ],
    ['Mid price', book.mid ? `${formatAmount(book.mid)} ${unit}` : 'none: one side is empty'],
  ]
  return (
    <dl
      aria-label="Order book summary"
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm"
    >
      {facts.map(([term, description]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="tabular-nums">{description}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The book of `baseCode` against `counterCode` in one unit: summary, then bids over asks. */
export function OneUnitOrderBook({
  bids,
  asks,
  baseCode,
  counterCode,
}: {
  bids: unknown
  asks: unknown
  baseCode: string
  counterCode: string
}) {
  const book = oneUnitBook(Array.isArray(bids) ? bids : [], Array.isArray(asks) ? asks : [])
  return (
    <>
      <OrderBookSummary book={book} baseCode={baseCode} counterCode={counterCode} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Both sides priced in {counterCode} per {baseCode}, amounts and depth in {baseCode} (a
        bid&apos;s {counterCode} converted at its exact price, rounded down to 0.0000001).
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {(['bids', 'asks'] as const).map((side) => {
          const title =
            side === 'bids'
              ? `Bids: buying ${baseCode} with ${counterCode}`
              : `Asks: selling ${baseCode} for ${counterCode}`
          return (
            <div key={side} className="min-w-0 space-y-1">
              <h3 className="font-medium">{title}</h3>
              <OrderBookSide
                caption={title}
                rows={book[side]}
                baseCode={baseCode}
                counterCode={counterCode}
                side={side}
              />
            </div>
          )
        })}
      </div>
    </>
  )
}

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
            Stream: {statusLabel(status)}.
          </p>
          <OneUnitOrderBook
            bids={book.data.bids}
            asks={book.data.asks}
            baseCode={asset.code}
            counterCode="XLM"
          />
          <RecordActions
            horizonHref={streamUrl}
            json={book.data}
            jsonLabel="Order book JSON"
            copyLink={false}
          />
        </PartBoundary>
      ) : book.isError ? (
        <PartError title="The order book" error={book.error} onRetry={() => void book.refetch()} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading the order book…</p>
      )}
    </RecordSection>
  )
}
