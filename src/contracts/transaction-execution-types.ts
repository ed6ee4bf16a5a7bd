// What the transaction page's "Contract execution" section shows, as decode-transaction-execution
// hands it over: text and stroop strings, so the components never see the SDK.
import type { ContractEventRow, TokenInfo } from '@/contracts/contract-types'

/** The Soroban fee split, each a whole number of stroops as a string (null: the meta lacks it). */
export interface FeeSplit {
  feeCharged: string
  inclusionFee: string | null
  /** The resource fee the envelope declared (its SorobanTransactionData). */
  resourceFeeDeclared: string
  nonRefundableCharged: string | null
  refundableCharged: string | null
  /** The rent part of the refundable fee. */
  rentCharged: string | null
  refund: string | null
  instructions: string
  readBytes: string
  writeBytes: string
}

/** A contract (or diagnostic) event as the meta holds it: topics and data as base64 ScVals. */
export interface ExecutionEvent {
  contractId: string
  /** contract, system or diagnostic. */
  type: string
  inSuccessfulContractCall: boolean
  topicXdrs: string[]
  valueXdr: string
}

/** One ledger entry the transaction created, updated, restored or deleted. */
export interface StateChange {
  action: 'created' | 'updated' | 'restored' | 'deleted'
  kind: string
  key: string
  before: string | null
  after: string | null
}

export interface TransactionExecution {
  /** The transaction result's code (txSuccess, txFailed, …). */
  resultCode: string
  feeSplit: FeeSplit | null
  events: ExecutionEvent[]
  stateChanges: StateChange[]
  diagnosticEvents: ExecutionEvent[]
  returnValue: string | null
}

/** An event as the section shows it: decoded (decode-contract.ts) with its contract's token. */
export interface ShownEvent {
  contractId: string
  type: string
  row: ContractEventRow
  token: TokenInfo | null
}

/** getTransaction's answer as the section reads it. */
export type ExecutionAnswer =
  | { found: false; oldestLedger: number; latestLedger: number }
  | {
      found: true
      ledger: number
      status: 'SUCCESS' | 'FAILED'
      execution: TransactionExecution
      events: ShownEvent[]
      diagnosticEvents: ShownEvent[]
    }
