// The mix of activity a generated ledger holds: each transaction rolls a number in [0, 181) and
// the first entry whose bound exceeds it plans the transaction. Lumen-only, account, trust,
// options and data activity is planned here; issued-asset activity in market-activity.ts.

import type { AccountState } from './ledger-entries.ts'
import {
  planCreditPayment,
  planCrossAssetPayment,
  planNativePathPayment,
  planOffer,
} from './market-activity.ts'
import {
  planAllowTrust,
  planClaimClaimableBalance,
  planClawback,
  planClawbackClaimableBalance,
  planCreateClaimableBalance,
  planPassiveOffer,
  planSetOptionsExtras,
} from './claims-activity.ts'
import { planRevokeSponsorship, planSponsorship } from './sponsorship-activity.ts'
import { anyAccountId, freeAccounts } from './planning-context.ts'
import { planLiquidityPool } from './pool-activity.ts'
import { planPoolShareRevocation } from './pool-revocation-activity.ts'
import type { PlannedActivity, PlanningContext } from './planning-context.ts'
import {
  ACCOUNT_FLAG_AUTH_REQUIRED,
  MAX_TRUSTLINE_LIMIT,
  MIN_ACCOUNTS,
} from './simulator-constants.ts'
import type { PlannedOperation } from './simulator-types.ts'
import { sameAsset } from './ledger-primitives.ts'
import { units } from './stroops.ts'

const HOME_DOMAINS = ['example.com', 'anchor.example', 'sandbox.test', 'pay.example.org']
const DATA_NAMES = ['config', 'kyc_status', 'referrer', 'note', 'avatar']

const NOTHING_PLANNED: PlannedActivity = { source: undefined, operations: [] }

/** create_account (1–3 in one transaction), from the root or a user with spare lumens. */
function planAccountCreation(context: PlanningContext): PlannedActivity {
  const { prng, ledger, state, rootId, usedSources, users } = context
  if (users.length >= context.maxAccounts) return NOTHING_PLANNED
  const funders = freeAccounts(
    context,
    context.allAccounts.filter((account) => ledger.availableNative(account) > units(200)),
  )
  if (funders.length === 0) return NOTHING_PLANNED
  const source =
    prng.chance(0.4) && !usedSources.has(rootId) ? state.accounts[rootId] : prng.pick(funders)
  if (source === undefined) return NOTHING_PLANNED
  const perAccountCap = ledger.availableNative(source) / 4n
  const operations = Array.from({ length: prng.int(1, 3) }, (): PlannedOperation => {
    const created = context.newKeypair()
    // A few overspend on purpose: create_account_underfunded makes a realistic failed tx.
    const overspend = prng.chance(0.04)
    const wanted = units(prng.int(2, 500)) + prng.bigint(0n, 9_999_999n)
    return {
      kind: 'create_account',
      destination: created.id,
      keyIndex: created.keyIndex,
      startingBalance: overspend
        ? source.balance + units(1)
        : wanted < perAccountCap
          ? wanted
          : perAccountCap,
    }
  })
  return { source, operations }
}

/** Native payment; a few overspend and fail with payment_underfunded. */
function planNativePayment(context: PlanningContext): PlannedActivity {
  const { prng, ledger, freeUsers } = context
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
  const destination = anyAccountId(context)
  if (destination === source.id) return NOTHING_PLANNED
  const amount = prng.chance(0.05)
    ? source.balance + units(10)
    : prng.bigint(1n, ledger.availableNative(source) > units(60) ? units(50) : units(1))
  return { source, operations: [{ kind: 'payment', destination, asset: null, amount }] }
}

/** change_trust: create, update the limit, or remove an empty trustline. */
function planChangeTrust({ prng, state, freeUsers }: PlanningContext): PlannedActivity {
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
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
  return { source, operations: [{ kind: 'change_trust', asset, limit }] }
}

/** set_trust_line_flags: authorize pending trustlines, sometimes revoke. */
function planTrustLineFlags({ prng, state, users, usedSources }: PlanningContext): PlannedActivity {
  const asset = prng.pick(
    state.assets.filter(
      (candidate) => (state.accounts[candidate.issuer]?.flags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED,
    ),
  )
  if (asset === undefined || usedSources.has(asset.issuer)) return NOTHING_PLANNED
  const trustors = users.filter((account) =>
    account.trustlines.some((line) => sameAsset(line, asset)),
  )
  if (trustors.length === 0) return NOTHING_PLANNED
  const trustor = prng.pick(trustors)
  const line = trustor.trustlines.find((candidate) => sameAsset(candidate, asset))
  const authorize = (line?.flags ?? 0) === 0 || prng.chance(0.6)
  return {
    source: state.accounts[asset.issuer],
    operations: [{ kind: 'set_trust_line_flags', trustor: trustor.id, asset, authorize }],
  }
}

/** set_options on a user: home domain, thresholds, signers. */
function planSetOptions(context: PlanningContext): PlannedActivity {
  const { prng, freeUsers } = context
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
  const variant = prng.int(0, 3)
  if (variant === 0)
    return {
      source,
      operations: [{ kind: 'set_options', homeDomain: prng.pick(HOME_DOMAINS) }],
    }
  if (variant === 1) {
    const thresholds: [number, number, number] = [prng.int(0, 1), prng.int(0, 1), prng.int(0, 1)]
    return { source, operations: [{ kind: 'set_options', thresholds }] }
  }
  const existing = source.signers[0]
  const signer =
    existing !== undefined && variant === 2
      ? { key: existing.key, weight: prng.chance(0.5) ? 0 : prng.int(1, 5) }
      : { key: context.newKeypair().id, weight: prng.int(1, 5) }
  return { source, operations: [{ kind: 'set_options', signer }] }
}

/** manage_data: set, update or delete. */
function planManageData({ prng, freeUsers }: PlanningContext): PlannedActivity {
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
  const name = prng.pick(DATA_NAMES)
  const exists = source.data[name] !== undefined
  const value = exists && prng.chance(0.4) ? null : `v${prng.int(1, 99999)}`
  return { source, operations: [{ kind: 'manage_data', name, value }] }
}

function planBumpSequence({ prng, freeUsers }: PlanningContext): PlannedActivity {
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
  const bumpTo = source.sequence + BigInt(prng.int(2, 50))
  return { source, operations: [{ kind: 'bump_sequence', bumpTo }] }
}

/** account_merge of an account without subentries. */
function planAccountMerge(context: PlanningContext): PlannedActivity {
  const { prng, users, freeUsers } = context
  if (users.length <= MIN_ACCOUNTS) return NOTHING_PLANNED
  const mergeable = freeUsers.filter((account: AccountState) => account.subentryCount === 0)
  if (mergeable.length === 0) return NOTHING_PLANNED
  const source = prng.pick(mergeable)
  const destination = anyAccountId(context)
  if (destination === source.id) return NOTHING_PLANNED
  return { source, operations: [{ kind: 'account_merge', destination }] }
}

/** A multi-operation transaction: payment + data + bump. */
function planMultiOperation(context: PlanningContext): PlannedActivity {
  const { prng, freeUsers } = context
  if (freeUsers.length === 0) return NOTHING_PLANNED
  const source = prng.pick(freeUsers)
  const destination = anyAccountId(context)
  if (destination === source.id) return NOTHING_PLANNED
  return {
    source,
    operations: [
      { kind: 'payment', destination, asset: null, amount: prng.bigint(1n, units(5)) },
      { kind: 'manage_data', name: prng.pick(DATA_NAMES), value: `batch ${prng.int(1, 999)}` },
      { kind: 'bump_sequence', bumpTo: source.sequence + 10n },
    ],
  }
}

/** Upper bounds (exclusive) of each activity's share of the roll. */
const ACTIVITY_MIX: Array<{ below: number; plan: (context: PlanningContext) => PlannedActivity }> =
  [
    { below: 12, plan: planAccountCreation },
    { below: 34, plan: planNativePayment },
    { below: 50, plan: planCreditPayment },
    { below: 56, plan: planNativePathPayment },
    { below: 68, plan: planChangeTrust },
    { below: 74, plan: planTrustLineFlags },
    { below: 80, plan: planSetOptions },
    { below: 87, plan: planManageData },
    { below: 91, plan: planBumpSequence },
    { below: 95, plan: planAccountMerge },
    { below: 100, plan: planMultiOperation },
    { below: 115, plan: planOffer },
    { below: 125, plan: planCrossAssetPayment },
    // claimable balances, sponsorship and issuer controls (claims-activity.ts, sponsorship-activity.ts)
    { below: 128, plan: planPassiveOffer },
    { below: 130, plan: planAllowTrust },
    { below: 132, plan: planSetOptionsExtras },
    { below: 134, plan: planClawback },
    { below: 139, plan: planCreateClaimableBalance },
    { below: 144, plan: planClaimClaimableBalance },
    { below: 145, plan: planClawbackClaimableBalance },
    { below: 151, plan: planSponsorship },
    { below: 155, plan: planRevokeSponsorship },
    // liquidity pools (pool-activity.ts), revoking a depositor (pool-revocation-activity.ts)
    { below: 179, plan: planLiquidityPool },
    { below: 181, plan: planPoolShareRevocation },
  ]

export const ACTIVITY_ROLL_MAX = 180

export function planActivity(context: PlanningContext, roll: number): PlannedActivity {
  const entry = ACTIVITY_MIX.find((candidate) => roll < candidate.below)
  return entry === undefined ? NOTHING_PLANNED : entry.plan(context)
}
