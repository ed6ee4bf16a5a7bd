// Soroban activity: the real WASM contracts' uploads, deploys and calls (wasm-activity.ts);
// deploying the Stellar Asset Contract of native or an issued asset (once per
// asset; a few wallets try again and trap), SAC transfers between G accounts (some mint from the
// issuer or burn into it; some trap: underfunded, no trustline) and extend_footprint_ttl of SAC
// instances (a few declare too little refundable fee for the rent). Each call declares the
// resources a simulation against the current ledger state predicts (soroban-fees.ts).
//
// It is drawn from its own PRNG stream, after a ledger's other transactions are planned, by a few
// Soroban wallets of its own (funded by the root, with trustlines to the assets anyone may hold),
// which the rest of the activity never picks: adding Soroban left the classic history's choices
// as they were (the root's and issuers' sequence numbers and lumens, the fee pool and the ledger
// hashes differ).

import type { AccountState, CreditAsset } from './ledger-entries.ts'
import { sameAsset } from './ledger-primitives.ts'
import { freeAccounts } from './planning-context.ts'
import type { PlannedActivity, PlanningContext } from './planning-context.ts'
import { Prng } from './prng.ts'
import type { SandboxKeys } from './sandbox-keys.ts'
import type { PlannedOperation, PlannedTransaction } from './simulator-types.ts'
import {
  ACCOUNT_FLAG_AUTH_REQUIRED,
  MAX_TRUSTLINE_LIMIT,
  TRUSTLINE_AUTHORIZED,
} from './simulator-constants.ts'
import { sacContractId } from './soroban-contracts.ts'
import { SOROBAN_SETTINGS, declareCallResources, declareExtendResources } from './soroban-fees.ts'
import type { SacCall } from './soroban-fees.ts'
import { units } from './stroops.ts'
import { planWasmActivity } from './wasm-activity.ts'

const NOTHING_PLANNED: PlannedActivity = { source: undefined, operations: [] }
/** Key indexes of the Soroban wallets: far above any the rest of the activity hands out. */
const SOROBAN_WALLET_KEY_OFFSET = 1_000_000
const SOROBAN_WALLET_COUNT = 6

/** A Soroban wallet: the rest of the activity leaves these accounts alone. */
export function isSorobanWallet(account: AccountState): boolean {
  return account.keyIndex >= SOROBAN_WALLET_KEY_OFFSET
}
/** Lumens a Soroban source keeps free for its resource fee (well above any fee here). */
const FEE_HEADROOM = units(2)

function deployedAssets({ state }: PlanningContext): Array<CreditAsset | null> {
  return [null, ...state.assets].filter(
    (asset) => state.contracts?.[sacContractId(asset)] !== undefined,
  )
}

function invoke(context: PlanningContext, source: AccountState, call: SacCall): PlannedActivity {
  const resources = declareCallResources(context.ledger, call)
  return { source, operations: [{ kind: 'invoke_host_function', call, resources }] }
}

/** Deploys a SAC not deployed yet; now and then one that is (the deploy traps). */
function planDeploy(context: PlanningContext, sources: AccountState[]): PlannedActivity {
  const { prng, state } = context
  const deployed = deployedAssets(context)
  const undeployed = [null, ...state.assets].filter((asset) => !deployed.includes(asset))
  const again = deployed.length > 0 && (undeployed.length === 0 || prng.chance(0.15))
  if (again && undeployed.length === 0 && !prng.chance(0.25)) return NOTHING_PLANNED
  const candidates = again ? deployed : undeployed
  if (candidates.length === 0) return NOTHING_PLANNED
  return invoke(context, prng.pick(sources), {
    function: 'create_stellar_asset_contract',
    // Wallets want the lumen SAC first, then the assets they hold.
    asset: again ? prng.pick(candidates) : (candidates[0] ?? null),
  })
}

function authorizedLine(account: AccountState, asset: CreditAsset) {
  return account.trustlines.find(
    (line) => sameAsset(line, asset) && (line.flags & TRUSTLINE_AUTHORIZED) !== 0,
  )
}

/** A SAC transfer: between holders mostly; some mint, burn, overspend or miss a trustline. */
function planTransfer(
  context: PlanningContext,
  sources: AccountState[],
  asset: CreditAsset | null,
): PlannedActivity {
  const { prng, ledger, state, usedSources } = context
  const issuer = asset === null ? undefined : state.accounts[asset.issuer]
  const holders = sources.filter(
    (account) =>
      (asset === null || authorizedLine(account, asset) !== undefined) &&
      ledger.sendingCapacity(account, asset) > 0n,
  )
  // Nobody holds it yet: the issuer mints some first.
  const mint =
    issuer !== undefined &&
    !usedSources.has(issuer.id) &&
    (holders.length === 0 || prng.chance(0.12))
  if (!mint && holders.length === 0) return NOTHING_PLANNED
  const source = mint ? issuer : prng.pick(holders)
  const receivers =
    asset === null
      ? context.allAccounts
      : context.users.filter((account) => authorizedLine(account, asset))
  const to =
    issuer !== undefined && !mint && prng.chance(0.06)
      ? issuer.id
      : prng.pick(receivers.length > 0 && prng.chance(0.85) ? receivers : context.allAccounts).id
  if (to === source.id) return NOTHING_PLANNED
  const spendable = mint ? units(5_000) : ledger.sendingCapacity(source, asset)
  const amount = prng.chance(0.08)
    ? spendable + units(prng.int(1, 50))
    : spendable > 1n
      ? prng.bigint(1n, spendable < units(200) ? spendable : units(200))
      : units(1)
  return invoke(context, source, { function: 'transfer', asset, from: source.id, to, amount })
}

/** Extends a SAC instance's TTL, mostly to the maximum; a few underpay the rent. */
function planExtend(context: PlanningContext, sources: AccountState[]): PlannedActivity {
  const { prng, ledger, state } = context
  const asset = prng.pick(deployedAssets(context))
  const source = prng.pick(sources)
  const extendTo = prng.chance(0.7)
    ? SOROBAN_SETTINGS.maxEntryTtl - 1
    : prng.int(SOROBAN_SETTINGS.minPersistentTtl, SOROBAN_SETTINGS.maxEntryTtl - 1)
  const resources = declareExtendResources(ledger, asset, extendTo, state.ledgerSequence + 1)
  if (prng.chance(0.2)) resources.refundableFee /= 2n
  return {
    source,
    operations: [{ kind: 'extend_footprint_ttl', asset, extendTo, resources }],
  }
}

function planSorobanActivity(context: PlanningContext): PlannedActivity {
  const { prng, ledger, freeUsers } = context
  const sources = freeUsers.filter((account) => ledger.availableNative(account) > FEE_HEADROOM)
  if (sources.length === 0) return NOTHING_PLANNED
  // Some of the activity goes to the real WASM contracts (wasm-activity.ts).
  if (prng.chance(WASM_SHARE))
    return planWasmActivity(
      context,
      sources,
      context.allAccounts.find((account) => account.keyIndex === SOROBAN_WALLET_KEY_OFFSET),
    )
  const deployed = deployedAssets(context)
  const roll = prng.int(0, 99)
  if (deployed.length === 0 || roll < 14) return planDeploy(context, sources)
  if (roll < 80)
    return planTransfer(
      context,
      sources,
      deployed.includes(null) && prng.chance(0.4) ? null : prng.pick(deployed),
    )
  return planExtend(context, sources)
}

/** Share of the Soroban transactions that use the WASM contracts rather than the SACs. */
const WASM_SHARE = 0.45

/** Share of ledgers holding one Soroban transaction. */
const SOROBAN_LEDGER_SHARE = 0.2
/** Mixed into the seed so the Soroban stream differs from the main one. */
const SOROBAN_STREAM_SALT = 0x50_20_ba_11

/**
 * The wallets' setup, once: the root funds them and, in the same transaction, each trusts the
 * assets anyone may hold (the wallets sign their own change_trust).
 */
function planWalletSetup(context: PlanningContext, keys: SandboxKeys): PlannedActivity {
  const { state, rootId, usedSources } = context
  const root = state.accounts[rootId]
  if (root === undefined || usedSources.has(rootId)) return NOTHING_PLANNED
  const openAssets = state.assets.filter(
    (asset) => ((state.accounts[asset.issuer]?.flags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED) === 0,
  )
  const wallets = Array.from({ length: SOROBAN_WALLET_COUNT }, (_unused, index) => {
    const keyIndex = SOROBAN_WALLET_KEY_OFFSET + index
    return { keyIndex, id: keys.keypairFor(keyIndex).publicKey() }
  })
  const operations: PlannedOperation[] = [
    ...wallets.map(({ keyIndex, id }): PlannedOperation => ({
      kind: 'create_account',
      destination: id,
      keyIndex,
      startingBalance: units(1_000),
    })),
    ...wallets.flatMap(({ id }) =>
      openAssets.map((asset): PlannedOperation => ({
        kind: 'change_trust',
        source: id,
        asset,
        limit: MAX_TRUSTLINE_LIMIT,
      })),
    ),
  ]
  return { source: root, operations }
}

/**
 * One Soroban transaction for the ledger being planned (or none), from a source no other
 * transaction of the ledger uses. Its PRNG stream lives in the simulator state, so a restart
 * continues it exactly.
 */
export function planSorobanTransaction(
  context: Pick<PlanningContext, 'ledger' | 'state' | 'rootId' | 'usedSources'>,
  keys: SandboxKeys,
): PlannedTransaction | undefined {
  const { state } = context
  const prng =
    state.sorobanPrng === undefined
      ? Prng.fromSeed(keys.seed ^ SOROBAN_STREAM_SALT)
      : new Prng(state.sorobanPrng)
  const wallets = Object.values(state.accounts).filter(isSorobanWallet)
  const walletContext: PlanningContext = {
    ...context,
    prng,
    allAccounts: wallets,
    users: wallets,
    freeUsers: freeAccounts(context, wallets),
    maxAccounts: SOROBAN_WALLET_COUNT,
    newKeypair: () => {
      throw new Error('Soroban activity creates only its own wallets')
    },
  }
  let planned = NOTHING_PLANNED
  if (prng.chance(SOROBAN_LEDGER_SHARE))
    planned =
      wallets.length === 0
        ? planWalletSetup(walletContext, keys)
        : planSorobanActivity(walletContext)
  state.sorobanPrng = prng.snapshot()
  const { source, operations } = planned
  if (source === undefined || operations.length === 0 || context.usedSources.has(source.id))
    return undefined
  return { source: source.id, operations, memo: { type: 'none' } }
}
