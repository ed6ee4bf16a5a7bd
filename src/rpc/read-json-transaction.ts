// getTransaction with xdrFormat "json": the envelope, result and events as stellar-xdr's JSON
// (snake_case; the docs call its schema unstable), read field by field with type checks. Only
// names and figures are taken out, clipped, as text.
import { isObject, textOf } from '@/rpc/pasted-fields'
import type { AnswerReading } from '@/rpc/rpc-answer-types'

type Fields = Record<string, unknown>

/** The `tx` of a v1 envelope, of a fee bump's inner one, or of a v0 envelope. */
function transactionOf(envelope: unknown): Fields | null {
  if (!isObject(envelope)) return null
  const v1 = envelope.tx
  if (isObject(v1) && isObject(v1.tx)) return v1.tx
  const bump = envelope.tx_fee_bump
  if (isObject(bump) && isObject(bump.tx)) {
    const inner = bump.tx.inner_tx
    const innerTx = isObject(inner) && isObject(inner.tx) ? inner.tx.tx : undefined
    return isObject(innerTx) ? innerTx : null
  }
  const v0 = envelope.tx_v0
  return isObject(v0) && isObject(v0.tx) ? v0.tx : null
}

/** "invoke_host_function: swap on CDHN…" or just the operation's type. */
function operationLine(operation: unknown): string {
  const body = isObject(operation) ? operation.body : undefined
  if (typeof body === 'string') return textOf(body, 60) ?? 'unknown'
  if (!isObject(body)) return 'unknown'
  const [type = 'unknown', details] = Object.entries(body)[0] ?? []
  const call =
    isObject(details) && isObject(details.host_function)
      ? details.host_function.invoke_contract
      : undefined
  if (!isObject(call)) return textOf(type, 60) ?? 'unknown'
  const fn = textOf(call.function_name, 60) ?? '?'
  const contract = textOf(call.contract_address, 60) ?? '?'
  return `${textOf(type, 60) ?? 'unknown'}: ${fn} on ${contract}`
}

function eventCountOf(fields: Fields): number {
  const events = isObject(fields.events) ? fields.events : {}
  const contract = Array.isArray(events.contractEventsJson) ? events.contractEventsJson : []
  const perOperation = contract.reduce<number>(
    (sum, list: unknown) => sum + (Array.isArray(list) ? list.length : 0),
    0,
  )
  const transactionLevel = Array.isArray(events.transactionEventsJson)
    ? events.transactionEventsJson.length
    : 0
  return perOperation + transactionLevel
}

/** The result's code in JSON (`{"result": {"tx_success": …}}`), or null when it was left out. */
function resultCodeOf(result: unknown): string | null {
  if (!isObject(result) || !isObject(result.result)) return null
  const [code] = Object.keys(result.result)
  return code === undefined ? null : (textOf(code, 60) ?? null)
}

export function readJsonTransaction(fields: Fields, status: string): AnswerReading {
  const tx = transactionOf(fields.envelopeJson)
  const operations = tx !== null && Array.isArray(tx.operations) ? tx.operations : []
  const code = resultCodeOf(fields.resultJson)
  return {
    kind: 'transaction',
    format: 'json',
    status,
    hash: textOf(fields.txHash, 100),
    ledger: textOf(fields.ledger),
    applicationOrder: textOf(fields.applicationOrder),
    feeBump: fields.feeBump === true,
    sourceAccount: tx === null ? null : textOf(tx.source_account, 100),
    fee: tx === null ? null : textOf(tx.fee),
    operations: operations.slice(0, 100).map(operationLine),
    resultXdr: null,
    resultCode: code,
    feeCharged: null,
    eventCount: eventCountOf(fields),
    window: `${textOf(fields.oldestLedger) ?? '?'}–${textOf(fields.latestLedger) ?? '?'}`,
  }
}
