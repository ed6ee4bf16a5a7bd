// Loaded lazily (its own chunk): it pulls in the Stellar SDK's XDR codec. Counts what the RPC
// server page's history tables show from the XDR RPC sends: a ledger's transactions from its
// LedgerCloseMeta, a transaction's operations from its envelope. XDR that does not decode is a
// count of null (the row says so), never a failed table.
import { LedgerCloseMeta, TransactionEnvelope } from '@stellar/stellar-sdk/xdr'

/** Transactions in a ledger: the entries of its LedgerCloseMeta's txProcessing (v0, v1, v2). */
export function transactionCountOfLedger(metadataXdr: string): number | null {
  try {
    const meta = LedgerCloseMeta.fromXdr(metadataXdr, 'base64')
    return meta.value.txProcessing.length
  } catch {
    return null
  }
}

/** Operations in a transaction envelope (a fee bump's: its inner transaction's). */
export function operationCountOfEnvelope(envelopeXdr: string): number | null {
  try {
    const envelope = TransactionEnvelope.fromXdr(envelopeXdr, 'base64')
    switch (envelope.type) {
      case 'envelopeTypeTxV0':
        return envelope.v0.tx.operations.length
      case 'envelopeTypeTx':
        return envelope.v1.tx.operations.length
      case 'envelopeTypeTxFeeBump':
        return envelope.feeBump.tx.innerTx.v1.tx.operations.length
      default:
        return null
    }
  } catch {
    return null
  }
}
