// Sentences for offers, including the pre-0.25 names `manage_offer` and `create_passive_offer`
// (whose `offer_id` was a number).
import type { ReactNode } from 'react'
import type {
  OperationSentenceTable,
  UncheckedOperation,
} from '@/operations/sentences/operation-sentence-table'
import { AssetFromRecord } from '@/ui/asset'
import { assetLabel, Price as ReadablePrice } from '@/ui/price'
import { readId, readRecord, readString } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import type { SentenceMood } from '@/ui/sentence-table'
import { SentenceAmount as Value, verb } from '@/ui/sentence-parts'

type OfferType =
  | 'manage_sell_offer'
  | 'manage_offer'
  | 'manage_buy_offer'
  | 'create_passive_sell_offer'
  | 'create_passive_offer'

const zeroAmountPattern = /^0+(\.0*)?$/

/**
 * A sell offer's price is in buying units per selling unit; a buy offer's in selling units per
 * buying unit (what one unit of the bought asset costs).
 */
function Price({
  operation,
  side,
}: {
  operation: UncheckedOperation<OfferType>
  side: 'sell' | 'buy'
}) {
  const price = readString(operation, 'price')
  if (price === undefined) return null
  const fraction = readRecord(operation, 'price_r')
  const selling = assetLabel(
    readString(operation, 'selling_asset_type'),
    readString(operation, 'selling_asset_code'),
  )
  const buying = assetLabel(
    readString(operation, 'buying_asset_type'),
    readString(operation, 'buying_asset_code'),
  )
  return (
    <>
      {' at a price of '}
      <ReadablePrice
        decimal={price}
        n={fraction?.n}
        d={fraction?.d}
        unit={side === 'sell' ? buying : selling}
        per={side === 'sell' ? selling : buying}
      />
    </>
  )
}

function offerSentence(
  operation: UncheckedOperation<OfferType>,
  offerId: string | undefined,
  source: ReactNode,
  side: 'sell' | 'buy',
  passive: boolean,
  mood: SentenceMood,
): ReactNode {
  const amount = readString(operation, 'amount')
  const selling = <AssetFromRecord record={operation} prefix="selling_" />
  const buying = <AssetFromRecord record={operation} prefix="buying_" />
  const isNewOffer = offerId === undefined || offerId === '0'
  if (!isNewOffer && amount !== undefined && zeroAmountPattern.test(amount)) {
    return (
      <>
        {source} {verb(mood, 'deleted', 'delete')} offer{' '}
        <RecordIdLink collection="offers" id={offerId} /> (
        {side === 'sell' ? 'selling ' : 'buying '}
        {side === 'sell' ? selling : buying})
      </>
    )
  }
  const action = passive ? (
    `${verb(mood, 'created', 'create')} a passive offer`
  ) : isNewOffer ? (
    `${verb(mood, 'created', 'create')} an offer`
  ) : (
    <>
      {verb(mood, 'updated', 'update')} offer <RecordIdLink collection="offers" id={offerId} />
    </>
  )
  return side === 'sell' ? (
    <>
      {source} {action} to sell <Value value={amount} /> {selling} for {buying}
      <Price operation={operation} side="sell" />
    </>
  ) : (
    <>
      {source} {action} to buy <Value value={amount} /> {buying} for {selling}
      <Price operation={operation} side="buy" />
    </>
  )
}

export const offerSentences: OperationSentenceTable<OfferType> = {
  manage_sell_offer: (operation, source, mood) =>
    offerSentence(operation, readId(operation, 'offer_id'), source, 'sell', false, mood),
  manage_offer: (operation, source, mood) =>
    offerSentence(operation, readId(operation, 'offer_id'), source, 'sell', false, mood),
  manage_buy_offer: (operation, source, mood) =>
    offerSentence(operation, readId(operation, 'offer_id'), source, 'buy', false, mood),
  create_passive_sell_offer: (operation, source, mood) =>
    offerSentence(operation, undefined, source, 'sell', true, mood),
  create_passive_offer: (operation, source, mood) =>
    offerSentence(operation, undefined, source, 'sell', true, mood),
}
