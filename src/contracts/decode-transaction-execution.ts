// Loaded lazily with decode-contract.ts (the SDK's XDR): what a Soroban transaction did, read from
// getTransaction's envelope, result and meta (v3 or v4): its fee split, its contract events, the
// ledger entries it changed (before → after) and, for a failed call, its diagnostic events.
import { Address, StrKey } from '@stellar/stellar-sdk/base'
import type {
  ContractEvent,
  LedgerEntry,
  LedgerEntryChange,
  LedgerEntryData,
  LedgerKey,
  TransactionMetaV3,
  TransactionMetaV4,
} from '@stellar/stellar-sdk/xdr'
import {
  DiagnosticEvent,
  TransactionEnvelope,
  TransactionMeta,
  TransactionResult,
} from '@stellar/stellar-sdk/xdr'
import { scValText } from '@/contracts/decode-contract'
import type {
  ExecutionEvent,
  FeeSplit,
  StateChange,
  TransactionExecution,
} from '@/contracts/transaction-execution-types'
import { stroopsToAmount } from '@/ui/format-amount'

function bytesHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function contractIdText(id: { value: Uint8Array } | null): string {
  return id === null ? '' : StrKey.encodeContract(id.value)
}

function accountText(key: { ed25519: { value: Uint8Array } | Uint8Array }): string {
  const raw = key.ed25519 instanceof Uint8Array ? key.ed25519 : key.ed25519.value
  return StrKey.encodeEd25519PublicKey(raw)
}

function addressText(address: Parameters<typeof Address.fromScAddress>[0]): string {
  try {
    return Address.fromScAddress(address).toString()
  } catch {
    return 'an address of a kind this explorer does not know'
  }
}

/** The event's contract, topics and data as base64 ScVals: what decode-contract.ts reads. */
function eventOf(event: ContractEvent, inSuccessfulContractCall: boolean): ExecutionEvent {
  const { topics, data } = event.body.v0
  return {
    contractId: contractIdText(event.contractId),
    type: event.type.name,
    inSuccessfulContractCall,
    topicXdrs: topics.map((topic) => topic.toXdr('base64')),
    valueXdr: data.toXdr('base64'),
  }
}

/** Where an entry lives, as text: the same for a LedgerKey and the entry it names. */
function keyOfData(data: LedgerEntryData | LedgerKey): { kind: string; key: string } {
  switch (data.type) {
    case 'account':
      return { kind: 'Account', key: accountText(data.account.accountId) }
    case 'trustline': {
      const { asset } = data.trustLine
      const assetText =
        asset.type === 'assetTypeCreditAlphanum4'
          ? `${asset.alphaNum4.assetCode.toString().replace(/\0+$/, '')} issued by ${accountText(asset.alphaNum4.issuer)}`
          : asset.type === 'assetTypeCreditAlphanum12'
            ? `${asset.alphaNum12.assetCode.toString().replace(/\0+$/, '')} issued by ${accountText(asset.alphaNum12.issuer)}`
            : asset.type
      return { kind: 'Trustline', key: `${accountText(data.trustLine.accountId)} / ${assetText}` }
    }
    case 'contractData': {
      const { contract, key, durability } = data.contractData
      return {
        kind: `Contract data (${durability.name.replace(/^contractDataDurability/i, '').toLowerCase()})`,
        key: `${addressText(contract)}: ${scValText(key)}`,
      }
    }
    case 'contractCode':
      return { kind: 'Contract code', key: bytesHex(data.contractCode.hash.value) }
    case 'ttl':
      return { kind: 'Time to live', key: bytesHex(data.ttl.keyHash.value) }
    default:
      return { kind: data.type, key: '' }
  }
}

/** What an entry holds, as text (never HTML). */
function valueOfData(data: LedgerEntryData): string {
  switch (data.type) {
    case 'account':
      return `balance ${stroopsToAmount(data.account.balance.toString())} XLM, sequence ${data.account.seqNum.toString()}`
    case 'trustline':
      return `balance ${stroopsToAmount(data.trustLine.balance.toString())}`
    case 'contractData':
      return scValText(data.contractData.val)
    case 'contractCode':
      return `${data.contractCode.code.length} bytes of WebAssembly`
    case 'ttl':
      return `live until ledger ${data.ttl.liveUntilLedgerSeq}`
    default:
      return `a ${data.type} entry`
  }
}

function entryOf(change: LedgerEntryChange): LedgerEntry | null {
  switch (change.type) {
    case 'ledgerEntryCreated':
      return change.created
    case 'ledgerEntryUpdated':
      return change.updated
    case 'ledgerEntryState':
      return change.state
    case 'ledgerEntryRestored':
      return change.restored
    default:
      return null
  }
}

/**
 * The meta's change list as before → after rows: a `state` change is the entry before the
 * `updated` or `removed` change of the same key that follows it.
 */
export function stateChangesOf(changes: LedgerEntryChange[]): StateChange[] {
  const before = new Map<string, string>()
  const rows: StateChange[] = []
  for (const change of changes) {
    const entry = entryOf(change)
    const where = change.type === 'ledgerEntryRemoved' ? keyOfData(change.removed) : null
    const { kind, key } = where ?? keyOfData((entry as LedgerEntry).data)
    const id = `${kind} ${key}`
    if (change.type === 'ledgerEntryState') {
      before.set(id, valueOfData(change.state.data))
      continue
    }
    const after = entry === null ? null : valueOfData(entry.data)
    const action =
      change.type === 'ledgerEntryCreated'
        ? 'created'
        : change.type === 'ledgerEntryUpdated'
          ? 'updated'
          : change.type === 'ledgerEntryRestored'
            ? 'restored'
            : 'deleted'
    rows.push({ action, kind, key, before: before.get(id) ?? null, after })
    before.delete(id)
  }
  return rows
}

function sorobanDataOf(envelope: TransactionEnvelope) {
  const tx =
    envelope.type === 'envelopeTypeTx'
      ? envelope.v1.tx
      : envelope.type === 'envelopeTypeTxFeeBump'
        ? envelope.feeBump.tx.innerTx.v1.tx
        : null
  return tx !== null && tx.ext.type === 'sorobanData' ? tx.ext.sorobanData : null
}

function feeSplitOf(
  feeCharged: bigint,
  envelope: TransactionEnvelope,
  meta: TransactionMetaV3 | TransactionMetaV4,
): FeeSplit | null {
  const sorobanData = sorobanDataOf(envelope)
  if (sorobanData === null) return null
  const ext = meta.sorobanMeta?.ext
  const charged = ext?.type === 'v1' ? ext.v1 : null
  const resourceCharged =
    charged === null
      ? null
      : charged.totalNonRefundableResourceFeeCharged + charged.totalRefundableResourceFeeCharged
  const { resources, resourceFee } = sorobanData
  return {
    feeCharged: feeCharged.toString(),
    inclusionFee: resourceCharged === null ? null : (feeCharged - resourceCharged).toString(),
    resourceFeeDeclared: resourceFee.toString(),
    nonRefundableCharged: charged?.totalNonRefundableResourceFeeCharged.toString() ?? null,
    refundableCharged: charged?.totalRefundableResourceFeeCharged.toString() ?? null,
    rentCharged: charged?.rentFeeCharged.toString() ?? null,
    refund: resourceCharged === null ? null : (resourceFee - resourceCharged).toString(),
    instructions: String(resources.instructions),
    readBytes: String(resources.diskReadBytes),
    writeBytes: String(resources.writeBytes),
  }
}

/** Decodes a found getTransaction answer; throws (the section says so) on XDR it cannot read. */
export function decodeTransactionExecution(parts: {
  envelopeXdr: string
  resultXdr: string
  resultMetaXdr: string
  diagnosticEventsXdr: string[]
}): TransactionExecution {
  const envelope = TransactionEnvelope.fromXdr(parts.envelopeXdr, 'base64')
  const result = TransactionResult.fromXdr(parts.resultXdr, 'base64')
  const wrapped = TransactionMeta.fromXdr(parts.resultMetaXdr, 'base64')
  if (wrapped.type !== 'v3' && wrapped.type !== 'v4') {
    throw new Error(`The transaction's meta is version ${wrapped.type}: it has no Soroban part`)
  }
  const meta = wrapped.type === 'v3' ? wrapped.v3 : wrapped.v4
  const events =
    wrapped.type === 'v3'
      ? (wrapped.v3.sorobanMeta?.events ?? []).map((event) => eventOf(event, true))
      : wrapped.v4.operations.flatMap((operation) =>
          operation.events.map((event) => eventOf(event, true)),
        )
  const inMeta =
    wrapped.type === 'v3'
      ? (wrapped.v3.sorobanMeta?.diagnosticEvents ?? [])
      : wrapped.v4.diagnosticEvents
  // stellar-rpc ≥ 23 also hands them beside the meta; the meta's own list, when it has one, is
  // the same events.
  const diagnosticEvents =
    inMeta.length > 0
      ? inMeta
      : parts.diagnosticEventsXdr.map((xdr) => DiagnosticEvent.fromXdr(xdr, 'base64'))
  return {
    resultCode: result.result.type,
    feeSplit: feeSplitOf(result.feeCharged, envelope, meta),
    events,
    stateChanges: meta.operations.flatMap((operation) => stateChangesOf(operation.changes)),
    diagnosticEvents: diagnosticEvents.map((diagnostic) =>
      eventOf(diagnostic.event, diagnostic.inSuccessfulContractCall),
    ),
    returnValue:
      meta.sorobanMeta?.returnValue === null || meta.sorobanMeta === null
        ? null
        : scValText(meta.sorobanMeta.returnValue),
  }
}
