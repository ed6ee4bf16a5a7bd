// A path payment that converts: each leg of [send asset, ...path, destination asset] crosses the
// order book or the pair's liquidity pool (path-through-pools.ts), strict send walking forward from the amount sent, strict receive backward from the
// amount received.

import type { AccountState, CreditAsset } from '../ledger-entries.ts'
import { sameAsset } from '../ledger-primitives.ts'
import { TRUSTLINE_AUTHORIZED } from '../simulator-constants.ts'
import type { AppliedOperation } from '../simulator-types.ts'
import { succeeded } from './operation-handler.ts'
import type { OperationContext, OperationOf } from './operation-handler.ts'
import { noCrossedOffers, takeMakerFill } from './order-book-fills.ts'
import { hopReceived, hopSent, quoteHop, takePoolHop } from './path-through-pools.ts'
import type { HopQuote } from './path-through-pools.ts'
import {
  creditAndDebitEffects,
  pathPaymentFailed,
  pathPaymentOutcome,
  pathPaymentSuccessResult,
} from './path-payment-results.ts'
import type { PathFailure, PathPaymentKind, PathPaymentSettlement } from './path-payment-results.ts'

interface QuotedLeg {
  sold: CreditAsset | null
  bought: CreditAsset | null
  hop: HopQuote
}

/** Trust checks on both ends, as Core does before converting. */
function endpointTrustFailure(
  source: AccountState,
  sendAsset: CreditAsset | null,
  destination: AccountState,
  destAsset: CreditAsset | null,
): PathFailure | null {
  if (sendAsset !== null && sendAsset.issuer !== source.id) {
    const line = source.trustlines.find((candidate) => sameAsset(candidate, sendAsset))
    if (line === undefined) return 'src_no_trust'
    if ((line.flags & TRUSTLINE_AUTHORIZED) === 0) return 'src_not_authorized'
  }
  if (destAsset !== null && destAsset.issuer !== destination.id) {
    const line = destination.trustlines.find((candidate) => sameAsset(candidate, destAsset))
    if (line === undefined) return 'no_trust'
    if ((line.flags & TRUSTLINE_AUTHORIZED) === 0) return 'not_authorized'
  }
  return null
}

function quoteLegs(
  { ledger, sourceId }: OperationContext,
  operation: OperationOf<PathPaymentKind>,
): QuotedLeg[] | PathFailure {
  const hops = [operation.sendAsset ?? null, ...(operation.path ?? []), operation.asset]
  const legs: Array<{ sold: CreditAsset | null; bought: CreditAsset | null }> = []
  for (let index = 0; index + 1 < hops.length; index++)
    legs.push({ sold: hops[index] ?? null, bought: hops[index + 1] ?? null })
  const quoted: QuotedLeg[] = []
  if (operation.kind === 'path_payment_strict_send') {
    let amount = operation.sendAmount
    for (const leg of legs) {
      const hop = quoteHop(ledger, { ...leg, mode: 'send', amount, takerId: sourceId })
      if (hop === 'cross_self') return 'cross_self'
      if (hop === null) return 'too_few_offers'
      quoted.push({ ...leg, hop })
      amount = hopReceived(hop)
    }
  } else {
    let amount = operation.destAmount
    for (const leg of [...legs].reverse()) {
      const hop = quoteHop(ledger, { ...leg, mode: 'receive', amount, takerId: sourceId })
      if (hop === 'cross_self') return 'cross_self'
      if (hop === null) return 'too_few_offers'
      quoted.unshift({ ...leg, hop })
      amount = hopSent(hop)
    }
  }
  return quoted
}

export function applyPathThroughBook(
  context: OperationContext,
  operation: OperationOf<PathPaymentKind>,
): AppliedOperation {
  const { ledger, sourceId, source, ledgerSequence } = context
  const strictSend = operation.kind === 'path_payment_strict_send'
  const destination = ledger.account(operation.destination)
  if (destination === undefined) return pathPaymentFailed(strictSend, 'no_destination')
  const sendAsset = operation.sendAsset ?? null
  const destAsset = operation.asset
  const trustFailure = endpointTrustFailure(source, sendAsset, destination, destAsset)
  if (trustFailure !== null) return pathPaymentFailed(strictSend, trustFailure)
  const legs = quoteLegs(context, operation)
  if (typeof legs === 'string') return pathPaymentFailed(strictSend, legs)
  const first = legs[0]
  const last = legs.at(-1)
  const sent = first === undefined ? 0n : hopSent(first.hop)
  const received = last === undefined ? 0n : hopReceived(last.hop)
  if (strictSend && received < operation.destMin) return pathPaymentFailed(strictSend, 'limit')
  if (!strictSend && sent > operation.sendMax) return pathPaymentFailed(strictSend, 'limit')
  if (ledger.sendingCapacity(source, sendAsset) < sent)
    return pathPaymentFailed(strictSend, 'underfunded')
  if (ledger.receivingCapacity(destination, destAsset) < received)
    return pathPaymentFailed(strictSend, 'line_full')

  const crossed = noCrossedOffers()
  for (const { sold, bought, hop } of legs) {
    if (hop.kind === 'pool') {
      const poolHop = { swap: hop.swap, sold, bought, takerId: sourceId, ledgerSequence }
      takePoolHop(ledger, poolHop, crossed)
      continue
    }
    for (const fill of hop.quote.fills)
      takeMakerFill(ledger, { fill, sold, bought, takerId: sourceId, ledgerSequence }, crossed)
  }
  ledger.adjustBalance(sourceId, sendAsset, -sent, ledgerSequence)
  ledger.adjustBalance(operation.destination, destAsset, received, ledgerSequence)
  const settlement: PathPaymentSettlement = {
    strictSend,
    destination: operation.destination,
    sendAsset,
    sent,
    destAsset,
    received,
    claims: crossed.claims,
  }
  // Horizon: account_credited (destination), account_debited (source), then the trade effects.
  return succeeded(
    pathPaymentSuccessResult(settlement),
    [...creditAndDebitEffects(sourceId, settlement), ...crossed.effects],
    { outcome: pathPaymentOutcome(settlement), trades: crossed.trades },
  )
}
