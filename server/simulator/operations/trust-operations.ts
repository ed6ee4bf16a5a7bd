// The trust family: change_trust and set_trust_line_flags, with their effects.

import { Operation, xdr } from '@stellar/stellar-sdk'
import { assetFields, assetType } from '../horizon-records.ts'
import type { CreditAsset } from '../ledger-entries.ts'
import type { EffectType } from '../effect-types.ts'
import { payReserve, releaseSponsoredEntry, sponsorshipEffect } from '../sponsorship.ts'
import { formatStroops } from '../stroops.ts'
import {
  ACCOUNT_FLAG_AUTH_REQUIRED,
  ACCOUNT_FLAG_AUTH_REVOCABLE,
  ACCOUNT_FLAG_CLAWBACK_ENABLED,
  TRUSTLINE_AUTHORIZED,
  TRUSTLINE_AUTHORIZED_TO_MAINTAIN_LIABILITIES,
  TRUSTLINE_CLAWBACK_ENABLED,
} from '../simulator-constants.ts'
import { sameAsset, sdkAsset } from '../ledger-primitives.ts'
import { removeOffersInAsset } from './issuer-operations.ts'
import { effect, failed, sourceOnly, succeeded } from './operation-handler.ts'
import { changeTrustResult, setTrustLineFlagsResult } from './operation-results.ts'
import type { OperationContext, OperationHandler, OperationOf } from './operation-handler.ts'
import { poolShareTrust } from './pool-share-trust.ts'
import { redeemRevokedPoolShares, withRedemption } from './pool-revocation.ts'
import type { PoolShareTrustOperation } from './pool-share-trust.ts'

type AssetTrustOperation = Exclude<OperationOf<'change_trust'>, PoolShareTrustOperation>

function trustlineEffect(sourceId: string, operation: AssetTrustOperation, type: EffectType) {
  return effect(sourceId, type, {
    ...assetFields(operation.asset),
    limit: formatStroops(operation.limit),
  })
}

/** How trustline sponsorship effects name the line. */
function trustlineEntryFields(asset: CreditAsset) {
  return { asset_type: assetType(asset), asset: `${asset.code}:${asset.issuer}` }
}

/** change_trust with limit 0: removes an empty trustline without liabilities. */
function removeTrustline(context: OperationContext, operation: AssetTrustOperation) {
  const { ledger, sourceId, source, ledgerSequence } = context
  const codes = xdr.ChangeTrustResult
  const asset = operation.asset
  const existing = source.trustlines.find((line) => sameAsset(line, asset))
  if (existing === undefined) return failed(changeTrustResult(codes.changeTrustTrustLineMissing()))
  const lineLiabilities = ledger.liabilities(sourceId, asset)
  if (existing.balance > 0n || lineLiabilities.buying > 0n || lineLiabilities.selling > 0n)
    return failed(changeTrustResult(codes.changeTrustInvalidLimit()))
  if ((existing.poolUseCount ?? 0) > 0)
    return failed(changeTrustResult(codes.changeTrustCannotDelete()))
  const account = ledger.mutableAccount(sourceId, ledgerSequence)
  account.trustlines = account.trustlines.filter((line) => !sameAsset(line, asset))
  account.subentryCount--
  const effects = [trustlineEffect(sourceId, operation, 'trustline_removed')]
  if (existing.sponsor !== undefined) {
    const released = { ownerId: sourceId, sponsorId: existing.sponsor, ledgerSequence }
    effects.push(releaseSponsoredEntry(ledger, released, 'trustline', trustlineEntryFields(asset)))
  }
  return succeeded(changeTrustResult(codes.changeTrustSuccess()), effects)
}

export const changeTrustHandler: OperationHandler<'change_trust'> = {
  typeI: 6,
  isPayment: false,
  sdkOperation: (operation) =>
    'pool' in operation
      ? poolShareTrust.sdkOperation(operation)
      : Operation.changeTrust({
          asset: sdkAsset(operation.asset),
          limit: formatStroops(operation.limit),
        }),
  apply(context, operation) {
    if ('pool' in operation) return poolShareTrust.apply(context, operation)
    const { ledger, sourceId, source, ledgerSequence } = context
    const codes = xdr.ChangeTrustResult
    const asset = operation.asset
    if (sourceId === asset.issuer) return failed(changeTrustResult(codes.changeTrustMalformed()))
    if (operation.limit === 0n) return removeTrustline(context, operation)
    const issuer = ledger.account(asset.issuer)
    const existing = source.trustlines.find((line) => sameAsset(line, asset))
    if (existing !== undefined) {
      if (operation.limit < existing.balance + ledger.liabilities(sourceId, asset).buying)
        return failed(changeTrustResult(codes.changeTrustInvalidLimit()))
      ledger.mutableTrustline(sourceId, asset, ledgerSequence).limit = operation.limit
      return succeeded(changeTrustResult(codes.changeTrustSuccess()), [
        trustlineEffect(sourceId, operation, 'trustline_updated'),
      ])
    }
    if (issuer === undefined) return failed(changeTrustResult(codes.changeTrustNoIssuer()))
    const sponsor = payReserve(ledger, sourceId, 1, ledgerSequence)
    if (sponsor === 'low_reserve') return failed(changeTrustResult(codes.changeTrustLowReserve()))
    const account = ledger.mutableAccount(sourceId, ledgerSequence)
    account.subentryCount++
    account.trustlines.push({
      code: asset.code,
      issuer: asset.issuer,
      balance: 0n,
      limit: operation.limit,
      flags:
        ((issuer.flags & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0 ? 0 : TRUSTLINE_AUTHORIZED) |
        ((issuer.flags & ACCOUNT_FLAG_CLAWBACK_ENABLED) !== 0 ? TRUSTLINE_CLAWBACK_ENABLED : 0),
      lastModifiedLedger: ledgerSequence,
      ...(sponsor === undefined ? {} : { sponsor }),
    })
    const effects = [trustlineEffect(sourceId, operation, 'trustline_created')]
    if (sponsor === undefined)
      return succeeded(changeTrustResult(codes.changeTrustSuccess()), effects)
    const change = { phase: 'created', sponsor } as const
    effects.push(sponsorshipEffect('trustline', sourceId, trustlineEntryFields(asset), change))
    return succeeded(changeTrustResult(codes.changeTrustSuccess()), effects, { sponsor })
  },
  participants: sourceOnly,
  details: (sourceId, operation) =>
    'pool' in operation
      ? poolShareTrust.details(sourceId, operation)
      : {
          ...assetFields(operation.asset),
          limit: formatStroops(operation.limit),
          trustee: operation.asset.issuer,
          trustor: sourceId,
        },
}

export const setTrustLineFlagsHandler: OperationHandler<'set_trust_line_flags'> = {
  typeI: 21,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.setTrustLineFlags({
      trustor: operation.trustor,
      asset: sdkAsset(operation.asset),
      flags: { authorized: operation.authorize },
    }),
  apply(context, operation) {
    const { ledger, sourceId, source, ledgerSequence } = context
    const codes = xdr.SetTrustLineFlagsResult
    if (sourceId !== operation.asset.issuer)
      return failed(setTrustLineFlagsResult(codes.setTrustLineFlagsMalformed()))
    const trustor = ledger.account(operation.trustor)
    const line = trustor?.trustlines.find((candidate) => sameAsset(candidate, operation.asset))
    if (line === undefined)
      return failed(setTrustLineFlagsResult(codes.setTrustLineFlagsNoTrustLine()))
    if (!operation.authorize && (source.flags & ACCOUNT_FLAG_AUTH_REVOCABLE) === 0)
      return failed(setTrustLineFlagsResult(codes.setTrustLineFlagsCantRevoke()))
    // Revoking authorization pulls the trustor's offers in that asset, as Core does; losing every
    // authorization (clearing `authorized` leaves nothing here) redeems its pool shares (CAP-38).
    if (!operation.authorize)
      removeOffersInAsset(ledger, operation.trustor, operation.asset, ledgerSequence)
    const redemption =
      !operation.authorize && (line.flags & TRUSTLINE_AUTHORIZED) !== 0
        ? redeemRevokedPoolShares(context, operation.trustor, operation.asset)
        : undefined
    if (redemption === 'low_reserve')
      return failed(setTrustLineFlagsResult(codes.setTrustLineFlagsLowReserve()))
    const mutableLine = ledger.mutableTrustline(operation.trustor, operation.asset, ledgerSequence)
    // Authorized and authorized-to-maintain-liabilities exclude each other.
    mutableLine.flags = operation.authorize
      ? (mutableLine.flags & ~TRUSTLINE_AUTHORIZED_TO_MAINTAIN_LIABILITIES) | TRUSTLINE_AUTHORIZED
      : mutableLine.flags & ~TRUSTLINE_AUTHORIZED
    const flagsUpdated = effect(sourceId, 'trustline_flags_updated', {
      ...assetFields(operation.asset),
      trustor: operation.trustor,
      authorized_flag: operation.authorize,
    })
    return withRedemption(
      succeeded(setTrustLineFlagsResult(codes.setTrustLineFlagsSuccess()), [flagsUpdated]),
      redemption,
    )
  },
  participants: (sourceId, operation) => [sourceId, operation.trustor],
  details: (_sourceId, operation) => ({
    ...assetFields(operation.asset),
    trustor: operation.trustor,
    ...(operation.authorize
      ? { set_flags: [1], set_flags_s: ['authorized'] }
      : { clear_flags: [1], clear_flags_s: ['authorized'] }),
  }),
}
