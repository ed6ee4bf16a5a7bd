// Why a transaction failed, from its decoded result codes: the failing operations (with their
// index when the transaction has several), the transaction's own code and, for a fee bump,
// whether the inner transaction failed. Pure: decode-result-codes.ts does the XDR part.
import type { DecodedResultCodes } from '@/transactions/decode-result-codes'
import type { ResultCodeText } from '@/transactions/result-codes'
import { describeOperationResult, describeTransactionResult } from '@/transactions/result-codes'

export interface OperationFailure {
  /** 0-based position of the operation in its transaction. */
  index: number
  text: ResultCodeText
}

export interface FailureExplanation {
  /** The outer transaction's code (for a fee bump: the wrapper's). */
  transaction: ResultCodeText
  /** Fee bumps only: the code of the transaction inside the wrapper. */
  inner?: ResultCodeText
  operationCount: number
  failingOperations: OperationFailure[]
  /** The one reason to show first: the first failing operation, else the transaction's code. */
  main: ResultCodeText
  /** e.g. "operation 2 of 3", when the main reason is an operation of a multi-operation transaction. */
  mainPosition?: string
}

function unknownCode(member: string): ResultCodeText {
  return { code: member, sentence: 'a result code this explorer does not know yet' }
}

function isSuccessMember(member: string): boolean {
  return member === 'opInner' || member.endsWith('Success')
}

/** Undefined when the result says the transaction succeeded: there is no failure to explain. */
export function explainFailure(decoded: DecodedResultCodes): FailureExplanation | undefined {
  const transaction =
    describeTransactionResult(decoded.transaction) ?? unknownCode(decoded.transaction)
  const inner =
    decoded.innerTransaction === undefined
      ? undefined
      : (describeTransactionResult(decoded.innerTransaction) ??
        unknownCode(decoded.innerTransaction))
  const failed = !['txSuccess', 'txFeeBumpInnerSuccess'].includes(decoded.transaction)
  if (!failed) return undefined
  const failingOperations = decoded.operations.flatMap((member, index) =>
    isSuccessMember(member)
      ? []
      : [{ index, text: describeOperationResult(member) ?? unknownCode(member) }],
  )
  const operationCount = decoded.operations.length
  const [first] = failingOperations
  return {
    transaction,
    inner,
    operationCount,
    failingOperations,
    main: first?.text ?? inner ?? transaction,
    mainPosition:
      first !== undefined && operationCount > 1
        ? `operation ${first.index + 1} of ${operationCount}`
        : undefined,
  }
}

/** What one operation of a failed transaction reports, by its 0-based index. */
export function operationFailure(explanation: FailureExplanation, index: number): ResultCodeText {
  const own = explanation.failingOperations.find((failure) => failure.index === index)
  if (own) return own.text
  const other = explanation.failingOperations[0]
  if (other) {
    return {
      code: `op ${other.index + 1} ${other.text.code}`,
      sentence: `this operation was valid, but operation ${other.index + 1} failed (${other.text.code}: ${other.text.sentence}), so none of them took effect`,
    }
  }
  return explanation.inner ?? explanation.transaction
}

/** "op_underfunded" → "underfunded": the short words a sentence can carry in brackets. */
export function shortCode(code: string): string {
  return code.replace(/^(op|tx)_/, '').replaceAll('_', ' ')
}
