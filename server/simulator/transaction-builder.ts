// Transaction building and signing for the sandbox passphrase, plus the XDR encodings the close
// pipeline needs (fee meta).

import { sign as signEd25519 } from 'node:crypto'
import { Account, Keypair, Memo, MuxedAccount, TransactionBuilder, xdr } from '@stellar/stellar-sdk'
import type { FeeBumpTransaction, Transaction } from '@stellar/stellar-sdk'
import type { MemoValue } from './horizon-records.ts'
import { BASE_FEE, SANDBOX_NETWORK_PASSPHRASE } from './simulator-constants.ts'
import type { PlannedTransaction, SimulatorState } from './simulator-types.ts'
import { hex } from './ledger-primitives.ts'
import { operationHandler } from './operations/operation-table.ts'
import { DECORATED_SIGNATURE_BYTES, isSorobanOperation } from './soroban-fees.ts'
import { sorobanTransactionData } from './soroban-transaction-data.ts'
import type { SandboxKeys } from './sandbox-keys.ts'
import { muxedAddress } from './muxed-destinations.ts'

/** Encodes an XDR var-array of LedgerEntryChange (the LedgerEntryChanges typedef). */
export function encodeLedgerEntryChanges(changes: xdr.LedgerEntryChange[]): string {
  return xdr.encodeArray(xdr.LedgerEntryChange, changes, 'base64')
}

/** A fee bump bids this much per operation (plus one for the bump itself); Core charges less. */
const FEE_BUMP_BASE_FEE = 200n

/** Horizon's fee_bump_transaction / inner_transaction fields of a fee-bump transaction. */
export interface FeeBumpParts {
  innerHash: string
  innerSignatures: string[]
  innerMaxFee: bigint
}

/**
 * Signs with each key via Node's native Ed25519 (same signature as transaction.sign(keypair),
 * several times faster than the SDK's pure-JS signer, which dominated generation).
 */
function signAs(
  keys: SandboxKeys,
  keyIndexes: number[],
  transaction: Transaction | FeeBumpTransaction,
): string[] {
  for (const keyIndex of keyIndexes) {
    const signature = signEd25519(null, transaction.hash(), keys.signingKeyFor(keyIndex))
    transaction.addDecoratedSignature(
      new xdr.DecoratedSignature({
        hint: keys.keypairFor(keyIndex).signatureHint(),
        signature: new Uint8Array(signature),
      }),
    )
  }
  return transaction.signatures.map((decorated) =>
    Buffer.from(decorated.signature.value).toString('base64'),
  )
}

/** A builder holding the plan's operations, its source at the account's current sequence. */
function planBuilder(
  source: { id: string; sequence: bigint },
  plan: PlannedTransaction,
  maxTime: number,
): TransactionBuilder {
  const account = new Account(source.id, source.sequence.toString())
  const txSource =
    plan.sourceMuxedId === undefined
      ? account
      : new MuxedAccount(account, plan.sourceMuxedId.toString())
  const builder = new TransactionBuilder(txSource, {
    fee: BASE_FEE.toString(),
    networkPassphrase: SANDBOX_NETWORK_PASSPHRASE,
    timebounds: { minTime: 0, maxTime },
    memo: sdkMemo(plan.memo),
  })
  for (const operation of plan.operations) {
    const built = operationHandler(operation.kind).sdkOperation(operation)
    builder.addOperation(
      operation.source === undefined
        ? built
        : new xdr.Operation({
            sourceAccount: Keypair.fromPublicKey(operation.source).xdrMuxedAccount(),
            body: built.body,
          }),
    )
  }
  return builder
}

/**
 * The unsigned transaction of a plan. A Soroban one carries its SorobanTransactionData, whose
 * resource fee depends on the signed envelope's size: sized on a first build (the fee is a
 * fixed-width field, so its value does not change the size), then built with the real fee.
 */
function unsignedTransaction(
  source: { id: string; sequence: bigint },
  plan: PlannedTransaction,
  maxTime: number,
  signatureCount: number,
): { transaction: Transaction; resourceFee: bigint } {
  const [operation] = plan.operations
  if (plan.operations.length !== 1 || operation === undefined || !isSorobanOperation(operation))
    return { transaction: planBuilder(source, plan, maxTime).build(), resourceFee: 0n }
  const sizing = planBuilder(source, plan, maxTime)
    .setSorobanData(sorobanTransactionData(operation, 0).data)
    .build()
  const size = sizing.toEnvelope().toXDR().length + signatureCount * DECORATED_SIGNATURE_BYTES
  const { data, resourceFee } = sorobanTransactionData(operation, size)
  const transaction = planBuilder(source, plan, maxTime).setSorobanData(data).build()
  return { transaction, resourceFee }
}

/** Builds and signs the envelope of a plan (wrapped in a fee bump if it has a fee source). */
export function buildTransaction(
  state: SimulatorState,
  keys: SandboxKeys,
  plan: PlannedTransaction,
  closeTime: number,
) {
  const source = state.accounts[plan.source]
  if (source === undefined) throw new Error(`unknown source ${plan.source}`)
  const maxTime = closeTime + 300
  const signerIndexes = signerKeyIndexes(state, plan, source.keyIndex)
  const { transaction, resourceFee } = unsignedTransaction(
    source,
    plan,
    maxTime,
    signerIndexes.length,
  )
  const innerSignatures = signAs(keys, signerIndexes, transaction)
  const operationCount = BigInt(plan.operations.length)
  const innerFee = BASE_FEE * operationCount + resourceFee
  const common = { plan, txSequence: source.sequence + 1n, maxTime, resourceFee }
  const feeSource = plan.feeSource === undefined ? undefined : state.accounts[plan.feeSource]
  if (feeSource === undefined) {
    const envelopeBytes = transaction.toEnvelope().toXDR()
    return {
      ...common,
      envelopeBytes,
      envelopeXdr: Buffer.from(envelopeBytes).toString('base64'),
      hash: hex(transaction.hash()),
      signatures: innerSignatures,
      fee: innerFee,
      maxFee: innerFee,
      feeAccount: source.id,
      feeBump: undefined as FeeBumpParts | undefined,
    }
  }
  const bump = TransactionBuilder.buildFeeBumpTransaction(
    feeSource.id,
    FEE_BUMP_BASE_FEE.toString(),
    transaction,
    SANDBOX_NETWORK_PASSPHRASE,
  )
  const signatures = signAs(keys, [feeSource.keyIndex], bump)
  const envelopeBytes = bump.toEnvelope().toXDR()
  return {
    ...common,
    envelopeBytes,
    envelopeXdr: Buffer.from(envelopeBytes).toString('base64'),
    hash: hex(bump.hash()),
    signatures,
    // Core charges the inclusion fee, base fee × (operations + 1), never more than the bid, plus
    // the inner transaction's declared resource fee (its unused refundable part comes back).
    fee: BASE_FEE * (operationCount + 1n) + resourceFee,
    maxFee: FEE_BUMP_BASE_FEE * (operationCount + 1n) + resourceFee,
    feeAccount: feeSource.id,
    feeBump: {
      innerHash: hex(transaction.hash()),
      innerSignatures,
      innerMaxFee: innerFee,
    } as FeeBumpParts | undefined,
  }
}

/** The transaction source's key index, then each other operation source's (new accounts too). */
function signerKeyIndexes(
  state: SimulatorState,
  plan: PlannedTransaction,
  sourceKeyIndex: number,
): number[] {
  const indexes = [sourceKeyIndex]
  for (const operation of plan.operations) {
    if (operation.source === undefined || operation.source === plan.source) continue
    const created = plan.operations.find(
      (candidate) =>
        candidate.kind === 'create_account' && candidate.destination === operation.source,
    )
    const keyIndex =
      state.accounts[operation.source]?.keyIndex ??
      (created?.kind === 'create_account' ? created.keyIndex : undefined)
    if (keyIndex === undefined) throw new Error(`no key for operation source ${operation.source}`)
    if (!indexes.includes(keyIndex)) indexes.push(keyIndex)
  }
  return indexes
}

/** How an applied transaction ended: Core's txBAD_SPONSORSHIP carries no operation results. */
export type TransactionOutcome = 'success' | 'failed' | 'bad_sponsorship'

/**
 * The TransactionResult body of an applied transaction; a fee bump's is the inner transaction's
 * hash and result inside txFeeBumpInnerSuccess/Failed. The inner feeCharged is 0 here (the fee
 * source paid everything); that Core writes 0 there for an applied classic transaction is not
 * verified — Horizon shows only the outer fee_charged.
 */
export function transactionResultBody(
  outcome: TransactionOutcome,
  operationResults: xdr.OperationResult[],
  feeBump: FeeBumpParts | undefined,
): xdr.TransactionResultResult {
  if (feeBump === undefined) {
    if (outcome === 'bad_sponsorship') return xdr.TransactionResultResult.txBadSponsorship()
    return outcome === 'success'
      ? xdr.TransactionResultResult.txSuccess(operationResults)
      : xdr.TransactionResultResult.txFailed(operationResults)
  }
  const pair = new xdr.InnerTransactionResultPair({
    transactionHash: Buffer.from(feeBump.innerHash, 'hex'),
    result: new xdr.InnerTransactionResult({
      feeCharged: 0n,
      result:
        outcome === 'bad_sponsorship'
          ? xdr.InnerTransactionResultResult.txBadSponsorship()
          : outcome === 'success'
            ? xdr.InnerTransactionResultResult.txSuccess(operationResults)
            : xdr.InnerTransactionResultResult.txFailed(operationResults),
      ext: xdr.InnerTransactionResultExt.v0(),
    }),
  })
  return outcome === 'success'
    ? xdr.TransactionResultResult.txFeeBumpInnerSuccess(pair)
    : xdr.TransactionResultResult.txFeeBumpInnerFailed(pair)
}

/** The M… address and id of a plan's muxed source, as Horizon's *_muxed fields show them. */
export function muxedSource(plan: PlannedTransaction): { address: string; id: string } | undefined {
  if (plan.sourceMuxedId === undefined) return undefined
  return muxedAddress(plan.source, plan.sourceMuxedId)
}

export function sdkMemo(memo: MemoValue): Memo {
  switch (memo.type) {
    case 'none':
      return Memo.none()
    case 'text':
      return Memo.text(memo.text)
    case 'id':
      return Memo.id(memo.id.toString())
    case 'hash':
      return Memo.hash(hex(memo.bytes))
    case 'return':
      return Memo.return(hex(memo.bytes))
  }
}

export type BuiltTransaction = ReturnType<typeof buildTransaction>
