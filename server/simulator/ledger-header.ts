// The ledger header: real LedgerHeader XDR (with the simplifications listed in ledger-simulator.ts)
// and the ledger hash, sha256 of its XDR.

import { xdr } from '@stellar/stellar-sdk'
import {
  BASE_FEE,
  BASE_RESERVE,
  MAX_TX_SET_SIZE,
  PROTOCOL_VERSION,
  TOTAL_COINS,
} from './simulator-constants.ts'
import type { SimulatorState } from './simulator-types.ts'
import { hex, sha256 } from './ledger-primitives.ts'

/** Builds the header of ledger `sequence` on top of `state` (still describing the previous ledger). */
export function ledgerHeader(input: {
  state: SimulatorState
  seed: number
  sequence: number
  closeTime: number
  envelopes: Uint8Array[]
  txSetResultHash: Uint8Array
}): { headerBytes: Uint8Array; hash: string } {
  const { state, seed, sequence, closeTime, envelopes, txSetResultHash } = input
  const previousHash =
    state.ledgerHash === '' ? new Uint8Array(32) : Buffer.from(state.ledgerHash, 'hex')
  // Legacy TransactionSet hash: sha256(previousLedgerHash ‖ envelope XDR…).
  const txSetHash = sha256(Buffer.concat([previousHash, ...envelopes]))
  const header = new xdr.LedgerHeader({
    ledgerVersion: PROTOCOL_VERSION,
    previousLedgerHash: previousHash,
    scpValue: new xdr.StellarValue({
      txSetHash,
      closeTime: BigInt(closeTime),
      upgrades: [],
      ext: xdr.StellarValueExt.stellarValueBasic(),
    }),
    txSetResultHash,
    // The sandbox has no bucket list; a deterministic stand-in keeps the header well formed.
    bucketListHash: sha256(`bucket-list:${seed}:${sequence}`),
    ledgerSeq: sequence,
    totalCoins: TOTAL_COINS,
    feePool: state.feePool,
    inflationSeq: 0,
    idPool: BigInt(state.lastOfferId),
    baseFee: Number(BASE_FEE),
    baseReserve: Number(BASE_RESERVE),
    maxTxSetSize: MAX_TX_SET_SIZE,
    skipList: [new Uint8Array(32), new Uint8Array(32), new Uint8Array(32), new Uint8Array(32)],
    ext: xdr.LedgerHeaderExt.v0(),
  })
  const headerBytes = header.toXDR()
  const hash = hex(sha256(headerBytes))
  return { headerBytes, hash }
}
