// Loaded lazily: it pulls in the SDK's XDR codec. Turns a transaction's result_xdr into the result
// code members Horizon's `extras.result_codes` is made from, so result-codes.ts can put them in words.
import { TransactionResult } from '@stellar/stellar-sdk/xdr'

export interface DecodedResultCodes {
  /** The outer transaction's code member, e.g. "txFailed" or "txFeeBumpInnerFailed". */
  transaction: string
  /** For a fee bump: the inner transaction's code member. */
  innerTransaction?: string
  /** One code member per operation, e.g. "opBadAuth" or "paymentUnderfunded". */
  operations: string[]
}

interface TypedValue {
  type?: unknown
}

function typeName(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const type = (value as TypedValue).type
  return typeof type === 'string' ? type : undefined
}

// An operation result is either an outer code (opBadAuth…) or opInner wrapping the operation's own
// result union, whose member name is the code (paymentUnderfunded…).
function operationMember(result: unknown): string {
  const outer = typeName(result) ?? 'unknown'
  if (outer !== 'opInner') return outer
  const tr = (result as { tr?: unknown }).tr
  if (typeof tr !== 'object' || tr === null) return outer
  for (const [key, value] of Object.entries(tr)) {
    if (key === 'type') continue
    const member = typeName(value)
    if (member !== undefined) return member
  }
  return outer
}

function operationMembers(result: unknown): string[] {
  const results = (result as { results?: unknown }).results
  return Array.isArray(results) ? results.map(operationMember) : []
}

/** Decodes base64 result_xdr; throws on input that is not a TransactionResult. */
export function decodeResultCodes(resultXdr: string): DecodedResultCodes {
  const decoded = TransactionResult.fromXdr(resultXdr.trim(), 'base64')
  const outer = decoded.result
  const transaction = typeName(outer) ?? 'unknown'
  const pair = (outer as { innerResultPair?: { result?: { result?: unknown } } }).innerResultPair
  if (pair?.result?.result !== undefined) {
    const inner = pair.result.result
    return {
      transaction,
      innerTransaction: typeName(inner) ?? 'unknown',
      operations: operationMembers(inner),
    }
  }
  return { transaction, operations: operationMembers(outer) }
}
