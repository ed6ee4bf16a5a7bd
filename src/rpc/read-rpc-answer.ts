// Loaded lazily (its own chunk): it pulls in the Stellar SDK's XDR codec. Reads a JSON-RPC answer
// a developer pasted (sendTransaction, simulateTransaction, getTransaction in base64 or JSON
// format, getLedgerEntries) into plain facts. The text is hostile: it is size-capped, parsed as
// JSON only, every field is checked for its type and clipped, and XDR that does not decode is a
// clear message; nothing of it is run or becomes a link.
import { scValToNative, StrKey } from '@stellar/stellar-sdk/base'
import {
  LedgerEntryData,
  ScVal,
  SorobanTransactionData,
  TransactionEnvelope,
  TransactionResult,
} from '@stellar/stellar-sdk/xdr'
import { resultOfPastedAnswer } from '@/api/rpc-client'
import type { AnswerReading } from '@/rpc/rpc-answer-types'
import { readJsonTransaction } from '@/rpc/read-json-transaction'
import { clip, isObject, textOf } from '@/rpc/pasted-fields'
import { stroopsToAmount } from '@/ui/format-amount'
import { nativeToText } from '@/ui/native-text'

type Fields = Record<string, unknown>

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0)

function decodeWith<Decoded>(field: string, decode: () => Decoded): Decoded {
  try {
    return decode()
  } catch {
    throw new Error(`The answer's ${field} is not valid base64 XDR of the type RPC sends there.`)
  }
}

/** The fee a TransactionResult charged (stroops); decoding it also checks the XDR. */
function feeChargedOf(resultXdr: string, field: string): string {
  return decodeWith(field, () =>
    TransactionResult.fromXdr(resultXdr, 'base64'),
  ).feeCharged.toString()
}

function operationCount(envelopeXdr: string): number {
  const envelope = decodeWith('envelopeXdr', () =>
    TransactionEnvelope.fromXdr(envelopeXdr, 'base64'),
  )
  switch (envelope.type) {
    case 'envelopeTypeTxV0':
      return envelope.v0.tx.operations.length
    case 'envelopeTypeTx':
      return envelope.v1.tx.operations.length
    default:
      return envelope.feeBump.tx.innerTx.v1.tx.operations.length
  }
}

function returnValueText(xdr: string): string {
  const value = decodeWith('results[0].xdr', () => ScVal.fromXdr(xdr, 'base64'))
  try {
    return clip(nativeToText(scValToNative(value)), 2_000)
  } catch {
    return `not decodable: ${clip(xdr)}`
  }
}

function readSend(fields: Fields, status: string): AnswerReading {
  const errorXdr = typeof fields.errorResultXdr === 'string' ? fields.errorResultXdr : null
  return {
    kind: 'send',
    status,
    hash: textOf(fields.hash, 100),
    latestLedger: textOf(fields.latestLedger),
    errorResultXdr: errorXdr,
    feeCharged: errorXdr === null ? null : feeChargedOf(errorXdr, 'errorResultXdr'),
    diagnosticEventCount: countOf(fields.diagnosticEventsXdr),
  }
}

function readSimulation(fields: Fields): AnswerReading {
  const cost = isObject(fields.cost) ? fields.cost : {}
  const common = {
    cpuInstructions: textOf(cost.cpuInsns),
    memoryBytes: textOf(cost.memBytes),
    eventCount: countOf(fields.events),
    latestLedger: textOf(fields.latestLedger),
  }
  if (typeof fields.error === 'string') {
    return { kind: 'simulate-failure', error: clip(fields.error, 5_000), ...common }
  }
  const [first] = Array.isArray(fields.results) ? (fields.results as unknown[]) : []
  const returnXdr = isObject(first) && typeof first.xdr === 'string' ? first.xdr : null
  const data =
    typeof fields.transactionData === 'string'
      ? decodeWith('transactionData', () =>
          SorobanTransactionData.fromXdr(fields.transactionData as string, 'base64'),
        )
      : null
  return {
    kind: 'simulate-success',
    ...common,
    minResourceFee: textOf(fields.minResourceFee),
    returnValue: returnXdr === null ? null : returnValueText(returnXdr),
    authCount: isObject(first) ? countOf(first.auth) : 0,
    footprint:
      data === null
        ? null
        : {
            readOnly: data.resources.footprint.readOnly.length,
            readWrite: data.resources.footprint.readWrite.length,
            instructions: String(data.resources.instructions),
          },
    restoreNeeded: isObject(fields.restorePreamble),
  }
}

function readTransaction(fields: Fields, status: string): AnswerReading {
  if ('envelopeJson' in fields || 'resultJson' in fields) return readJsonTransaction(fields, status)
  const found = status !== 'NOT_FOUND'
  const resultXdr = found && typeof fields.resultXdr === 'string' ? fields.resultXdr : null
  return {
    kind: 'transaction',
    format: 'base64',
    status,
    hash: textOf(fields.txHash, 100),
    ledger: textOf(fields.ledger),
    applicationOrder: textOf(fields.applicationOrder),
    feeBump: fields.feeBump === true,
    sourceAccount: null,
    fee: null,
    operations:
      found && typeof fields.envelopeXdr === 'string'
        ? [`${operationCount(fields.envelopeXdr)} operation(s)`]
        : [],
    resultXdr,
    resultCode: null,
    feeCharged: resultXdr === null ? null : feeChargedOf(resultXdr, 'resultXdr'),
    eventCount: countOf(fields.diagnosticEventsXdr),
    window: `${textOf(fields.oldestLedger) ?? '?'}–${textOf(fields.latestLedger) ?? '?'}`,
  }
}

function publicKeyText(key: unknown): string {
  const raw = isObject(key) ? key.ed25519 : undefined
  const bytes = raw instanceof Uint8Array ? raw : isObject(raw) ? raw.value : undefined
  return bytes instanceof Uint8Array ? StrKey.encodeEd25519PublicKey(bytes) : '?'
}

function readLedgerEntries(fields: Fields): AnswerReading {
  const entries = (Array.isArray(fields.entries) ? fields.entries : []).slice(0, 200)
  return {
    kind: 'ledger-entries',
    latestLedger: textOf(fields.latestLedger),
    entries: entries.map((entry: unknown, index: number) => {
      const row = isObject(entry) ? entry : {}
      const xdr = typeof row.xdr === 'string' ? row.xdr : ''
      const data = decodeWith(`entries[${index}].xdr`, () => LedgerEntryData.fromXdr(xdr, 'base64'))
      const lastModified = textOf(row.lastModifiedLedgerSeq)
      if (data.type === 'account') {
        return {
          type: 'account',
          summary: `${publicKeyText(data.account.accountId)}: ${stroopsToAmount(data.account.balance.toString())} XLM, sequence ${data.account.seqNum.toString()}`,
          lastModified,
        }
      }
      return { type: data.type, summary: `a ${data.type} entry`, lastModified }
    }),
  }
}

const sendStatuses = ['PENDING', 'DUPLICATE', 'TRY_AGAIN_LATER', 'ERROR']
const transactionStatuses = ['SUCCESS', 'FAILED', 'NOT_FOUND']

/** Reads pasted text; throws an Error whose message says plainly what is wrong with it. */
export function readRpcAnswer(text: string, maxChars: number): AnswerReading {
  if (text.length > maxChars) {
    throw new Error(
      `The text is ${text.length.toLocaleString('en-US')} characters; the reader takes at most ${maxChars.toLocaleString('en-US')}.`,
    )
  }
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    throw new Error('The text is not JSON: paste the whole answer, from { to }.')
  }
  const fields = resultOfPastedAnswer('the pasted request', answer)
  if (!isObject(fields)) throw new Error("The answer's result is not a JSON object.")
  const status = typeof fields.status === 'string' ? fields.status : ''
  if (sendStatuses.includes(status)) return readSend(fields, status)
  if (transactionStatuses.includes(status)) return readTransaction(fields, status)
  if ('minResourceFee' in fields || 'results' in fields || 'error' in fields || 'cost' in fields) {
    return readSimulation(fields)
  }
  if (Array.isArray(fields.entries)) return readLedgerEntries(fields)
  throw new Error(
    'This is not an answer the reader knows: it reads sendTransaction, simulateTransaction, getTransaction and getLedgerEntries answers.',
  )
}
