// Shared shapes of the simulator: its persisted state, planned operations and transactions, and
// the drafts an applied operation hands to the store.

import type { xdr } from '@stellar/stellar-sdk'
import type { EffectType } from './effect-types.ts'
import type { JsonObject, MemoValue } from './horizon-records.ts'
import type { AccountState, CreditAsset, OfferState } from './ledger-entries.ts'
import type { ClaimableBalanceState, ClaimPredicate } from './ledger-entries.ts'
import type { PoolAssets, PoolState } from './ledger-entries.ts'
import type { PrngState } from './prng.ts'
import type { ContractInstanceState, SorobanCall } from './soroban-contracts.ts'
import type { WasmLedgerState } from './wasm-contracts.ts'

/** What a Soroban operation declares, besides its footprint (which its call determines). */
export interface DeclaredResources {
  instructions: number
  /** Bytes of the classic entries (accounts, trustlines) it reads: protocol 23's disk reads. */
  diskReadBytes: number
  writeBytes: number
  /** Refundable fee declared: the simulated events/rent fee plus the margin. */
  refundableFee: bigint
}

export interface ContractCallOutput {
  returnValue: xdr.ScVal
  events: xdr.ContractEvent[]
  rentFee: bigint
  /** The contract entries it created or changed (WASM contracts only; wasm-entry-changes.ts). */
  changes?: xdr.LedgerEntryChange[]
}

/** Everything needed to continue after a restart; stored as JSON in meta.simulator_state. */
export interface SimulatorState {
  prng: PrngState
  nextKeyIndex: number
  ledgerSequence: number
  closeTime: number
  ledgerHash: string
  feePool: bigint
  accounts: Record<string, AccountState>
  /** Issued assets, in the order Horizon would first see them (decides trade base/counter). */
  assets: CreditAsset[]
  /** The order book, by offer id. */
  offers: Record<string, OfferState>
  /** Last offer id handed out (the ledger header's idPool). */
  lastOfferId: number
  /** Open claimable balances, by balance id (hex, as Horizon shows it). */
  claimableBalances: Record<string, ClaimableBalanceState>
  /** Constant-product liquidity pools, by pool id. */
  liquidityPools: Record<string, PoolState>
  /** Deployed Stellar Asset Contract instances, by contract id (absent in older states). */
  contracts?: Record<string, ContractInstanceState>
  /** Uploaded WASM and the contracts deployed from it (absent in older states). */
  wasm?: WasmLedgerState
  /** The Soroban activity's own PRNG stream (soroban-activity.ts), once it has drawn. */
  sorobanPrng?: PrngState
}

/** What revoke_sponsorship names: one ledger entry or one signer. */
export type SponsoredEntry =
  | { type: 'account'; accountId: string }
  | { type: 'trustline'; accountId: string; asset: CreditAsset }
  | { type: 'offer'; sellerId: string; offerId: number }
  | { type: 'data'; accountId: string; name: string }
  | { type: 'claimable_balance'; balanceId: string }
  | { type: 'signer'; accountId: string; signerKey: string }

/** A destination the envelope names as an M… address (muxed-destinations.ts): base G plus this id. */
export interface MuxedDestination {
  destinationMuxedId?: bigint
}

/**
 * One operation of a planned transaction; `kind` is Horizon's operation type name and `source`
 * the operation's own source account when it is not the transaction's (then it signs too).
 */
export type PlannedOperation = { source?: string } & (
  | { kind: 'create_account'; destination: string; keyIndex: number; startingBalance: bigint }
  | ({
      kind: 'payment'
      destination: string
      asset: CreditAsset | null
      amount: bigint
    } & MuxedDestination)
  | ({
      kind: 'path_payment_strict_send'
      destination: string
      /** Destination asset. */
      asset: CreditAsset | null
      /** Source asset when it differs from `asset`: the payment then crosses the order book. */
      sendAsset?: CreditAsset | null
      /** Intermediate assets (at most one here). */
      path?: Array<CreditAsset | null>
      sendAmount: bigint
      destMin: bigint
    } & MuxedDestination)
  | ({
      kind: 'path_payment_strict_receive'
      destination: string
      /** Destination asset. */
      asset: CreditAsset | null
      /** Source asset when it differs from `asset`: the payment then crosses the order book. */
      sendAsset?: CreditAsset | null
      /** Intermediate assets (at most one here). */
      path?: Array<CreditAsset | null>
      sendMax: bigint
      destAmount: bigint
    } & MuxedDestination)
  | { kind: 'change_trust'; asset: CreditAsset; limit: bigint }
  | { kind: 'change_trust'; pool: PoolAssets; limit: bigint }
  | {
      kind: 'liquidity_pool_deposit'
      poolId: string
      maxAmountA: bigint
      maxAmountB: bigint
      /** Bounds of amountA/amountB as [n, d]. */
      minPrice: [number, number]
      maxPrice: [number, number]
    }
  | {
      kind: 'liquidity_pool_withdraw'
      poolId: string
      shares: bigint
      minAmountA: bigint
      minAmountB: bigint
    }
  | { kind: 'set_trust_line_flags'; trustor: string; asset: CreditAsset; authorize: boolean }
  | {
      kind: 'set_options'
      homeDomain?: string
      thresholds?: [number, number, number]
      setFlags?: number
      clearFlags?: number
      signer?: { key: string; weight: number }
      masterWeight?: number
      inflationDest?: string
    }
  | { kind: 'manage_data'; name: string; value: string | null }
  | { kind: 'bump_sequence'; bumpTo: bigint }
  | ({ kind: 'account_merge'; destination: string } & MuxedDestination)
  | {
      kind: 'manage_sell_offer'
      selling: CreditAsset | null
      buying: CreditAsset | null
      amount: bigint
      /** Price of one unit of selling in units of buying. */
      priceN: number
      priceD: number
      offerId: number
    }
  | {
      kind: 'manage_buy_offer'
      selling: CreditAsset | null
      buying: CreditAsset | null
      buyAmount: bigint
      /** Price of one unit of buying in units of selling. */
      priceN: number
      priceD: number
      offerId: number
    }
  | {
      kind: 'create_passive_sell_offer'
      selling: CreditAsset | null
      buying: CreditAsset | null
      amount: bigint
      priceN: number
      priceD: number
    }
  | { kind: 'allow_trust'; trustor: string; asset: CreditAsset; authorize: 0 | 1 | 2 }
  | { kind: 'clawback'; from: string; asset: CreditAsset; amount: bigint }
  | {
      kind: 'create_claimable_balance'
      asset: CreditAsset | null
      amount: bigint
      claimants: Array<{ destination: string; predicate: ClaimPredicate }>
    }
  | { kind: 'claim_claimable_balance'; balanceId: string }
  | { kind: 'clawback_claimable_balance'; balanceId: string }
  | { kind: 'begin_sponsoring_future_reserves'; sponsoredId: string }
  | {
      kind: 'end_sponsoring_future_reserves'
      /** The source of the transaction's begin_sponsoring_future_reserves (Horizon's begin_sponsor). */
      beginSponsor: string
    }
  | { kind: 'revoke_sponsorship'; entry: SponsoredEntry }
  | { kind: 'invoke_host_function'; call: SorobanCall; resources: DeclaredResources }
  | {
      kind: 'extend_footprint_ttl'
      /** The asset whose SAC instance is in the read-only footprint. */
      asset: CreditAsset | null
      extendTo: number
      resources: DeclaredResources
    }
)

export interface PlannedTransaction {
  source: string
  operations: PlannedOperation[]
  memo: MemoValue
  /** Muxed (M…) id of the transaction source: the envelope's source is then an M address. */
  sourceMuxedId?: bigint
  /** An account that wraps the signed transaction in a fee bump and pays its fee. */
  feeSource?: string
}

export interface EffectDraft {
  account: string
  type: EffectType
  /** EFFECT_TYPE_I[type]: the drafts are built by effect() and sponsorshipEffect(). */
  typeI: number
  details: JsonObject
  /**
   * The M… address Horizon shows as account_muxed: unset = the operation source's rule (its M…
   * address when the effect is on the source), null = none (an unmuxed destination).
   */
  accountMuxed?: { address: string; id: string } | null
}

/** One offer crossed by a taker (a ClaimOfferAtom). */
export interface TradeDraft {
  makerOfferId: number
  maker: string
  /** What the maker's offer sold (and the taker bought). */
  makerSold: CreditAsset | null
  makerSoldAmount: bigint
  makerBought: CreditAsset | null
  makerBoughtAmount: bigint
  /** Set when the maker is a liquidity pool (a ClaimLiquidityAtom; makerOfferId and maker unused). */
  liquidityPoolId?: string
}

export interface AppliedOperation {
  success: boolean
  result: xdr.OperationResult
  effects: EffectDraft[]
  trades: TradeDraft[]
  /** The taker's offer id when its offer rests in the book after the operation. */
  takerOfferId: number | null
  /** Type-specific operation fields that depend on the outcome (path payment amounts). */
  outcome: JsonObject
  /** Sponsor of an entry the operation created (Horizon's operation `sponsor`). */
  sponsor?: string
  /** Claimable balances and pools a deauthorization's pool-share redemption (CAP-38) changed. */
  revokedPoolShares?: { balanceIds: string[]; poolIds: string[] }
  /** Refundable Soroban fee (events, rent) the operation consumed; the rest is refunded. */
  consumedRefundableFee?: bigint
  /** A successful host function's return value, contract events and rent (RPC's meta). */
  contractCall?: ContractCallOutput
}

export type OfferFailure =
  | 'malformed'
  | 'sell_no_trust'
  | 'buy_no_trust'
  | 'sell_not_authorized'
  | 'buy_not_authorized'
  | 'line_full'
  | 'underfunded'
  | 'cross_self'
  | 'not_found'
  | 'low_reserve'
export type Failure =
  | 'underfunded'
  | 'src_no_trust'
  | 'src_not_authorized'
  | 'no_destination'
  | 'no_trust'
  | 'not_authorized'
  | 'line_full'
