// A closed ledger as RPC's getLedgers and getLatestLedger return it: its LedgerHeaderHistoryEntry
// (hash + the LedgerHeader Horizon keeps as header_xdr) and its LedgerCloseMeta. The sandbox runs
// protocol 23, so the meta is v2 (v1 before 23; stellar-core LedgerCloseMetaFrame): a generalized
// transaction set whose Soroban phase is a ParallelTxsComponent (CAP-63, required from protocol
// 23: TxSetFrame), here one stage of one cluster, an arrangement that is always valid since a
// cluster runs its transactions in order; and, in application order, each transaction's
// TransactionResultMetaV1: result pair, fee processing (Horizon's fee_meta_xdr), TransactionMeta
// and the post-apply fee processing (the Soroban refund's entry changes, which the simulator does
// not record: empty, like the meta's own entry-change lists).
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

const classicPhase = (envelopes: xdr.TransactionEnvelope[]): xdr.TransactionPhase =>
  xdr.TransactionPhase.v0Components(
    envelopes.length === 0
      ? []
      : [
          xdr.TxSetComponent.txsetCompTxsMaybeDiscountedFee(
            new xdr.TxSetComponentTxsMaybeDiscountedFee({ baseFee: null, txs: envelopes }),
          ),
        ],
  )

const sorobanPhase = (envelopes: xdr.TransactionEnvelope[]): xdr.TransactionPhase =>
  xdr.TransactionPhase.parallelTxsComponent(
    new xdr.ParallelTxsComponent({
      baseFee: null,
      executionStages: envelopes.length === 0 ? [] : [[envelopes]],
    }),
  )

export function ledgerCloseMeta(context: RpcContext, row: LedgerRow): xdr.LedgerCloseMeta {
  const header = ledgerHeaderHistoryEntry(row)
  const transactions = context.store
    .transactionsOfLedgers(row.sequence, row.sequence)
    .map((transaction) => ({
      transaction,
      parts: transactionXdr(context.store, transaction, context.passphrase),
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
        classicPhase(envelopes.filter((envelope) => !isSoroban(envelope))),
        sorobanPhase(envelopes.filter(isSoroban)),
      ],
    }),
  )
  return xdr.LedgerCloseMeta.v2(
    new xdr.LedgerCloseMetaV2({
      ext: xdr.LedgerCloseMetaExt.v0(),
      ledgerHeader: header,
      txSet,
      txProcessing: transactions.map(
        ({ transaction, parts }) =>
          new xdr.TransactionResultMetaV1({
            ext: xdr.ExtensionPoint.v0(),
            result: new xdr.TransactionResultPair({
              transactionHash: Buffer.from(transaction.hash, 'hex'),
              result: parts.result,
            }),
            feeProcessing: parts.feeProcessing,
            txApplyProcessing: parts.meta,
            postTxApplyFeeProcessing: [],
          }),
      ),
      upgradesProcessing: [],
      scpInfo: [],
      totalByteSizeOfLiveSorobanState: 0n,
      evictedKeys: [],
    }),
  )
}
