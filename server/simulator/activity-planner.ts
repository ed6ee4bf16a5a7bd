// The activity generator: what the seeded PRNG decides each ledger should do. It only plans
// transactions (reading the ledger state to keep most of them valid); applying them is elsewhere.
// Ledgers 2 and 3 bootstrap issuers, assets and users; later ones draw from activity-mix.ts.

import type { MemoValue } from './horizon-records.ts'
import type { Prng } from './prng.ts'
import { units } from './stroops.ts'
import {
  ACCOUNT_FLAG_AUTH_REQUIRED,
  ACCOUNT_FLAG_AUTH_REVOCABLE,
  ACCOUNT_FLAG_CLAWBACK_ENABLED,
  BASE_FEE,
} from './simulator-constants.ts'
import type { PlannedTransaction } from './simulator-types.ts'
import { sha256 } from './ledger-primitives.ts'
import type { SandboxKeys } from './sandbox-keys.ts'
import type { LedgerState } from './ledger-state.ts'
import { ACTIVITY_ROLL_MAX, planActivity } from './activity-mix.ts'
import { freeAccounts } from './planning-context.ts'
import { muxSomeDestinations } from './muxed-destinations.ts'
import { isSorobanWallet, planSorobanTransaction } from './soroban-activity.ts'
import type { PlanningContext } from './planning-context.ts'

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

export interface PlannerLimits {
  maxTransactionsPerLedger: number
  maxAccounts: number
}

export class ActivityPlanner {
  constructor(
    readonly prng: Prng,
    private readonly ledger: LedgerState,
    private readonly keys: SandboxKeys,
    private readonly limits: PlannerLimits,
  ) {}

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
    if (sequence === 2) return this.planBootstrapAccounts()
    if (sequence === 3) return this.planIssuerSettings()
    const state = this.ledger.requireState()
    const rootId = this.keys.rootKeypair.publicKey()
    const count = this.prng.int(2, this.limits.maxTransactionsPerLedger)
    const usedSources = new Set<string>()
    // Planning never changes the state, so the account lists hold for the whole ledger.
    const issuerIds = new Set(state.assets.map((asset) => asset.issuer))
    const allAccounts = Object.values(state.accounts).filter((account) => !isSorobanWallet(account))
    const users = allAccounts.filter(
      (account) => account.id !== rootId && !issuerIds.has(account.id),
    )
    const plans: PlannedTransaction[] = []
    for (let attempt = 0; attempt < count * 3 && plans.length < count; attempt++) {
      const plan = this.planTransaction({
        prng: this.prng,
        ledger: this.ledger,
        state,
        rootId,
        usedSources,
        allAccounts,
        users,
        maxAccounts: this.limits.maxAccounts,
        newKeypair: () => this.newKeypair(),
      })
      if (plan === undefined) continue
      usedSources.add(plan.source)
      plans.push(plan)
    }
    if (plans.length < this.limits.maxTransactionsPerLedger) {
      const soroban = planSorobanTransaction(
        { ledger: this.ledger, state, rootId, usedSources },
        this.keys,
      )
      if (soroban !== undefined) plans.push(soroban)
    }
    return plans
  }

  /** Ledger 2: three issuers and a first group of users, funded by the root account. */
  private planBootstrapAccounts(): PlannedTransaction[] {
    const state = this.ledger.requireState()
    const rootId = this.keys.rootKeypair.publicKey()
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

  /** Ledger 3: home domains and authorization flags of the issuers. */
  private planIssuerSettings(): PlannedTransaction[] {
    const [usd, , gold, btc] = this.ledger.requireState().assets
    if (usd === undefined || gold === undefined || btc === undefined) throw new Error('bootstrap')
    return [
      {
        source: gold.issuer,
        memo: { type: 'none' },
        operations: [
          {
            kind: 'set_options',
            homeDomain: 'gold.example',
            // Revocable and clawback-enabled: its trustlines can be clawed back.
            setFlags:
              ACCOUNT_FLAG_AUTH_REQUIRED |
              ACCOUNT_FLAG_AUTH_REVOCABLE |
              ACCOUNT_FLAG_CLAWBACK_ENABLED,
          },
        ],
      },
      {
        source: btc.issuer,
        memo: { type: 'none' },
        operations: [
          { kind: 'set_options', homeDomain: 'btcx.example', setFlags: ACCOUNT_FLAG_AUTH_REQUIRED },
        ],
      },
      {
        source: usd.issuer,
        memo: { type: 'text', text: 'stable & sound' },
        operations: [{ kind: 'set_options', homeDomain: 'usd.example' }],
      },
    ]
  }

  private planTransaction(
    ledgerContext: Omit<PlanningContext, 'freeUsers'>,
  ): PlannedTransaction | undefined {
    const context: PlanningContext = {
      ...ledgerContext,
      freeUsers: freeAccounts(ledgerContext, ledgerContext.users),
    }
    const { source, operations } = planActivity(context, this.prng.int(0, ACTIVITY_ROLL_MAX))
    if (source === undefined || operations.length === 0 || context.usedSources.has(source.id))
      return undefined
    // The fee must be payable; Core would not include the transaction otherwise.
    if (source.balance < BASE_FEE * BigInt(operations.length) + this.ledger.minimumBalance(source))
      return undefined
    const plan: PlannedTransaction = {
      source: source.id,
      operations: muxSomeDestinations(this.prng, operations),
      memo: this.randomMemo(),
    }
    // Some wallets send from muxed (M…) addresses; some services pay their users' fees with a
    // fee bump (the root account plays that sponsor).
    if (source.id !== context.rootId && this.prng.chance(0.04))
      plan.sourceMuxedId = this.prng.bigint(1n, 2n ** 53n)
    if (source.id !== context.rootId && this.prng.chance(0.03)) plan.feeSource = context.rootId
    return plan
  }
}
