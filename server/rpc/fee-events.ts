// The transaction-level events (TransactionMetaV4.events) of a protocol-23 transaction: CAP-67's
// `fee` events of the native Stellar Asset Contract, topics [fee, fee source], data the i128
// amount. Core emits them only when EMIT_CLASSIC_EVENTS is on (stellar-core
// src/transactions/EventManager.cpp TxEventManager + classicEventsEnabled; the option defaults to
// false, docs/stellar-core_example.cfg). Quickstart's local network does not set it, but
// stellar-rpc 23 turns it on in the captive core it runs (cmd/stellar-rpc/internal/daemon/
// daemon.go: EmitUnifiedEvents: true → stellar/go ingest/ledgerbackend/toml.go enforces
// EMIT_CLASSIC_EVENTS for a core of protocol ≥ 23), and the meta served at /rpc is that core's.
// So, as a local Quickstart's RPC shows it:
// - BEFORE_ALL_TXS: what the fee source was charged up front (failed transactions too);
// - AFTER_ALL_TXS (protocol ≥ 23; AFTER_TX before): a Soroban refund as a negative amount, left out
//   when it is 0 (TransactionFrame::processRefund, TxEventManager::newFeeEvent).
import { Address, Asset, nativeToScVal, StrKey, xdr } from '@stellar/stellar-sdk'

/** The account that paid the fee: a fee bump's fee source, else the transaction's source. */
export function feeSourceOf(envelope: xdr.TransactionEnvelope): string | undefined {
  const muxed =
    envelope.type === 'envelopeTypeTxFeeBump'
      ? envelope.feeBump.tx.feeSource
      : envelope.type === 'envelopeTypeTx'
        ? envelope.v1.tx.sourceAccount
        : undefined
  if (muxed === undefined) return undefined
  const key = muxed.type === 'keyTypeMuxedEd25519' ? muxed.med25519.ed25519 : muxed.ed25519
  return StrKey.encodeEd25519PublicKey(Buffer.from(key.value))
}

/** The balance the fee processing took from the fee source (state before − updated after). */
export function upfrontFee(feeProcessing: xdr.LedgerEntryChange[]): bigint {
  const balances = feeProcessing.flatMap((change) => {
    const entry =
      change.type === 'ledgerEntryState'
        ? change.state
        : change.type === 'ledgerEntryUpdated'
          ? change.updated
          : undefined
    return entry?.data.type === 'account' ? [entry.data.account.balance] : []
  })
  const [before, after] = balances
  return before === undefined || after === undefined ? 0n : before - after
}

function feeEvent(
  passphrase: string,
  feeSource: string,
  amount: bigint,
  stage: xdr.TransactionEventStage,
): xdr.TransactionEvent {
  return new xdr.TransactionEvent({
    stage,
    event: new xdr.ContractEvent({
      ext: xdr.ExtensionPoint.v0(),
      contractId: new xdr.ContractId(StrKey.decodeContract(Asset.native().contractId(passphrase))),
      type: xdr.ContractEventType.contract,
      body: xdr.ContractEventBody.v0(
        new xdr.ContractEventV0({
          topics: [xdr.ScVal.scvSymbol('fee'), new Address(feeSource).toScVal()],
          data: nativeToScVal(amount, { type: 'i128' }),
        }),
      ),
    }),
  })
}

/** The fee events of one transaction: the up-front charge, then a Soroban refund if any. */
export function feeEvents(input: {
  passphrase: string
  envelope: xdr.TransactionEnvelope
  feeProcessing: xdr.LedgerEntryChange[]
  feeCharged: bigint
}): xdr.TransactionEvent[] {
  const feeSource = feeSourceOf(input.envelope)
  if (feeSource === undefined) return []
  const charged = upfrontFee(input.feeProcessing)
  const refund = charged - input.feeCharged
  // Core emits no fee event of amount 0 (a Soroban transaction with nothing to refund).
  const amounts: Array<[bigint, xdr.TransactionEventStage]> = [
    [charged, xdr.TransactionEventStage.transactionEventStageBeforeAllTxs],
    [-refund, xdr.TransactionEventStage.transactionEventStageAfterAllTxs],
  ]
  return amounts
    .filter(([amount]) => amount !== 0n)
    .map(([amount, stage]) => feeEvent(input.passphrase, feeSource, amount, stage))
}
