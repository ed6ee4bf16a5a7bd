// The simulator's model: the ledger entries it keeps (accounts with their trustlines, signers and
// pool shares, offers, liquidity pools, claimable balances) as plain types. Everything else in
// simulator/ builds on these; this module imports nothing, so it can never join an import cycle.

/** A credit asset; `null` stands for native XLM throughout the simulator. */
export interface CreditAsset {
  code: string
  issuer: string
}

export interface TrustlineState {
  code: string
  issuer: string
  balance: bigint
  limit: bigint
  /** TrustLineFlags: 1 authorized, 2 authorized to maintain liabilities, 4 clawback enabled. */
  flags: number
  lastModifiedLedger: number
  /** The account paying this trustline's reserve, when sponsored. */
  sponsor?: string
  /** Pool-share trustlines of the same account that use this asset (liquidityPoolUseCount). */
  poolUseCount?: number
}

export interface SignerState {
  key: string
  weight: number
  sponsor?: string
}

export interface AccountState {
  /** Index of the deterministic keypair (-1 = the network root). */
  keyIndex: number
  id: string
  balance: bigint
  sequence: bigint
  /** Ledger and close time (Unix seconds) in which a transaction last changed `sequence`: Core's
   * seqLedger/seqTime (protocol 19, AccountEntryExtensionV3); absent until the account sends one. */
  sequenceLedger?: number
  sequenceTime?: number
  subentryCount: number
  masterWeight: number
  lowThreshold: number
  medThreshold: number
  highThreshold: number
  /** AccountFlags: 1 auth_required, 2 auth_revocable, 4 auth_immutable, 8 auth_clawback_enabled. */
  flags: number
  homeDomain: string
  /** Extra signers (the master key is implied by masterWeight). */
  signers: SignerState[]
  /** name → base64 value */
  data: Record<string, string>
  trustlines: TrustlineState[]
  /** Pool-share trustlines (each counts two subentries). */
  poolShares: PoolShareLine[]
  lastModifiedLedger: number
  inflationDest?: string
  /** Sponsorship (omitted while zero/absent): who pays this account's base reserve... */
  sponsor?: string
  /** ...how many reserves it pays for others, and how many others pay for it. */
  numSponsoring?: number
  numSponsored?: number
  /** data entry name → its sponsor */
  dataSponsors?: Record<string, string>
}

export interface Liabilities {
  buying: bigint
  selling: bigint
}

export interface OfferState {
  offerId: number
  seller: string
  selling: CreditAsset | null
  buying: CreditAsset | null
  /** Amount of `selling` still offered, in stroops. */
  amount: bigint
  /** Price of one unit of `selling` in units of `buying`. */
  priceN: number
  priceD: number
  lastModifiedLedger: number
  sponsor?: string
}

/** The two assets of a pool, in Stellar's asset order (assetA < assetB). */
export interface PoolAssets {
  assetA: CreditAsset | null
  assetB: CreditAsset | null
}

export interface PoolState extends PoolAssets {
  /** Hex SHA-256 of the LiquidityPoolParameters XDR. */
  id: string
  reserveA: bigint
  reserveB: bigint
  totalShares: bigint
  /** Pool-share trustlines that exist (poolSharesTrustLineCount). */
  trustlineCount: number
  lastModifiedLedger: number
}

/** A pool-share trustline: no liabilities, no authorization flags (is_authorized false). */
export interface PoolShareLine {
  poolId: string
  balance: bigint
  limit: bigint
  lastModifiedLedger: number
}

/** A claim predicate; times are unix seconds (absolute) or seconds after creation (relative). */
export type ClaimPredicate =
  | { type: 'unconditional' }
  | { type: 'and' | 'or'; predicates: [ClaimPredicate, ClaimPredicate] }
  | { type: 'not'; predicate: ClaimPredicate }
  | { type: 'before_absolute_time'; time: bigint }
  | { type: 'before_relative_time'; seconds: bigint }

export interface Claimant {
  destination: string
  predicate: ClaimPredicate
}

export interface ClaimableBalanceState {
  /** "00000000" (ClaimableBalanceIdType v0) + sha256 of the operation id preimage, in hex. */
  id: string
  asset: CreditAsset | null
  amount: bigint
  /** Relative predicates are stored made absolute at creation, as Core does. */
  claimants: Claimant[]
  sponsor: string
  clawbackEnabled: boolean
  lastModifiedLedger: number
}
