// Horizon's records for ledger entries beyond accounts and offers: liquidity pools and claimable
// balances. As every Horizon record, untrusted: readers check each field before using it.
import type { Links } from '@/api/horizon-types'
import type { ClaimPredicate } from '@/api/horizon-operation-types'

/** `{asset: "native" | "CODE:ISSUER", amount}`. */
export interface AssetAmountEntry {
  asset: string
  amount: string
}

export interface LiquidityPool {
  _links: Links<'self' | 'transactions' | 'operations'>
  id: string
  paging_token: string
  /** Basis points, a number (30 = 0.30 %). */
  fee_bp: number
  type: string
  /** A string, unlike `fee_bp`. */
  total_trustlines: string
  total_shares: string
  reserves: AssetAmountEntry[]
  last_modified_ledger: number
  last_modified_time: string | null
}

export interface Claimant {
  destination: string
  predicate: ClaimPredicate
}

export interface ClaimableBalance {
  _links: Links<'self' | 'transactions' | 'operations'>
  id: string
  asset: string
  amount: string
  sponsor?: string
  last_modified_ledger: number
  last_modified_time: string | null
  claimants: Claimant[]
  flags?: { clawback_enabled: boolean }
  paging_token: string
}
