// The sponsorship family: begin_sponsoring_future_reserves, end_sponsoring_future_reserves and
// revoke_sponsorship. Begin/end produce no effects of their own (Horizon derives sponsorship
// effects from the entries created in between); revoke transfers, establishes or removes one.

import { Asset, Operation, xdr } from '@stellar/stellar-sdk'
import { canonicalAsset } from '../ledger-primitives.ts'
import type { JsonObject } from '../horizon-records.ts'
import { BASE_RESERVE } from '../simulator-constants.ts'
import type { EffectDraft, SponsoredEntry } from '../simulator-types.ts'
import { locateEntry } from '../sponsored-entries.ts'
import type { SponsorableEntry } from '../sponsored-entries.ts'
import { sponsorshipEffect } from '../sponsorship.ts'
import type { SponsorshipChange } from '../sponsorship.ts'
import { failed, sourceOnly, succeeded } from './operation-handler.ts'
import {
  beginSponsoringFutureReservesResult,
  endSponsoringFutureReservesResult,
  revokeSponsorshipResult,
} from './operation-results.ts'
import type { OperationContext, OperationHandler } from './operation-handler.ts'

export const beginSponsoringHandler: OperationHandler<'begin_sponsoring_future_reserves'> = {
  typeI: 16,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.beginSponsoringFutureReserves({ sponsoredId: operation.sponsoredId }),
  apply({ ledger, sourceId }, operation) {
    const codes = xdr.BeginSponsoringFutureReservesResult
    const sponsorships = ledger.activeSponsorships
    if (operation.sponsoredId === sourceId)
      return failed(
        beginSponsoringFutureReservesResult(codes.beginSponsoringFutureReservesMalformed()),
      )
    if (sponsorships.has(operation.sponsoredId))
      return failed(
        beginSponsoringFutureReservesResult(codes.beginSponsoringFutureReservesAlreadySponsored()),
      )
    // A sponsor may not itself be sponsored, nor the sponsored account sponsor others, here.
    if (sponsorships.has(sourceId) || [...sponsorships.values()].includes(operation.sponsoredId))
      return failed(
        beginSponsoringFutureReservesResult(codes.beginSponsoringFutureReservesRecursive()),
      )
    sponsorships.set(operation.sponsoredId, sourceId)
    return succeeded(
      beginSponsoringFutureReservesResult(codes.beginSponsoringFutureReservesSuccess()),
      [],
    )
  },
  participants: (sourceId, operation) => [sourceId, operation.sponsoredId],
  details: (_sourceId, operation) => ({ sponsored_id: operation.sponsoredId }),
}

export const endSponsoringHandler: OperationHandler<'end_sponsoring_future_reserves'> = {
  typeI: 17,
  isPayment: false,
  sdkOperation: () => Operation.endSponsoringFutureReserves({}),
  apply({ ledger, sourceId }) {
    const codes = xdr.EndSponsoringFutureReservesResult
    if (!ledger.activeSponsorships.delete(sourceId))
      return failed(
        endSponsoringFutureReservesResult(codes.endSponsoringFutureReservesNotSponsored()),
      )
    return succeeded(
      endSponsoringFutureReservesResult(codes.endSponsoringFutureReservesSuccess()),
      [],
    )
  },
  participants: (sourceId, operation) => [sourceId, operation.beginSponsor],
  details: (_sourceId, operation) => ({ begin_sponsor: operation.beginSponsor }),
}

/** What happens to the entry's sponsorship, or why revoke_sponsorship fails. */
function revocation(
  { ledger, sourceId, ledgerSequence }: OperationContext,
  target: SponsorableEntry,
): SponsorshipChange | 'not_sponsor' | 'low_reserve' | 'only_transferable' | null {
  const { ownerId, sponsor: former, count } = target
  if (former === undefined ? ownerId !== sourceId : former !== sourceId) return 'not_sponsor'
  const reserves = BigInt(count) * BASE_RESERVE
  const next = ledger.activeSponsorships.get(sourceId)
  if (next !== undefined) {
    const payer = ledger.account(next)
    if (payer === undefined || ledger.availableNative(payer) < reserves) return 'low_reserve'
    if (former !== undefined)
      ledger.moveReserves({ ownerId, sponsorId: former, count: -count, ledgerSequence })
    ledger.moveReserves({ ownerId, sponsorId: next, count, ledgerSequence })
    target.setSponsor(next)
    return former === undefined
      ? { phase: 'created', sponsor: next }
      : { phase: 'updated', formerSponsor: former, newSponsor: next }
  }
  if (former === undefined) return null
  if (ownerId === '') return 'only_transferable'
  const owner = ledger.account(ownerId)
  if (owner === undefined || owner.balance < ledger.minimumBalance(owner) + reserves)
    return 'low_reserve'
  ledger.moveReserves({ ownerId, sponsorId: former, count: -count, ledgerSequence })
  target.setSponsor(undefined)
  return { phase: 'removed', formerSponsor: former }
}

export const revokeSponsorshipHandler: OperationHandler<'revoke_sponsorship'> = {
  typeI: 18,
  isPayment: false,
  sdkOperation: (operation) => sdkRevoke(operation.entry),
  apply(context, operation) {
    const codes = xdr.RevokeSponsorshipResult
    const { ledger, sourceId, ledgerSequence } = context
    const target = locateEntry(ledger, operation.entry, sourceId, ledgerSequence)
    if (target === undefined)
      return failed(revokeSponsorshipResult(codes.revokeSponsorshipDoesNotExist()))
    const change = revocation(context, target)
    if (change === 'not_sponsor')
      return failed(revokeSponsorshipResult(codes.revokeSponsorshipNotSponsor()))
    if (change === 'low_reserve')
      return failed(revokeSponsorshipResult(codes.revokeSponsorshipLowReserve()))
    if (change === 'only_transferable')
      return failed(revokeSponsorshipResult(codes.revokeSponsorshipOnlyTransferable()))
    const effects: EffectDraft[] = []
    if (change !== null && target.effect !== undefined) {
      const { kind, account, fields } = target.effect
      effects.push(sponsorshipEffect(kind, account, fields, change))
    }
    return succeeded(revokeSponsorshipResult(codes.revokeSponsorshipSuccess()), effects)
  },
  participants: (sourceId, operation) => {
    const entry = operation.entry
    if (entry.type === 'claimable_balance') return sourceOnly(sourceId)
    return [sourceId, entry.type === 'offer' ? entry.sellerId : entry.accountId]
  },
  details: (_sourceId, operation) => revokeDetails(operation.entry),
}

function revokeDetails(entry: SponsoredEntry): JsonObject {
  switch (entry.type) {
    case 'account':
      return { account_id: entry.accountId }
    case 'claimable_balance':
      return { claimable_balance_id: entry.balanceId }
    case 'data':
      return { data_account_id: entry.accountId, data_name: entry.name }
    case 'offer':
      return { offer_id: String(entry.offerId) }
    case 'trustline':
      return {
        trustline_account_id: entry.accountId,
        trustline_asset: canonicalAsset(entry.asset),
      }
    case 'signer':
      return { signer_account_id: entry.accountId, signer_key: entry.signerKey }
  }
}

function sdkRevoke(entry: SponsoredEntry): xdr.Operation {
  switch (entry.type) {
    case 'account':
      return Operation.revokeAccountSponsorship({ account: entry.accountId })
    case 'claimable_balance':
      return Operation.revokeClaimableBalanceSponsorship({ balanceId: entry.balanceId })
    case 'data':
      return Operation.revokeDataSponsorship({ account: entry.accountId, name: entry.name })
    case 'offer':
      return Operation.revokeOfferSponsorship({
        seller: entry.sellerId,
        offerId: String(entry.offerId),
      })
    case 'trustline':
      return Operation.revokeTrustlineSponsorship({
        account: entry.accountId,
        asset: new Asset(entry.asset.code, entry.asset.issuer),
      })
    case 'signer':
      return Operation.revokeSignerSponsorship({
        account: entry.accountId,
        signer: { ed25519PublicKey: entry.signerKey },
      })
  }
}
