// What the answer reader makes of a pasted JSON-RPC answer (types only): plain, clipped text the
// view shows as is.

export interface SendReading {
  kind: 'send'
  /** PENDING, DUPLICATE, TRY_AGAIN_LATER or ERROR. */
  status: string
  hash: string | null
  latestLedger: string | null
  /** ERROR's TransactionResult XDR (base64), checked to decode; the page puts it in words. */
  errorResultXdr: string | null
  /** Stroops, a decimal string, from the result XDR. */
  feeCharged: string | null
  diagnosticEventCount: number
}

interface SimulationCommon {
  cpuInstructions: string | null
  memoryBytes: string | null
  eventCount: number
  latestLedger: string | null
}

export interface SimulationFailure extends SimulationCommon {
  kind: 'simulate-failure'
  error: string
}

export interface SimulationSuccess extends SimulationCommon {
  kind: 'simulate-success'
  /** Stroops, a decimal string. */
  minResourceFee: string | null
  /** The call's return value as text (scValToNative, then nativeToText). */
  returnValue: string | null
  authCount: number
  footprint: { readOnly: number; readWrite: number; instructions: string } | null
  restoreNeeded: boolean
}

export interface TransactionReading {
  kind: 'transaction'
  format: 'base64' | 'json'
  /** SUCCESS, FAILED or NOT_FOUND. */
  status: string
  hash: string | null
  ledger: string | null
  applicationOrder: string | null
  feeBump: boolean
  sourceAccount: string | null
  /** The fee bid, in stroops. */
  fee: string | null
  /** One line per operation (JSON format), or their count (base64). */
  operations: string[]
  /** The TransactionResult XDR (base64 format), checked to decode. */
  resultXdr: string | null
  /** The result's code as the JSON format names it ("tx_success"). */
  resultCode: string | null
  /** Stroops, a decimal string, from the result XDR. */
  feeCharged: string | null
  eventCount: number
  /** The ledgers the RPC kept when it answered, "oldest–latest". */
  window: string
}

export interface LedgerEntriesReading {
  kind: 'ledger-entries'
  latestLedger: string | null
  entries: { type: string; summary: string; lastModified: string | null }[]
}

export type AnswerReading =
  SendReading | SimulationFailure | SimulationSuccess | TransactionReading | LedgerEntriesReading
