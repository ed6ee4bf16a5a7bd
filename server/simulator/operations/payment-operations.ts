// The payments and paths family: payment and both path payments, with their effects. A path
// payment whose source asset equals its destination asset converts nothing; one that converts
// crosses the order book (path-through-book.ts).

import { Operation, xdr } from '@stellar/stellar-sdk'
import { assetFields, type JsonObject } from '../horizon-records.ts'
import { formatStroops } from '../stroops.ts'
import { sdkAsset } from '../ledger-primitives.ts'
import type { Failure } from '../simulator-types.ts'
import { failed, sourceAndDestination, succeeded } from './operation-handler.ts'
import { paymentResult } from './operation-results.ts'
import type { OperationContext, OperationHandler, OperationOf } from './operation-handler.ts'
import {
  creditAndDebitEffects,
  pathPaymentFailed,
  pathPaymentOutcome,
  pathPaymentSuccessResult,
} from './path-payment-results.ts'
import type { PathPaymentKind, PathPaymentSettlement } from './path-payment-results.ts'
import { applyPathThroughBook } from './path-through-book.ts'

const PAYMENT_FAILURES: Record<Failure, () => xdr.PaymentResult> = {
  underfunded: xdr.PaymentResult.paymentUnderfunded,
  src_no_trust: xdr.PaymentResult.paymentSrcNoTrust,
  src_not_authorized: xdr.PaymentResult.paymentSrcNotAuthorized,
  no_destination: xdr.PaymentResult.paymentNoDestination,
  no_trust: xdr.PaymentResult.paymentNoTrust,
  not_authorized: xdr.PaymentResult.paymentNotAuthorized,
  line_full: xdr.PaymentResult.paymentLineFull,
}

/** Same asset on both ends and no path: Core converts nothing, so sent equals received. */
function applyPathWithoutConversion(
  { ledger, sourceId, ledgerSequence }: OperationContext,
  operation: OperationOf<PathPaymentKind>,
) {
  const strictSend = operation.kind === 'path_payment_strict_send'
  const amount = strictSend ? operation.sendAmount : operation.destAmount
  if (strictSend && amount < operation.destMin) return pathPaymentFailed(strictSend, 'limit')
  if (!strictSend && amount > operation.sendMax) return pathPaymentFailed(strictSend, 'limit')
  const failure = ledger.transfer({
    fromId: sourceId,
    toId: operation.destination,
    asset: operation.asset,
    amount,
    ledgerSequence,
  })
  if (failure !== null) return pathPaymentFailed(strictSend, failure)
  const settlement: PathPaymentSettlement = {
    strictSend,
    destination: operation.destination,
    sendAsset: operation.asset,
    sent: amount,
    destAsset: operation.asset,
    received: amount,
    claims: [],
  }
  return succeeded(
    pathPaymentSuccessResult(settlement),
    creditAndDebitEffects(sourceId, settlement),
    { outcome: pathPaymentOutcome(settlement) },
  )
}

function applyPathPayment(context: OperationContext, operation: OperationOf<PathPaymentKind>) {
  return operation.sendAsset === undefined
    ? applyPathWithoutConversion(context, operation)
    : applyPathThroughBook(context, operation)
}

/** Fields both path payments share, before and after their kind-specific amounts. */
function pathDetails(sourceId: string, operation: OperationOf<PathPaymentKind>) {
  return {
    head: { ...assetFields(operation.asset), from: sourceId, to: operation.destination },
    path: (operation.path ?? []).map((asset) => assetFields(asset)),
    sourceAsset: assetFields(
      operation.sendAsset === undefined ? operation.asset : operation.sendAsset,
      'source_',
    ),
  }
}

/** The envelope fields both path payments share: assets, destination and path. */
function sdkPathFields(operation: OperationOf<PathPaymentKind>) {
  return {
    sendAsset: sdkAsset(operation.sendAsset === undefined ? operation.asset : operation.sendAsset),
    destination: operation.destination,
    destAsset: sdkAsset(operation.asset),
    path: (operation.path ?? []).map(sdkAsset),
  }
}

export const paymentHandler: OperationHandler<'payment'> = {
  typeI: 1,
  isPayment: true,
  sdkOperation: (operation) =>
    Operation.payment({
      destination: operation.destination,
      asset: sdkAsset(operation.asset),
      amount: formatStroops(operation.amount),
    }),
  apply({ ledger, sourceId, ledgerSequence }, operation) {
    const { destination, asset, amount } = operation
    const failure = ledger.transfer({
      fromId: sourceId,
      toId: destination,
      asset,
      amount,
      ledgerSequence,
    })
    if (failure !== null) return failed(paymentResult(PAYMENT_FAILURES[failure]()))
    return succeeded(
      paymentResult(xdr.PaymentResult.paymentSuccess()),
      creditAndDebitEffects(sourceId, {
        destination,
        sendAsset: asset,
        sent: amount,
        destAsset: asset,
        received: amount,
      }),
    )
  },
  participants: sourceAndDestination,
  details: (sourceId, operation) => ({
    ...assetFields(operation.asset),
    from: sourceId,
    to: operation.destination,
    amount: formatStroops(operation.amount),
  }),
}

/** The amount fields of a path payment's details: what its kind fixes and what it bounds. */
interface PathPaymentAmounts {
  amount: string
  sourceAmount: string
  /** `source_max` (strict receive) or `destination_min` (strict send). */
  bound: JsonObject
}

/**
 * A path payment handler: both kinds apply the same way and list the same participants; their
 * details differ only in which amounts are fixed and which is bounded (Horizon's field order).
 */
function pathPaymentHandler<Kind extends PathPaymentKind>(kind: {
  typeI: number
  sdkOperation: OperationHandler<Kind>['sdkOperation']
  amounts: (operation: OperationOf<Kind>, outcome: JsonObject | undefined) => PathPaymentAmounts
}): OperationHandler<Kind> {
  return {
    typeI: kind.typeI,
    isPayment: true,
    sdkOperation: kind.sdkOperation,
    apply: applyPathPayment,
    participants: sourceAndDestination,
    details: (sourceId, operation, outcome) => {
      const { head, path, sourceAsset } = pathDetails(sourceId, operation)
      const { amount, sourceAmount, bound } = kind.amounts(operation, outcome)
      return { ...head, amount, path, source_amount: sourceAmount, ...bound, ...sourceAsset }
    },
  }
}

/** An amount the outcome records only when the operation succeeded. */
const outcomeAmount = (outcome: JsonObject | undefined, field: string): string =>
  (outcome?.[field] as string | undefined) ?? '0.0000000'

export const pathPaymentStrictReceiveHandler = pathPaymentHandler<'path_payment_strict_receive'>({
  typeI: 2,
  sdkOperation: (operation) =>
    Operation.pathPaymentStrictReceive({
      ...sdkPathFields(operation),
      sendMax: formatStroops(operation.sendMax),
      destAmount: formatStroops(operation.destAmount),
    }),
  amounts: (operation, outcome) => ({
    amount: formatStroops(operation.destAmount),
    sourceAmount: outcomeAmount(outcome, 'source_amount'),
    bound: { source_max: formatStroops(operation.sendMax) },
  }),
})

export const pathPaymentStrictSendHandler = pathPaymentHandler<'path_payment_strict_send'>({
  typeI: 13,
  sdkOperation: (operation) =>
    Operation.pathPaymentStrictSend({
      ...sdkPathFields(operation),
      sendAmount: formatStroops(operation.sendAmount),
      destMin: formatStroops(operation.destMin),
    }),
  amounts: (operation, outcome) => ({
    amount: outcomeAmount(outcome, 'amount'),
    sourceAmount: formatStroops(operation.sendAmount),
    bound: { destination_min: formatStroops(operation.destMin) },
  }),
})
