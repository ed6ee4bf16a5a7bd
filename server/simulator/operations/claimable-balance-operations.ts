// The claimable balances family: create_claimable_balance, claim_claimable_balance and
// clawback_claimable_balance, with their effects. A balance always has a sponsor (its creator, or
// the creator's sponsor) paying one base reserve per claimant.

import { Claimant as SdkClaimant, Operation, xdr } from '@stellar/stellar-sdk'
import {
  absolutePredicate,
  claimableBalanceId,
  claimantsJson,
  predicateHolds,
  predicateJson,
  sdkClaimPredicate,
} from '../claimable-balances.ts'
import type { ClaimableBalanceState } from '../ledger-entries.ts'
import { assetFields } from '../horizon-records.ts'
import type { AccountState, CreditAsset } from '../ledger-entries.ts'
import type { EffectDraft } from '../simulator-types.ts'
import { canonicalAsset, sameAsset, sdkAsset } from '../ledger-primitives.ts'
import type { LedgerState } from '../ledger-state.ts'
import {
  ACCOUNT_FLAG_CLAWBACK_ENABLED,
  BASE_RESERVE,
  TRUSTLINE_AUTHORIZED,
  TRUSTLINE_CLAWBACK_ENABLED,
} from '../simulator-constants.ts'
import { sponsorshipEffect } from '../sponsorship.ts'
import { formatStroops } from '../stroops.ts'
import { effect, failed, sourceOnly, succeeded } from './operation-handler.ts'
import {
  claimClaimableBalanceResult,
  clawbackClaimableBalanceResult,
  createClaimableBalanceResult,
} from './operation-results.ts'
import type { OperationContext, OperationHandler, OperationOf } from './operation-handler.ts'

/** Fields every claimable balance effect shares, in Horizon's struct order. */
export function balanceFields(balance: ClaimableBalanceState) {
  return {
    asset: canonicalAsset(balance.asset),
    balance_id: balance.id,
    amount: formatStroops(balance.amount),
  }
}

/** Whether the holder may move `asset`: null when fine, else the failure. */
function holdingFailure(
  holder: AccountState,
  asset: CreditAsset,
): 'no_trust' | 'not_authorized' | null {
  if (asset.issuer === holder.id) return null
  const line = holder.trustlines.find((candidate) => sameAsset(candidate, asset))
  if (line === undefined) return 'no_trust'
  if ((line.flags & TRUSTLINE_AUTHORIZED) === 0) return 'not_authorized'
  return null
}

function clawbackEnabled(source: AccountState, asset: CreditAsset | null): boolean {
  if (asset === null) return false
  if (asset.issuer === source.id) return (source.flags & ACCOUNT_FLAG_CLAWBACK_ENABLED) !== 0
  const line = source.trustlines.find((candidate) => sameAsset(candidate, asset))
  return line !== undefined && (line.flags & TRUSTLINE_CLAWBACK_ENABLED) !== 0
}

type CreateFailure = 'malformed' | 'no_trust' | 'not_authorized' | 'underfunded'
const CREATE_FAILURES: Record<CreateFailure, () => xdr.CreateClaimableBalanceResult> = {
  malformed: () => xdr.CreateClaimableBalanceResult.createClaimableBalanceMalformed(),
  no_trust: () => xdr.CreateClaimableBalanceResult.createClaimableBalanceNoTrust(),
  not_authorized: () => xdr.CreateClaimableBalanceResult.createClaimableBalanceNotAuthorized(),
  underfunded: () => xdr.CreateClaimableBalanceResult.createClaimableBalanceUnderfunded(),
}

function createFailure(
  { ledger, source }: OperationContext,
  operation: OperationOf<'create_claimable_balance'>,
): CreateFailure | null {
  const destinations = new Set(operation.claimants.map((claimant) => claimant.destination))
  if (operation.amount <= 0n || destinations.size !== operation.claimants.length) return 'malformed'
  if (operation.claimants.length === 0) return 'malformed'
  if (operation.asset !== null) {
    const failure = holdingFailure(source, operation.asset)
    if (failure !== null) return failure
  }
  if (ledger.sendingCapacity(source, operation.asset) < operation.amount) return 'underfunded'
  return null
}

export const createClaimableBalanceHandler: OperationHandler<'create_claimable_balance'> = {
  typeI: 14,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.createClaimableBalance({
      asset: sdkAsset(operation.asset),
      amount: formatStroops(operation.amount),
      claimants: operation.claimants.map(
        (claimant) => new SdkClaimant(claimant.destination, sdkClaimPredicate(claimant.predicate)),
      ),
    }),
  apply(context, operation) {
    const { ledger, sourceId, source, ledgerSequence, transaction } = context
    const failure = createFailure(context, operation)
    if (failure !== null) return failed(createClaimableBalanceResult(CREATE_FAILURES[failure]()))
    ledger.adjustBalance(sourceId, operation.asset, -operation.amount, ledgerSequence)
    // The balance's reserves: the source's sponsor pays, or else the source itself.
    const count = operation.claimants.length
    const sponsor = ledger.activeSponsorships.get(sourceId) ?? sourceId
    const payer = ledger.account(sponsor)
    if (payer === undefined || ledger.availableNative(payer) < BigInt(count) * BASE_RESERVE)
      return failed(
        createClaimableBalanceResult(
          xdr.CreateClaimableBalanceResult.createClaimableBalanceLowReserve(),
        ),
      )
    ledger.moveReserves({ ownerId: '', sponsorId: sponsor, count, ledgerSequence })
    const id = claimableBalanceId(
      transaction.sourceId,
      transaction.sequence,
      transaction.operationIndex,
    )
    const balance: ClaimableBalanceState = {
      id,
      asset: operation.asset,
      amount: operation.amount,
      claimants: operation.claimants.map((claimant) => ({
        destination: claimant.destination,
        predicate: absolutePredicate(claimant.predicate, transaction.closeTime),
      })),
      sponsor,
      clawbackEnabled: clawbackEnabled(source, operation.asset),
      lastModifiedLedger: ledgerSequence,
    }
    ledger.requireState().claimableBalances[id] = balance
    ledger.balanceJournal.set(id, null)
    ledger.touchedBalances.add(id)
    const fields = balanceFields(balance)
    const result = xdr.CreateClaimableBalanceResult.createClaimableBalanceSuccess(
      xdr.ClaimableBalanceId.claimableBalanceIdTypeV0(Buffer.from(id.slice(8), 'hex')),
    )
    return succeeded(
      createClaimableBalanceResult(result),
      [
        effect(sourceId, 'claimable_balance_created', fields),
        ...balance.claimants.map((claimant) =>
          effect(claimant.destination, 'claimable_balance_claimant_created', {
            ...fields,
            predicate: predicateJson(claimant.predicate),
          }),
        ),
        effect(sourceId, 'account_debited', {
          ...assetFields(operation.asset),
          amount: formatStroops(operation.amount),
        }),
        sponsorshipEffect(
          'claimable_balance',
          sourceId,
          { balance_id: id },
          { phase: 'created', sponsor },
        ),
      ],
      { sponsor },
    )
  },
  participants: (sourceId, operation) => [
    sourceId,
    ...operation.claimants.map((claimant) => claimant.destination),
  ],
  details: (_sourceId, operation) => ({
    asset: canonicalAsset(operation.asset),
    amount: formatStroops(operation.amount),
    claimants: claimantsJson(operation.claimants),
  }),
}

/**
 * Removes a balance, frees its sponsor's reserves and credits `creditedId` (burned when it is
 * the issuer); returns the effects that follow the operation's own.
 */
function removeBalance(
  ledger: LedgerState,
  balance: ClaimableBalanceState,
  creditedId: string,
  ledgerSequence: number,
): EffectDraft[] {
  ledger.mutableBalance(balance.id)
  delete ledger.requireState().claimableBalances[balance.id]
  ledger.moveReserves({
    ownerId: '',
    sponsorId: balance.sponsor,
    count: -balance.claimants.length,
    ledgerSequence,
  })
  ledger.adjustBalance(creditedId, balance.asset, balance.amount, ledgerSequence)
  return [
    effect(creditedId, 'account_credited', {
      ...assetFields(balance.asset),
      amount: formatStroops(balance.amount),
    }),
    sponsorshipEffect(
      'claimable_balance',
      creditedId,
      { balance_id: balance.id },
      { phase: 'removed', formerSponsor: balance.sponsor },
    ),
  ]
}

export const claimClaimableBalanceHandler: OperationHandler<'claim_claimable_balance'> = {
  typeI: 15,
  isPayment: false,
  sdkOperation: (operation) => Operation.claimClaimableBalance({ balanceId: operation.balanceId }),
  apply({ ledger, sourceId, source, ledgerSequence, transaction }, operation) {
    const codes = xdr.ClaimClaimableBalanceResult
    const balance = ledger.requireState().claimableBalances[operation.balanceId]
    if (balance === undefined)
      return failed(claimClaimableBalanceResult(codes.claimClaimableBalanceDoesNotExist()))
    const claimant = balance.claimants.find((candidate) => candidate.destination === sourceId)
    if (claimant === undefined || !predicateHolds(claimant.predicate, transaction.closeTime))
      return failed(claimClaimableBalanceResult(codes.claimClaimableBalanceCannotClaim()))
    if (balance.asset !== null) {
      const failure = holdingFailure(source, balance.asset)
      if (failure === 'no_trust')
        return failed(claimClaimableBalanceResult(codes.claimClaimableBalanceNoTrust()))
      if (failure === 'not_authorized')
        return failed(claimClaimableBalanceResult(codes.claimClaimableBalanceNotAuthorized()))
    }
    if (ledger.receivingCapacity(source, balance.asset) < balance.amount)
      return failed(claimClaimableBalanceResult(codes.claimClaimableBalanceLineFull()))
    return succeeded(claimClaimableBalanceResult(codes.claimClaimableBalanceSuccess()), [
      effect(sourceId, 'claimable_balance_claimed', balanceFields(balance)),
      ...removeBalance(ledger, balance, sourceId, ledgerSequence),
    ])
  },
  participants: sourceOnly,
  details: (sourceId, operation) => ({ balance_id: operation.balanceId, claimant: sourceId }),
}

export const clawbackClaimableBalanceHandler: OperationHandler<'clawback_claimable_balance'> = {
  typeI: 20,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.clawbackClaimableBalance({ balanceId: operation.balanceId }),
  apply({ ledger, sourceId, ledgerSequence }, operation) {
    const codes = xdr.ClawbackClaimableBalanceResult
    const balance = ledger.requireState().claimableBalances[operation.balanceId]
    if (balance === undefined)
      return failed(clawbackClaimableBalanceResult(codes.clawbackClaimableBalanceDoesNotExist()))
    if (balance.asset === null || balance.asset.issuer !== sourceId)
      return failed(clawbackClaimableBalanceResult(codes.clawbackClaimableBalanceNotIssuer()))
    if (!balance.clawbackEnabled)
      return failed(
        clawbackClaimableBalanceResult(codes.clawbackClaimableBalanceNotClawbackEnabled()),
      )
    return succeeded(clawbackClaimableBalanceResult(codes.clawbackClaimableBalanceSuccess()), [
      effect(sourceId, 'claimable_balance_clawed_back', { balance_id: balance.id }),
      ...removeBalance(ledger, balance, sourceId, ledgerSequence),
    ])
  },
  participants: sourceOnly,
  details: (_sourceId, operation) => ({ balance_id: operation.balanceId }),
}
