// A stored transaction as Stellar RPC returns it: the envelope and result Horizon keeps, plus the
// TransactionMeta the sandbox does not store (Horizon runs it with SKIP_TXMETA), rebuilt here from
// what it does store. The sandbox runs protocol 23, so the meta is v4 (stellar-core
// TransactionMeta.cpp: v3 up to protocol 22, v4 from 23):
// - one OperationMetaV2 per operation of a successful transaction (none for a failed one), each
//   with the contract events of that operation: the events the simulator stored for the call
//   (the same bytes it hashed into the InvokeHostFunctionResult; table contract_calls);
// - for a successful Soroban transaction its SorobanTransactionMetaV2: the resource fees charged
//   (ext v1, which RPC's fee statistics read and stellar-rpc enforces on its captive core) and
//   the return value; v4 leaves it out for a failed transaction;
// - the transaction-level fee events (fee-events.ts).
// A WASM call's OperationMetaV2 lists the contract entries (and their TTL entries) it created or
// changed; other entry changes (accounts, trustlines, fees) are not recorded by the simulator, so
// those lists are empty, and so are the diagnostic events: an honest subset, never invented
// entries. Classic operations' CAP-67 events (EMIT_CLASSIC_EVENTS) are not simulated either.
import { xdr } from '@stellar/stellar-sdk'
import { feeFootprint, nonRefundableFee } from '../simulator/soroban-fees.ts'
import { feeEvents } from './fee-events.ts'
import type { ContractCallRow, RpcStore, TransactionRow } from './rpc-store.ts'
import { applicationOrderOf, unixSeconds } from './rpc-values.ts'

export interface TransactionXdr {
  envelope: xdr.TransactionEnvelope
  result: xdr.TransactionResult
  meta: xdr.TransactionMeta
  /** Fee meta: the fee source's account entry before and after the fee was charged. */
  feeProcessing: xdr.LedgerEntryChange[]
  /** Contract events per operation meta (none for a failed transaction, whose meta has none). */
  contractEvents: xdr.ContractEvent[][]
  /** Transaction-level events (fees). */
  transactionEvents: xdr.TransactionEvent[]
  feeBump: boolean
  /** 1-based position in its ledger (TOID bits 12..31). */
  applicationOrder: number
  /** Unix seconds. */
  closeTime: number
}

interface HorizonTransactionFields {
  envelope_xdr: string
  result_xdr: string
  fee_meta_xdr: string
  created_at: string
}

/** The inner Transaction of a v1 or fee-bump envelope (the sandbox signs no v0 envelopes). */
export function innerTransaction(envelope: xdr.TransactionEnvelope): xdr.Transaction | undefined {
  if (envelope.type === 'envelopeTypeTx') return envelope.v1.tx
  if (envelope.type === 'envelopeTypeTxFeeBump') return envelope.feeBump.tx.innerTx.value.tx
  return undefined
}

const SOROBAN_OPERATIONS = new Set(['invokeHostFunction', 'extendFootprintTtl', 'restoreFootprint'])

export function isSorobanTransaction(transaction: xdr.Transaction): boolean {
  const [first] = transaction.operations
  return (
    transaction.operations.length === 1 &&
    first !== undefined &&
    SOROBAN_OPERATIONS.has(first.body.type)
  )
}

/** The contract entry changes a WASM call made, as the simulator stored them. */
function storedChanges(changes: string | undefined): xdr.LedgerEntryChange[] {
  if (changes === undefined) return []
  return (JSON.parse(changes) as string[]).map((change) =>
    xdr.LedgerEntryChange.fromXdr(change, 'base64'),
  )
}

/** The contract events a call emitted, as the simulator stored them (contract_calls.events). */
export function storedEvents(events: string | undefined): xdr.ContractEvent[] {
  if (events === undefined) return []
  return (JSON.parse(events) as string[]).map((event) => xdr.ContractEvent.fromXdr(event, 'base64'))
}

/**
 * The resource fees Core charged (SorobanTransactionMetaExtV1): the non-refundable part as the
 * simulator computes it from the declared resources and the envelope's size, the refundable part
 * as what remains of the fee charged after the inclusion fee, all of it rent except for a
 * transfer (whose refundable fee pays for its event).
 */
function sorobanFees(
  envelope: xdr.TransactionEnvelope,
  transaction: xdr.Transaction,
  feeCharged: bigint,
  rentFee: bigint | undefined,
): xdr.SorobanTransactionMetaExt {
  if (transaction.ext.type !== 'sorobanData') return xdr.SorobanTransactionMetaExt.v0()
  const { resources, resourceFee } = transaction.ext.sorobanData
  const nonRefundable = nonRefundableFee(
    {
      instructions: resources.instructions,
      diskReadBytes: resources.diskReadBytes,
      writeBytes: resources.writeBytes,
    },
    feeFootprint(resources.footprint),
    envelope.toXdr().length,
  )
  const inclusionFee = BigInt(transaction.fee) - resourceFee
  const refundable = feeCharged - inclusionFee - nonRefundable
  return xdr.SorobanTransactionMetaExt.v1(
    new xdr.SorobanTransactionMetaExtV1({
      ext: xdr.ExtensionPoint.v0(),
      totalNonRefundableResourceFeeCharged: nonRefundable,
      totalRefundableResourceFeeCharged: refundable,
      rentFeeCharged: rentFee ?? refundable,
    }),
  )
}

/** Every XDR part of a stored transaction, as RPC's getTransaction and getLedgers need them. */
export function transactionXdr(
  store: RpcStore,
  row: TransactionRow,
  passphrase: string,
): TransactionXdr {
  const fields = JSON.parse(row.json) as HorizonTransactionFields
  const envelope = xdr.TransactionEnvelope.fromXdr(fields.envelope_xdr, 'base64')
  const result = xdr.TransactionResult.fromXdr(fields.result_xdr, 'base64')
  const transaction = innerTransaction(envelope)
  const operations = transaction?.operations ?? []
  const calls = row.successful
    ? store.contractCallsOfTransaction(row.id)
    : new Map<bigint, ContractCallRow>()
  const callOf = (index: number) => calls.get(row.id + BigInt(index + 1))
  // Operation meta is only populated when the transaction succeeds (TransactionMetaBuilder).
  const operationMetas = row.successful
    ? operations.map(
        (_operation, index) =>
          new xdr.OperationMetaV2({
            ext: xdr.ExtensionPoint.v0(),
            changes: storedChanges(callOf(index)?.changes),
            events: storedEvents(callOf(index)?.events),
          }),
      )
    : []
  const soroban = transaction !== undefined && isSorobanTransaction(transaction)
  const call = callOf(0)
  const feeProcessing = fields.fee_meta_xdr
    ? xdr.decodeArray(xdr.LedgerEntryChange, Buffer.from(fields.fee_meta_xdr, 'base64'))
    : []
  const transactionEvents = feeEvents({
    passphrase,
    envelope,
    feeProcessing,
    feeCharged: result.feeCharged,
  })
  const meta = xdr.TransactionMeta.v4(
    new xdr.TransactionMetaV4({
      ext: xdr.ExtensionPoint.v0(),
      txChangesBefore: [],
      operations: operationMetas,
      txChangesAfter: [],
      sorobanMeta:
        soroban && row.successful
          ? new xdr.SorobanTransactionMetaV2({
              // Without a stored call (extend_footprint_ttl) all refundable is rent, and there
              // is no return value: v4's is optional, only a host function sets it.
              ext: sorobanFees(envelope, transaction, result.feeCharged, call?.rentFee),
              returnValue: call ? xdr.ScVal.fromXdr(call.returnValue, 'base64') : null,
            })
          : null,
      events: transactionEvents,
      diagnosticEvents: [],
    }),
  )
  return {
    envelope,
    result,
    meta,
    feeProcessing,
    contractEvents: operationMetas.map((operationMeta) => operationMeta.events),
    transactionEvents,
    feeBump: envelope.type === 'envelopeTypeTxFeeBump',
    applicationOrder: applicationOrderOf(row.id),
    closeTime: unixSeconds(fields.created_at),
  }
}
