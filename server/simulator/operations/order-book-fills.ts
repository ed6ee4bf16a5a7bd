// Taking a maker offer, shared by manage offers and path payments: balances move, the offer
// shrinks or leaves the book, and the fill becomes a trade, a ClaimOfferAtom and the two trade
// effects Horizon derives (the taker's, whose seller is the maker, then the maker's).

import { Keypair, xdr } from '@stellar/stellar-sdk'
import { assetFields } from '../horizon-records.ts'
import type { CreditAsset } from '../ledger-entries.ts'
import { sdkAsset } from '../ledger-primitives.ts'
import type { LedgerState, MakerFill } from '../ledger-state.ts'
import { formatStroops } from '../stroops.ts'
import type { EffectDraft, TradeDraft } from '../simulator-types.ts'
import { effect } from './operation-handler.ts'

/** What a taker crossed so far: trades for the trades table, claims for the result XDR. */
export interface CrossedOffers {
  trades: TradeDraft[]
  claims: xdr.ClaimAtom[]
  effects: EffectDraft[]
}

export function noCrossedOffers(): CrossedOffers {
  return { trades: [], claims: [], effects: [] }
}

export interface MakerFillOptions {
  fill: MakerFill
  /** What the taker gives (and the maker's offer buys). */
  sold: CreditAsset | null
  /** What the taker receives (and the maker's offer sells). */
  bought: CreditAsset | null
  takerId: string
  ledgerSequence: number
}

/** Moves the maker's side of one fill (the taker's side is the caller's) and records it. */
export function takeMakerFill(
  ledger: LedgerState,
  options: MakerFillOptions,
  crossed: CrossedOffers,
): void {
  const { fill, sold, bought, takerId, ledgerSequence } = options
  const maker = fill.offer
  ledger.adjustBalance(maker.seller, sold, fill.takerGives, ledgerSequence)
  ledger.adjustBalance(maker.seller, bought, -fill.makerGives, ledgerSequence)
  const mutableMaker = ledger.mutableOffer(maker.offerId, ledgerSequence)
  mutableMaker.amount -= fill.makerGives
  if (mutableMaker.amount === 0n) ledger.removeOffer(maker.offerId, ledgerSequence)
  crossed.trades.push({
    makerOfferId: maker.offerId,
    maker: maker.seller,
    makerSold: bought,
    makerSoldAmount: fill.makerGives,
    makerBought: sold,
    makerBoughtAmount: fill.takerGives,
  })
  crossed.claims.push(
    xdr.ClaimAtom.claimAtomTypeOrderBook(
      new xdr.ClaimOfferAtom({
        sellerId: Keypair.fromPublicKey(maker.seller).xdrAccountId(),
        offerId: BigInt(maker.offerId),
        assetSold: sdkAsset(bought).toXDRObject(),
        amountSold: fill.makerGives,
        assetBought: sdkAsset(sold).toXDRObject(),
        amountBought: fill.takerGives,
      }),
    ),
  )
  crossed.effects.push(
    effect(takerId, 'trade', {
      seller: maker.seller,
      offer_id: String(maker.offerId),
      sold_amount: formatStroops(fill.takerGives),
      ...assetFields(sold, 'sold_'),
      bought_amount: formatStroops(fill.makerGives),
      ...assetFields(bought, 'bought_'),
    }),
    effect(maker.seller, 'trade', {
      seller: takerId,
      offer_id: String(maker.offerId),
      sold_amount: formatStroops(fill.makerGives),
      ...assetFields(bought, 'sold_'),
      bought_amount: formatStroops(fill.takerGives),
      ...assetFields(sold, 'bought_'),
    }),
  )
}
