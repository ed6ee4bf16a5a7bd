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

/**
 * Both path payments' results have the same failure arms but the one for a missed limit; the SDK
 * names each `pathPaymentStrictSend<Arm>` and `pathPaymentStrictReceive<Arm>`.
 */
const PATH_FAILURE_ARMS = {
  underfunded: 'Underfunded',
  src_no_trust: 'SrcNoTrust',
  src_not_authorized: 'SrcNotAuthorized',
  no_destination: 'NoDestination',
  no_trust: 'NoTrust',
  not_authorized: 'NotAuthorized',
  line_full: 'LineFull',
  too_few_offers: 'TooFewOffers',
  cross_self: 'OfferCrossSelf',
} as const satisfies Record<Exclude<PathFailure, 'limit'>, string>

export function pathPaymentFailed(strictSend: boolean, failure: PathFailure) {
  if (strictSend) {
    const arm = failure === 'limit' ? 'UnderDestmin' : PATH_FAILURE_ARMS[failure]
    return failed(
      pathPaymentStrictSendResult(xdr.PathPaymentStrictSendResult[`pathPaymentStrictSend${arm}`]()),
    )
  }
  const arm = failure === 'limit' ? 'OverSendmax' : PATH_FAILURE_ARMS[failure]
  return failed(
    pathPaymentStrictReceiveResult(
      xdr.PathPaymentStrictReceiveResult[`pathPaymentStrictReceive${arm}`](),
    ),
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
        xdr.PathPaymentStrictSendResult.pathPaymentStrictSendSuccess(
          new xdr.PathPaymentStrictSendResultSuccess({ offers, last }),
        ),
      )
    : pathPaymentStrictReceiveResult(
        xdr.PathPaymentStrictReceiveResult.pathPaymentStrictReceiveSuccess(
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
