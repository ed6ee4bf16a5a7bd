// Transaction building and signing for the sandbox passphrase, plus the XDR encodings the close
// pipeline needs (fee meta).

import { sign as signEd25519 } from 'node:crypto'
import { Account, Memo, Operation, TransactionBuilder, xdr } from '@stellar/stellar-sdk'
import type { MemoValue } from './horizon-records.ts'
import { formatStroops } from './stroops.ts'
import { BASE_FEE, SANDBOX_NETWORK_PASSPHRASE } from './simulator-constants.ts'
import type { PlannedOperation, PlannedTransaction, SimulatorState } from './simulator-types.ts'
import { hex, sdkAsset } from './ledger-primitives.ts'
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
  for (const operation of plan.operations) builder.addOperation(sdkOperation(operation))
  const transaction = builder.build()
  // Same signature as transaction.sign(keypair) (Ed25519 is deterministic), via Node's native
  // Ed25519: several times faster than the SDK's pure-JS signer, which dominated generation.
  const keypair = keys.keypairFor(source.keyIndex)
  const signature = signEd25519(null, transaction.hash(), keys.signingKeyFor(source.keyIndex))
  transaction.addDecoratedSignature(
    new xdr.DecoratedSignature({
      hint: keypair.signatureHint(),
      signature: new Uint8Array(signature),
    }),
  )
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

export function sdkOperation(operation: PlannedOperation): xdr.Operation {
  switch (operation.kind) {
    case 'create_account':
      return Operation.createAccount({
        destination: operation.destination,
        startingBalance: formatStroops(operation.startingBalance),
      })
    case 'payment':
      return Operation.payment({
        destination: operation.destination,
        asset: sdkAsset(operation.asset),
        amount: formatStroops(operation.amount),
      })
    case 'path_payment_strict_send':
      return Operation.pathPaymentStrictSend({
        sendAsset: sdkAsset(
          operation.sendAsset === undefined ? operation.asset : operation.sendAsset,
        ),
        sendAmount: formatStroops(operation.sendAmount),
        destination: operation.destination,
        destAsset: sdkAsset(operation.asset),
        destMin: formatStroops(operation.destMin),
        path: (operation.path ?? []).map(sdkAsset),
      })
    case 'path_payment_strict_receive':
      return Operation.pathPaymentStrictReceive({
        sendAsset: sdkAsset(
          operation.sendAsset === undefined ? operation.asset : operation.sendAsset,
        ),
        sendMax: formatStroops(operation.sendMax),
        destination: operation.destination,
        destAsset: sdkAsset(operation.asset),
        destAmount: formatStroops(operation.destAmount),
        path: (operation.path ?? []).map(sdkAsset),
      })
    case 'change_trust':
      return Operation.changeTrust({
        asset: sdkAsset(operation.asset),
        limit: formatStroops(operation.limit),
      })
    case 'set_trust_line_flags':
      return Operation.setTrustLineFlags({
        trustor: operation.trustor,
        asset: sdkAsset(operation.asset),
        flags: { authorized: operation.authorize },
      })
    case 'set_options':
      return Operation.setOptions({
        homeDomain: operation.homeDomain,
        lowThreshold: operation.thresholds?.[0],
        medThreshold: operation.thresholds?.[1],
        highThreshold: operation.thresholds?.[2],
        setFlags: operation.setFlags,
        clearFlags: operation.clearFlags,
        signer:
          operation.signer === undefined
            ? undefined
            : { ed25519PublicKey: operation.signer.key, weight: operation.signer.weight },
      })
    case 'manage_data':
      return Operation.manageData({ name: operation.name, value: operation.value })
    case 'bump_sequence':
      return Operation.bumpSequence({ bumpTo: operation.bumpTo.toString() })
    case 'account_merge':
      return Operation.accountMerge({ destination: operation.destination })
    case 'manage_sell_offer':
      return Operation.manageSellOffer({
        selling: sdkAsset(operation.selling),
        buying: sdkAsset(operation.buying),
        amount: formatStroops(operation.amount),
        price: { n: operation.priceN, d: operation.priceD },
        offerId: String(operation.offerId),
      })
    case 'manage_buy_offer':
      return Operation.manageBuyOffer({
        selling: sdkAsset(operation.selling),
        buying: sdkAsset(operation.buying),
        buyAmount: formatStroops(operation.buyAmount),
        price: { n: operation.priceN, d: operation.priceD },
        offerId: String(operation.offerId),
      })
  }
}
