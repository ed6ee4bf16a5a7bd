// A stored transaction as Stellar RPC returns it: the envelope and result Horizon keeps, plus the
// TransactionMeta the sandbox does not store (Horizon runs it with SKIP_TXMETA), rebuilt here from
// what it does store. The sandbox runs protocol 21, so the meta is v3: one OperationMeta per
// operation of a successful transaction, and for a Soroban transaction its SorobanTransactionMeta
// with the Stellar Asset Contract's event (the same bytes the simulator hashed into the
// InvokeHostFunctionResult), the call's return value and the resource fees charged (ext v1, which
// RPC's fee statistics read). Ledger entry changes are not recorded by the simulator, so the
// change lists are empty: an honest subset, never invented entries.
import { Address, Asset, xdr } from '@stellar/stellar-sdk'
import { transferEvent } from '../simulator/soroban-contracts.ts'
import { nonRefundableFee } from '../simulator/soroban-fees.ts'
import type { OperationRow, RpcStore, TransactionRow } from './rpc-store.ts'
import { applicationOrderOf, decimalToStroops, unixSeconds } from './rpc-values.ts'

export interface TransactionXdr {
  envelope: xdr.TransactionEnvelope
  result: xdr.TransactionResult
  meta: xdr.TransactionMeta
  /** Fee meta: the fee source's account entry before and after the fee was charged. */
  feeProcessing: xdr.LedgerEntryChange[]
  /** Contract events per operation (empty lists for a failed transaction). */
  contractEvents: xdr.ContractEvent[][]
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

interface BalanceChangeFields {
  asset_type: string
  asset_code?: string
  asset_issuer?: string
  from: string
  to: string
  amount: string
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

/** The SAC transfer event of a successful call, rebuilt from Horizon's asset_balance_changes. */
export function operationEvents(operation: OperationRow | undefined): xdr.ContractEvent[] {
  if (operation === undefined || operation.typeI !== 24) return []
  const record = JSON.parse(operation.json) as {
    asset_balance_changes: BalanceChangeFields[] | null
  }
  return (record.asset_balance_changes ?? []).map((change) =>
    transferEvent(
      change.asset_type === 'native'
        ? null
        : { code: change.asset_code ?? '', issuer: change.asset_issuer ?? '' },
      change.from,
      change.to,
      decimalToStroops(change.amount),
    ),
  )
}

/** What the host function returned: a deployed contract's address, void for a transfer. */
function returnValue(transaction: xdr.Transaction, passphrase: string): xdr.ScVal {
  const [operation] = transaction.operations
  if (operation?.body.type !== 'invokeHostFunction') return xdr.ScVal.scvVoid()
  const hostFunction = operation.body.invokeHostFunctionOp.hostFunction
  if (hostFunction.type !== 'hostFunctionTypeCreateContract') return xdr.ScVal.scvVoid()
  const preimage = hostFunction.createContract.contractIdPreimage
  if (preimage.type !== 'contractIdPreimageFromAsset') return xdr.ScVal.scvVoid()
  return new Address(Asset.fromOperation(preimage.fromAsset).contractId(passphrase)).toScVal()
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
): xdr.SorobanTransactionMetaExt {
  if (transaction.ext.type !== 'sorobanData') return xdr.SorobanTransactionMetaExt.v0()
  const { resources, resourceFee } = transaction.ext.sorobanData
  const nonRefundable = nonRefundableFee(
    {
      instructions: resources.instructions,
      readBytes: resources.diskReadBytes,
      writeBytes: resources.writeBytes,
      refundableFee: 0n,
    },
    {
      readOnly: resources.footprint.readOnly.length,
      readWrite: resources.footprint.readWrite.length,
    },
    envelope.toXdr().length,
  )
  const inclusionFee = BigInt(transaction.fee) - resourceFee
  const refundable = feeCharged - inclusionFee - nonRefundable
  const [operation] = transaction.operations
  const isTransfer =
    operation?.body.type === 'invokeHostFunction' &&
    operation.body.invokeHostFunctionOp.hostFunction.type === 'hostFunctionTypeInvokeContract'
  return xdr.SorobanTransactionMetaExt.v1(
    new xdr.SorobanTransactionMetaExtV1({
      ext: xdr.ExtensionPoint.v0(),
      totalNonRefundableResourceFeeCharged: nonRefundable,
      totalRefundableResourceFeeCharged: refundable,
      rentFeeCharged: isTransfer ? 0n : refundable,
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
  const rows = row.successful ? store.operationsOfTransaction(row.id) : []
  const contractEvents = operations.map((_operation, index) => operationEvents(rows[index]))
  const soroban = transaction !== undefined && isSorobanTransaction(transaction)
  const meta = xdr.TransactionMeta.v3(
    new xdr.TransactionMetaV3({
      ext: xdr.ExtensionPoint.v0(),
      txChangesBefore: [],
      operations: row.successful
        ? operations.map(() => new xdr.OperationMeta({ changes: [] }))
        : [],
      txChangesAfter: [],
      sorobanMeta: soroban
        ? new xdr.SorobanTransactionMeta({
            ext: sorobanFees(envelope, transaction, result.feeCharged),
            events: contractEvents.flat(),
            returnValue: row.successful
              ? returnValue(transaction, passphrase)
              : xdr.ScVal.scvVoid(),
            diagnosticEvents: [],
          })
        : null,
    }),
  )
  return {
    envelope,
    result,
    meta,
    feeProcessing: fields.fee_meta_xdr
      ? xdr.decodeArray(xdr.LedgerEntryChange, Buffer.from(fields.fee_meta_xdr, 'base64'))
      : [],
    contractEvents: row.successful ? contractEvents : operations.map(() => []),
    feeBump: envelope.type === 'envelopeTypeTxFeeBump',
    applicationOrder: applicationOrderOf(row.id),
    closeTime: unixSeconds(fields.created_at),
  }
}
