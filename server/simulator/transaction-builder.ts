// Transaction building and signing for the sandbox passphrase, plus the XDR encodings the close
// pipeline needs (fee meta).

import { sign as signEd25519 } from 'node:crypto'
import { Account, Keypair, Memo, TransactionBuilder, xdr } from '@stellar/stellar-sdk'
import type { MemoValue } from './horizon-records.ts'
import { BASE_FEE, SANDBOX_NETWORK_PASSPHRASE } from './simulator-constants.ts'
import type { PlannedTransaction, SimulatorState } from './simulator-types.ts'
import { hex } from './ledger-primitives.ts'
import { operationHandler } from './operations/operation-table.ts'
import type { SandboxKeys } from './sandbox-keys.ts'

/** Encodes an XDR var-array of LedgerEntryChange (the LedgerEntryChanges typedef). */
export function encodeLedgerEntryChanges(changes: xdr.LedgerEntryChange[]): string {
  return xdr.encodeArray(xdr.LedgerEntryChange, changes, 'base64')
}

/** Builds and signs the transaction envelope of a plan against the current source sequence. */
export function buildTransaction(
  state: SimulatorState,
  keys: SandboxKeys,
  plan: PlannedTransaction,
  closeTime: number,
) {
  const source = state.accounts[plan.source]
  if (source === undefined) throw new Error(`unknown source ${plan.source}`)
  const maxTime = closeTime + 300
  const builder = new TransactionBuilder(new Account(source.id, source.sequence.toString()), {
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
  const transaction = builder.build()
  // Same signature as transaction.sign(keypair) (Ed25519 is deterministic), via Node's native
  // Ed25519: several times faster than the SDK's pure-JS signer, which dominated generation.
  // Operations with their own source are signed by it too.
  for (const keyIndex of signerKeyIndexes(state, plan, source.keyIndex)) {
    const keypair = keys.keypairFor(keyIndex)
    const signature = signEd25519(null, transaction.hash(), keys.signingKeyFor(keyIndex))
    transaction.addDecoratedSignature(
      new xdr.DecoratedSignature({
        hint: keypair.signatureHint(),
        signature: new Uint8Array(signature),
      }),
    )
  }
  const envelopeBytes = transaction.toEnvelope().toXDR()
  return {
    plan,
    envelopeBytes,
    envelopeXdr: Buffer.from(envelopeBytes).toString('base64'),
    hash: hex(transaction.hash()),
    signatures: transaction.signatures.map((signature) =>
      Buffer.from(signature.signature.value).toString('base64'),
    ),
    fee: BASE_FEE * BigInt(plan.operations.length),
    txSequence: source.sequence + 1n,
    maxTime,
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
