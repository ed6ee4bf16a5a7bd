// getEvents: the contract events of the retention window (the Stellar Asset Contracts' transfer
// events and the WASM contracts' own events), ascending by id. Either startLedger (with an optional,
// exclusive endLedger) or a cursor: the page resumes after the cursor's event. One request scans
// at most 10,000 ledgers. A full page's cursor is its last event's id; otherwise it is the
// largest id of the last ledger scanned, so a client can keep polling with it.
import type { xdr } from '@stellar/stellar-sdk'
import { StrKey } from '@stellar/stellar-sdk'
import { invalidParams, invalidRequest, type JsonObject, type JsonValue } from './json-rpc.ts'
import { eventMatches, filterProblem, parseFilter, type EventFilter } from './event-filters.ts'
import type { RpcContext } from './rpc-context.ts'
import {
  arrayField,
  objectField,
  paramsObject,
  uint32Field,
  xdrFormatField,
  type XdrFormat,
  type XdrFormatField,
} from './rpc-params.ts'
import type { EventOperationRow } from './rpc-store.ts'
import {
  MAX_EVENT_ORDER,
  MAX_OPERATION_ORDER,
  MAX_TRANSACTION_ORDER,
  formatEventCursor,
  parseEventCursor,
  parseToid,
  toid,
  type EventCursor,
} from './rpc-values.ts'
import { storedEvents } from './transaction-xdr.ts'

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 10_000
const LEDGER_SCAN_LIMIT = 10_000
const SCAN_BATCH = 500

interface EventsRequest {
  startLedger: number
  endLedger: number
  filters: EventFilter[]
  cursor: EventCursor | undefined
  limit: number
  xdrFormat: XdrFormatField
}

function parseRequest(params: JsonValue | undefined): EventsRequest {
  const request = paramsObject(params, 'protocol.GetEventsRequest')
  const path = 'GetEventsRequest'
  const pagination = objectField(request, 'pagination', path)
  let cursor: EventCursor | undefined
  const cursorValue = pagination?.cursor
  if (cursorValue !== undefined && cursorValue !== null) {
    if (typeof cursorValue !== 'string')
      throw invalidParams('invalid parameters: json: cannot unmarshal into Go value of type string')
    cursor = parseEventCursor(cursorValue)
    if (!cursor) throw invalidParams(`invalid parameters: invalid event id ${cursorValue}`)
  }
  return {
    startLedger: uint32Field(request, 'startLedger', path),
    endLedger: uint32Field(request, 'endLedger', path),
    filters: arrayField(request, 'filters', path, '[]protocol.EventFilter').map(parseFilter),
    cursor,
    limit: pagination ? uint32Field(pagination, 'limit', 'PaginationOptions') : 0,
    xdrFormat: xdrFormatField(request, path),
  }
}

/** GetEventsRequest.Valid, in its order of checks. */
function requestProblem(request: EventsRequest): string | undefined {
  if (request.xdrFormat.problem) return request.xdrFormat.problem
  if (request.cursor) {
    if (request.startLedger !== 0 || request.endLedger !== 0)
      return 'ledger ranges and cursor cannot both be set'
  } else if (request.startLedger <= 0) return 'startLedger must be positive'
  if (request.limit > MAX_LIMIT) return `limit must not exceed ${MAX_LIMIT}`
  if (request.filters.length > 5) return 'maximum 5 filters per request'
  for (const [index, filter] of request.filters.entries()) {
    const problem = filterProblem(filter)
    if (problem) return `filter ${index + 1} invalid: ${problem}`
  }
  return undefined
}

const compareCursors = (first: EventCursor, second: EventCursor): number =>
  first.ledger - second.ledger ||
  first.transaction - second.transaction ||
  first.operation - second.operation ||
  first.event - second.event

function eventInfo(
  event: xdr.ContractEvent,
  cursor: EventCursor,
  row: EventOperationRow,
  format: XdrFormat,
): JsonObject {
  const body = event.body.v0
  const closedAt = (JSON.parse(row.json) as { created_at: string }).created_at
  return {
    type: 'contract',
    ledger: cursor.ledger,
    ledgerClosedAt: closedAt,
    contractId: event.contractId ? StrKey.encodeContract(Buffer.from(event.contractId.value)) : '',
    id: formatEventCursor(cursor),
    operationIndex: cursor.operation,
    transactionIndex: cursor.transaction,
    txHash: row.transactionHash,
    inSuccessfulContractCall: true,
    ...(format === 'json'
      ? {
          topicJson: body.topics.map((topic) => topic.toJson() as JsonValue),
          valueJson: body.data.toJson() as JsonValue,
        }
      : {
          topic: body.topics.map((topic) => topic.toXdr('base64')),
          value: body.data.toXdr('base64'),
        }),
  }
}

/** Matching events from `start` (inclusive) to the start of `endLedger`, at most `limit`. */
function scanEvents(
  context: RpcContext,
  request: EventsRequest,
  start: EventCursor,
  endLedger: number,
): JsonObject[] {
  const found: JsonObject[] = []
  const format = request.xdrFormat.format
  let from = toid(start.ledger, start.transaction, start.operation + 1)
  const before = toid(endLedger, 0, 0)
  for (;;) {
    const rows = context.store.eventOperations(from, before, SCAN_BATCH)
    for (const row of rows) {
      const position = parseToid(row.id)
      for (const [index, event] of storedEvents(row.events).entries()) {
        const cursor = { ...position, operation: position.operation - 1, event: index }
        if (compareCursors(cursor, start) < 0) continue
        const filterable = {
          type: 'contract' as const,
          contractId: event.contractId
            ? StrKey.encodeContract(Buffer.from(event.contractId.value))
            : '',
          topics: event.body.v0.topics.map((topic) => topic.toXdr('base64')),
        }
        if (!eventMatches(request.filters, filterable)) continue
        found.push(eventInfo(event, cursor, row, format))
        if (found.length >= request.limit) return found
      }
    }
    const last = rows[rows.length - 1]
    if (rows.length < SCAN_BATCH || !last) return found
    from = last.id + 1n
  }
}

export function getEvents(context: RpcContext, params: JsonValue | undefined): JsonValue {
  const parsed = parseRequest(params)
  const problem = requestProblem(parsed)
  if (problem) throw invalidParams(problem)
  const request = { ...parsed, limit: parsed.limit > 0 ? parsed.limit : DEFAULT_LIMIT }
  const window = context.window()
  const start: EventCursor = request.cursor
    ? { ...request.cursor, event: request.cursor.event + 1 }
    : { ledger: request.startLedger, transaction: 0, operation: 0, event: 0 }
  let endLedger = Math.min(start.ledger + LEDGER_SCAN_LIMIT, window.latest + 1)
  if (request.endLedger !== 0) endLedger = Math.min(request.endLedger, endLedger)
  if (start.ledger < window.oldest || start.ledger > window.latest)
    throw invalidRequest(
      `startLedger must be within the ledger range: ${window.oldest} - ${window.latest}`,
    )
  const events = scanEvents(context, request, start, endLedger)
  const last = events[events.length - 1]
  const cursor =
    events.length === request.limit && last
      ? String(last.id)
      : formatEventCursor({
          ledger: endLedger - 1,
          transaction: MAX_TRANSACTION_ORDER,
          operation: MAX_OPERATION_ORDER,
          event: MAX_EVENT_ORDER,
        })
  return {
    events,
    cursor,
    latestLedger: window.latest,
    oldestLedger: window.oldest,
    latestLedgerCloseTime: String(window.latestCloseTime),
    oldestLedgerCloseTime: String(window.oldestCloseTime),
  }
}
