// Reserve sponsorship (CAP-33): who pays the base reserves of a new ledger entry, and the
// sponsorship effects Horizon derives from the entries' sponsor changes. An account's minimum
// balance is (2 + subentries + num_sponsoring − num_sponsored) × base reserve.

import { EFFECT_TYPE_I } from './effect-types.ts'
import type { JsonObject } from './horizon-records.ts'
import type { LedgerState } from './ledger-state.ts'
import { BASE_RESERVE } from './simulator-constants.ts'
import type { EffectDraft } from './simulator-types.ts'

/** The entry kinds Horizon reports sponsorship effects for. */
export type SponsorshipEntryKind = 'account' | 'trustline' | 'data' | 'claimable_balance' | 'signer'
export type SponsorshipChange =
  | { phase: 'created'; sponsor: string }
  | { phase: 'updated'; formerSponsor: string; newSponsor: string }
  | { phase: 'removed'; formerSponsor: string }

/** `<kind>_sponsorship_<phase>` on `account`, with the entry's own fields first. */
export function sponsorshipEffect(
  kind: SponsorshipEntryKind,
  account: string,
  entryFields: JsonObject,
  change: SponsorshipChange,
): EffectDraft {
  const sponsorFields: JsonObject =
    change.phase === 'created'
      ? { sponsor: change.sponsor }
      : change.phase === 'updated'
        ? { former_sponsor: change.formerSponsor, new_sponsor: change.newSponsor }
        : { former_sponsor: change.formerSponsor }
  return {
    account,
    type: `${kind}_sponsorship_${change.phase}`,
    typeI: EFFECT_TYPE_I[`${kind}_sponsorship_${change.phase}`],
    details: { ...entryFields, ...sponsorFields },
  }
}

/**
 * Pays `count` base reserves for new entries of `ownerId`: its active sponsor (from
 * begin_sponsoring_future_reserves) pays when there is one, otherwise the owner. Returns the
 * sponsor id, undefined when the owner pays, or 'low_reserve' when the payer cannot afford it.
 * `ownerPays` false: the owner's own reserve was already checked by the caller (new accounts).
 */
export function payReserve(
  ledger: LedgerState,
  ownerId: string,
  count: number,
  ledgerSequence: number,
  ownerPays = true,
): string | undefined | 'low_reserve' {
  const sponsorId = ledger.activeSponsorships.get(ownerId)
  if (sponsorId === undefined) {
    const owner = ledger.account(ownerId)
    if (!ownerPays || owner === undefined) return undefined
    if (owner.balance < ledger.minimumBalance(owner) + BigInt(count) * BASE_RESERVE)
      return 'low_reserve'
    return undefined
  }
  const sponsor = ledger.account(sponsorId)
  if (sponsor === undefined || ledger.availableNative(sponsor) < BigInt(count) * BASE_RESERVE)
    return 'low_reserve'
  ledger.moveReserves({ ownerId, sponsorId, count, ledgerSequence })
  return sponsorId
}

/** An entry sponsored by `sponsorId` is gone: its reserve is released; the `_removed` effect. */
export function releaseSponsoredEntry(
  ledger: LedgerState,
  released: { ownerId: string; sponsorId: string; ledgerSequence: number },
  kind: SponsorshipEntryKind,
  entryFields: JsonObject,
): EffectDraft {
  const { ownerId, sponsorId, ledgerSequence } = released
  ledger.moveReserves({ ownerId, sponsorId, count: -1, ledgerSequence })
  return sponsorshipEffect(kind, ownerId, entryFields, {
    phase: 'removed',
    formerSponsor: sponsorId,
  })
}
