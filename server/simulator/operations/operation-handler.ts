// What every operation type provides: how it applies to the ledger state with Stellar Core's rules
// (result XDR, effects, trades) and how Horizon describes it (type_i, payment class, participants,
// type-specific details). Each family file holds the handlers of a few related types together
// with the effects they derive; operation-table.ts maps every type to its handler.

import type { xdr } from '@stellar/stellar-sdk'
import { EFFECT_TYPE_I, type EffectType } from '../effect-types.ts'
import type { JsonObject } from '../horizon-records.ts'
import type { AccountState } from '../ledger-entries.ts'
import type { LedgerState } from '../ledger-state.ts'
import type { AppliedOperation, EffectDraft, PlannedOperation } from '../simulator-types.ts'

export type OperationKind = PlannedOperation['kind']
export type OperationOf<Kind extends OperationKind> = Extract<PlannedOperation, { kind: Kind }>

/** Where the operation sits: claimable balance ids hash the transaction source and sequence. */
export interface TransactionPosition {
  sourceId: string
  sequence: bigint
  /** 0-based index of the operation in its transaction. */
  operationIndex: number
  closeTime: number
}

export interface OperationContext {
  ledger: LedgerState
  sourceId: string
  /** The source account: a missing one fails with op_no_account before any handler runs. */
  source: AccountState
  /** Sequence of the ledger being closed (the last_modified_ledger of everything touched). */
  ledgerSequence: number
  /** ledgerSequence << 32: the starting sequence of new accounts, account_merge's limit. */
  ledgerStartSequence: bigint
  transaction: TransactionPosition
}

export interface OperationHandler<Kind extends OperationKind> {
  /** Horizon's type_i. */
  typeI: number
  /**
   * Listed by Horizon's payments endpoints (its OnlyPayments filter); for a type whose listing
   * depends on what it did, a function of the applied operation (undefined when it failed).
   */
  isPayment: boolean | ((applied: AppliedOperation | undefined) => boolean)
  apply(context: OperationContext, operation: OperationOf<Kind>): AppliedOperation
  /** The operation as it goes into the signed envelope. */
  sdkOperation(operation: OperationOf<Kind>): xdr.Operation
  /**
   * Accounts the operation involves (operation_participants), source first; `applied` is the
   * applied operation of a successful transaction (undefined otherwise).
   */
  participants(sourceId: string, operation: OperationOf<Kind>, applied?: AppliedOperation): string[]
  /** Type-specific operation fields (horizon-api.md §4.2), in Horizon's order. */
  details(
    sourceId: string,
    operation: OperationOf<Kind>,
    outcome: JsonObject | undefined,
  ): JsonObject
}

type SuccessExtras = Partial<
  Pick<AppliedOperation, 'outcome' | 'trades' | 'takerOfferId' | 'sponsor'>
>

export function succeeded(
  result: xdr.OperationResult,
  effects: EffectDraft[],
  extras: SuccessExtras = {},
): AppliedOperation {
  return {
    success: true,
    result,
    effects,
    outcome: extras.outcome ?? {},
    trades: extras.trades ?? [],
    takerOfferId: extras.takerOfferId ?? null,
    ...(extras.sponsor === undefined ? {} : { sponsor: extras.sponsor }),
  }
}

export function failed(result: xdr.OperationResult): AppliedOperation {
  return { success: false, result, effects: [], outcome: {}, trades: [], takerOfferId: null }
}

/** An effect on `account`; its type_i comes from the one table of effect types. */
export function effect(account: string, type: EffectType, details: JsonObject): EffectDraft {
  return { account, type, typeI: EFFECT_TYPE_I[type], details }
}

/** The source and one destination: the participants of every payment-like operation. */
export function sourceAndDestination(
  sourceId: string,
  operation: { destination: string },
): string[] {
  return [sourceId, operation.destination]
}

export function sourceOnly(sourceId: string): string[] {
  return [sourceId]
}
