// Planned activity around claimable balances and issuer controls: create (with predicates of
// every kind), claim and claw back balances, clawback, allow_trust, passive offers and the rarer
// set_options fields. A few attempts fail on purpose with Core's real result codes.

import { predicateHolds } from './claimable-balances.ts'
import type { ClaimPredicate } from './ledger-entries.ts'
import type { AccountState, CreditAsset } from './ledger-entries.ts'
import { sameAsset } from './ledger-primitives.ts'
import { planOffer } from './market-activity.ts'
import { anyAccountId } from './planning-context.ts'
import type { PlannedActivity, PlanningContext } from './planning-context.ts'
import {
  ACCOUNT_FLAG_AUTH_REQUIRED,
  ACCOUNT_FLAG_AUTH_REVOCABLE,
  ACCOUNT_FLAG_CLAWBACK_ENABLED,
  TRUSTLINE_AUTHORIZED,
  TRUSTLINE_CLAWBACK_ENABLED,
} from './simulator-constants.ts'
import type { PlannedOperation } from './simulator-types.ts'
import { units } from './stroops.ts'

export const NOTHING_PLANNED: PlannedActivity = { source: undefined, operations: [] }

/** A random predicate of depth ≤ 2 around the ledger's close time (about 5 s per ledger). */
export function randomPredicate(context: PlanningContext, depth = 0): ClaimPredicate {
  const { prng, state } = context
  const roll = prng.int(0, depth >= 2 ? 2 : 5)
  if (roll === 0) return { type: 'unconditional' }
  if (roll === 1)
    return { type: 'before_absolute_time', time: BigInt(state.closeTime + prng.int(-600, 7200)) }
  if (roll === 2) return { type: 'before_relative_time', seconds: BigInt(prng.int(30, 7200)) }
  if (roll === 5) return { type: 'not', predicate: randomPredicate(context, depth + 1) }
  return {
    type: roll === 3 ? 'and' : 'or',
    predicates: [randomPredicate(context, depth + 1), randomPredicate(context, depth + 1)],
  }
}

/** create_claimable_balance of lumens or a held asset for 1–3 claimants (self included at times). */
export function claimableBalanceCreation(
  context: PlanningContext,
  source: AccountState,
): PlannedOperation | undefined {
  const { prng, ledger } = context
  const held = source.trustlines.filter(
    (line) => (line.flags & TRUSTLINE_AUTHORIZED) !== 0 && line.balance > units(1),
  )
  const asset: CreditAsset | null =
    held.length > 0 && prng.chance(0.5) ? prng.pick(held.map(assetOf)) : null
  const capacity = ledger.sendingCapacity(source, asset) - units(5)
  if (capacity <= units(1)) return undefined
  const destinations = new Set<string>()
  for (let index = prng.int(1, 3); index > 0; index--) destinations.add(anyAccountId(context))
  if (prng.chance(0.3)) destinations.add(source.id)
  // Now and then more than is held: create_claimable_balance_underfunded.
  const amount = prng.chance(0.04)
    ? capacity + units(100)
    : prng.bigint(units(1) / 10n, capacity / 10n)
  return {
    kind: 'create_claimable_balance',
    asset,
    amount,
    claimants: [...destinations].map((destination) => ({
      destination,
      predicate: randomPredicate(context),
    })),
  }
}

/** An issuer hands out its own asset as a claimable balance (an airdrop). */
function planIssuerAirdrop(context: PlanningContext): PlannedActivity {
  const { prng, state, usedSources } = context
  const assets = state.assets.filter((asset) => !usedSources.has(asset.issuer))
  if (assets.length === 0) return NOTHING_PLANNED
  const asset = prng.pick(assets)
  const operation: PlannedOperation = {
    kind: 'create_claimable_balance',
    asset,
    amount: prng.bigint(units(1), units(5000)),
    claimants: [{ destination: anyAccountId(context), predicate: randomPredicate(context) }],
  }
  return { source: state.accounts[asset.issuer], operations: [operation] }
}

export function planCreateClaimableBalance(context: PlanningContext): PlannedActivity {
  const { prng, freeUsers } = context
  if (prng.chance(0.2)) return planIssuerAirdrop(context)
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
  const operation = claimableBalanceCreation(context, source)
  return operation === undefined ? NOTHING_PLANNED : { source, operations: [operation] }
}

/** A claimant claims; some predicates no longer (or not yet) hold: cannot_claim. */
export function planClaimClaimableBalance(context: PlanningContext): PlannedActivity {
  const { prng, state, usedSources } = context
  // Most claimants wait until their predicate holds (at the next close, about 5 s on).
  const patient = prng.chance(0.85)
  const claims = Object.values(state.claimableBalances).flatMap((balance) =>
    balance.claimants
      .filter(
        (claimant) =>
          !usedSources.has(claimant.destination) &&
          (!patient || predicateHolds(claimant.predicate, state.closeTime + 5)),
      )
      .map((claimant) => ({ balanceId: balance.id, claimantId: claimant.destination })),
  )
  if (claims.length === 0) return NOTHING_PLANNED
  const { balanceId, claimantId } = prng.pick(claims)
  const source = state.accounts[claimantId]
  if (source === undefined) return NOTHING_PLANNED
  return { source, operations: [{ kind: 'claim_claimable_balance', balanceId }] }
}

/** The issuer takes back a balance of its asset (not_clawback_enabled when it never could). */
export function planClawbackClaimableBalance(context: PlanningContext): PlannedActivity {
  const { prng, state, usedSources } = context
  const balances = Object.values(state.claimableBalances).filter(
    (balance) => balance.asset !== null && !usedSources.has(balance.asset.issuer),
  )
  // Now and then an issuer tries one it cannot take back: not_clawback_enabled.
  const candidates = prng.chance(0.1)
    ? balances
    : balances.filter((candidate) => candidate.clawbackEnabled)
  if (candidates.length === 0) return NOTHING_PLANNED
  const balance = prng.pick(candidates)
  if (balance.asset === null) return NOTHING_PLANNED
  const source = state.accounts[balance.asset.issuer]
  if (source === undefined) return NOTHING_PLANNED
  return { source, operations: [{ kind: 'clawback_claimable_balance', balanceId: balance.id }] }
}

function assetOf(line: { code: string; issuer: string }): CreditAsset {
  return { code: line.code, issuer: line.issuer }
}

/** An issuer with clawback claws part of a holding back (a few ask too much: underfunded). */
export function planClawback(context: PlanningContext): PlannedActivity {
  const { prng, state, users, usedSources } = context
  const issuers = new Set(
    state.assets
      .filter(
        (asset) =>
          ((state.accounts[asset.issuer]?.flags ?? 0) & ACCOUNT_FLAG_CLAWBACK_ENABLED) !== 0,
      )
      .map((asset) => asset.issuer),
  )
  const holdings = users.flatMap((account) =>
    account.trustlines
      .filter(
        (line) => issuers.has(line.issuer) && !usedSources.has(line.issuer) && line.balance > 0n,
      )
      .map((line) => ({ account, line })),
  )
  if (holdings.length === 0) return NOTHING_PLANNED
  const { account, line } = prng.pick(holdings)
  const source = state.accounts[line.issuer]
  if (source === undefined || (line.flags & TRUSTLINE_CLAWBACK_ENABLED) === 0)
    return NOTHING_PLANNED
  const amount = prng.chance(0.05) ? line.balance + units(1) : prng.bigint(1n, line.balance)
  return {
    source,
    operations: [{ kind: 'clawback', from: account.id, asset: assetOf(line), amount }],
  }
}

/** allow_trust by an auth_required issuer: authorize (fully or to maintain liabilities) or revoke. */
export function planAllowTrust(context: PlanningContext): PlannedActivity {
  const { prng, state, users, usedSources } = context
  const assets = state.assets.filter(
    (asset) =>
      ((state.accounts[asset.issuer]?.flags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0 &&
      !usedSources.has(asset.issuer),
  )
  if (assets.length === 0) return NOTHING_PLANNED
  const asset = prng.pick(assets)
  const trustors = users.filter((account) =>
    account.trustlines.some((line) => sameAsset(line, asset)),
  )
  if (trustors.length === 0) return NOTHING_PLANNED
  const trustor = prng.pick(trustors)
  const line = trustor.trustlines.find((candidate) => sameAsset(candidate, asset))
  const authorized = ((line?.flags ?? 0) & 3) !== 0
  // Revoking fails with allow_trust_cant_revoke where the issuer is not auth_revocable.
  const authorize = !authorized || prng.chance(0.3) ? (prng.chance(0.8) ? 1 : 2) : 0
  return {
    source: state.accounts[asset.issuer],
    operations: [{ kind: 'allow_trust', trustor: trustor.id, asset, authorize }],
  }
}

/** set_options with an inflation destination, a master weight or clear_flags. */
export function planSetOptionsExtras(context: PlanningContext): PlannedActivity {
  const { prng, freeUsers } = context
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
  const variant = prng.int(0, 2)
  if (variant === 0)
    return { source, operations: [{ kind: 'set_options', inflationDest: anyAccountId(context) }] }
  // The master key stays the signer, so its weight stays at least the (≤ 1) thresholds.
  if (variant === 1)
    return { source, operations: [{ kind: 'set_options', masterWeight: prng.int(1, 10) }] }
  // Clearing a flag that is not set is allowed too (and changes nothing).
  const clear = (source.flags & ACCOUNT_FLAG_AUTH_REVOCABLE) !== 0 || prng.chance(0.5)
  const operation: PlannedOperation = clear
    ? { kind: 'set_options', clearFlags: ACCOUNT_FLAG_AUTH_REVOCABLE }
    : { kind: 'set_options', setFlags: ACCOUNT_FLAG_AUTH_REVOCABLE }
  return { source, operations: [operation] }
}

/** A new offer made passive: it rests at an equal price instead of crossing. */
export function planPassiveOffer(context: PlanningContext): PlannedActivity {
  const planned = planOffer(context)
  return {
    source: planned.source,
    operations: planned.operations.map((operation) =>
      operation.kind === 'manage_sell_offer' && operation.offerId === 0
        ? {
            kind: 'create_passive_sell_offer',
            selling: operation.selling,
            buying: operation.buying,
            amount: operation.amount,
            priceN: operation.priceN,
            priceD: operation.priceD,
          }
        : operation,
    ),
  }
}
