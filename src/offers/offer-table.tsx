import type { Offer } from '@/api/horizon-types'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { Asset } from '@/ui/asset'
import { IdLink } from '@/ui/explorer-link'
import { lastModifiedColumn } from '@/ui/record-columns'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { assetLabel, Price } from '@/ui/price'

export interface OfferTableProps {
  offers: Offer[]
}

const columns: readonly RecordColumn<Offer>[] = [
  {
    header: 'Offer',
    cell: (offer) => <IdLink to={`/offers/${String(offer.id)}`}>{String(offer.id)}</IdLink>,
  },
  { header: 'Seller', cell: (offer) => <AccountId id={offer.seller} /> },
  {
    header: 'Selling',
    cell: (offer) => (
      <Asset
        type={offer.selling?.asset_type}
        code={offer.selling?.asset_code}
        issuer={offer.selling?.asset_issuer}
      />
    ),
  },
  {
    header: 'Buying',
    cell: (offer) => (
      <Asset
        type={offer.buying?.asset_type}
        code={offer.buying?.asset_code}
        issuer={offer.buying?.asset_issuer}
      />
    ),
  },
  { header: 'Amount', cell: (offer) => <Amount value={offer.amount} /> },
  {
    header: 'Price',
    cell: (offer) => (
      <Price
        decimal={offer.price}
        n={offer.price_r?.n}
        d={offer.price_r?.d}
        unit={assetLabel(offer.buying?.asset_type, offer.buying?.asset_code)}
        per={assetLabel(offer.selling?.asset_type, offer.selling?.asset_code)}
      />
    ),
  },
  lastModifiedColumn(),
]

export function OfferTable({ offers }: OfferTableProps) {
  return <RecordColumnsTable caption="Offers" columns={columns} records={offers} />
}
