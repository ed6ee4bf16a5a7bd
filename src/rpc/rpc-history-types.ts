// The RPC server page's history rows, as its queries hand them to the tables (types only).

export interface RecentLedger {
  sequence: number
  hash: string
  /** Unix seconds (a decimal string). */
  closeTime: string | null
  /** Counted from the ledger's LedgerCloseMeta; null when it does not decode. */
  transactionCount: number | null
}

export interface RecentTransaction {
  /** Absent from RPCs before 22, whose rows carry no hash. */
  hash: string | null
  status: 'SUCCESS' | 'FAILED'
  ledger: number
  applicationOrder: number
  feeBump: boolean
  createdAt: string | null
  /** Counted from the envelope; null when it does not decode. */
  operationCount: number | null
}
