// protocol.ValidatePagination, shared by getLedgers and getTransactions: either startLedger
// inside the retention window or a cursor, never both, and a limit no larger than the maximum.
import type { JsonObject } from './json-rpc.ts'

export interface LedgerPageRequest {
  startLedger: number
  pagination: JsonObject | undefined
  cursor: string
  limit: number
}

export function validatePagination(
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
