import type { Offer } from '@/api/horizon-types'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { Asset } from '@/ui/asset'
import { IdLink } from '@/ui/explorer-link'
import { cellClassName, RecordTable } from '@/ui/record-table'
import { RelativeTime } from '@/ui/relative-time'
import { assetLabel, Price } from '@/ui/price'

export interface OfferTableProps {
  offers: Offer[]
}

const columns = [
  'Offer',
  'Seller',
  'Selling',
  'Buying',
  'Amount',
  'Price',
  'Last modified',
] as const

export function OfferTable({ offers }: OfferTableProps) {
  return (
    <RecordTable
      caption="Offers"
      columns={columns}
      isEmpty={offers.length === 0}
      emptyMessage="No offers."
    >
      {offers.map((offer) => (
        <tr key={offer.id}>
          <td className={cellClassName}>
            <IdLink to={`/offers/${String(offer.id)}`}>{String(offer.id)}</IdLink>
          </td>
          <td className={cellClassName}>
            <AccountId id={offer.seller} />
          </td>
          <td className={cellClassName}>
            <Asset
              type={offer.selling?.asset_type}
              code={offer.selling?.asset_code}
              issuer={offer.selling?.asset_issuer}
            />
          </td>
          <td className={cellClassName}>
            <Asset
              type={offer.buying?.asset_type}
              code={offer.buying?.asset_code}
              issuer={offer.buying?.asset_issuer}
            />
          </td>
          <td className={cellClassName}>
            <Amount value={offer.amount} />
          </td>
          <td className={cellClassName}>
            <Price
              decimal={offer.price}
              n={offer.price_r?.n}
              d={offer.price_r?.d}
              unit={assetLabel(offer.buying?.asset_type, offer.buying?.asset_code)}
              per={assetLabel(offer.selling?.asset_type, offer.selling?.asset_code)}
            />
          </td>
          <td className={cellClassName}>
            {offer.last_modified_time ? (
              <RelativeTime value={offer.last_modified_time} />
            ) : (
              <span>ledger {offer.last_modified_ledger}</span>
            )}
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
