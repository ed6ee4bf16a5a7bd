// The functions of the sandbox's WASM contracts, applied in TypeScript with each contract's own
// semantics (the sandbox cannot run WASM):
// - token (soroban-examples `token`, soroban-sdk 23): mint (the admin's auth), transfer (from's
//   auth; to is a MuxedAddress, always a plain G/C address here), burn, approve; balances are
//   persistent DataKey::Balance entries bumped with extend_ttl(30 days − 1 day, 30 days), the
//   instance with extend_ttl(6 days, 7 days), allowances temporary entries living until their
//   expiration ledger. Events as soroban-token-sdk publishes them: MintWithAmountOnly [mint, to]
//   i128, Transfer [transfer, from, to] {amount, to_muxed_id}, Burn [burn, from] i128, Approve
//   [approve, from, spender] [amount, expiration_ledger].
// - counter (`increment`): instance Symbol(COUNTER) += 1, returned; extend_ttl(50, 100); no event.
// - events (soroban-examples `events`): the same counter, plus the event
//   [Symbol(COUNTER), Symbol(increment)] u32 — not declared in its (pre-SEP-48) spec.
// A panic (negative amount, insufficient balance, missing auth, past expiration) traps.

import { Address, StrKey, xdr } from '@stellar/stellar-sdk'
import type {
  EntryLife,
  TokenAllowanceState,
  WasmContractState,
  WasmKind,
} from './wasm-contracts.ts'
import { SANDBOX_TOKEN, allowanceEntry, balanceEntry, i128, structValue } from './wasm-contracts.ts'

export type WasmCall =
  | { kind: 'token'; name: 'mint'; to: string; amount: bigint }
  | { kind: 'token'; name: 'transfer'; from: string; to: string; amount: bigint }
  | { kind: 'token'; name: 'burn'; from: string; amount: bigint }
  | {
      kind: 'token'
      name: 'approve'
      from: string
      spender: string
      amount: bigint
      expirationLedger: number
    }
  | { kind: 'counter' | 'events'; name: 'increment' }

const DAY_IN_LEDGERS = 17_280
/** The token's storage_types.rs constants. */
export const TOKEN_TTL = {
  instanceThreshold: 6 * DAY_IN_LEDGERS,
  instanceBump: 7 * DAY_IN_LEDGERS,
  balanceThreshold: 29 * DAY_IN_LEDGERS,
  balanceBump: 30 * DAY_IN_LEDGERS,
}
/** The increment contracts' extend_ttl(50, 100) of their instance. */
const COUNTER_TTL = { threshold: 50, extendTo: 100 }

/** New entries' TTLs: the network's minimums (ConfigSettingContractStateArchival). */
export interface EntryTtls {
  minPersistentTtl: number
  minTemporaryTtl: number
}

export interface WasmCallOutcome {
  returnValue: xdr.ScVal
  events: xdr.ContractEvent[]
  /** Entries the call created, for their rent: durability, XDR size and live ledgers. */
  created: Array<{ persistent: boolean; bytes: number; ledgers: number }>
}

const symbol = (name: string) => xdr.ScVal.scvSymbol(name)
const address = (value: string) => new Address(value).toScVal()

/** The call's arguments as the contract's spec declares them. */
export function wasmCallArguments(call: WasmCall): xdr.ScVal[] {
  switch (call.name) {
    case 'mint':
      return [address(call.to), i128(call.amount)]
    case 'transfer':
      return [address(call.from), address(call.to), i128(call.amount)]
    case 'burn':
      return [address(call.from), i128(call.amount)]
    case 'approve':
      return [
        address(call.from),
        address(call.spender),
        i128(call.amount),
        xdr.ScVal.scvU32(call.expirationLedger),
      ]
    case 'increment':
      return []
  }
}

/** The address whose require_auth() the call needs (the token's admin for mint). */
export function wasmCallAuthorizer(
  call: WasmCall,
  contract: WasmContractState,
): string | undefined {
  switch (call.name) {
    case 'mint':
      return contract.admin
    case 'transfer':
    case 'burn':
    case 'approve':
      return call.from
    case 'increment':
      return undefined
  }
}

function contractEvent(
  contractId: string,
  topics: xdr.ScVal[],
  data: xdr.ScVal,
): xdr.ContractEvent {
  return new xdr.ContractEvent({
    ext: xdr.ExtensionPoint.v0(),
    contractId: new xdr.ContractId(StrKey.decodeContract(contractId)),
    type: xdr.ContractEventType.contract,
    body: xdr.ContractEventBody.v0(new xdr.ContractEventV0({ topics, data })),
  })
}

/** The events a successful call emits (also what its fee simulation counts). */
export function wasmCallEvents(
  contractId: string,
  call: WasmCall,
  count: number,
): xdr.ContractEvent[] {
  switch (call.name) {
    case 'mint':
      return [contractEvent(contractId, [symbol('mint'), address(call.to)], i128(call.amount))]
    case 'transfer':
      return [
        contractEvent(
          contractId,
          [symbol('transfer'), address(call.from), address(call.to)],
          structValue({ amount: i128(call.amount), to_muxed_id: xdr.ScVal.scvVoid() }),
        ),
      ]
    case 'burn':
      return [contractEvent(contractId, [symbol('burn'), address(call.from)], i128(call.amount))]
    case 'approve':
      return [
        contractEvent(
          contractId,
          [symbol('approve'), address(call.from), address(call.spender)],
          xdr.ScVal.scvVec([i128(call.amount), xdr.ScVal.scvU32(call.expirationLedger)]),
        ),
      ]
    case 'increment':
      return call.kind === 'events'
        ? [
            contractEvent(
              contractId,
              [symbol('COUNTER'), symbol('increment')],
              xdr.ScVal.scvU32(count),
            ),
          ]
        : []
  }
}

/** extend_ttl(threshold, extend_to): when fewer than `threshold` ledgers remain, live `extendTo` more. */
function extendTtl(life: EntryLife, ledger: number, threshold: number, extendTo: number): void {
  if (life.liveUntilLedger - ledger < threshold)
    life.liveUntilLedger = Math.max(life.liveUntilLedger, ledger + extendTo)
}

class Trap extends Error {}

/** Token balance of a holder (read_balance: 0 without an entry). */
export function tokenBalance(contract: WasmContractState, holder: string): bigint {
  return contract.balances?.[holder]?.amount ?? 0n
}

/** read_allowance: the amount, 0 once its expiration ledger has passed. */
export function tokenAllowance(
  contract: WasmContractState,
  from: string,
  spender: string,
  ledger: number,
): bigint {
  const allowance = contract.allowances?.[`${from}/${spender}`]
  if (allowance === undefined || allowance.liveUntilLedger < ledger) return 0n
  return allowance.expirationLedger < ledger ? 0n : allowance.amount
}

function writeBalance(
  contract: WasmContractState,
  holder: string,
  amount: bigint,
  ledger: number,
  ttls: EntryTtls,
  created: WasmCallOutcome['created'],
): void {
  contract.balances ??= {}
  let balance = contract.balances[holder]
  if (balance === undefined) {
    balance = {
      amount,
      lastModifiedLedger: ledger,
      liveUntilLedger: ledger + ttls.minPersistentTtl - 1,
    }
    contract.balances[holder] = balance
    created.push({
      persistent: true,
      bytes: balanceEntry(contract.contractId, holder, balance).toXDR().length,
      ledgers: ttls.minPersistentTtl,
    })
  }
  balance.amount = amount
  balance.lastModifiedLedger = ledger
  extendTtl(balance, ledger, TOKEN_TTL.balanceThreshold, TOKEN_TTL.balanceBump)
}

function applyToken(
  contract: WasmContractState,
  call: Extract<WasmCall, { kind: 'token' }>,
  ledger: number,
  ttls: EntryTtls,
): WasmCallOutcome['created'] {
  const created: WasmCallOutcome['created'] = []
  if (call.amount < 0n) throw new Trap('negative amount is not allowed')
  extendTtl(contract, ledger, TOKEN_TTL.instanceThreshold, TOKEN_TTL.instanceBump)
  const credit = (to: string) =>
    writeBalance(contract, to, tokenBalance(contract, to) + call.amount, ledger, ttls, created)
  switch (call.name) {
    case 'mint':
      credit(call.to)
      break
    case 'transfer':
    case 'burn': {
      const balance = tokenBalance(contract, call.from)
      if (balance < call.amount) throw new Trap('insufficient balance')
      writeBalance(contract, call.from, balance - call.amount, ledger, ttls, created)
      if (call.name === 'transfer') credit(call.to)
      break
    }
    case 'approve':
      writeAllowance(contract, call, ledger, ttls, created)
      break
  }
  return created
}

function writeAllowance(
  contract: WasmContractState,
  call: Extract<WasmCall, { name: 'approve' }>,
  ledger: number,
  ttls: EntryTtls,
  created: WasmCallOutcome['created'],
): void {
  if (call.amount > 0n && call.expirationLedger < ledger)
    throw new Trap('expiration_ledger is less than ledger seq when amount > 0')
  contract.allowances ??= {}
  const key = `${call.from}/${call.spender}`
  const existing = contract.allowances[key]
  // A temporary entry past its TTL is gone: writing it creates a new one.
  const allowance: TokenAllowanceState =
    existing !== undefined && existing.liveUntilLedger >= ledger
      ? existing
      : {
          from: call.from,
          spender: call.spender,
          amount: 0n,
          expirationLedger: 0,
          lastModifiedLedger: ledger,
          liveUntilLedger: ledger + ttls.minTemporaryTtl - 1,
        }
  allowance.amount = call.amount
  allowance.expirationLedger = call.expirationLedger
  allowance.lastModifiedLedger = ledger
  if (allowance !== existing)
    created.push({
      persistent: false,
      bytes: allowanceEntry(contract.contractId, allowance).toXDR().length,
      ledgers: ttls.minTemporaryTtl,
    })
  contract.allowances[key] = allowance
  if (call.amount > 0n) {
    const liveFor = call.expirationLedger - ledger
    extendTtl(allowance, ledger, liveFor, liveFor)
  }
}

/**
 * Applies a call to the contract's state (mutating it only on success), or returns 'trapped'.
 * `authorizedBy` is the address whose source-account credentials authorized the call.
 */
export function applyWasmCall(
  contract: WasmContractState,
  call: WasmCall,
  context: { ledger: number; authorizedBy: string; ttls: EntryTtls },
): WasmCallOutcome | 'trapped' {
  if (call.kind !== contract.kind) return 'trapped'
  const authorizer = wasmCallAuthorizer(call, contract)
  if (authorizer !== undefined && authorizer !== context.authorizedBy) return 'trapped'
  const working = structuredClone(contract)
  try {
    let created: WasmCallOutcome['created'] = []
    let returnValue: xdr.ScVal = xdr.ScVal.scvVoid()
    if (call.kind === 'token') created = applyToken(working, call, context.ledger, context.ttls)
    else {
      working.count = (working.count ?? 0) + 1
      working.lastModifiedLedger = context.ledger
      extendTtl(working, context.ledger, COUNTER_TTL.threshold, COUNTER_TTL.extendTo)
      returnValue = xdr.ScVal.scvU32(working.count)
    }
    Object.assign(contract, working)
    return {
      returnValue,
      events: wasmCallEvents(contract.contractId, call, contract.count ?? 0),
      created,
    }
  } catch (error) {
    if (error instanceof Trap) return 'trapped'
    throw error
  }
}

/** The token's read-only functions (what simulateTransaction serves), or undefined. */
export function tokenReadFunction(
  contract: WasmContractState,
  name: string,
  args: xdr.ScVal[],
  ledger: number,
): xdr.ScVal | undefined {
  const addressArgument = (index: number) => {
    const value = args[index]
    if (value?.type !== 'scvAddress')
      throw new Error(`HostError: Error(Value, UnexpectedType): ${name} expects an Address`)
    return Address.fromScVal(value).toString()
  }
  const arity = (count: number) => {
    if (args.length !== count)
      throw new Error(
        `HostError: Error(Context, UnexpectedSize): ${name} takes ${count} argument(s), got ${args.length}`,
      )
  }
  switch (name) {
    case 'decimals':
      arity(0)
      return xdr.ScVal.scvU32(SANDBOX_TOKEN.decimal)
    case 'name':
      arity(0)
      return xdr.ScVal.scvString(SANDBOX_TOKEN.name)
    case 'symbol':
      arity(0)
      return xdr.ScVal.scvString(SANDBOX_TOKEN.symbol)
    case 'balance':
      arity(1)
      return i128(tokenBalance(contract, addressArgument(0)))
    case 'allowance':
      arity(2)
      return i128(tokenAllowance(contract, addressArgument(0), addressArgument(1), ledger))
    default:
      return undefined
  }
}

/** The read-only functions each contract has (the counters have none: increment writes). */
export const WASM_READ_FUNCTIONS: Record<WasmKind, readonly string[]> = {
  token: ['balance', 'allowance', 'name', 'symbol', 'decimals'],
  counter: [],
  events: [],
}
