// What both path payments produce, with or without crossing the order book: the failure codes
// of each kind, the success result, the outcome amounts and the credit/debit effects.

import { Keypair, xdr } from '@stellar/stellar-sdk'
import { assetFields } from '../horizon-records.ts'
import type { JsonObject } from '../horizon-records.ts'
import type { CreditAsset } from '../ledger-entries.ts'
import { sdkAsset } from '../ledger-primitives.ts'
import { formatStroops } from '../stroops.ts'
import type { EffectDraft, Failure } from '../simulator-types.ts'
import { effect, failed } from './operation-handler.ts'
import { pathPaymentStrictReceiveResult, pathPaymentStrictSendResult } from './operation-results.ts'
import type { OperationKind } from './operation-handler.ts'

export type PathPaymentKind = Extract<
  OperationKind,
  'path_payment_strict_send' | 'path_payment_strict_receive'
>
export type PathFailure = Failure | 'too_few_offers' | 'cross_self' | 'limit'

const StrictSendResult = xdr.PathPaymentStrictSendResult
const STRICT_SEND_FAILURES: Record<PathFailure, () => xdr.PathPaymentStrictSendResult> = {
  underfunded: StrictSendResult.pathPaymentStrictSendUnderfunded,
  src_no_trust: StrictSendResult.pathPaymentStrictSendSrcNoTrust,
  src_not_authorized: StrictSendResult.pathPaymentStrictSendSrcNotAuthorized,
  no_destination: StrictSendResult.pathPaymentStrictSendNoDestination,
  no_trust: StrictSendResult.pathPaymentStrictSendNoTrust,
  not_authorized: StrictSendResult.pathPaymentStrictSendNotAuthorized,
  line_full: StrictSendResult.pathPaymentStrictSendLineFull,
  too_few_offers: StrictSendResult.pathPaymentStrictSendTooFewOffers,
  cross_self: StrictSendResult.pathPaymentStrictSendOfferCrossSelf,
  limit: StrictSendResult.pathPaymentStrictSendUnderDestmin,
}

const StrictReceiveResult = xdr.PathPaymentStrictReceiveResult
const STRICT_RECEIVE_FAILURES: Record<PathFailure, () => xdr.PathPaymentStrictReceiveResult> = {
  underfunded: StrictReceiveResult.pathPaymentStrictReceiveUnderfunded,
  src_no_trust: StrictReceiveResult.pathPaymentStrictReceiveSrcNoTrust,
  src_not_authorized: StrictReceiveResult.pathPaymentStrictReceiveSrcNotAuthorized,
  no_destination: StrictReceiveResult.pathPaymentStrictReceiveNoDestination,
  no_trust: StrictReceiveResult.pathPaymentStrictReceiveNoTrust,
  not_authorized: StrictReceiveResult.pathPaymentStrictReceiveNotAuthorized,
  line_full: StrictReceiveResult.pathPaymentStrictReceiveLineFull,
  too_few_offers: StrictReceiveResult.pathPaymentStrictReceiveTooFewOffers,
  cross_self: StrictReceiveResult.pathPaymentStrictReceiveOfferCrossSelf,
  limit: StrictReceiveResult.pathPaymentStrictReceiveOverSendmax,
}

export function pathPaymentFailed(strictSend: boolean, failure: PathFailure) {
  return failed(
    strictSend
      ? pathPaymentStrictSendResult(STRICT_SEND_FAILURES[failure]())
      : pathPaymentStrictReceiveResult(STRICT_RECEIVE_FAILURES[failure]()),
  )
}

export interface PathPaymentSettlement {
  strictSend: boolean
  destination: string
  sendAsset: CreditAsset | null
  sent: bigint
  destAsset: CreditAsset | null
  received: bigint
  claims: xdr.ClaimAtom[]
}

export function pathPaymentSuccessResult(settlement: PathPaymentSettlement): xdr.OperationResult {
  const last = new xdr.SimplePaymentResult({
    destination: Keypair.fromPublicKey(settlement.destination).xdrAccountId(),
    asset: sdkAsset(settlement.destAsset).toXDRObject(),
    amount: settlement.received,
  })
  const offers = settlement.claims
  return settlement.strictSend
    ? pathPaymentStrictSendResult(
        StrictSendResult.pathPaymentStrictSendSuccess(
          new xdr.PathPaymentStrictSendResultSuccess({ offers, last }),
        ),
      )
    : pathPaymentStrictReceiveResult(
        StrictReceiveResult.pathPaymentStrictReceiveSuccess(
          new xdr.PathPaymentStrictReceiveResultSuccess({ offers, last }),
        ),
      )
}

/** The amount Horizon shows only once the payment ran: received (strict send), sent (receive). */
export function pathPaymentOutcome(settlement: PathPaymentSettlement): JsonObject {
  return settlement.strictSend
    ? { amount: formatStroops(settlement.received) }
    : { source_amount: formatStroops(settlement.sent) }
}

/** Horizon: account_credited (destination), then account_debited (source). */
export function creditAndDebitEffects(
  sourceId: string,
  settlement: Omit<PathPaymentSettlement, 'strictSend' | 'claims'>,
): EffectDraft[] {
  return [
    effect(settlement.destination, 'account_credited', {
      ...assetFields(settlement.destAsset),
      amount: formatStroops(settlement.received),
    }),
    effect(sourceId, 'account_debited', {
      ...assetFields(settlement.sendAsset),
      amount: formatStroops(settlement.sent),
    }),
  ]
}
