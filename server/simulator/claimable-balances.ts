// Claimable balances: their state, claim predicates (XDR, Horizon JSON and evaluation), the
// balance id Core derives from the creating operation, and Horizon's /claimable_balances record.

import { Keypair, xdr } from '@stellar/stellar-sdk'
import { link, rfc3339 } from './horizon-records.ts'
import type { JsonObject } from './horizon-records.ts'
import { canonicalAsset, hex, sha256 } from './ledger-primitives.ts'
import type { Claimant, ClaimableBalanceState, ClaimPredicate } from './ledger-entries.ts'
import { formatStroops } from './stroops.ts'

/** The id of the balance created by operation `operationIndex` (0-based) of a transaction. */
export function claimableBalanceId(
  transactionSourceId: string,
  transactionSequence: bigint,
  operationIndex: number,
): string {
  const preimage = xdr.HashIdPreimage.envelopeTypeOpId(
    new xdr.HashIdPreimageOperationId({
      sourceAccount: Keypair.fromPublicKey(transactionSourceId).xdrAccountId(),
      seqNum: xdr.Int64.fromString(transactionSequence.toString()),
      opNum: operationIndex,
    }),
  )
  return `00000000${hex(sha256(preimage.toXDR()))}`
}

export function sdkClaimPredicate(predicate: ClaimPredicate): xdr.ClaimPredicate {
  switch (predicate.type) {
    case 'unconditional':
      return xdr.ClaimPredicate.claimPredicateUnconditional()
    case 'and':
      return xdr.ClaimPredicate.claimPredicateAnd(predicate.predicates.map(sdkClaimPredicate))
    case 'or':
      return xdr.ClaimPredicate.claimPredicateOr(predicate.predicates.map(sdkClaimPredicate))
    case 'not':
      return xdr.ClaimPredicate.claimPredicateNot(sdkClaimPredicate(predicate.predicate))
    case 'before_absolute_time':
      return xdr.ClaimPredicate.claimPredicateBeforeAbsoluteTime(
        xdr.Int64.fromString(predicate.time.toString()),
      )
    case 'before_relative_time':
      return xdr.ClaimPredicate.claimPredicateBeforeRelativeTime(
        xdr.Int64.fromString(predicate.seconds.toString()),
      )
  }
}

/** Horizon's JSON of a predicate (go xdr ClaimPredicate MarshalJSON). */
export function predicateJson(predicate: ClaimPredicate): JsonObject {
  switch (predicate.type) {
    case 'unconditional':
      return { unconditional: true }
    case 'and':
      return { and: predicate.predicates.map(predicateJson) }
    case 'or':
      return { or: predicate.predicates.map(predicateJson) }
    case 'not':
      return { not: predicateJson(predicate.predicate) }
    case 'before_absolute_time':
      return {
        abs_before: rfc3339(Number(predicate.time)),
        abs_before_epoch: predicate.time.toString(),
      }
    case 'before_relative_time':
      return { rel_before: predicate.seconds.toString() }
  }
}

/** Core turns relative times into absolute ones when the balance is created. */
export function absolutePredicate(predicate: ClaimPredicate, closeTime: number): ClaimPredicate {
  switch (predicate.type) {
    case 'and':
    case 'or':
      return {
        type: predicate.type,
        predicates: [
          absolutePredicate(predicate.predicates[0], closeTime),
          absolutePredicate(predicate.predicates[1], closeTime),
        ],
      }
    case 'not':
      return { type: 'not', predicate: absolutePredicate(predicate.predicate, closeTime) }
    case 'before_relative_time':
      return { type: 'before_absolute_time', time: BigInt(closeTime) + predicate.seconds }
    default:
      return predicate
  }
}

/** Whether a claim at `closeTime` satisfies an (absolute) predicate. */
export function predicateHolds(predicate: ClaimPredicate, closeTime: number): boolean {
  switch (predicate.type) {
    case 'unconditional':
      return true
    case 'and':
      return predicate.predicates.every((inner) => predicateHolds(inner, closeTime))
    case 'or':
      return predicate.predicates.some((inner) => predicateHolds(inner, closeTime))
    case 'not':
      return !predicateHolds(predicate.predicate, closeTime)
    case 'before_absolute_time':
      return BigInt(closeTime) < predicate.time
    case 'before_relative_time':
      throw new Error('relative predicates are made absolute at creation')
  }
}

export function claimantsJson(claimants: Claimant[]): JsonObject[] {
  return claimants.map((claimant) => ({
    destination: claimant.destination,
    predicate: predicateJson(claimant.predicate),
  }))
}

export function claimableBalanceRecord(
  balance: ClaimableBalanceState,
  lastModifiedTime: number,
): JsonObject {
  const path = `/claimable_balances/${balance.id}`
  return {
    _links: {
      self: link(path),
      transactions: { ...link(`${path}/transactions{?cursor,limit,order}`), templated: true },
      operations: { ...link(`${path}/operations{?cursor,limit,order}`), templated: true },
    },
    id: balance.id,
    asset: canonicalAsset(balance.asset),
    amount: formatStroops(balance.amount),
    sponsor: balance.sponsor,
    last_modified_ledger: balance.lastModifiedLedger,
    last_modified_time: rfc3339(lastModifiedTime),
    claimants: claimantsJson(balance.claimants),
    flags: { clawback_enabled: balance.clawbackEnabled },
    paging_token: `${balance.lastModifiedLedger}-${balance.id}`,
  }
}
