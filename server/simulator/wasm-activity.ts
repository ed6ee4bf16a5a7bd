// The WASM contracts' share of the Soroban activity: the first Soroban wallet uploads each WASM
// and deploys one contract of it (token, counter, events, in that order), then the wallets use
// them — the token's admin mints to wallets, holders transfer (a few overspend and trap), burn
// and approve spenders; anyone increments the two counters. Drawn from the Soroban PRNG stream.

import type { AccountState } from './ledger-entries.ts'
import type { PlannedActivity, PlanningContext } from './planning-context.ts'
import type { SorobanCall } from './soroban-contracts.ts'
import { units } from './stroops.ts'
import { declareWasmResources, type WasmSorobanCall } from './wasm-call-resources.ts'
import { tokenBalance, type WasmCall } from './wasm-contract-calls.ts'
import {
  WASM_HASHES,
  WASM_KINDS,
  wasmContractId,
  type WasmContractState,
  type WasmKind,
} from './wasm-contracts.ts'
import { SANDBOX_NETWORK_PASSPHRASE } from './simulator-constants.ts'

const NOTHING_PLANNED: PlannedActivity = { source: undefined, operations: [] }

/** The salt each contract is deployed with (one contract per WASM). */
export const wasmSalt = (kind: WasmKind): number => WASM_KINDS.indexOf(kind) + 1

/** The id of the sandbox's contract of `kind`, deployed by `deployer`. */
export const sandboxContractId = (deployer: string, kind: WasmKind): string =>
  wasmContractId(SANDBOX_NETWORK_PASSPHRASE, deployer, wasmSalt(kind))

function invoke(
  context: PlanningContext,
  source: AccountState,
  call: WasmSorobanCall & SorobanCall,
): PlannedActivity {
  const { state } = context
  const resources = declareWasmResources(state, call, state.ledgerSequence + 1, source.id)
  return { source, operations: [{ kind: 'invoke_host_function', call, resources }] }
}

/** The next upload or deploy, while some WASM is not deployed yet. */
function planSetup(context: PlanningContext, deployer: AccountState): PlannedActivity | undefined {
  const wasm = context.state.wasm
  for (const kind of WASM_KINDS) {
    if (wasm?.code[WASM_HASHES[kind]] === undefined)
      return invoke(context, deployer, { function: 'upload_contract_wasm', wasm: kind })
    if (wasm.contracts[sandboxContractId(deployer.id, kind)] === undefined)
      return invoke(context, deployer, {
        function: 'create_contract',
        wasm: kind,
        deployer: deployer.id,
        salt: wasmSalt(kind),
      })
  }
  return undefined
}

function tokenCall(
  context: PlanningContext,
  token: WasmContractState,
  sources: AccountState[],
): { source: AccountState; call: WasmCall } | undefined {
  const { prng, state } = context
  const wallets = context.allAccounts
  const admin = sources.find((account) => account.id === token.admin)
  const holders = sources.filter((account) => tokenBalance(token, account.id) > 0n)
  const roll = prng.int(0, 99)
  if (admin !== undefined && (holders.length === 0 || roll < 20))
    return {
      source: admin,
      call: {
        kind: 'token',
        name: 'mint',
        to: prng.pick(wallets).id,
        amount: units(prng.int(1, 1_000)),
      },
    }
  if (holders.length === 0) return undefined
  const source = prng.pick(holders)
  const balance = tokenBalance(token, source.id)
  const part = balance > 1n ? prng.bigint(1n, balance) : balance
  if (roll < 65)
    return {
      source,
      call: {
        kind: 'token',
        name: 'transfer',
        from: source.id,
        to: prng.pick(wallets).id,
        // A few overspend: the contract panics with "insufficient balance".
        amount: prng.chance(0.08) ? balance + units(prng.int(1, 50)) : part,
      },
    }
  if (roll < 80)
    return { source, call: { kind: 'token', name: 'burn', from: source.id, amount: part } }
  const spender = prng.pick(wallets.filter((wallet) => wallet.id !== source.id))
  if (spender === undefined) return undefined
  return {
    source,
    call: {
      kind: 'token',
      name: 'approve',
      from: source.id,
      spender: spender.id,
      amount: prng.chance(0.15) ? 0n : part,
      expirationLedger: state.ledgerSequence + 1 + prng.int(50, 5_000),
    },
  }
}

/** A WASM contract transaction for the ledger being planned, or nothing. */
export function planWasmActivity(
  context: PlanningContext,
  sources: AccountState[],
  deployer: AccountState | undefined,
): PlannedActivity {
  const { prng, state } = context
  if (deployer === undefined) return NOTHING_PLANNED
  const setup = planSetup(context, deployer)
  if (setup !== undefined)
    return sources.some((account) => account.id === deployer.id) ? setup : NOTHING_PLANNED
  const contracts = state.wasm?.contracts ?? {}
  const roll = prng.int(0, 99)
  if (roll < 60) {
    const tokenId = sandboxContractId(deployer.id, 'token')
    const token = contracts[tokenId]
    const planned = token && tokenCall(context, token, sources)
    if (planned === undefined) return NOTHING_PLANNED
    return invoke(context, planned.source, {
      function: 'invoke_contract',
      contractId: tokenId,
      call: planned.call,
    })
  }
  const kind = roll < 80 ? 'counter' : 'events'
  return invoke(context, prng.pick(sources), {
    function: 'invoke_contract',
    contractId: sandboxContractId(deployer.id, kind),
    call: { kind, name: 'increment' },
  })
}
