// Small conversions shared by the RPC methods: TOIDs (ledger << 32 | transaction << 12 |
// operation, as bigint: they exceed 2^53), event ids and 7-decimal amounts.

const TRANSACTION_MASK = (1n << 20n) - 1n
const OPERATION_MASK = (1n << 12n) - 1n

export function toid(ledger: number, transaction: number, operation: number): bigint {
  return (BigInt(ledger) << 32n) | (BigInt(transaction) << 12n) | BigInt(operation)
}

export interface TotalOrderId {
  ledger: number
  transaction: number
  operation: number
}

export function parseToid(id: bigint): TotalOrderId {
  return {
    ledger: Number(BigInt.asIntN(32, id >> 32n)),
    transaction: Number((id >> 12n) & TRANSACTION_MASK),
    operation: Number(id & OPERATION_MASK),
  }
}

export const applicationOrderOf = (id: bigint): number => parseToid(id).transaction

export const MAX_TRANSACTION_ORDER = Number(TRANSACTION_MASK)
export const MAX_OPERATION_ORDER = Number(OPERATION_MASK)
export const MAX_EVENT_ORDER = 0xffff_ffff

/** RPC's event id and cursor: "%019d-%010d" of TOID(ledger, tx, op) and the event's index. */
export interface EventCursor extends TotalOrderId {
  event: number
}

export function formatEventCursor(cursor: EventCursor): string {
  const id = toid(cursor.ledger, cursor.transaction, cursor.operation)
  return `${id.toString().padStart(19, '0')}-${String(cursor.event).padStart(10, '0')}`
}

/** protocol.ParseCursor; undefined where Go's strconv would fail. */
export function parseEventCursor(text: string): EventCursor | undefined {
  const dash = text.indexOf('-')
  if (dash === -1) return undefined
  const idText = text.slice(0, dash)
  const eventText = text.slice(dash + 1)
  if (!/^[+-]?\d+$/.test(idText) || !/^\d+$/.test(eventText)) return undefined
  const id = BigInt(idText)
  const event = BigInt(eventText)
  if (id > (1n << 63n) - 1n || id < -(1n << 63n) || event > 0xffff_ffffn) return undefined
  const parsed = parseToid(id)
  // uint32 conversions of Go: a negative ledger wraps.
  return { ...parsed, ledger: parsed.ledger >>> 0, event: Number(event) }
}

/** "104.4102000" → 1044102000n (Horizon's amounts always carry 7 decimals). */
export function decimalToStroops(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.')
  const magnitude = BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, '0').slice(0, 7))
  return amount.startsWith('-') ? -magnitude : magnitude
}

/** Unix seconds of an RFC 3339 time such as Horizon's closed_at. */
export const unixSeconds = (time: string): number => Math.floor(Date.parse(time) / 1000)
