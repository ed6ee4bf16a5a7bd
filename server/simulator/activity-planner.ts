// The activity generator: what the seeded PRNG decides each ledger should do. It only plans
// transactions (reading the ledger state to keep most of them valid); applying them is elsewhere.

import type { AccountState, CreditAsset, MemoValue, TrustlineState } from './horizon-records.ts'
import type { Prng } from './prng.ts'
import { units } from './stroops.ts'
import {
  ACCOUNT_FLAG_AUTH_REQUIRED,
  ACCOUNT_FLAG_AUTH_REVOCABLE,
  BASE_FEE,
  MAX_TRUSTLINE_LIMIT,
  MIN_ACCOUNTS,
  TRUSTLINE_AUTHORIZED,
} from './simulator-constants.ts'
import type { PlannedOperation, PlannedTransaction } from './simulator-types.ts'
import { greatestCommonDivisor, sameAsset, sameAssetOrNative, sha256 } from './ledger-primitives.ts'
import type { SandboxKeys } from './sandbox-keys.ts'
import type { LedgerState } from './ledger-state.ts'

const MEMO_TEXTS = [
  'rent march',
  'invoice #1042',
  'R&D <budget>',
  'thanks!',
  'coffee',
  'payroll',
  'café ☕',
  'refund 42',
]
const HOME_DOMAINS = ['example.com', 'anchor.example', 'sandbox.test', 'pay.example.org']
const DATA_NAMES = ['config', 'kyc_status', 'referrer', 'note', 'avatar']
/** Reference value of one unit of each asset code in lumens: keeps offer prices plausible. */
const REFERENCE_VALUE: Record<string, number> = {
  USD: 10,
  EURT: 11,
  GOLDCERT: 500,
  BTCX: 1000,
  CARBONCREDIT: 2,
}

export class ActivityPlanner {
  readonly prng: Prng
  private readonly ledger: LedgerState
  private readonly keys: SandboxKeys
  private readonly maxTransactionsPerLedger: number
  private readonly maxAccounts: number

  constructor(options: {
    prng: Prng
    ledger: LedgerState
    keys: SandboxKeys
    maxTransactionsPerLedger: number
    maxAccounts: number
  }) {
    this.prng = options.prng
    this.ledger = options.ledger
    this.keys = options.keys
    this.maxTransactionsPerLedger = options.maxTransactionsPerLedger
    this.maxAccounts = options.maxAccounts
  }

  /** Price of one unit of `selling` in `buying`, near the reference values, as a small fraction. */
  private offerPrice(selling: CreditAsset | null, buying: CreditAsset | null): [number, number] {
    const value = (asset: CreditAsset | null) =>
      asset === null ? 1 : (REFERENCE_VALUE[asset.code] ?? 1)
    // ±6 % around the reference: makers and takers overlap about half the time, so offers cross.
    const jitter = this.prng.int(940, 1060)
    let n = value(selling) * jitter
    let d = value(buying) * 1000
    const divisor = greatestCommonDivisor(n, d)
    n /= divisor
    d /= divisor
    return [n, d]
  }

  /** Dry run of a path: amounts sent and received, or null when the book cannot carry it. */
  private quotePath(
    hops: Array<CreditAsset | null>,
    mode: 'send' | 'receive',
    amount: bigint,
    sourceId: string,
  ): { sent: bigint; received: bigint } | null {
    const legs: Array<[CreditAsset | null, CreditAsset | null]> = []
    for (let index = 0; index + 1 < hops.length; index++)
      legs.push([hops[index] ?? null, hops[index + 1] ?? null])
    let current = amount
    let sent = 0n
    let received = 0n
    const ordered = mode === 'send' ? legs : [...legs].reverse()
    for (const [index, [sold, bought]] of ordered.entries()) {
      const quoted = this.ledger.quote(sold, bought, mode, current, sourceId)
      if (quoted === null || quoted === 'cross_self') return null
      if (index === 0) {
        if (mode === 'send') sent = quoted.sent
        else received = quoted.received
      }
      current = mode === 'send' ? quoted.received : quoted.sent
    }
    return mode === 'send' ? { sent, received: current } : { sent: current, received }
  }

  /** A path payment between two different assets, crossing the order book (path [] or one hop). */
  private planCrossAssetPayment(
    candidates: AccountState[],
    users: AccountState[],
  ): { source: AccountState; operation: PlannedOperation } | undefined {
    const prng = this.prng
    if (candidates.length === 0 || users.length === 0) return undefined
    const source = prng.pick(candidates)
    const authorized = (account: AccountState) =>
      account.trustlines
        .filter((line) => (line.flags & TRUSTLINE_AUTHORIZED) !== 0)
        .map((line): CreditAsset => ({ code: line.code, issuer: line.issuer }))
    const sendAsset = prng.pick<CreditAsset | null>([
      null,
      ...authorized(source).filter(
        (asset) => this.ledger.sendingCapacity(source, asset) > units(1),
      ),
    ])
    const destination = prng.pick(users)
    const destAsset = prng.pick<CreditAsset | null>([null, ...authorized(destination)])
    if (sameAssetOrNative(sendAsset, destAsset)) return undefined
    const path: Array<CreditAsset | null> =
      sendAsset !== null && destAsset !== null && prng.chance(0.5) ? [null] : []
    const hops = [sendAsset, ...path, destAsset]
    const capacity = this.ledger.sendingCapacity(source, sendAsset)
    if (capacity <= units(1)) return undefined
    // Without liquidity the payment fails with *_too_few_offers: keep some of those, skip most.
    const allowFailure = prng.chance(0.25)
    if (prng.chance(0.5)) {
      const sendAmount = prng.bigint(units(1) / 10n, capacity / 10n)
      const quoted = this.quotePath(hops, 'send', sendAmount, source.id)
      if (quoted === null && !allowFailure) return undefined
      const expected = quoted?.received ?? 1n
      const destMin = prng.chance(0.1) ? expected + 1n : (expected * 98n) / 100n + 1n
      return {
        source,
        operation: {
          kind: 'path_payment_strict_send',
          destination: destination.id,
          asset: destAsset,
          sendAsset,
          path,
          sendAmount,
          destMin,
        },
      }
    }
    const destAmount = prng.bigint(units(1) / 100n, units(50))
    const quoted = this.quotePath(hops, 'receive', destAmount, source.id)
    if (quoted === null && !allowFailure) return undefined
    const expected = quoted?.sent ?? capacity
    const sendMax = prng.chance(0.1) ? expected - 1n : (expected * 102n) / 100n
    if (sendMax <= 0n) return undefined
    return {
      source,
      operation: {
        kind: 'path_payment_strict_receive',
        destination: destination.id,
        asset: destAsset,
        sendAsset,
        path,
        destAmount,
        sendMax,
      },
    }
  }

  private planOffer(
    candidates: AccountState[],
  ): { source: AccountState; operation: PlannedOperation } | undefined {
    const prng = this.prng
    const state = this.ledger.requireState()
    if (candidates.length === 0) return undefined
    const source = prng.pick(candidates)
    const ownOffers = Object.values(state.offers).filter((offer) => offer.seller === source.id)
    const existing = ownOffers.length > 0 && prng.chance(0.3) ? prng.pick(ownOffers) : undefined
    if (existing !== undefined) {
      // Update the price or amount, or cancel.
      const [priceN, priceD] = this.offerPrice(existing.selling, existing.buying)
      const cancel = prng.chance(0.4)
      return {
        source,
        operation: {
          kind: 'manage_sell_offer',
          selling: existing.selling,
          buying: existing.buying,
          amount: cancel ? 0n : existing.amount / 2n + 1n,
          priceN,
          priceD,
          offerId: existing.offerId,
        },
      }
    }
    const authorized = source.trustlines.filter((line) => (line.flags & TRUSTLINE_AUTHORIZED) !== 0)
    const assetOf = (line: TrustlineState): CreditAsset => ({
      code: line.code,
      issuer: line.issuer,
    })
    const sellable: Array<CreditAsset | null> = [
      null,
      ...authorized.filter((line) => line.balance > units(1)).map(assetOf),
    ]
    const selling = prng.pick(sellable)
    const buyable = [null, ...authorized.map(assetOf)].filter(
      (asset) => !sameAssetOrNative(asset, selling),
    )
    if (buyable.length === 0) return undefined
    const buying = prng.pick(buyable)
    const capacity =
      this.ledger.sendingCapacity(source, selling) - (selling === null ? units(1) : 0n)
    if (capacity <= units(1)) return undefined
    // Occasionally offer more than is held: manage_*_offer_underfunded.
    const amount = prng.chance(0.04)
      ? capacity + units(1000)
      : prng.bigint(units(1) / 10n, capacity / 5n)
    const [priceN, priceD] = this.offerPrice(selling, buying)
    if (prng.chance(0.3)) {
      // A buy offer for the equivalent amount of `buying`; its price is selling per buying.
      const buyAmount = (amount * BigInt(priceN)) / BigInt(priceD)
      if (buyAmount <= 0n) return undefined
      return {
        source,
        operation: {
          kind: 'manage_buy_offer',
          selling,
          buying,
          buyAmount,
          priceN: priceD,
          priceD: priceN,
          offerId: 0,
        },
      }
    }
    return {
      source,
      operation: { kind: 'manage_sell_offer', selling, buying, amount, priceN, priceD, offerId: 0 },
    }
  }

  private newKeypair(): { id: string; keyIndex: number } {
    const state = this.ledger.requireState()
    const keyIndex = state.nextKeyIndex++
    return { id: this.keys.keypairFor(keyIndex).publicKey(), keyIndex }
  }

  private randomMemo(): MemoValue {
    const prng = this.prng
    const roll = prng.int(0, 99)
    if (roll < 40) return { type: 'none' }
    if (roll < 60) return { type: 'text', text: `${prng.pick(MEMO_TEXTS)}` }
    if (roll < 78) return { type: 'id', id: prng.bigint(1n, 18_000_000_000_000_000_000n) }
    const bytes = sha256(`memo:${this.keys.seed}:${prng.nextUint32()}`)
    return { type: roll < 92 ? 'hash' : 'return', bytes }
  }

  planLedger(sequence: number): PlannedTransaction[] {
    const state = this.ledger.requireState()
    const rootId = this.keys.rootKeypair.publicKey()
    if (sequence === 2) {
      // Bootstrap: three issuers and a first group of users, funded by the root account.
      const issuers = [this.newKeypair(), this.newKeypair(), this.newKeypair()]
      const users = Array.from({ length: 12 }, () => this.newKeypair())
      const [first, second, third] = issuers
      if (first === undefined || second === undefined || third === undefined)
        throw new Error('bootstrap')
      state.assets = [
        { code: 'USD', issuer: first.id },
        { code: 'EURT', issuer: first.id },
        { code: 'GOLDCERT', issuer: second.id },
        { code: 'BTCX', issuer: third.id },
        { code: 'CARBONCREDIT', issuer: third.id },
      ]
      return [
        {
          source: rootId,
          memo: { type: 'text', text: 'sandbox bootstrap' },
          operations: [...issuers, ...users].map((entry) => ({
            kind: 'create_account' as const,
            destination: entry.id,
            keyIndex: entry.keyIndex,
            startingBalance: units(100_000),
          })),
        },
      ]
    }
    if (sequence === 3) {
      const [usd, , gold, btc] = state.assets
      if (usd === undefined || gold === undefined || btc === undefined) throw new Error('bootstrap')
      return [
        {
          source: gold.issuer,
          memo: { type: 'none' },
          operations: [
            {
              kind: 'set_options',
              homeDomain: 'gold.example',
              setFlags: ACCOUNT_FLAG_AUTH_REQUIRED | ACCOUNT_FLAG_AUTH_REVOCABLE,
            },
          ],
        },
        {
          source: btc.issuer,
          memo: { type: 'none' },
          operations: [
            {
              kind: 'set_options',
              homeDomain: 'btcx.example',
              setFlags: ACCOUNT_FLAG_AUTH_REQUIRED,
            },
          ],
        },
        {
          source: usd.issuer,
          memo: { type: 'text', text: 'stable & sound' },
          operations: [{ kind: 'set_options', homeDomain: 'usd.example' }],
        },
      ]
    }
    const count = this.prng.int(2, this.maxTransactionsPerLedger)
    const usedSources = new Set<string>()
    // Planning never changes the state, so the account lists hold for the whole ledger.
    const issuerIds = new Set(state.assets.map((asset) => asset.issuer))
    const all = Object.values(state.accounts)
    const users = all.filter((account) => account.id !== rootId && !issuerIds.has(account.id))
    const plans: PlannedTransaction[] = []
    for (let attempt = 0; attempt < count * 3 && plans.length < count; attempt++) {
      const plan = this.planTransaction(usedSources, all, users)
      if (plan === undefined) continue
      usedSources.add(plan.source)
      plans.push(plan)
    }
    return plans
  }

  private planTransaction(
    usedSources: Set<string>,
    all: AccountState[],
    users: AccountState[],
  ): PlannedTransaction | undefined {
    const state = this.ledger.requireState()
    const prng = this.prng
    const rootId = this.keys.rootKeypair.publicKey()
    const free = (accounts: AccountState[]) =>
      accounts.filter((account) => !usedSources.has(account.id))
    const freeUsers = free(users)
    const anyAccountId = () => prng.pick(all).id
    const kind = prng.int(0, 124)
    let source: AccountState | undefined
    let operations: PlannedOperation[] = []

    if (kind < 12) {
      // create_account (1–3 in one transaction), from the root or a user with spare lumens.
      if (users.length >= this.maxAccounts) return undefined
      const funders = free(
        all.filter((account) => this.ledger.availableNative(account) > units(200)),
      )
      if (funders.length === 0) return undefined
      source =
        prng.chance(0.4) && !usedSources.has(rootId) ? state.accounts[rootId] : prng.pick(funders)
      if (source === undefined) return undefined
      const fundingSource = source
      const perAccountCap = this.ledger.availableNative(fundingSource) / 4n
      operations = Array.from({ length: prng.int(1, 3) }, () => {
        const created = this.newKeypair()
        // A few overspend on purpose: create_account_underfunded makes a realistic failed tx.
        const overspend = prng.chance(0.04)
        const wanted = units(prng.int(2, 500)) + prng.bigint(0n, 9_999_999n)
        return {
          kind: 'create_account' as const,
          destination: created.id,
          keyIndex: created.keyIndex,
          startingBalance: overspend
            ? fundingSource.balance + units(1)
            : wanted < perAccountCap
              ? wanted
              : perAccountCap,
        }
      })
    } else if (kind < 34) {
      // native payment; a few overspend and fail with payment_underfunded.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const destination = anyAccountId()
      if (destination === source.id) return undefined
      const amount = prng.chance(0.05)
        ? source.balance + units(10)
        : prng.bigint(1n, this.ledger.availableNative(source) > units(60) ? units(50) : units(1))
      operations = [{ kind: 'payment', destination, asset: null, amount }]
    } else if (kind < 50) {
      // credit payment: issuance from an issuer or a transfer between holders.
      const asset = prng.pick(state.assets)
      const holders = users.filter((account) =>
        account.trustlines.some(
          (line) => sameAsset(line, asset) && (line.flags & TRUSTLINE_AUTHORIZED) !== 0,
        ),
      )
      const unauthorizedOrMissing = users.filter(
        (account) =>
          !account.trustlines.some(
            (line) => sameAsset(line, asset) && (line.flags & TRUSTLINE_AUTHORIZED) !== 0,
          ),
      )
      if (holders.length === 0) return undefined
      const destination =
        prng.chance(0.05) && unauthorizedOrMissing.length > 0
          ? prng.pick(unauthorizedOrMissing)
          : prng.pick(holders)
      const fundedHolders = free(
        holders.filter((account) =>
          account.trustlines.some((line) => sameAsset(line, asset) && line.balance > units(1)),
        ),
      )
      if (!usedSources.has(asset.issuer) && (fundedHolders.length === 0 || prng.chance(0.35))) {
        source = state.accounts[asset.issuer]
        operations = [
          {
            kind: 'payment',
            destination: destination.id,
            asset,
            amount: units(prng.int(10, 5000)),
          },
        ]
      } else {
        if (fundedHolders.length === 0) return undefined
        source = prng.pick(fundedHolders)
        const line = source.trustlines.find((candidate) => sameAsset(candidate, asset))
        if (line === undefined || destination.id === source.id) return undefined
        const amount = prng.bigint(1n, line.balance)
        const variant = prng.int(0, 2)
        if (variant === 0)
          operations = [{ kind: 'payment', destination: destination.id, asset, amount }]
        else if (variant === 1)
          operations = [
            {
              kind: 'path_payment_strict_send',
              destination: destination.id,
              asset,
              sendAmount: amount,
              destMin: prng.chance(0.1) ? amount + 1n : amount,
            },
          ]
        else
          operations = [
            {
              kind: 'path_payment_strict_receive',
              destination: destination.id,
              asset,
              destAmount: amount,
              sendMax: prng.chance(0.1) ? amount - 1n : amount,
            },
          ]
      }
    } else if (kind < 56) {
      // native path payment (same asset, empty path).
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const destination = anyAccountId()
      if (destination === source.id) return undefined
      const amount = prng.bigint(1n, units(20))
      operations = prng.chance(0.5)
        ? [
            {
              kind: 'path_payment_strict_send',
              destination,
              asset: null,
              sendAmount: amount,
              destMin: amount,
            },
          ]
        : [
            {
              kind: 'path_payment_strict_receive',
              destination,
              asset: null,
              destAmount: amount,
              sendMax: amount,
            },
          ]
    } else if (kind < 68) {
      // change_trust: create, update the limit, or remove an empty trustline.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const asset = prng.pick(state.assets)
      const existing = source.trustlines.find((line) => sameAsset(line, asset))
      const limit =
        existing === undefined
          ? prng.chance(0.5)
            ? MAX_TRUSTLINE_LIMIT
            : units(prng.int(1000, 1_000_000))
          : existing.balance === 0n && prng.chance(0.5)
            ? 0n
            : existing.balance + units(prng.int(1, 1_000_000))
      operations = [{ kind: 'change_trust', asset, limit }]
    } else if (kind < 74) {
      // set_trust_line_flags: authorize pending trustlines, sometimes revoke.
      const asset = prng.pick(
        state.assets.filter(
          (candidate) =>
            (state.accounts[candidate.issuer]?.flags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED,
        ),
      )
      if (asset === undefined || usedSources.has(asset.issuer)) return undefined
      const trustors = users.filter((account) =>
        account.trustlines.some((line) => sameAsset(line, asset)),
      )
      if (trustors.length === 0) return undefined
      const trustor = prng.pick(trustors)
      const line = trustor.trustlines.find((candidate) => sameAsset(candidate, asset))
      source = state.accounts[asset.issuer]
      const authorize = (line?.flags ?? 0) === 0 || prng.chance(0.6)
      operations = [{ kind: 'set_trust_line_flags', trustor: trustor.id, asset, authorize }]
    } else if (kind < 80) {
      // set_options on a user: home domain, thresholds, signers.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const variant = prng.int(0, 3)
      if (variant === 0) operations = [{ kind: 'set_options', homeDomain: prng.pick(HOME_DOMAINS) }]
      else if (variant === 1)
        operations = [
          { kind: 'set_options', thresholds: [prng.int(0, 1), prng.int(0, 1), prng.int(0, 1)] },
        ]
      else {
        const existing = source.signers[0]
        const signer =
          existing !== undefined && variant === 2
            ? { key: existing.key, weight: prng.chance(0.5) ? 0 : prng.int(1, 5) }
            : { key: this.newKeypair().id, weight: prng.int(1, 5) }
        operations = [{ kind: 'set_options', signer }]
      }
    } else if (kind < 87) {
      // manage_data: set, update or delete.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const name = prng.pick(DATA_NAMES)
      const exists = source.data[name] !== undefined
      operations = [
        {
          kind: 'manage_data',
          name,
          value: exists && prng.chance(0.4) ? null : `v${prng.int(1, 99999)}`,
        },
      ]
    } else if (kind < 91) {
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      operations = [{ kind: 'bump_sequence', bumpTo: source.sequence + BigInt(prng.int(2, 50)) }]
    } else if (kind < 95) {
      // account_merge of an account without subentries.
      if (users.length <= MIN_ACCOUNTS) return undefined
      const mergeable = freeUsers.filter((account) => account.subentryCount === 0)
      if (mergeable.length === 0) return undefined
      source = prng.pick(mergeable)
      const destination = anyAccountId()
      if (destination === source.id) return undefined
      operations = [{ kind: 'account_merge', destination }]
    } else if (kind >= 115) {
      const planned = this.planCrossAssetPayment(free(users), users)
      if (planned === undefined) return undefined
      source = planned.source
      operations = [planned.operation]
    } else if (kind >= 100) {
      const planned = this.planOffer(free(users))
      if (planned === undefined) return undefined
      source = planned.source
      operations = [planned.operation]
    } else {
      // A multi-operation transaction: payment + data + bump.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const destination = anyAccountId()
      if (destination === source.id) return undefined
      operations = [
        { kind: 'payment', destination, asset: null, amount: prng.bigint(1n, units(5)) },
        { kind: 'manage_data', name: prng.pick(DATA_NAMES), value: `batch ${prng.int(1, 999)}` },
        { kind: 'bump_sequence', bumpTo: source.sequence + 10n },
      ]
    }
    if (source === undefined || operations.length === 0 || usedSources.has(source.id))
      return undefined
    // The fee must be payable; Core would not include the transaction otherwise.
    if (source.balance < BASE_FEE * BigInt(operations.length) + this.ledger.minimumBalance(source))
      return undefined
    return { source: source.id, operations, memo: this.randomMemo() }
  }
}
