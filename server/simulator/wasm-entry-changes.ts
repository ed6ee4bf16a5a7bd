// The ledger entry changes of a WASM contract call, as TransactionMeta's OperationMeta lists them:
// each contract entry (code, instance, balance, allowance) the call created (`created`, with its
// TTL entry created beside it) or changed (`state` before, `updated` after; its TTL entry
// likewise when the TTL moved). Found by comparing the contract's entries before and after the
// call — a handful of entries, so cheap. Account entries (fees, sequence numbers) are not listed.

import { hash, xdr } from '@stellar/stellar-sdk'
import { contractEntries, type WasmContractState } from './wasm-contracts.ts'

export interface KeyedEntry {
  key: xdr.LedgerKey
  entry: xdr.LedgerEntry
  liveUntilLedgerSeq: number
}

function ttlEntry(key: xdr.LedgerKey, liveUntil: number, lastModified: number): xdr.LedgerEntry {
  return new xdr.LedgerEntry({
    lastModifiedLedgerSeq: lastModified,
    data: xdr.LedgerEntryData.ttl(
      new xdr.TtlEntry({ keyHash: hash(key.toXDR()), liveUntilLedgerSeq: liveUntil }),
    ),
    ext: xdr.LedgerEntryExt.v0(),
  })
}

/** Changes from `before` to `after` (entries keyed by their ledger key), in `after`'s order. */
export function entryChanges(
  before: KeyedEntry[],
  after: KeyedEntry[],
  ledger: number,
): xdr.LedgerEntryChange[] {
  const previous = new Map(before.map((entry) => [entry.key.toXDR('base64'), entry]))
  const changes: xdr.LedgerEntryChange[] = []
  for (const { key, entry, liveUntilLedgerSeq } of after) {
    const old = previous.get(key.toXDR('base64'))
    if (old === undefined) {
      changes.push(
        xdr.LedgerEntryChange.ledgerEntryCreated(entry),
        xdr.LedgerEntryChange.ledgerEntryCreated(ttlEntry(key, liveUntilLedgerSeq, ledger)),
      )
      continue
    }
    if (old.entry.toXDR('base64') !== entry.toXDR('base64'))
      changes.push(
        xdr.LedgerEntryChange.ledgerEntryState(old.entry),
        xdr.LedgerEntryChange.ledgerEntryUpdated(entry),
      )
    if (old.liveUntilLedgerSeq !== liveUntilLedgerSeq)
      changes.push(
        xdr.LedgerEntryChange.ledgerEntryState(
          ttlEntry(key, old.liveUntilLedgerSeq, old.entry.lastModifiedLedgerSeq),
        ),
        xdr.LedgerEntryChange.ledgerEntryUpdated(ttlEntry(key, liveUntilLedgerSeq, ledger)),
      )
  }
  return changes
}

/** The changes a call made to a contract's entries (none before a deploy). */
export function contractChanges(
  before: WasmContractState | undefined,
  after: WasmContractState,
  ledger: number,
): xdr.LedgerEntryChange[] {
  return entryChanges(
    before === undefined ? [] : contractEntries(before, ledger),
    contractEntries(after, ledger),
    ledger,
  )
}
