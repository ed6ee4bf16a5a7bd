// Applies one operation to the ledger state: op_no_account for a missing source, otherwise the
// handler of its type (operations/operation-table.ts) produces the result XDR, effects and trades.

import { xdr } from '@stellar/stellar-sdk'
import type { LedgerState } from './ledger-state.ts'
import type { AppliedOperation, PlannedOperation } from './simulator-types.ts'
import type { TransactionPosition } from './operations/operation-handler.ts'
import { failed } from './operations/operation-handler.ts'
import { operationHandler } from './operations/operation-table.ts'

export interface ApplyOperationOptions {
  sourceId: string
  operation: PlannedOperation
  /** Sequence of the ledger being closed. */
  ledgerSequence: number
  /** ledgerSequence << 32. */
  ledgerStartSequence: bigint
  transaction: TransactionPosition
}

export function applyOperation(
  ledger: LedgerState,
  { sourceId, operation, ledgerSequence, ledgerStartSequence, transaction }: ApplyOperationOptions,
): AppliedOperation {
  const source = ledger.account(sourceId)
  if (source === undefined) return failed(xdr.OperationResult.opNoAccount())
  const context = { ledger, sourceId, source, ledgerSequence, ledgerStartSequence, transaction }
  return operationHandler(operation.kind).apply(context, operation)
}
