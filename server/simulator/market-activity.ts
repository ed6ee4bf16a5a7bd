// Planned activity in issued assets: credit payments, path payments (same asset or across the
// order book) and offers, priced near reference values so makers and takers meet.

import type { AccountState, CreditAsset, TrustlineState } from './ledger-entries.ts'
import { greatestCommonDivisor, sameAsset, sameAssetOrNative } from './ledger-primitives.ts'
import { anyAccountId, freeAccounts } from './planning-context.ts'
import { hopReceived, hopSent, quoteHop } from './operations/path-through-pools.ts'
import type { PlannedActivity, PlanningContext } from './planning-context.ts'
import { TRUSTLINE_AUTHORIZED } from './simulator-constants.ts'
import type { PlannedOperation } from './simulator-types.ts'
import { units } from './stroops.ts'

/** Reference value of one unit of each asset code in lumens: keeps offer prices plausible. */
export const REFERENCE_VALUE: Record<string, number> = {
  USD: 10,
  EURT: 11,
  GOLDCERT: 500,
  BTCX: 1000,
  CARBONCREDIT: 2,
}

const NOTHING_PLANNED: PlannedActivity = { source: undefined, operations: [] }

function holdsAuthorized(account: AccountState, asset: CreditAsset): boolean {
  return account.trustlines.some(
    (line) => sameAsset(line, asset) && (line.flags & TRUSTLINE_AUTHORIZED) !== 0,
  )
}

function authorizedAssets(account: AccountState): CreditAsset[] {
  return account.trustlines.filter((line) => (line.flags & TRUSTLINE_AUTHORIZED) !== 0).map(assetOf)
}

function assetOf(line: TrustlineState): CreditAsset {
  return { code: line.code, issuer: line.issuer }
}

/** A payment between two holders of an issued asset, as payment or same-asset path payment. */
function holderTransfer(
  { prng }: PlanningContext,
  source: AccountState,
  destination: AccountState,
  asset: CreditAsset,
): PlannedActivity {
  const line = source.trustlines.find((candidate) => sameAsset(candidate, asset))
  if (line === undefined || destination.id === source.id) return NOTHING_PLANNED
  const amount = prng.bigint(1n, line.balance)
  const variant = prng.int(0, 2)
  const to = destination.id
  if (variant === 0)
    return { source, operations: [{ kind: 'payment', destination: to, asset, amount }] }
  if (variant === 1) {
    const destMin = prng.chance(0.1) ? amount + 1n : amount
    const operation: PlannedOperation = {
      kind: 'path_payment_strict_send',
      destination: to,
      asset,
      sendAmount: amount,
      destMin,
    }
    return { source, operations: [operation] }
  }
  const sendMax = prng.chance(0.1) ? amount - 1n : amount
  const operation: PlannedOperation = {
    kind: 'path_payment_strict_receive',
    destination: to,
    asset,
    destAmount: amount,
    sendMax,
  }
  return { source, operations: [operation] }
}

/** Credit payment: issuance from an issuer or a transfer between holders. */
export function planCreditPayment(context: PlanningContext): PlannedActivity {
  const { prng, state, users, usedSources } = context
  const asset = prng.pick(state.assets)
  const holders = users.filter((account) => holdsAuthorized(account, asset))
  const unauthorizedOrMissing = users.filter((account) => !holdsAuthorized(account, asset))
  if (holders.length === 0) return NOTHING_PLANNED
  const destination =
    prng.chance(0.05) && unauthorizedOrMissing.length > 0
      ? prng.pick(unauthorizedOrMissing)
      : prng.pick(holders)
  const fundedHolders = freeAccounts(
    context,
    holders.filter((account) =>
      account.trustlines.some((line) => sameAsset(line, asset) && line.balance > units(1)),
    ),
  )
  if (!usedSources.has(asset.issuer) && (fundedHolders.length === 0 || prng.chance(0.35))) {
    const amount = units(prng.int(10, 5000))
    return {
      source: state.accounts[asset.issuer],
      operations: [{ kind: 'payment', destination: destination.id, asset, amount }],
    }
  }
  if (fundedHolders.length === 0) return NOTHING_PLANNED
  return holderTransfer(context, prng.pick(fundedHolders), destination, asset)
}

/** Native path payment (same asset, empty path). */
export function planNativePathPayment(context: PlanningContext): PlannedActivity {
  const { prng, freeUsers } = context
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
  const destination = anyAccountId(context)
  if (destination === source.id) return NOTHING_PLANNED
  const amount = prng.bigint(1n, units(20))
  const operation: PlannedOperation = prng.chance(0.5)
    ? {
        kind: 'path_payment_strict_send',
        destination,
        asset: null,
        sendAmount: amount,
        destMin: amount,
      }
    : {
        kind: 'path_payment_strict_receive',
        destination,
        asset: null,
        destAmount: amount,
        sendMax: amount,
      }
  return { source, operations: [operation] }
}

/** Price of one unit of `selling` in `buying`, near the reference values, as a small fraction. */
function offerPrice(
  { prng }: PlanningContext,
  selling: CreditAsset | null,
  buying: CreditAsset | null,
): [number, number] {
  const value = (asset: CreditAsset | null) =>
    asset === null ? 1 : (REFERENCE_VALUE[asset.code] ?? 1)
  // ±6 % around the reference: makers and takers overlap about half the time, so offers cross.
  const jitter = prng.int(940, 1060)
  const numerator = value(selling) * jitter
  const denominator = value(buying) * 1000
  const divisor = greatestCommonDivisor(numerator, denominator)
  return [numerator / divisor, denominator / divisor]
}

/** Update the price or amount of one of the source's offers, or cancel it. */
function planOfferUpdate(context: PlanningContext, source: AccountState): PlannedActivity {
  const { prng, state } = context
  const ownOffers = Object.values(state.offers).filter((offer) => offer.seller === source.id)
  const existing = ownOffers.length > 0 && prng.chance(0.3) ? prng.pick(ownOffers) : undefined
  if (existing === undefined) return NOTHING_PLANNED
  const [priceN, priceD] = offerPrice(context, existing.selling, existing.buying)
  const cancel = prng.chance(0.4)
  const operation: PlannedOperation = {
    kind: 'manage_sell_offer',
    selling: existing.selling,
    buying: existing.buying,
    amount: cancel ? 0n : existing.amount / 2n + 1n,
    priceN,
    priceD,
    offerId: existing.offerId,
  }
  return { source, operations: [operation] }
}

/** A new sell or buy offer from a free user, or an update of one of its offers. */
export function planOffer(context: PlanningContext): PlannedActivity {
  const { prng, ledger, freeUsers } = context
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
  const update = planOfferUpdate(context, source)
  if (update.operations.length > 0) return update
  const authorized = source.trustlines.filter((line) => (line.flags & TRUSTLINE_AUTHORIZED) !== 0)
  const sellable: Array<CreditAsset | null> = [
    null,
    ...authorized.filter((line) => line.balance > units(1)).map(assetOf),
  ]
  const selling = prng.pick(sellable)
  const buyable = [null, ...authorized.map(assetOf)].filter(
    (asset) => !sameAssetOrNative(asset, selling),
  )
  if (buyable.length === 0) return NOTHING_PLANNED
  const buying = prng.pick(buyable)
  const capacity = ledger.sendingCapacity(source, selling) - (selling === null ? units(1) : 0n)
  if (capacity <= units(1)) return NOTHING_PLANNED
  // Occasionally offer more than is held: manage_*_offer_underfunded.
  const amount = prng.chance(0.04)
    ? capacity + units(1000)
    : prng.bigint(units(1) / 10n, capacity / 5n)
  const [priceN, priceD] = offerPrice(context, selling, buying)
  if (prng.chance(0.3)) {
    // A buy offer for the equivalent amount of `buying`; its price is selling per buying.
    const buyAmount = (amount * BigInt(priceN)) / BigInt(priceD)
    if (buyAmount <= 0n) return NOTHING_PLANNED
    const operation: PlannedOperation = {
      kind: 'manage_buy_offer',
      selling,
      buying,
      buyAmount,
      priceN: priceD,
      priceD: priceN,
      offerId: 0,
    }
    return { source, operations: [operation] }
  }
  return {
    source,
    operations: [
      { kind: 'manage_sell_offer', selling, buying, amount, priceN, priceD, offerId: 0 },
    ],
  }
}

/** Dry run of a path: amounts sent and received, or null when book and pools cannot carry it. */
function quotePath(
  { ledger }: PlanningContext,
  hops: Array<CreditAsset | null>,
  mode: 'send' | 'receive',
  amount: bigint,
  sourceId: string,
): { sent: bigint; received: bigint } | null {
  const legs: Array<[CreditAsset | null, CreditAsset | null]> = []
  for (let index = 0; index + 1 < hops.length; index++)
    legs.push([hops[index] ?? null, hops[index + 1] ?? null])
  let current = amount
  let sent = 0n
  let received = 0n
  const ordered = mode === 'send' ? legs : [...legs].reverse()
  for (const [index, [sold, bought]] of ordered.entries()) {
    const quoted = quoteHop(ledger, { sold, bought, mode, amount: current, takerId: sourceId })
    if (quoted === null || quoted === 'cross_self') return null
    if (index === 0) {
      if (mode === 'send') sent = hopSent(quoted)
      else received = hopReceived(quoted)
    }
    current = mode === 'send' ? hopReceived(quoted) : hopSent(quoted)
  }
  return mode === 'send' ? { sent, received: current } : { sent: current, received }
}

interface CrossAssetRoute {
  source: AccountState
  destination: AccountState
  sendAsset: CreditAsset | null
  destAsset: CreditAsset | null
  path: Array<CreditAsset | null>
  capacity: bigint
}

function crossAssetRoute(context: PlanningContext): CrossAssetRoute | undefined {
  const { prng, ledger, freeUsers, users } = context
  if (freeUsers.length === 0 || users.length === 0) return undefined
  const source = prng.pick(freeUsers)
  const sendAsset = prng.pick<CreditAsset | null>([
    null,
    ...authorizedAssets(source).filter((asset) => ledger.sendingCapacity(source, asset) > units(1)),
  ])
  const destination = prng.pick(users)
  const destAsset = prng.pick<CreditAsset | null>([null, ...authorizedAssets(destination)])
  if (sameAssetOrNative(sendAsset, destAsset)) return undefined
  const path: Array<CreditAsset | null> =
    sendAsset !== null && destAsset !== null && prng.chance(0.5) ? [null] : []
  const capacity = ledger.sendingCapacity(source, sendAsset)
  if (capacity <= units(1)) return undefined
  return { source, destination, sendAsset, destAsset, path, capacity }
}

/**
 * Whether a quoted conversion is within 20 % of the reference values: payers refuse worse
 * rates, which would otherwise drain a shallow liquidity pool at any price.
 */
function fairRate(
  sendAsset: CreditAsset | null,
  destAsset: CreditAsset | null,
  { sent, received }: { sent: bigint; received: bigint },
): boolean {
  const value = (asset: CreditAsset | null) =>
    asset === null ? 1 : (REFERENCE_VALUE[asset.code] ?? 1)
  return Number(received) * value(destAsset) >= 0.8 * Number(sent) * value(sendAsset)
}

/** A path payment between two different assets, crossing the book or pools (path [] or one hop). */
export function planCrossAssetPayment(context: PlanningContext): PlannedActivity {
  const { prng } = context
  const route = crossAssetRoute(context)
  if (route === undefined) return NOTHING_PLANNED
  const { source, destination, sendAsset, destAsset, path, capacity } = route
  const hops = [sendAsset, ...path, destAsset]
  const common = { destination: destination.id, asset: destAsset, sendAsset, path }
  // Without liquidity the payment fails with *_too_few_offers: keep some of those, skip most.
  const allowFailure = prng.chance(0.25)
  if (prng.chance(0.5)) {
    const sendAmount = prng.bigint(units(1) / 10n, capacity / 10n)
    const quoted = quotePath(context, hops, 'send', sendAmount, source.id)
    if (quoted === null ? !allowFailure : !fairRate(sendAsset, destAsset, quoted))
      return NOTHING_PLANNED
    const expected = quoted?.received ?? 1n
    const destMin = prng.chance(0.1) ? expected + 1n : (expected * 98n) / 100n + 1n
    return {
      source,
      operations: [{ kind: 'path_payment_strict_send', ...common, sendAmount, destMin }],
    }
  }
  const destAmount = prng.bigint(units(1) / 100n, units(50))
  const quoted = quotePath(context, hops, 'receive', destAmount, source.id)
  if (quoted === null ? !allowFailure : !fairRate(sendAsset, destAsset, quoted))
    return NOTHING_PLANNED
  const expected = quoted?.sent ?? capacity
  const sendMax = prng.chance(0.1) ? expected - 1n : (expected * 102n) / 100n
  if (sendMax <= 0n) return NOTHING_PLANNED
  return {
    source,
    operations: [{ kind: 'path_payment_strict_receive', ...common, destAmount, sendMax }],
  }
}
