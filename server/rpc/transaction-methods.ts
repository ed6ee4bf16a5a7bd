// getTransaction and getTransactions. A hash outside the retention window (or unknown) is not an
// error but status NOT_FOUND. getTransactions pages by TOID: its cursor is TOID(ledger, application
// order, 1) of the last transaction returned, or of the last ledger it scanned (order 0 when that
// ledger had none), and the next page starts after it; results are always ascending. Its whole
// request validation answers -32600, getTransaction's -32602 (as stellar-rpc).
import type { xdr } from '@stellar/stellar-sdk'
import { invalidParams, type JsonObject, type JsonValue } from './json-rpc.ts'
import type { RpcContext } from './rpc-context.ts'
import { ledgerPageOf } from './ledger-pagination.ts'
import { paramsObject, stringField, xdrFormatField, type XdrFormat } from './rpc-params.ts'
import { ledgerStartId, type TransactionRow } from './rpc-store.ts'
import { parseToid, toid } from './rpc-values.ts'
import { transactionXdr } from './transaction-xdr.ts'

/** An XDR value under `name` + "Xdr" (base64) or `name` + "Json" (SEP-51 JSON). */
function encoded(
  format: XdrFormat,
  name: string,
  value: xdr.TransactionEnvelope | xdr.TransactionResult | xdr.TransactionMeta,
): JsonObject {
  return format === 'json'
    ? { [`${name}Json`]: value.toJson() as JsonValue }
    : { [`${name}Xdr`]: value.toXdr('base64') }
}

/**
 * protocol.Events (stellar-rpc 23 get_transaction.go BuildEventsXDRFromTransaction): the
 * transaction-level events and one list of contract events per operation meta. Each member is
 * omitempty, an empty inner list stays; the struct itself is always there (Go's omitempty does
 * not drop a struct). The diagnostic events (diagnosticEventsXdr, omitempty as well) are not
 * simulated, so that member never appears.
 */
function eventLists(
  format: XdrFormat,
  transactionEvents: xdr.TransactionEvent[],
  contractEvents: xdr.ContractEvent[][],
): JsonObject {
  const encode = (value: xdr.TransactionEvent | xdr.ContractEvent): JsonValue =>
    format === 'json' ? (value.toJson() as JsonValue) : value.toXdr('base64')
  const suffix = format === 'json' ? 'Json' : 'Xdr'
  return {
    ...(transactionEvents.length === 0
      ? {}
      : { [`transactionEvents${suffix}`]: transactionEvents.map(encode) }),
    ...(contractEvents.length === 0
      ? {}
      : { [`contractEvents${suffix}`]: contractEvents.map((events) => events.map(encode)) }),
  }
}

/** protocol.TransactionDetails of a stored transaction (without createdAt, whose type differs). */
function transactionDetails(context: RpcContext, row: TransactionRow, format: XdrFormat) {
  const parts = transactionXdr(context.store, row, context.passphrase)
  const details: JsonObject = {
    status: row.successful ? 'SUCCESS' : 'FAILED',
    txHash: row.hash,
    applicationOrder: parts.applicationOrder,
    feeBump: parts.feeBump,
    ...encoded(format, 'envelope', parts.envelope),
    ...encoded(format, 'result', parts.result),
    ...encoded(format, 'resultMeta', parts.meta),
    events: eventLists(format, parts.transactionEvents, parts.contractEvents),
    ledger: row.ledger,
  }
  return { details, closeTime: parts.closeTime }
}

export function getTransaction(context: RpcContext, params: JsonValue | undefined): JsonValue {
  const request = paramsObject(params, 'protocol.GetTransactionRequest')
  const hash = stringField(request, 'hash', 'GetTransactionRequest')
  const xdrFormat = xdrFormatField(request, 'GetTransactionRequest')
  if (xdrFormat.problem) throw invalidParams(xdrFormat.problem)
  if (Math.floor(hash.length / 2) !== 32)
    throw invalidParams(`unexpected hash length (${hash.length})`)
  if (!/^[0-9a-fA-F]{64}$/.test(hash))
    throw invalidParams('incorrect hash: encoding/hex: invalid byte in hex string')
  const format = xdrFormat.format
  const window = context.window()
  const header = {
    latestLedger: window.latest,
    latestLedgerCloseTime: String(window.latestCloseTime),
    oldestLedger: window.oldest,
    oldestLedgerCloseTime: String(window.oldestCloseTime),
  }
  const row = context.store.transactionByHash(hash.toLowerCase())
  if (!row || row.ledger < window.oldest || row.ledger > window.latest)
    return {
      ...header,
      status: 'NOT_FOUND',
      txHash: hash,
      applicationOrder: 0,
      feeBump: false,
      // protocol.Events is a struct: Go's omitempty does not drop it, so even NOT_FOUND has it.
      events: {},
      ledger: 0,
      createdAt: '0',
    }
  const { details, closeTime } = transactionDetails(context, row, format)
  return { ...header, ...details, createdAt: String(closeTime) }
}

/** The TOID the scan starts at: TOID(startLedger, 1, 1), or the transaction after the cursor. */
function startOf(startLedger: number, cursor: string): bigint {
  if (cursor === '') return toid(startLedger, 1, 1)
  if (!/^[+-]?\d+$/.test(cursor) || BigInt(cursor) >= 1n << 63n || BigInt(cursor) < -(1n << 63n))
    throw invalidParams(`strconv.ParseInt: parsing "${cursor}": invalid syntax`)
  const after = parseToid(BigInt(cursor))
  if (after.ledger < 0) throw invalidParams('cursor ledger sequence cannot be negative')
  return toid(after.ledger, after.transaction + 1, 1)
}

export function getTransactions(context: RpcContext, params: JsonValue | undefined): JsonValue {
  const { startLedger, cursor, limit, format, window } = ledgerPageOf(
    context,
    params,
    'GetTransactionsRequest',
  )
  const start = startOf(startLedger, cursor)
  const startLedgerOfScan = parseToid(start).ledger
  if (startLedgerOfScan < window.oldest)
    throw invalidParams(`database does not contain metadata for ledger: ${startLedgerOfScan}`)
  // Stored transaction ids are TOID(ledger, order, 0); the scan's TOIDs carry operation 1.
  const rows = context.store.transactionsFrom(start - 1n, ledgerStartId(window.latest + 1), limit)
  const transactions = rows.map((row) => {
    const { details, closeTime } = transactionDetails(context, row, format)
    return { ...details, createdAt: closeTime }
  })
  const last = rows[rows.length - 1]
  // A full page ends at its last transaction; otherwise the scan went through the latest ledger.
  const cursorId =
    rows.length === limit && last
      ? toid(last.ledger, parseToid(last.id).transaction, 1)
      : toid(window.latest, lastOrderOf(context, window.latest, last), 1)
  return {
    transactions,
    latestLedger: window.latest,
    latestLedgerCloseTimestamp: window.latestCloseTime,
    oldestLedger: window.oldest,
    oldestLedgerCloseTimestamp: window.oldestCloseTime,
    cursor: cursorId.toString(),
  }
}

/** The application order of the latest ledger's last transaction (0 when it had none). */
function lastOrderOf(
  context: RpcContext,
  ledger: number,
  last: TransactionRow | undefined,
): number {
  if (last && last.ledger === ledger) return parseToid(last.id).transaction
  const rows = context.store.transactionsOfLedgers(ledger, ledger)
  const final = rows[rows.length - 1]
  return final ? parseToid(final.id).transaction : 0
}
