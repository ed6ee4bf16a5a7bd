// The simulated ledger state and Stellar Core's validity rules over it: accounts, trustlines, the
// order book with its liabilities, reserves, and a journal that rolls a failed transaction back.

import type { xdr } from '@stellar/stellar-sdk'
import type {
  AccountState,
  CreditAsset,
  Liabilities,
  OfferState,
  TrustlineState,
} from './ledger-entries.ts'
import { BASE_RESERVE, MAX_TRUSTLINE_LIMIT, TRUSTLINE_AUTHORIZED } from './simulator-constants.ts'
import { accountLedgerEntry } from './account-ledger-entry.ts'
import type { ClaimableBalanceState } from './ledger-entries.ts'
import type { Failure, SimulatorState } from './simulator-types.ts'
import type { PoolState } from './ledger-entries.ts'
import {
  ceilDivide,
  cloneAccount,
  offerBuyingLiabilities,
  sameAsset,
  sameAssetOrNative,
} from './ledger-primitives.ts'

/** One maker offer taken by a conversion: what each side gives. */
export interface MakerFill {
  offer: OfferState
  makerGives: bigint
  takerGives: bigint
}

/** The offers a conversion would take and the totals it would send and receive. */
export interface BookQuote {
  fills: MakerFill[]
  sent: bigint
  received: bigint
}

export interface NewAccount {
  id: string
  /** Index of its keypair in SandboxKeys (-1 for the root). */
  keyIndex: number
  balance: bigint
  sequence: bigint
  ledgerSequence: number
}

/** A payment of `amount` of `asset` (null = native) from one account to another. */
export interface Transfer {
  fromId: string
  toId: string
  asset: CreditAsset | null
  amount: bigint
  ledgerSequence: number
}

/** A conversion of `sold` into `bought`: exactly `amount` sent (send) or received (receive). */
export interface QuoteRequest {
  sold: CreditAsset | null
  bought: CreditAsset | null
  mode: 'send' | 'receive'
  amount: bigint
  /** The taker: meeting one of its own offers is cross_self. */
  takerId: string
}

/** The live ledger state plus the bookkeeping of the transaction and ledger being applied. */
export class LedgerState {
  state: SimulatorState | undefined
  /** Accounts as they were before the current transaction touched them (for rollback). */
  readonly journal = new Map<string, AccountState | null>()
  /** Offers as they were before the current transaction touched them (for rollback). */
  readonly offerJournal = new Map<number, OfferState | null>()
  readonly touchedOffers = new Set<number>()
  /** Liquidity pools as they were before the current transaction touched them (for rollback). */
  readonly poolJournal = new Map<string, PoolState | null>()
  readonly touchedPools = new Set<string>()
  /** Accounts changed in the current ledger: rewritten (or deleted) at commit. */
  readonly touchedAccounts = new Set<string>()
  readonly touchedData = new Map<string, Set<string>>()
  /** Claimable balances as they were before the current transaction (for rollback). */
  readonly balanceJournal = new Map<string, ClaimableBalanceState | null>()
  readonly touchedBalances = new Set<string>()
  /** begin_sponsoring_future_reserves of the current transaction: sponsored id → sponsor id. */
  readonly activeSponsorships = new Map<string, string>()

  requireState(): SimulatorState {
    if (this.state === undefined) throw new Error('LedgerSimulator.prepare() must run first')
    return this.state
  }

  newAccountState({ id, keyIndex, balance, sequence, ledgerSequence }: NewAccount): AccountState {
    return {
      keyIndex,
      id,
      balance,
      sequence,
      subentryCount: 0,
      masterWeight: 1,
      lowThreshold: 0,
      medThreshold: 0,
      highThreshold: 0,
      flags: 0,
      homeDomain: '',
      signers: [],
      data: {},
      trustlines: [],
      poolShares: [],
      lastModifiedLedger: ledgerSequence,
    }
  }

  // ---------------------------------------------------------------- state changes

  account(id: string): AccountState | undefined {
    return this.requireState().accounts[id]
  }

  /** Returns the live account for modification, journaling its previous version for rollback. */
  mutableAccount(id: string, ledger: number): AccountState {
    const account = this.account(id)
    if (account === undefined) throw new Error(`account ${id} does not exist`)
    if (!this.journal.has(id)) this.journal.set(id, cloneAccount(account))
    account.lastModifiedLedger = ledger
    this.touchedAccounts.add(id)
    return account
  }

  markData(id: string, name: string): void {
    let names = this.touchedData.get(id)
    if (names === undefined) {
      names = new Set()
      this.touchedData.set(id, names)
    }
    names.add(name)
  }

  rollback(): void {
    const state = this.requireState()
    for (const [id, previous] of this.journal) {
      if (previous === null) delete state.accounts[id]
      else state.accounts[id] = previous
    }
    for (const [offerId, previous] of this.offerJournal) {
      if (previous === null) delete state.offers[String(offerId)]
      else state.offers[String(offerId)] = previous
    }
    for (const [balanceId, previous] of this.balanceJournal) {
      if (previous === null) delete state.claimableBalances[balanceId]
      else state.claimableBalances[balanceId] = previous
    }
    for (const [poolId, previous] of this.poolJournal) {
      if (previous === null) delete state.liquidityPools[poolId]
      else state.liquidityPools[poolId] = previous
    }
  }

  /** Forgets the current transaction's journals (after it committed or rolled back). */
  clearJournals(): void {
    this.journal.clear()
    this.offerJournal.clear()
    this.balanceJournal.clear()
    this.poolJournal.clear()
    this.activeSponsorships.clear()
  }

  /** Returns the live claimable balance for modification (or removal), journaling it. */
  mutableBalance(balanceId: string): ClaimableBalanceState {
    const balance = this.requireState().claimableBalances[balanceId]
    if (balance === undefined) throw new Error(`claimable balance ${balanceId} does not exist`)
    if (!this.balanceJournal.has(balanceId))
      this.balanceJournal.set(balanceId, { ...balance, claimants: [...balance.claimants] })
    this.touchedBalances.add(balanceId)
    return balance
  }

  /** (2 + subentries + num_sponsoring − num_sponsored) × base reserve. */
  minimumBalance(account: AccountState): bigint {
    const sponsorship = (account.numSponsoring ?? 0) - (account.numSponsored ?? 0)
    return (2n + BigInt(account.subentryCount + sponsorship)) * BASE_RESERVE
  }
  availableNative(account: AccountState): bigint {
    return (
      account.balance - this.minimumBalance(account) - this.liabilities(account.id, null).selling
    )
  }

  /** Buying and selling liabilities of an account in one asset, from its open offers. */
  liabilities(accountId: string, asset: CreditAsset | null): Liabilities {
    let buying = 0n
    let selling = 0n
    for (const offer of Object.values(this.requireState().offers)) {
      if (offer.seller !== accountId) continue
      if (sameAssetOrNative(offer.selling, asset)) selling += offer.amount
      if (sameAssetOrNative(offer.buying, asset)) buying += offerBuyingLiabilities(offer)
    }
    return { buying, selling }
  }

  /** Returns the live offer for modification, journaling its previous version for rollback. */
  mutableOffer(offerId: number, ledger: number): OfferState {
    const offer = this.requireState().offers[String(offerId)]
    if (offer === undefined) throw new Error(`offer ${offerId} does not exist`)
    if (!this.offerJournal.has(offerId)) this.offerJournal.set(offerId, { ...offer })
    offer.lastModifiedLedger = ledger
    this.touchedOffers.add(offerId)
    return offer
  }

  removeOffer(offerId: number, ledger: number): void {
    const offer = this.mutableOffer(offerId, ledger)
    delete this.requireState().offers[String(offerId)]
    this.mutableAccount(offer.seller, ledger).subentryCount--
    if (offer.sponsor !== undefined)
      this.moveReserves({
        ownerId: offer.seller,
        sponsorId: offer.sponsor,
        count: -1,
        ledgerSequence: ledger,
      })
  }

  /**
   * Adds (count > 0) or removes (count < 0) reserves `sponsorId` pays for `ownerId` (CAP-33's
   * num_sponsoring / num_sponsored). An empty `ownerId` is a claimable balance: no owner account.
   */
  moveReserves(move: {
    ownerId: string
    sponsorId: string
    count: number
    ledgerSequence: number
  }): void {
    const sponsor = this.mutableAccount(move.sponsorId, move.ledgerSequence)
    sponsor.numSponsoring = (sponsor.numSponsoring ?? 0) + move.count
    if (move.ownerId === '') return
    const owner = this.mutableAccount(move.ownerId, move.ledgerSequence)
    owner.numSponsored = (owner.numSponsored ?? 0) + move.count
  }

  /** Adds `delta` of `asset` to an account (issuers neither hold nor need their own asset). */
  adjustBalance(accountId: string, asset: CreditAsset | null, delta: bigint, ledger: number): void {
    if (asset === null) {
      this.mutableAccount(accountId, ledger).balance += delta
      return
    }
    if (asset.issuer === accountId) return
    this.mutableTrustline(accountId, asset, ledger).balance += delta
  }

  /** How much more of `asset` the account may receive given its trustline limit and liabilities. */
  receivingCapacity(account: AccountState, asset: CreditAsset | null): bigint {
    if (asset === null || asset.issuer === account.id) return MAX_TRUSTLINE_LIMIT
    const line = account.trustlines.find((candidate) => sameAsset(candidate, asset))
    if (line === undefined) return 0n
    return line.limit - line.balance - this.liabilities(account.id, asset).buying
  }

  /** How much of `asset` the account may still sell or send. */
  sendingCapacity(account: AccountState, asset: CreditAsset | null): bigint {
    if (asset === null) return this.availableNative(account)
    if (asset.issuer === account.id) return MAX_TRUSTLINE_LIMIT
    const line = account.trustlines.find((candidate) => sameAsset(candidate, asset))
    if (line === undefined) return 0n
    return line.balance - this.liabilities(account.id, asset).selling
  }

  accountLedgerEntry(account: AccountState): xdr.LedgerEntry {
    return accountLedgerEntry(account, this.liabilities(account.id, null))
  }

  /** Moves `amount` of `asset` between accounts with Core's checks; returns a failure or null. */
  transfer({ fromId, toId, asset, amount, ledgerSequence }: Transfer): Failure | null {
    const from = this.account(fromId)
    const to = this.account(toId)
    if (from === undefined) return 'underfunded'
    if (to === undefined) return 'no_destination'
    if (asset === null) {
      if (this.availableNative(from) < amount) return 'underfunded'
      this.mutableAccount(fromId, ledgerSequence).balance -= amount
      this.mutableAccount(toId, ledgerSequence).balance += amount
      return null
    }
    const fromIsIssuer = fromId === asset.issuer
    const toIsIssuer = toId === asset.issuer
    const fromLine = from.trustlines.find((line) => sameAsset(line, asset))
    const toLine = to.trustlines.find((line) => sameAsset(line, asset))
    if (!fromIsIssuer) {
      if (fromLine === undefined) return 'src_no_trust'
      if ((fromLine.flags & TRUSTLINE_AUTHORIZED) === 0) return 'src_not_authorized'
      if (fromLine.balance - this.liabilities(fromId, asset).selling < amount) return 'underfunded'
    }
    if (!toIsIssuer) {
      if (toLine === undefined) return 'no_trust'
      if ((toLine.flags & TRUSTLINE_AUTHORIZED) === 0) return 'not_authorized'
      if (toLine.limit - toLine.balance - this.liabilities(toId, asset).buying < amount)
        return 'line_full'
    }
    if (!fromIsIssuer) {
      const line = this.mutableTrustline(fromId, asset, ledgerSequence)
      line.balance -= amount
    }
    if (!toIsIssuer) {
      const line = this.mutableTrustline(toId, asset, ledgerSequence)
      line.balance += amount
    }
    return null
  }

  mutableTrustline(accountId: string, asset: CreditAsset, ledger: number): TrustlineState {
    const account = this.mutableAccount(accountId, ledger)
    const line = account.trustlines.find((candidate) => sameAsset(candidate, asset))
    if (line === undefined) throw new Error('missing trustline')
    line.lastModifiedLedger = ledger
    return line
  }

  // ---------------------------------------------------------------- order book

  /** Offers that sell `bought` for `sold`, best price (then oldest) first. */
  bookOffers(sold: CreditAsset | null, bought: CreditAsset | null): OfferState[] {
    return Object.values(this.requireState().offers)
      .filter(
        (offer) =>
          sameAssetOrNative(offer.selling, bought) && sameAssetOrNative(offer.buying, sold),
      )
      .sort((first, second) => {
        const left = BigInt(first.priceN) * BigInt(second.priceD)
        const right = BigInt(second.priceN) * BigInt(first.priceD)
        return left < right ? -1 : left > right ? 1 : first.offerId - second.offerId
      })
  }

  /**
   * Which offers a conversion of `sold` into `bought` would take, best price first, without
   * changing anything. Strict send converts exactly `amount` of sold (the last maker keeps the
   * rounding dust); strict receive buys exactly `amount` of bought. null = not enough liquidity.
   */
  quote({ sold, bought, mode, amount, takerId }: QuoteRequest): BookQuote | 'cross_self' | null {
    const makers = this.bookOffers(sold, bought)
    const fills: MakerFill[] = []
    let remaining = amount
    let sent = 0n
    let received = 0n
    for (const offer of makers) {
      if (remaining === 0n) break
      if (offer.seller === takerId) return 'cross_self'
      const priceN = BigInt(offer.priceN)
      const priceD = BigInt(offer.priceD)
      let makerGives: bigint
      let takerGives: bigint
      if (mode === 'send') {
        makerGives = (remaining * priceD) / priceN
        if (makerGives >= offer.amount) {
          makerGives = offer.amount
          takerGives = ceilDivide(makerGives * priceN, priceD)
        } else takerGives = remaining
        if (takerGives > remaining) takerGives = remaining
      } else {
        makerGives = remaining < offer.amount ? remaining : offer.amount
        takerGives = ceilDivide(makerGives * priceN, priceD)
      }
      if (makerGives <= 0n || takerGives <= 0n) break
      fills.push({ offer, makerGives, takerGives })
      sent += takerGives
      received += makerGives
      remaining -= mode === 'send' ? takerGives : makerGives
    }
    if (remaining > 0n) return null
    return { fills, sent, received }
  }
}
