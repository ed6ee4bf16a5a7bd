// Issuer controls over their asset: allow_trust (the older authorization operation, levels 0, 1
// and 2) and clawback, with their effects.

import { Operation, xdr } from '@stellar/stellar-sdk'
import { assetFields } from '../horizon-records.ts'
import type { CreditAsset } from '../ledger-entries.ts'
import type { LedgerState } from '../ledger-state.ts'
import { sameAsset, sameAssetOrNative, sdkAsset } from '../ledger-primitives.ts'
import {
  ACCOUNT_FLAG_AUTH_REVOCABLE,
  TRUSTLINE_AUTHORIZED,
  TRUSTLINE_AUTHORIZED_TO_MAINTAIN_LIABILITIES,
  TRUSTLINE_CLAWBACK_ENABLED,
} from '../simulator-constants.ts'
import type { EffectDraft } from '../simulator-types.ts'
import { formatStroops } from '../stroops.ts'
import { effect, failed, succeeded } from './operation-handler.ts'
import { allowTrustResult, clawbackResult } from './operation-results.ts'
import { redeemRevokedPoolShares, withRedemption } from './pool-revocation.ts'
import type { OperationHandler, OperationOf } from './operation-handler.ts'

const AUTHORIZATION_MASK = TRUSTLINE_AUTHORIZED | TRUSTLINE_AUTHORIZED_TO_MAINTAIN_LIABILITIES

/** Pulls the trustor's offers in `asset` from the book, as Core does on full deauthorization. */
export function removeOffersInAsset(
  ledger: LedgerState,
  trustorId: string,
  asset: CreditAsset,
  ledgerSequence: number,
): void {
  for (const offer of Object.values(ledger.requireState().offers)) {
    if (
      offer.seller === trustorId &&
      (sameAssetOrNative(offer.selling, asset) || sameAssetOrNative(offer.buying, asset))
    )
      ledger.removeOffer(offer.offerId, ledgerSequence)
  }
}

/** trustline_(de)authorized… (deprecated, still emitted) then trustline_flags_updated. */
function allowTrustEffects(sourceId: string, operation: OperationOf<'allow_trust'>): EffectDraft[] {
  const { trustor, asset, authorize } = operation
  const legacy = { trustor, asset_type: assetFields(asset).asset_type, asset_code: asset.code }
  const flagEffect = (flags: Record<string, boolean>) =>
    effect(sourceId, 'trustline_flags_updated', { ...assetFields(asset), trustor, ...flags })
  if (authorize === 1)
    return [effect(sourceId, 'trustline_authorized', legacy), flagEffect({ authorized_flag: true })]
  if (authorize === 2)
    return [
      effect(sourceId, 'trustline_authorized_to_maintain_liabilities', legacy),
      flagEffect({ authorized_to_maintain_liabilites_flag: true }),
    ]
  return [
    effect(sourceId, 'trustline_deauthorized', legacy),
    flagEffect({ authorized_flag: false, authorized_to_maintain_liabilites_flag: false }),
  ]
}

export const allowTrustHandler: OperationHandler<'allow_trust'> = {
  typeI: 7,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.allowTrust({
      trustor: operation.trustor,
      assetCode: operation.asset.code,
      authorize: operation.authorize,
    }),
  apply(context, operation) {
    const { ledger, sourceId, source, ledgerSequence } = context
    const codes = xdr.AllowTrustResult
    // The operation names only a code: the asset is always the source's own.
    const asset = { code: operation.asset.code, issuer: sourceId }
    if (operation.trustor === sourceId)
      return failed(allowTrustResult(codes.allowTrustSelfNotAllowed()))
    const line = ledger
      .account(operation.trustor)
      ?.trustlines.find((candidate) => sameAsset(candidate, asset))
    if (line === undefined) return failed(allowTrustResult(codes.allowTrustNoTrustLine()))
    const before = line.flags & AUTHORIZATION_MASK
    const revoking =
      (before === TRUSTLINE_AUTHORIZED && operation.authorize !== 1) ||
      (before !== 0 && operation.authorize === 0)
    if (revoking && (source.flags & ACCOUNT_FLAG_AUTH_REVOCABLE) === 0)
      return failed(allowTrustResult(codes.allowTrustCantRevoke()))
    const revokesFully = operation.authorize === 0 && before !== 0
    if (revokesFully) removeOffersInAsset(ledger, operation.trustor, asset, ledgerSequence)
    const redemption = revokesFully
      ? redeemRevokedPoolShares(context, operation.trustor, asset)
      : undefined
    if (redemption === 'low_reserve') return failed(allowTrustResult(codes.allowTrustLowReserve()))
    const mutable = ledger.mutableTrustline(operation.trustor, asset, ledgerSequence)
    mutable.flags = (mutable.flags & ~AUTHORIZATION_MASK) | operation.authorize
    return withRedemption(
      succeeded(
        allowTrustResult(codes.allowTrustSuccess()),
        allowTrustEffects(sourceId, operation),
      ),
      redemption,
    )
  },
  participants: (sourceId, operation) => [sourceId, operation.trustor],
  details: (sourceId, operation) => ({
    ...assetFields(operation.asset),
    trustee: sourceId,
    trustor: operation.trustor,
    authorize: operation.authorize === 1,
    authorize_to_maintain_liabilities: operation.authorize !== 0,
  }),
}

export const clawbackHandler: OperationHandler<'clawback'> = {
  typeI: 19,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.clawback({
      asset: sdkAsset(operation.asset),
      amount: formatStroops(operation.amount),
      from: operation.from,
    }),
  apply({ ledger, sourceId, ledgerSequence }, operation) {
    const codes = xdr.ClawbackResult
    const { asset, from, amount } = operation
    if (asset.issuer !== sourceId || from === sourceId || amount <= 0n)
      return failed(clawbackResult(codes.clawbackMalformed()))
    const holder = ledger.account(from)
    const line = holder?.trustlines.find((candidate) => sameAsset(candidate, asset))
    if (holder === undefined || line === undefined)
      return failed(clawbackResult(codes.clawbackNoTrust()))
    if ((line.flags & TRUSTLINE_CLAWBACK_ENABLED) === 0)
      return failed(clawbackResult(codes.clawbackNotClawbackEnabled()))
    if (line.balance - ledger.liabilities(from, asset).selling < amount)
      return failed(clawbackResult(codes.clawbackUnderfunded()))
    ledger.mutableTrustline(from, asset, ledgerSequence).balance -= amount
    const details = { ...assetFields(asset), amount: formatStroops(amount) }
    // The clawed-back amount is burned; Horizon still reports the issuer as credited.
    return succeeded(clawbackResult(codes.clawbackSuccess()), [
      effect(sourceId, 'account_credited', details),
      effect(from, 'account_debited', details),
    ])
  },
  participants: (sourceId, operation) => [sourceId, operation.from],
  details: (_sourceId, operation) => ({
    ...assetFields(operation.asset),
    from: operation.from,
    amount: formatStroops(operation.amount),
  }),
}
