// The accounts family: create_account, account_merge and bump_sequence, with their effects.

import { Operation, xdr } from '@stellar/stellar-sdk'
import { formatStroops } from '../stroops.ts'
import { BASE_RESERVE } from '../simulator-constants.ts'
import { effect, failed, sourceAndDestination, sourceOnly, succeeded } from './operation-handler.ts'
import { accountMergeResult, bumpSequenceResult, createAccountResult } from './operation-results.ts'
import type { OperationContext, OperationHandler, OperationOf } from './operation-handler.ts'
import type { AppliedOperation, EffectDraft } from '../simulator-types.ts'
import { sponsorshipEffect } from '../sponsorship.ts'

const bumpSequenceSuccess = () => bumpSequenceResult(xdr.BumpSequenceResult.bumpSequenceSuccess())

type CreateAccount = OperationOf<'create_account'>

function accountCreatedEffects(sourceId: string, operation: CreateAccount): EffectDraft[] {
  return [
    effect(operation.destination, 'account_created', {
      starting_balance: formatStroops(operation.startingBalance),
    }),
    effect(sourceId, 'account_debited', {
      asset_type: 'native',
      amount: formatStroops(operation.startingBalance),
    }),
    effect(operation.destination, 'signer_created', {
      weight: 1,
      public_key: operation.destination,
      key: '',
    }),
  ]
}

/** The new account's base reserve is paid by the account sponsoring its future reserves. */
function createSponsoredAccount(
  { ledger, sourceId, ledgerSequence }: OperationContext,
  operation: CreateAccount,
  sponsor: string,
): AppliedOperation {
  const payer = ledger.account(sponsor)
  if (payer === undefined || ledger.availableNative(payer) < 2n * BASE_RESERVE)
    return failed(createAccountResult(xdr.CreateAccountResult.createAccountLowReserve()))
  ledger.moveReserves({
    ownerId: operation.destination,
    sponsorId: sponsor,
    count: 2,
    ledgerSequence,
  })
  ledger.mutableAccount(operation.destination, ledgerSequence).sponsor = sponsor
  const change = { phase: 'created', sponsor } as const
  return succeeded(
    createAccountResult(xdr.CreateAccountResult.createAccountSuccess()),
    [
      ...accountCreatedEffects(sourceId, operation),
      sponsorshipEffect('account', operation.destination, {}, change),
    ],
    { sponsor },
  )
}

export const createAccountHandler: OperationHandler<'create_account'> = {
  typeI: 0,
  isPayment: true,
  sdkOperation: (operation) =>
    Operation.createAccount({
      destination: operation.destination,
      startingBalance: formatStroops(operation.startingBalance),
    }),
  apply(context, operation) {
    const { ledger, sourceId, source, ledgerSequence, ledgerStartSequence } = context
    const codes = xdr.CreateAccountResult
    if (ledger.account(operation.destination) !== undefined)
      return failed(createAccountResult(codes.createAccountAlreadyExist()))
    // A sponsored account's two base reserves are its sponsor's: it may start with nothing.
    const sponsor = ledger.activeSponsorships.get(operation.destination)
    if (sponsor === undefined && operation.startingBalance < 2n * BASE_RESERVE)
      return failed(createAccountResult(codes.createAccountLowReserve()))
    if (ledger.availableNative(source) < operation.startingBalance)
      return failed(createAccountResult(codes.createAccountUnderfunded()))
    ledger.mutableAccount(sourceId, ledgerSequence).balance -= operation.startingBalance
    ledger.requireState().accounts[operation.destination] = ledger.newAccountState({
      id: operation.destination,
      keyIndex: operation.keyIndex,
      balance: operation.startingBalance,
      sequence: ledgerStartSequence,
      ledgerSequence,
    })
    ledger.journal.set(operation.destination, null)
    ledger.touchedAccounts.add(operation.destination)
    if (sponsor !== undefined) return createSponsoredAccount(context, operation, sponsor)
    return succeeded(
      createAccountResult(codes.createAccountSuccess()),
      accountCreatedEffects(sourceId, operation),
    )
  },
  participants: sourceAndDestination,
  details: (sourceId, operation) => ({
    starting_balance: formatStroops(operation.startingBalance),
    funder: sourceId,
    account: operation.destination,
  }),
}

export const accountMergeHandler: OperationHandler<'account_merge'> = {
  typeI: 8,
  isPayment: true,
  sdkOperation: (operation) => Operation.accountMerge({ destination: operation.destination }),
  apply({ ledger, sourceId, source, ledgerSequence, ledgerStartSequence }, operation) {
    const codes = xdr.AccountMergeResult
    if (operation.destination === sourceId)
      return failed(accountMergeResult(codes.accountMergeMalformed()))
    if (ledger.account(operation.destination) === undefined)
      return failed(accountMergeResult(codes.accountMergeNoAccount()))
    if (source.subentryCount > 0)
      return failed(accountMergeResult(codes.accountMergeHasSubEntries()))
    if ((source.numSponsoring ?? 0) > 0)
      return failed(accountMergeResult(codes.accountMergeIsSponsor()))
    if (source.sequence >= ledgerStartSequence)
      return failed(accountMergeResult(codes.accountMergeSeqnumTooFar()))
    const amount = source.balance
    ledger.mutableAccount(sourceId, ledgerSequence)
    // A sponsored account's reserves go back to its sponsor's spare balance.
    if (source.sponsor !== undefined)
      ledger.moveReserves({
        ownerId: sourceId,
        sponsorId: source.sponsor,
        count: -2,
        ledgerSequence,
      })
    ledger.mutableAccount(operation.destination, ledgerSequence).balance += amount
    delete ledger.requireState().accounts[sourceId]
    ledger.touchedAccounts.add(sourceId)
    return succeeded(accountMergeResult(codes.accountMergeSuccess(amount)), [
      effect(sourceId, 'account_debited', {
        asset_type: 'native',
        amount: formatStroops(amount),
      }),
      effect(operation.destination, 'account_credited', {
        asset_type: 'native',
        amount: formatStroops(amount),
      }),
      effect(sourceId, 'account_removed', {}),
      ...(source.sponsor === undefined
        ? []
        : [
            sponsorshipEffect(
              'account',
              sourceId,
              {},
              { phase: 'removed', formerSponsor: source.sponsor },
            ),
          ]),
    ])
  },
  participants: sourceAndDestination,
  details: (sourceId, operation) => ({ account: sourceId, into: operation.destination }),
}

export const bumpSequenceHandler: OperationHandler<'bump_sequence'> = {
  typeI: 11,
  isPayment: false,
  sdkOperation: (operation) => Operation.bumpSequence({ bumpTo: operation.bumpTo.toString() }),
  apply({ ledger, sourceId, source, ledgerSequence, transaction }, operation) {
    if (operation.bumpTo <= source.sequence) return succeeded(bumpSequenceSuccess(), [])
    const bumped = ledger.mutableAccount(sourceId, ledgerSequence)
    bumped.sequence = operation.bumpTo
    // Core (protocol 19+) records where a bump changed the sequence, as a transaction does.
    bumped.sequenceLedger = ledgerSequence
    bumped.sequenceTime = transaction.closeTime
    return succeeded(bumpSequenceSuccess(), [
      effect(sourceId, 'sequence_bumped', { new_seq: operation.bumpTo.toString() }),
    ])
  },
  participants: sourceOnly,
  details: (_sourceId, operation) => ({ bump_to: operation.bumpTo.toString() }),
}
