// protocol.ValidatePagination, shared by getLedgers and getTransactions: either startLedger
// inside the retention window or a cursor, never both, and a limit no larger than the maximum.
// Both methods read the same request shape (startLedger, pagination{cursor, limit}, xdrFormat)
// and answer every validation problem at once as -32600, so the whole preamble lives here.
import { invalidRequest, type JsonObject, type JsonValue } from './json-rpc.ts'
import type { RpcContext, RpcWindow } from './rpc-context.ts'
import {
  objectField,
  paramsObject,
  stringField,
  uint32Field,
  xdrFormatField,
  type XdrFormat,
} from './rpc-params.ts'

/** Both methods serve 50 items unless asked otherwise, and at most 200. */
const DEFAULT_LIMIT = 50
const MAX_LIMIT = 200

interface LedgerPageRequest {
  startLedger: number
  pagination: JsonObject | undefined
  cursor: string
  limit: number
}

function validatePagination(
  request: LedgerPageRequest,
  maxLimit: number,
  window: { oldest: number; latest: number },
): string | undefined {
  const { startLedger, pagination, cursor, limit } = request
  const inWindow = startLedger >= window.oldest && startLedger <= window.latest
  const badPage = `start ledger (${startLedger}) must be between the oldest ledger: ${window.oldest} and the latest ledger: ${window.latest} for this rpc instance`
  if (pagination === undefined) return inWindow ? undefined : badPage
  if (cursor !== '') {
    if (startLedger !== 0)
      return `startLedger (${startLedger}) and cursor (${cursor}) cannot both be set`
  } else if (!inWindow) return badPage
  if (limit > maxLimit) return `limit must not exceed ${maxLimit}`
  return undefined
}

/** A validated getLedgers/getTransactions request: the limit defaulted, the cursor still text. */
export interface LedgerPage {
  startLedger: number
  cursor: string
  limit: number
  format: XdrFormat
  /** The retention window the request was validated against. */
  window: RpcWindow
}

/**
 * Decodes and validates the params of a ledger-paged method whose Go request type is
 * `protocol.<requestName>`; its fields are read in stellar-rpc's order so the first type error wins.
 */
export function ledgerPageOf(
  context: RpcContext,
  params: JsonValue | undefined,
  requestName: string,
): LedgerPage {
  const request = paramsObject(params, `protocol.${requestName}`)
  const startLedger = uint32Field(request, 'startLedger', requestName)
  const pagination = objectField(request, 'pagination', requestName)
  const cursor = pagination ? stringField(pagination, 'cursor', 'LedgerPaginationOptions') : ''
  const limitAsked = pagination ? uint32Field(pagination, 'limit', 'LedgerPaginationOptions') : 0
  const xdrFormat = xdrFormatField(request, requestName)
  // After the fields: a malformed request is reported before an empty store's -32603.
  const window = context.window()
  const problems = [
    validatePagination({ startLedger, pagination, cursor, limit: limitAsked }, MAX_LIMIT, window),
    xdrFormat.problem,
  ].filter((problem): problem is string => problem !== undefined)
  if (problems.length > 0) throw invalidRequest(problems.join('\n'))
  return {
    startLedger,
    cursor,
    limit: limitAsked > 0 ? limitAsked : DEFAULT_LIMIT,
    format: xdrFormat.format,
    window,
  }
}
