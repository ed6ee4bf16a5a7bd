// Planned sponsorship: begin/end sandwiches in which a sponsor pays the reserves of a new account,
// trustline, data entry, signer, claimable balance or (through revoke_sponsorship) an existing
// offer, and revoke_sponsorship that removes or transfers a sponsorship.

import { claimableBalanceCreation, NOTHING_PLANNED } from './claims-activity.ts'
import type { AccountState } from './ledger-entries.ts'
import { sameAsset } from './ledger-primitives.ts'
import type { PlannedActivity, PlanningContext } from './planning-context.ts'
import type { PlannedOperation, SponsoredEntry } from './simulator-types.ts'
import { units } from './stroops.ts'

/** begin (by the sponsor) … operations of the sponsored account … end (by the sponsored). */
function sandwich(
  sponsor: AccountState,
  sponsoredId: string,
  inner: PlannedOperation[],
): PlannedActivity {
  return {
    source: sponsor,
    operations: [
      { kind: 'begin_sponsoring_future_reserves', sponsoredId },
      ...inner,
      { kind: 'end_sponsoring_future_reserves', source: sponsoredId, beginSponsor: sponsor.id },
    ],
  }
}

/** What a sponsored account does inside a sandwich, by variant. */
function sponsoredOperations(
  context: PlanningContext,
  sponsored: AccountState,
  variant: number,
): PlannedOperation[] {
  const { prng, state } = context
  const source = sponsored.id
  if (variant === 1) {
    const assets = state.assets.filter(
      (asset) => !sponsored.trustlines.some((line) => sameAsset(line, asset)),
    )
    if (assets.length === 0) return []
    return [{ kind: 'change_trust', source, asset: prng.pick(assets), limit: units(1_000_000) }]
  }
  if (variant === 2)
    return [{ kind: 'manage_data', source, name: `sponsored_${prng.int(1, 9)}`, value: 'paid' }]
  if (variant === 3)
    return [{ kind: 'set_options', source, signer: { key: context.newKeypair().id, weight: 1 } }]
  if (variant === 4) {
    const creation = claimableBalanceCreation(context, sponsored)
    return creation === undefined ? [] : [{ ...creation, source }]
  }
  const offer = Object.values(state.offers).find(
    (candidate) => candidate.seller === source && candidate.sponsor === undefined,
  )
  if (offer === undefined) return []
  const entry: SponsoredEntry = { type: 'offer', sellerId: source, offerId: offer.offerId }
  return [{ kind: 'revoke_sponsorship', source, entry }]
}

/** A funded user sponsors a new account or another user's new entry. */
export function planSponsorship(context: PlanningContext): PlannedActivity {
  const { prng, ledger, freeUsers, users } = context
  const sponsors = freeUsers.filter((account) => ledger.availableNative(account) > units(50))
  if (sponsors.length === 0) return NOTHING_PLANNED
  const sponsor = prng.pick(sponsors)
  const variant = prng.int(0, 5)
  if (variant === 0) {
    if (users.length >= context.maxAccounts) return NOTHING_PLANNED
    const created = context.newKeypair()
    return sandwich(sponsor, created.id, [
      {
        kind: 'create_account',
        destination: created.id,
        keyIndex: created.keyIndex,
        // Sponsored: it may start with nothing of its own.
        startingBalance: units(prng.int(0, 20)),
      },
    ])
  }
  // Variant 5 sponsors an existing offer: only sellers with an unsponsored one can take part
  // (most users have no offer, so a random pick would rarely find one).
  const others = users.filter(
    (account) =>
      account.id !== sponsor.id &&
      (variant !== 5 ||
        Object.values(context.state.offers).some(
          (offer) => offer.seller === account.id && offer.sponsor === undefined,
        )),
  )
  if (others.length === 0) return NOTHING_PLANNED
  const sponsored = prng.pick(others)
  const inner = sponsoredOperations(context, sponsored, variant)
  return inner.length === 0 ? NOTHING_PLANNED : sandwich(sponsor, sponsored.id, inner)
}

/** Every sponsored entry with its sponsor. */
function sponsoredEntries(
  context: PlanningContext,
): Array<{ entry: SponsoredEntry; sponsor: string }> {
  const { state } = context
  const found: Array<{ entry: SponsoredEntry; sponsor: string }> = []
  for (const account of Object.values(state.accounts)) {
    const accountId = account.id
    if (account.sponsor !== undefined)
      found.push({ entry: { type: 'account', accountId }, sponsor: account.sponsor })
    for (const line of account.trustlines)
      if (line.sponsor !== undefined)
        found.push({
          entry: { type: 'trustline', accountId, asset: { code: line.code, issuer: line.issuer } },
          sponsor: line.sponsor,
        })
    for (const [name, sponsor] of Object.entries(account.dataSponsors ?? {}))
      found.push({ entry: { type: 'data', accountId, name }, sponsor })
    for (const signer of account.signers)
      if (signer.sponsor !== undefined)
        found.push({
          entry: { type: 'signer', accountId, signerKey: signer.key },
          sponsor: signer.sponsor,
        })
  }
  for (const offer of Object.values(state.offers))
    if (offer.sponsor !== undefined)
      found.push({
        entry: { type: 'offer', sellerId: offer.seller, offerId: offer.offerId },
        sponsor: offer.sponsor,
      })
  for (const balance of Object.values(state.claimableBalances))
    found.push({
      entry: { type: 'claimable_balance', balanceId: balance.id },
      sponsor: balance.sponsor,
    })
  return found
}

/**
 * revoke_sponsorship by the sponsor: removed (the owner pays from now on), or transferred to a
 * new sponsor that sponsors the old one's future reserves in a sandwich (the only way for a
 * claimable balance). Now and then someone else tries: revoke_sponsorship_not_sponsor.
 */
export function planRevokeSponsorship(context: PlanningContext): PlannedActivity {
  const { prng, state, usedSources, freeUsers, ledger } = context
  const candidates = sponsoredEntries(context).filter(({ sponsor }) => !usedSources.has(sponsor))
  if (candidates.length === 0) return NOTHING_PLANNED
  const { entry, sponsor: sponsorId } = prng.pick(candidates)
  const sponsor = state.accounts[sponsorId]
  if (sponsor === undefined) return NOTHING_PLANNED
  if (prng.chance(0.05) && freeUsers.length > 0) {
    const stranger = prng.pick(freeUsers)
    return { source: stranger, operations: [{ kind: 'revoke_sponsorship', entry }] }
  }
  const transfer = entry.type === 'claimable_balance' || prng.chance(0.3)
  if (!transfer) return { source: sponsor, operations: [{ kind: 'revoke_sponsorship', entry }] }
  const newSponsors = freeUsers.filter(
    (account) => account.id !== sponsorId && ledger.availableNative(account) > units(50),
  )
  if (newSponsors.length === 0) return NOTHING_PLANNED
  return sandwich(prng.pick(newSponsors), sponsorId, [
    { kind: 'revoke_sponsorship', source: sponsorId, entry },
  ])
}
