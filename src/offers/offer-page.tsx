import type { Offer } from '@/api/horizon-types'
import { offerQueries } from '@/offers/offer-queries'
import type { Fact } from '@/resource-routes/detail-parts'
import { createRecordRoute, manifestTabs } from '@/resource-routes/record-route'
import { routeManifest } from '@/route-manifest'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { Asset } from '@/ui/asset'
import { LastModified } from '@/ui/last-modified'
import { assetLabel, Price } from '@/ui/price'
import type { SummaryFigure } from '@/ui/summary-card'

/** What is for sale, at what price, by whom, and how fresh the entry is. */
/** The price of an offer, in what it buys per unit of what it sells. */
function OfferPrice({ offer }: { offer: Offer }) {
  const selling = assetLabel(offer.selling?.asset_type, offer.selling?.asset_code)
  const buying = assetLabel(offer.buying?.asset_type, offer.buying?.asset_code)
  return (
    <Price
      decimal={offer.price}
      n={offer.price_r?.n}
      d={offer.price_r?.d}
      unit={buying}
      per={selling}
    />
  )
}

function offerSummary(offer: Offer): SummaryFigure[] {
  const selling = assetLabel(offer.selling?.asset_type, offer.selling?.asset_code)
  return [
    { term: 'Selling', value: <Amount value={offer.amount} assetCode={selling} /> },
    { term: 'Price', value: <OfferPrice offer={offer} /> },
    { term: 'Seller', value: <AccountId id={offer.seller} copyable={false} /> },
    {
      term: 'Last modified',
      value: <LastModified ledger={offer.last_modified_ledger} time={offer.last_modified_time} />,
    },
  ]
}

function offerFacts(offer: Offer): Fact[] {
  return [
    { term: 'Seller', description: <AccountId id={offer.seller} short={false} /> },
    {
      term: 'Selling',
      description: (
        <>
          {/* "53.1183111 USD (issuer)": the asset names the unit, so the amount needs no code. */}
          <Amount value={offer.amount} />{' '}
          <Asset
            type={offer.selling?.asset_type}
            code={offer.selling?.asset_code}
            issuer={offer.selling?.asset_issuer}
          />
        </>
      ),
    },
    {
      term: 'Buying',
      description: (
        <Asset
          type={offer.buying?.asset_type}
          code={offer.buying?.asset_code}
          issuer={offer.buying?.asset_issuer}
        />
      ),
    },
    { term: 'Price', description: <OfferPrice offer={offer} /> },
    ...(offer.sponsor ? [{ term: 'Sponsor', description: <AccountId id={offer.sponsor} /> }] : []),
    {
      term: 'Last modified',
      description: (
        <LastModified ledger={offer.last_modified_ledger} time={offer.last_modified_time} />
      ),
    },
  ]
}

export const { loader, Component } = createRecordRoute({
  noun: 'Offer',
  idParam: 'offerId',
  path: (offerId) => `/offers/${offerId}`,
  query: offerQueries.detail,
  heading: (offer) => ({ id: String(offer.id), copyLabel: 'Copy offer ID' }),
  summary: offerSummary,
  facts: offerFacts,
  tabs: manifestTabs(routeManifest.offer.tabs),
})
