// The sandbox's WASM contracts against their own compiled specs (contractspecv0, read with the
// SDK's contract.Spec): the exact fixture bytes, call arguments, storage keys and values, and
// events as the spec (SEP-48) decodes them; then each contract's semantics — auth, balances,
// traps that change nothing, TTLs of persistent and temporary entries, the counters.
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { Keypair, contract, scValToNative, xdr } from '@stellar/stellar-sdk'
import { describe, expect, it } from 'vitest'
import { RPC_FIXTURES_DIRECTORY } from '../testing/rpc-test-support.ts'
import { applyWasmCall, wasmCallArguments, wasmCallEvents } from './wasm-contract-calls.ts'
import type { EntryTtls, WasmCall } from './wasm-contract-calls.ts'
import {
  SANDBOX_TOKEN,
  WASM_HASHES,
  WASM_KINDS,
  allowanceKey,
  balanceKey,
  instanceStorage,
  wasmBytes,
  type WasmContractState,
  type WasmKind,
} from './wasm-contracts.ts'

const FIXTURE_FILES: Record<WasmKind, string> = {
  token: 'soroban_token_contract.wasm',
  counter: 'soroban_increment_contract.wasm',
  events: 'test_events.wasm',
}
const spec = (kind: WasmKind) => contract.Spec.fromWasm(wasmBytes(kind))
const [ADMIN = '', ALICE = '', BOB = ''] = [1, 2, 3].map((seed) =>
  Keypair.fromRawEd25519Seed(Buffer.alloc(32, seed)).publicKey(),
)
const CONTRACT = 'CDLZFC3SYJYDZT7K67VZ75HPJVIEUVNIXF47ZG2FB2RMQQVU2HHGCYSC'
const TTLS: EntryTtls = { minPersistentTtl: 2_073_600, minTemporaryTtl: 16 }
const LEDGER = 500
const udt = (name: string) => xdr.ScSpecTypeDef.scSpecTypeUdt(new xdr.ScSpecTypeUdt({ name }))
const base64 = (value: xdr.ScVal) => value.toXDR('base64')
/** One call of each token function that takes arguments: the arguments and events tests share them. */
const TOKEN_CALLS = {
  mint: { kind: 'token', name: 'mint', to: ALICE, amount: 5n },
  transfer: { kind: 'token', name: 'transfer', from: ALICE, to: BOB, amount: 7n },
  burn: { kind: 'token', name: 'burn', from: ALICE, amount: 2n },
  approve: {
    kind: 'token',
    name: 'approve',
    from: ALICE,
    spender: BOB,
    amount: 3n,
    expirationLedger: 900,
  },
} satisfies Record<string, WasmCall>

function token(): WasmContractState {
  return {
    contractId: CONTRACT,
    kind: 'token',
    deployer: ADMIN,
    salt: 1,
    admin: ADMIN,
    lastModifiedLedger: 10,
    liveUntilLedger: 10 + TTLS.minPersistentTtl - 1,
  }
}

describe('the WASM contracts as their specs declare them', () => {
  it('ships the fixtures’ exact bytes, whose sha256 is the wasm hash', () => {
    for (const kind of WASM_KINDS) {
      const fixture = readFileSync(`${RPC_FIXTURES_DIRECTORY}/wasm/${FIXTURE_FILES[kind]}`)
      expect(wasmBytes(kind).equals(fixture), kind).toBe(true)
      expect(createHash('sha256').update(fixture).digest('hex')).toBe(WASM_HASHES[kind])
    }
  })

  it('calls each function with the arguments its spec encodes', () => {
    const calls: Array<[WasmCall, Record<string, unknown>]> = [
      [TOKEN_CALLS.mint, { to: ALICE, amount: 5n }],
      [TOKEN_CALLS.transfer, { from: ALICE, to_muxed: BOB, amount: 7n }],
      [TOKEN_CALLS.burn, { from: ALICE, amount: 2n }],
      [TOKEN_CALLS.approve, { from: ALICE, spender: BOB, amount: 3n, expiration_ledger: 900 }],
      [{ kind: 'counter', name: 'increment' }, {}],
      [{ kind: 'events', name: 'increment' }, {}],
    ]
    for (const [call, named] of calls)
      expect(wasmCallArguments(call).map(base64), call.name).toEqual(
        spec(call.kind).funcArgsToScVals(call.name, named).map(base64),
      )
    expect(
      spec('counter')
        .funcs()
        .map((fn) => fn.name.toString()),
    ).toEqual(['increment'])
  })

  it('stores the token’s instance storage and data keys as its types encode them', () => {
    const tokenSpec = spec('token')
    const [metadata, admin] = instanceStorage(token())
    expect(base64(metadata?.val ?? xdr.ScVal.scvVoid())).toBe(
      base64(tokenSpec.nativeToScVal({ ...SANDBOX_TOKEN }, udt('TokenMetadata'))),
    )
    expect(scValToNative(metadata?.key ?? xdr.ScVal.scvVoid())).toBe('METADATA')
    expect(base64(admin?.key ?? xdr.ScVal.scvVoid())).toBe(
      base64(tokenSpec.nativeToScVal({ tag: 'Admin', values: undefined }, udt('DataKey'))),
    )
    expect(base64(balanceKey(ALICE))).toBe(
      base64(tokenSpec.nativeToScVal({ tag: 'Balance', values: [ALICE] }, udt('DataKey'))),
    )
    expect(base64(allowanceKey(ALICE, BOB))).toBe(
      base64(
        tokenSpec.nativeToScVal(
          { tag: 'Allowance', values: [{ from: ALICE, spender: BOB }] },
          udt('DataKey'),
        ),
      ),
    )
  })

  it('emits the token’s events in the format its spec declares (SEP-48)', () => {
    const tokenSpec = spec('token')
    const parsed = (call: WasmCall) => {
      const [event] = wasmCallEvents(CONTRACT, call, 0)
      const body = event?.body.v0
      return tokenSpec.parseEvent(body?.topics ?? [], body?.data ?? xdr.ScVal.scvVoid())
    }
    expect(parsed(TOKEN_CALLS.mint)).toEqual({
      name: 'MintWithAmountOnly',
      data: { to: ALICE, amount: 5n },
    })
    expect(parsed(TOKEN_CALLS.transfer)).toEqual({
      name: 'Transfer',
      data: { from: ALICE, to: BOB, amount: 7n, to_muxed_id: null },
    })
    expect(parsed(TOKEN_CALLS.burn)).toEqual({
      name: 'Burn',
      data: { from: ALICE, amount: 2n },
    })
    expect(parsed(TOKEN_CALLS.approve)).toEqual({
      name: 'Approve',
      data: { from: ALICE, spender: BOB, amount: 3n, expiration_ledger: 900 },
    })
    // test_events declares no event (pre-SEP-48) but publishes (COUNTER, increment) → count.
    expect(spec('events').events()).toEqual([])
    const [counted] = wasmCallEvents(CONTRACT, { kind: 'events', name: 'increment' }, 4)
    expect(counted?.body.v0.topics.map((topic) => scValToNative(topic) as unknown)).toEqual([
      'COUNTER',
      'increment',
    ])
    expect(scValToNative(counted?.body.v0.data ?? xdr.ScVal.scvVoid())).toBe(4)
    expect(wasmCallEvents(CONTRACT, { kind: 'counter', name: 'increment' }, 4)).toEqual([])
  })
})

describe('the WASM contracts’ semantics', () => {
  const at = (ledger: number, authorizedBy: string) => ({ ledger, authorizedBy, ttls: TTLS })

  it('mints with the admin’s auth only, into a new persistent balance entry', () => {
    const state = token()
    const mint: WasmCall = { kind: 'token', name: 'mint', to: ALICE, amount: 100n }
    expect(applyWasmCall(state, mint, at(LEDGER, ALICE))).toBe('trapped')
    expect(state.balances).toBeUndefined()
    const outcome = applyWasmCall(state, mint, at(LEDGER, ADMIN))
    expect(outcome).not.toBe('trapped')
    expect(state.balances?.[ALICE]).toEqual({
      amount: 100n,
      lastModifiedLedger: LEDGER,
      liveUntilLedger: LEDGER + TTLS.minPersistentTtl - 1,
    })
    if (outcome === 'trapped') return
    expect(outcome.created).toHaveLength(1)
    expect(outcome.created[0]?.persistent).toBe(true)
    expect(outcome.returnValue.type).toBe('scvVoid')
  })

  it('transfers and burns from the holder’s own balance; an overspend traps and changes nothing', () => {
    const state = token()
    applyWasmCall(
      state,
      { kind: 'token', name: 'mint', to: ALICE, amount: 100n },
      at(LEDGER, ADMIN),
    )
    const before = structuredClone(state)
    const overspend: WasmCall = {
      kind: 'token',
      name: 'transfer',
      from: ALICE,
      to: BOB,
      amount: 101n,
    }
    expect(applyWasmCall(state, overspend, at(LEDGER + 1, ALICE))).toBe('trapped')
    expect(state).toEqual(before)
    const send: WasmCall = { kind: 'token', name: 'transfer', from: ALICE, to: BOB, amount: 60n }
    expect(applyWasmCall(state, send, at(LEDGER + 1, BOB))).toBe('trapped')
    expect(applyWasmCall(state, send, at(LEDGER + 1, ALICE))).not.toBe('trapped')
    expect(
      applyWasmCall(
        state,
        { kind: 'token', name: 'burn', from: BOB, amount: 10n },
        at(LEDGER + 2, BOB),
      ),
    ).not.toBe('trapped')
    expect([state.balances?.[ALICE]?.amount, state.balances?.[BOB]?.amount]).toEqual([40n, 50n])
    expect(state.balances?.[ALICE]?.lastModifiedLedger).toBe(LEDGER + 1)
    const negative: WasmCall = { kind: 'token', name: 'burn', from: BOB, amount: -1n }
    expect(applyWasmCall(state, negative, at(LEDGER + 3, BOB))).toBe('trapped')
  })

  it('keeps an allowance in a temporary entry living until its expiration ledger', () => {
    const state = token()
    const approve = (amount: bigint, expirationLedger: number): WasmCall => ({
      kind: 'token',
      name: 'approve',
      from: ALICE,
      spender: BOB,
      amount,
      expirationLedger,
    })
    expect(applyWasmCall(state, approve(5n, LEDGER - 1), at(LEDGER, ALICE))).toBe('trapped')
    const outcome = applyWasmCall(state, approve(5n, LEDGER + 300), at(LEDGER, ALICE))
    if (outcome === 'trapped') throw new Error('approve trapped')
    expect(outcome.created.map((entry) => entry.persistent)).toEqual([false])
    expect(state.allowances?.[`${ALICE}/${BOB}`]).toMatchObject({
      amount: 5n,
      expirationLedger: LEDGER + 300,
      liveUntilLedger: LEDGER + 300,
    })
    // Approving 0 keeps the entry's TTL: the minimum a new temporary entry gets.
    const fresh = token()
    applyWasmCall(fresh, approve(0n, 0), at(LEDGER, ALICE))
    expect(fresh.allowances?.[`${ALICE}/${BOB}`]?.liveUntilLedger).toBe(
      LEDGER + TTLS.minTemporaryTtl - 1,
    )
  })

  it('increments the counters in instance storage and returns the new value', () => {
    for (const kind of ['counter', 'events'] as const) {
      const state: WasmContractState = { ...token(), kind, admin: undefined }
      const values = [1, 2, 3].map((index) => {
        const outcome = applyWasmCall(state, { kind, name: 'increment' }, at(LEDGER + index, ALICE))
        return outcome === 'trapped' ? undefined : (scValToNative(outcome.returnValue) as number)
      })
      expect(values, kind).toEqual([1, 2, 3])
      expect(state.count).toBe(3)
      expect(state.lastModifiedLedger).toBe(LEDGER + 3)
      expect(instanceStorage(state).map((entry) => scValToNative(entry.val) as number)).toEqual([3])
    }
  })
})
