// getLedgers: ledgers of the retention window in ascending order. The cursor is the sequence of
// the last ledger returned (a string); the next page starts right after it, and a cursor whose
// next ledger is outside the window is -32602. An empty page echoes the cursor, or startLedger − 1.
// Close times are numbers here but ledgerCloseTime is a string (protocol.GetLedgersResponse).
import { invalidParams, type JsonObject, type JsonValue } from './json-rpc.ts'
import { ledgerCloseMeta, ledgerHeaderHistoryEntry } from './ledger-close-meta.ts'
import { ledgerPageOf } from './ledger-pagination.ts'
import { ledgerFields, type RpcContext } from './rpc-context.ts'
import type { LedgerRow } from './rpc-store.ts'
import { unixSeconds } from './rpc-values.ts'

function ledgerInfo(context: RpcContext, row: LedgerRow, json: boolean): JsonObject {
  const header = ledgerHeaderHistoryEntry(row)
  const meta = ledgerCloseMeta(context, row)
  return {
    hash: row.hash,
    sequence: row.sequence,
    ledgerCloseTime: String(unixSeconds(ledgerFields(row).closed_at)),
    ...(json
      ? { headerJson: header.toJson() as JsonValue, metadataJson: meta.toJson() as JsonValue }
      : { headerXdr: header.toXdr('base64'), metadataXdr: meta.toXdr('base64') }),
  }
}

/** The first ledger of the page: startLedger, or the one after the cursor. */
function firstLedger(
  startLedger: number,
  cursor: string,
  window: { oldest: number; latest: number },
): number {
  if (cursor === '') return startLedger
  if (!/^\+?\d+$/.test(cursor) || BigInt(cursor) > 0xffff_ffffn)
    throw invalidParams(`strconv.ParseUint: parsing "${cursor}": invalid syntax`)
  const start = Number(cursor) + 1
  if (start < window.oldest || start > window.latest)
    throw invalidParams(
      `cursor ('${cursor}') must be between the oldest ledger: ${window.oldest} and the latest ledger: ${window.latest} for this rpc instance`,
    )
  return start
}

export function getLedgers(context: RpcContext, params: JsonValue | undefined): JsonValue {
  const { startLedger, cursor, limit, format, window } = ledgerPageOf(
    context,
    params,
    'GetLedgersRequest',
  )
  const start = firstLedger(startLedger, cursor, window)
  const rows = context.store.ledgers(start, Math.min(start + limit - 1, window.latest))
  const json = format === 'json'
  const ledgers = rows.map((row) => ledgerInfo(context, row, json))
  const last = rows[rows.length - 1]
  return {
    ledgers,
    latestLedger: window.latest,
    latestLedgerCloseTime: window.latestCloseTime,
    oldestLedger: window.oldest,
    oldestLedgerCloseTime: window.oldestCloseTime,
    cursor: last ? String(last.sequence) : cursor !== '' ? cursor : String(start - 1),
  }
}
