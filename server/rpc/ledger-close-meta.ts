// A closed ledger as RPC's getLedgers and getLatestLedger return it: its LedgerHeaderHistoryEntry
// (hash + the LedgerHeader Horizon keeps as header_xdr) and its LedgerCloseMeta. The sandbox runs
// protocol 21, so the meta is v1: a generalized transaction set (a classic phase and a Soroban
// phase, each one component without a discounted base fee) and, in application order, each
// transaction's result pair, fee processing (Horizon's fee_meta_xdr) and TransactionMeta.
import { xdr } from '@stellar/stellar-sdk'
import type { RpcContext } from './rpc-context.ts'
import type { LedgerRow } from './rpc-store.ts'
import { innerTransaction, isSorobanTransaction, transactionXdr } from './transaction-xdr.ts'

interface LedgerHeaderFields {
  header_xdr: string
  prev_hash: string
}

export function ledgerHeader(row: LedgerRow): xdr.LedgerHeader {
  const fields = JSON.parse(row.json) as LedgerHeaderFields
  return xdr.LedgerHeader.fromXdr(fields.header_xdr, 'base64')
}

export function ledgerHeaderHistoryEntry(row: LedgerRow): xdr.LedgerHeaderHistoryEntry {
  return new xdr.LedgerHeaderHistoryEntry({
    hash: Buffer.from(row.hash, 'hex'),
    header: ledgerHeader(row),
    ext: xdr.LedgerHeaderHistoryEntryExt.v0(),
  })
}

const phase = (envelopes: xdr.TransactionEnvelope[]): xdr.TransactionPhase =>
  xdr.TransactionPhase.v0Components(
    envelopes.length === 0
      ? []
      : [
          xdr.TxSetComponent.txsetCompTxsMaybeDiscountedFee(
            new xdr.TxSetComponentTxsMaybeDiscountedFee({ baseFee: null, txs: envelopes }),
          ),
        ],
  )

export function ledgerCloseMeta(context: RpcContext, row: LedgerRow): xdr.LedgerCloseMeta {
  const header = ledgerHeaderHistoryEntry(row)
  const transactions = context.store
    .transactionsOfLedgers(row.sequence, row.sequence)
    .map((transaction) => ({
      transaction,
      parts: transactionXdr(context.store, transaction),
    }))
  const isSoroban = (envelope: xdr.TransactionEnvelope): boolean => {
    const inner = innerTransaction(envelope)
    return inner !== undefined && isSorobanTransaction(inner)
  }
  const envelopes = transactions.map(({ parts }) => parts.envelope)
  const txSet = xdr.GeneralizedTransactionSet.v1TxSet(
    new xdr.TransactionSetV1({
      previousLedgerHash: header.header.previousLedgerHash,
      phases: [
        phase(envelopes.filter((envelope) => !isSoroban(envelope))),
        phase(envelopes.filter(isSoroban)),
      ],
    }),
  )
  return xdr.LedgerCloseMeta.v1(
    new xdr.LedgerCloseMetaV1({
      ext: xdr.LedgerCloseMetaExt.v0(),
      ledgerHeader: header,
      txSet,
      txProcessing: transactions.map(
        ({ transaction, parts }) =>
          new xdr.TransactionResultMeta({
            result: new xdr.TransactionResultPair({
              transactionHash: Buffer.from(transaction.hash, 'hex'),
              result: parts.result,
            }),
            feeProcessing: parts.feeProcessing,
            txApplyProcessing: parts.meta,
          }),
      ),
      upgradesProcessing: [],
      scpInfo: [],
      totalByteSizeOfLiveSorobanState: 0n,
      evictedKeys: [],
      unused: [],
    }),
  )
}
