// The offers family: manage_sell_offer and manage_buy_offer, with their trades and effects. A buy
// offer is matched in sell terms (sell ⌈amount × price⌉ of selling at the inverted price).

import { Keypair, Operation, xdr } from '@stellar/stellar-sdk'
import { assetFields, formatPrice } from '../horizon-records.ts'
import type { AccountState, CreditAsset, OfferState } from '../ledger-entries.ts'
import {
  ceilDivide,
  offerBuyingLiabilities,
  sameAsset,
  sameAssetOrNative,
  sdkAsset,
} from '../ledger-primitives.ts'
import { BASE_RESERVE, TRUSTLINE_AUTHORIZED } from '../simulator-constants.ts'
import { formatStroops } from '../stroops.ts'
import type { AppliedOperation, OfferFailure } from '../simulator-types.ts'
import { failed, sourceOnly, succeeded } from './operation-handler.ts'
import {
  createPassiveSellOfferResult,
  manageBuyOfferResult,
  manageSellOfferResult,
} from './operation-results.ts'
import type {
  OperationContext,
  OperationHandler,
  OperationKind,
  OperationOf,
} from './operation-handler.ts'
import { noCrossedOffers, takeMakerFill } from './order-book-fills.ts'
import type { CrossedOffers } from './order-book-fills.ts'

type OfferKind = Extract<
  OperationKind,
  'manage_sell_offer' | 'manage_buy_offer' | 'create_passive_sell_offer'
>
type ManageOffer = OperationOf<OfferKind>

/**
 * ManageSellOfferResult and ManageBuyOfferResult have the same failure arms; the SDK names each
 * `manageSellOffer<Arm>` and `manageBuyOffer<Arm>`.
 */
const OFFER_FAILURE_ARMS = {
  malformed: 'Malformed',
  sell_no_trust: 'SellNoTrust',
  buy_no_trust: 'BuyNoTrust',
  sell_not_authorized: 'SellNotAuthorized',
  buy_not_authorized: 'BuyNotAuthorized',
  line_full: 'LineFull',
  underfunded: 'Underfunded',
  cross_self: 'CrossSelf',
  not_found: 'NotFound',
  low_reserve: 'LowReserve',
} as const satisfies Record<OfferFailure, string>

function offerFailed(operation: ManageOffer, failure: OfferFailure): AppliedOperation {
  const arm = OFFER_FAILURE_ARMS[failure]
  if (operation.kind === 'manage_buy_offer')
    return failed(manageBuyOfferResult(xdr.ManageBuyOfferResult[`manageBuyOffer${arm}`]()))
  const sellFailure = xdr.ManageSellOfferResult[`manageSellOffer${arm}`]()
  return failed(
    operation.kind === 'create_passive_sell_offer'
      ? createPassiveSellOfferResult(sellFailure)
      : manageSellOfferResult(sellFailure),
  )
}

function offerSuccessResult(
  operation: ManageOffer,
  offer: xdr.ManageOfferSuccessResultOffer,
  claims: xdr.ClaimAtom[],
): xdr.OperationResult {
  const body = new xdr.ManageOfferSuccessResult({ offersClaimed: claims, offer })
  if (operation.kind === 'create_passive_sell_offer')
    return createPassiveSellOfferResult(xdr.ManageSellOfferResult.manageSellOfferSuccess(body))
  return operation.kind === 'manage_buy_offer'
    ? manageBuyOfferResult(xdr.ManageBuyOfferResult.manageBuyOfferSuccess(body))
    : manageSellOfferResult(xdr.ManageSellOfferResult.manageSellOfferSuccess(body))
}

/** The offer in sell terms: sell `sellAmount` of selling at priceN/priceD of buying each. */
interface SellTerms {
  selling: CreditAsset | null
  buying: CreditAsset | null
  priceN: number
  priceD: number
  sellAmount: bigint
}

function sellTerms(operation: ManageOffer): SellTerms {
  const { selling, buying } = operation
  if (operation.kind !== 'manage_buy_offer') {
    const { priceN, priceD } = operation
    return { selling, buying, priceN, priceD, sellAmount: operation.amount }
  }
  return {
    selling,
    buying,
    priceN: operation.priceD,
    priceD: operation.priceN,
    sellAmount: ceilDivide(
      operation.buyAmount * BigInt(operation.priceN),
      BigInt(operation.priceD),
    ),
  }
}

function trustFailure(
  source: AccountState,
  asset: CreditAsset | null,
  side: 'sell' | 'buy',
): OfferFailure | null {
  if (asset === null || asset.issuer === source.id) return null
  const line = source.trustlines.find((candidate) => sameAsset(candidate, asset))
  if (line === undefined) return side === 'sell' ? 'sell_no_trust' : 'buy_no_trust'
  if ((line.flags & TRUSTLINE_AUTHORIZED) === 0)
    return side === 'sell' ? 'sell_not_authorized' : 'buy_not_authorized'
  return null
}

/** Takes crossing offers, best price first; returns what is left to sell, or cross_self. */
function crossBook(
  { ledger, sourceId, ledgerSequence }: OperationContext,
  terms: SellTerms & { passive: boolean },
  crossed: CrossedOffers,
): bigint | 'cross_self' {
  const { selling, buying, priceN, priceD, passive } = terms
  const makers = ledger.bookOffers(selling, buying).filter((offer) => {
    // Crosses when our price × theirs ≤ 1; a passive offer only when it is < 1.
    const ours = BigInt(priceN) * BigInt(offer.priceN)
    const theirs = BigInt(priceD) * BigInt(offer.priceD)
    return passive ? ours < theirs : ours <= theirs
  })
  let remaining = terms.sellAmount
  for (const maker of makers) {
    if (maker.seller === sourceId) return 'cross_self'
    const takerAccount = ledger.account(sourceId)
    if (takerAccount === undefined) break
    const capacity = ledger.receivingCapacity(takerAccount, buying)
    let makerGives = (remaining * BigInt(maker.priceD)) / BigInt(maker.priceN)
    if (makerGives > maker.amount) makerGives = maker.amount
    if (makerGives > capacity) makerGives = capacity
    if (makerGives <= 0n) break
    const takerGives = ceilDivide(makerGives * BigInt(maker.priceN), BigInt(maker.priceD))
    if (takerGives > remaining || takerGives <= 0n) break
    ledger.adjustBalance(sourceId, selling, -takerGives, ledgerSequence)
    const fill = { offer: maker, makerGives, takerGives }
    takeMakerFill(
      ledger,
      { fill, sold: selling, bought: buying, takerId: sourceId, ledgerSequence },
      crossed,
    )
    ledger.adjustBalance(sourceId, buying, makerGives, ledgerSequence)
    remaining -= takerGives
    if (remaining === 0n) break
  }
  return remaining
}

/** Puts what was not crossed in the book: a new offer, or the updated `existing` one. */
function restInBook(
  { ledger, sourceId, ledgerSequence }: OperationContext,
  terms: SellTerms,
  remaining: bigint,
  existing: OfferState | undefined,
): OfferState | 'line_full' | 'malformed' {
  const state = ledger.requireState()
  const rest: OfferState = {
    offerId: existing?.offerId ?? state.lastOfferId + 1,
    seller: sourceId,
    selling: terms.selling,
    buying: terms.buying,
    amount: remaining,
    priceN: terms.priceN,
    priceD: terms.priceD,
    lastModifiedLedger: ledgerSequence,
    // An updated offer keeps whoever pays its reserve.
    ...(existing?.sponsor === undefined ? {} : { sponsor: existing.sponsor }),
  }
  const takerAccount = ledger.account(sourceId)
  if (takerAccount === undefined) return 'malformed'
  if (ledger.receivingCapacity(takerAccount, terms.buying) < offerBuyingLiabilities(rest))
    return 'line_full'
  if (existing === undefined) {
    state.lastOfferId = rest.offerId
    ledger.offerJournal.set(rest.offerId, null)
    ledger.mutableAccount(sourceId, ledgerSequence).subentryCount++
  }
  state.offers[String(rest.offerId)] = rest
  ledger.touchedOffers.add(rest.offerId)
  ledger.mutableAccount(sourceId, ledgerSequence)
  return rest
}

function offerEntry(offer: OfferState): xdr.OfferEntry {
  return new xdr.OfferEntry({
    sellerId: Keypair.fromPublicKey(offer.seller).xdrAccountId(),
    offerId: BigInt(offer.offerId),
    selling: sdkAsset(offer.selling).toXDRObject(),
    buying: sdkAsset(offer.buying).toXDRObject(),
    amount: offer.amount,
    price: new xdr.Price({ n: offer.priceN, d: offer.priceD }),
    flags: 0,
    ext: xdr.OfferEntryExt.v0(),
  })
}

/** Checks before matching; an updated offer leaves the book while it is re-matched. */
function preMatchFailure(
  context: OperationContext,
  terms: SellTerms,
  existing: OfferState | undefined,
): OfferFailure | null {
  const { ledger, sourceId, source, ledgerSequence } = context
  const failure =
    trustFailure(source, terms.selling, 'sell') ?? trustFailure(source, terms.buying, 'buy')
  if (failure !== null) return failure
  if (existing !== undefined) {
    ledger.mutableOffer(existing.offerId, ledgerSequence)
    delete ledger.requireState().offers[String(existing.offerId)]
  } else if (
    source.balance <
    ledger.minimumBalance(source) + BASE_RESERVE + ledger.liabilities(sourceId, null).selling
  ) {
    return 'low_reserve'
  }
  const reserveForNewOffer = existing === undefined && terms.selling === null ? BASE_RESERVE : 0n
  if (ledger.sendingCapacity(source, terms.selling) - reserveForNewOffer < terms.sellAmount)
    return 'underfunded'
  return null
}

function applyManageOffer(context: OperationContext, operation: ManageOffer): AppliedOperation {
  const { ledger, sourceId, ledgerSequence } = context
  const state = ledger.requireState()
  if (sameAssetOrNative(operation.selling, operation.buying))
    return offerFailed(operation, 'malformed')
  const terms = sellTerms(operation)
  let existing: OfferState | undefined
  const offerId = operation.kind === 'create_passive_sell_offer' ? 0 : operation.offerId
  if (offerId !== 0) {
    existing = state.offers[String(offerId)]
    if (existing === undefined || existing.seller !== sourceId)
      return offerFailed(operation, 'not_found')
  }
  const requestedZero =
    (operation.kind === 'manage_buy_offer' ? operation.buyAmount : operation.amount) === 0n
  if (requestedZero) {
    if (existing === undefined) return offerFailed(operation, 'not_found')
    ledger.removeOffer(existing.offerId, ledgerSequence)
    const deleted = xdr.ManageOfferSuccessResultOffer.manageOfferDeleted()
    return succeeded(offerSuccessResult(operation, deleted, []), [])
  }
  const failure = preMatchFailure(context, terms, existing)
  if (failure !== null) return offerFailed(operation, failure)
  const crossed = noCrossedOffers()
  const passive = operation.kind === 'create_passive_sell_offer'
  const remaining = crossBook(context, { ...terms, passive }, crossed)
  if (remaining === 'cross_self') return offerFailed(operation, 'cross_self')
  if (remaining === 0n) {
    if (existing !== undefined) {
      ledger.mutableAccount(sourceId, ledgerSequence).subentryCount--
      if (existing.sponsor !== undefined)
        ledger.moveReserves({
          ownerId: sourceId,
          sponsorId: existing.sponsor,
          count: -1,
          ledgerSequence,
        })
    }
    const deleted = xdr.ManageOfferSuccessResultOffer.manageOfferDeleted()
    return succeeded(offerSuccessResult(operation, deleted, crossed.claims), crossed.effects, {
      trades: crossed.trades,
    })
  }
  const rest = restInBook(context, terms, remaining, existing)
  if (typeof rest === 'string') return offerFailed(operation, rest)
  const offerResult =
    existing === undefined
      ? xdr.ManageOfferSuccessResultOffer.manageOfferCreated(offerEntry(rest))
      : xdr.ManageOfferSuccessResultOffer.manageOfferUpdated(offerEntry(rest))
  return succeeded(offerSuccessResult(operation, offerResult, crossed.claims), crossed.effects, {
    trades: crossed.trades,
    takerOfferId: rest.offerId,
  })
}

function offerDetails(_sourceId: string, operation: ManageOffer) {
  return {
    amount: formatStroops(
      operation.kind === 'manage_buy_offer' ? operation.buyAmount : operation.amount,
    ),
    price: formatPrice(operation.priceN, operation.priceD),
    price_r: { n: operation.priceN, d: operation.priceD },
    ...assetFields(operation.buying, 'buying_'),
    ...assetFields(operation.selling, 'selling_'),
    // create_passive_sell_offer has no offer_id.
    ...(operation.kind === 'create_passive_sell_offer'
      ? {}
      : { offer_id: String(operation.offerId) }),
  }
}

/** The assets and price every offer operation names, as the SDK takes them. */
function sdkOfferFields(operation: ManageOffer) {
  return {
    selling: sdkAsset(operation.selling),
    buying: sdkAsset(operation.buying),
    price: { n: operation.priceN, d: operation.priceD },
  }
}

/** The three offer operations apply through the same book and describe themselves alike. */
function offerHandler<Kind extends OfferKind>(
  typeI: number,
  sdkOperation: OperationHandler<Kind>['sdkOperation'],
): OperationHandler<Kind> {
  return {
    typeI,
    isPayment: false,
    sdkOperation,
    apply: applyManageOffer,
    participants: sourceOnly,
    details: offerDetails,
  }
}

export const manageSellOfferHandler = offerHandler<'manage_sell_offer'>(3, (operation) =>
  Operation.manageSellOffer({
    ...sdkOfferFields(operation),
    amount: formatStroops(operation.amount),
    offerId: String(operation.offerId),
  }),
)

export const manageBuyOfferHandler = offerHandler<'manage_buy_offer'>(12, (operation) =>
  Operation.manageBuyOffer({
    ...sdkOfferFields(operation),
    buyAmount: formatStroops(operation.buyAmount),
    offerId: String(operation.offerId),
  }),
)

export const createPassiveSellOfferHandler = offerHandler<'create_passive_sell_offer'>(
  4,
  (operation) =>
    Operation.createPassiveSellOffer({
      ...sdkOfferFields(operation),
      amount: formatStroops(operation.amount),
    }),
)
