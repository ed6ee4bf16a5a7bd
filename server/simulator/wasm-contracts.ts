// The real WASM contracts the sandbox deploys (server/simulator/wasm/, byte-exact copies of
// ../shared/fixtures/rpc/wasm/): the soroban-examples SEP-41 token (soroban-sdk 23), the
// `increment` counter of Horizon's integration tests and stellar-rpc's test_events. The sandbox
// cannot run WASM: wasm-contract-calls.ts applies their functions with each contract's own
// semantics. This file holds what they are on the ledger: their code entries (hash = sha256 of
// the bytes), their contract ids (derived from the deployer address and a salt, as Core derives
// them), their instance entries and the token's persistent balances and temporary allowances,
// all keyed and encoded as soroban-sdk stores them.

import { readFileSync } from 'node:fs'
import { Address, StrKey, hash, nativeToScVal, xdr } from '@stellar/stellar-sdk'

export type WasmKind = 'token' | 'counter' | 'events'

export const WASM_KINDS: readonly WasmKind[] = ['token', 'counter', 'events']

const WASM_FILES: Record<WasmKind, string> = {
  token: 'soroban_token_contract.wasm',
  counter: 'soroban_increment_contract.wasm',
  events: 'test_events.wasm',
}

/** The token the sandbox deploys: its __constructor(admin, decimal, name, symbol) arguments. */
export const SANDBOX_TOKEN = { decimal: 7, name: 'Sandbox Dollar', symbol: 'SBXD' } as const

/** A ledger entry's bookkeeping: the ledger that last wrote it and the last one it lives in. */
export interface EntryLife {
  liveUntilLedger: number
  lastModifiedLedger: number
}

export interface TokenBalanceState extends EntryLife {
  amount: bigint
}

export interface TokenAllowanceState extends EntryLife {
  from: string
  spender: string
  amount: bigint
  expirationLedger: number
}

/** A deployed WASM contract: its instance entry, instance storage and (token) data entries. */
export interface WasmContractState extends EntryLife {
  contractId: string
  kind: WasmKind
  deployer: string
  salt: number
  /** Token: DataKey::Admin and METADATA in instance storage. */
  admin?: string
  /** Counters: Symbol(COUNTER) in instance storage, absent until the first increment. */
  count?: number
  /** Token: DataKey::Balance(address) persistent entries, by address. */
  balances?: Record<string, TokenBalanceState>
  /** Token: DataKey::Allowance({from, spender}) temporary entries, by `from/spender`. */
  allowances?: Record<string, TokenAllowanceState>
}

/** What the simulator state keeps of WASM: uploaded code by hash, contracts by id. */
export interface WasmLedgerState {
  code: Record<string, EntryLife & { kind: WasmKind }>
  contracts: Record<string, WasmContractState>
}

/** Their on-chain hashes (sha256 of the files; wasm-contracts.test.ts checks them). */
export const WASM_HASHES: Record<WasmKind, string> = {
  token: '3c45e1ab9e0d3f166c21aef8fa05aba88d5258d9698b38e73c705710130d6175',
  counter: 'ec78345cc25abefeae5c8ea43d1d801118c059372e7591257786008a693dfaf0',
  events: '2b3c87de9353cdc713fba192681df5c6099202329c52d8662cf34819179eb32a',
}

export const wasmHash = (kind: WasmKind): Buffer => Buffer.from(WASM_HASHES[kind], 'hex')

/** The WASM bytes, read when needed: an upload and the code entries RPC serves (a few KB). */
export function wasmBytes(kind: WasmKind): Buffer {
  return readFileSync(new URL(`./wasm/${WASM_FILES[kind]}`, import.meta.url))
}

/** The ContractCode entry: the exact bytes (ext v0: the sandbox keeps no cost inputs). */
export function codeEntry(kind: WasmKind, life: EntryLife): xdr.LedgerEntry {
  return new xdr.LedgerEntry({
    lastModifiedLedgerSeq: life.lastModifiedLedger,
    data: xdr.LedgerEntryData.contractCode(
      new xdr.ContractCodeEntry({
        ext: xdr.ContractCodeEntryExt.v0(),
        hash: wasmHash(kind),
        code: wasmBytes(kind),
      }),
    ),
    ext: xdr.LedgerEntryExt.v0(),
  })
}

/** The XDR size of a contract's code entry (what reading or writing it counts). */
export function codeEntryBytes(kind: WasmKind): number {
  return codeEntry(kind, { liveUntilLedger: 0, lastModifiedLedger: 0 }).toXDR().length
}

export function codeLedgerKey(wasmHash: Buffer): xdr.LedgerKey {
  return xdr.LedgerKey.contractCode(new xdr.LedgerKeyContractCode({ hash: wasmHash }))
}

/** The 32-byte salt of a deploy: the small integer big-endian (Horizon shows it in decimal). */
export function saltBytes(salt: number): Buffer {
  const bytes = Buffer.alloc(32)
  bytes.writeUInt32BE(salt, 28)
  return bytes
}

export function addressPreimage(deployer: string, salt: number): xdr.ContractIdPreimage {
  return xdr.ContractIdPreimage.contractIdPreimageFromAddress(
    new xdr.ContractIdPreimageFromAddress({
      address: new Address(deployer).toScAddress(),
      salt: saltBytes(salt),
    }),
  )
}

/** Core's contract id: sha256 of HashIdPreimage ENVELOPE_TYPE_CONTRACT_ID for this network. */
export function wasmContractId(passphrase: string, deployer: string, salt: number): string {
  const preimage = xdr.HashIdPreimage.envelopeTypeContractId(
    new xdr.HashIdPreimageContractId({
      networkId: hash(Buffer.from(passphrase)),
      contractIdPreimage: addressPreimage(deployer, salt),
    }),
  )
  return StrKey.encodeContract(hash(preimage.toXDR()))
}

const symbol = (name: string) => xdr.ScVal.scvSymbol(name)
const scAddress = (address: string) => new Address(address).toScVal()
export const i128 = (value: bigint): xdr.ScVal => nativeToScVal(value, { type: 'i128' })

/** A unit or tuple variant of a #[contracttype] enum: Vec[Symbol(variant), ...fields]. */
export function enumVariant(variant: string, ...fields: xdr.ScVal[]): xdr.ScVal {
  return xdr.ScVal.scvVec([symbol(variant), ...fields])
}

/** A #[contracttype] struct: a map keyed by field name (sorted, as the host requires). */
export function structValue(fields: Record<string, xdr.ScVal>): xdr.ScVal {
  return xdr.ScVal.scvMap(
    Object.keys(fields)
      .sort()
      .map(
        (key) => new xdr.ScMapEntry({ key: symbol(key), val: fields[key] ?? xdr.ScVal.scvVoid() }),
      ),
  )
}

/** The token's DataKey::Balance(address). */
export const balanceKey = (holder: string): xdr.ScVal => enumVariant('Balance', scAddress(holder))

/** The token's DataKey::Allowance(AllowanceDataKey { from, spender }). */
export const allowanceKey = (from: string, spender: string): xdr.ScVal =>
  enumVariant('Allowance', structValue({ from: scAddress(from), spender: scAddress(spender) }))

export function contractDataKey(
  contractId: string,
  key: xdr.ScVal,
  durability: xdr.ContractDataDurability,
): xdr.LedgerKey {
  return xdr.LedgerKey.contractData(
    new xdr.LedgerKeyContractData({
      contract: new Address(contractId).toScAddress(),
      key,
      durability,
    }),
  )
}

function contractDataEntry(
  contractId: string,
  key: xdr.ScVal,
  durability: xdr.ContractDataDurability,
  val: xdr.ScVal,
  lastModifiedLedger: number,
): xdr.LedgerEntry {
  return new xdr.LedgerEntry({
    lastModifiedLedgerSeq: lastModifiedLedger,
    data: xdr.LedgerEntryData.contractData(
      new xdr.ContractDataEntry({
        ext: xdr.ExtensionPoint.v0(),
        contract: new Address(contractId).toScAddress(),
        key,
        durability,
        val,
      }),
    ),
    ext: xdr.LedgerEntryExt.v0(),
  })
}

/**
 * Instance storage as the contracts write it. The token's constructor stores DataKey::Admin
 * and soroban-token-sdk's METADATA (TokenMetadata {decimal, name, symbol}); the counters store
 * Symbol(COUNTER) = u32 once incremented. Keys sorted as ScMap requires (Symbol before Vec).
 */
export function instanceStorage(contract: WasmContractState): xdr.ScMapEntry[] {
  if (contract.kind === 'token')
    return [
      new xdr.ScMapEntry({
        key: symbol('METADATA'),
        val: structValue({
          decimal: xdr.ScVal.scvU32(SANDBOX_TOKEN.decimal),
          name: xdr.ScVal.scvString(SANDBOX_TOKEN.name),
          symbol: xdr.ScVal.scvString(SANDBOX_TOKEN.symbol),
        }),
      }),
      new xdr.ScMapEntry({ key: enumVariant('Admin'), val: scAddress(contract.admin ?? '') }),
    ]
  return contract.count === undefined
    ? []
    : [new xdr.ScMapEntry({ key: symbol('COUNTER'), val: xdr.ScVal.scvU32(contract.count) })]
}

/** The contract's instance entry: its WASM hash as executable, and its instance storage. */
export function wasmInstanceEntry(contract: WasmContractState): xdr.LedgerEntry {
  const storage = instanceStorage(contract)
  return contractDataEntry(
    contract.contractId,
    xdr.ScVal.scvLedgerKeyContractInstance(),
    xdr.ContractDataDurability.persistent,
    xdr.ScVal.scvContractInstance(
      new xdr.ScContractInstance({
        executable: xdr.ContractExecutable.contractExecutableWasm(wasmHash(contract.kind)),
        storage: storage.length === 0 ? null : storage,
      }),
    ),
    contract.lastModifiedLedger,
  )
}

export function balanceEntry(contractId: string, holder: string, balance: TokenBalanceState) {
  return contractDataEntry(
    contractId,
    balanceKey(holder),
    xdr.ContractDataDurability.persistent,
    i128(balance.amount),
    balance.lastModifiedLedger,
  )
}

export function allowanceEntry(contractId: string, allowance: TokenAllowanceState) {
  return contractDataEntry(
    contractId,
    allowanceKey(allowance.from, allowance.spender),
    xdr.ContractDataDurability.temporary,
    structValue({
      amount: i128(allowance.amount),
      expiration_ledger: xdr.ScVal.scvU32(allowance.expirationLedger),
    }),
    allowance.lastModifiedLedger,
  )
}

/** Every entry of a deployed contract, with its key and TTL (temporary ones while alive). */
export function contractEntries(
  contract: WasmContractState,
  latestLedger: number,
): Array<{ key: xdr.LedgerKey; entry: xdr.LedgerEntry; liveUntilLedgerSeq: number }> {
  const { contractId } = contract
  const persistent = xdr.ContractDataDurability.persistent
  const entries = [
    {
      key: contractDataKey(contractId, xdr.ScVal.scvLedgerKeyContractInstance(), persistent),
      entry: wasmInstanceEntry(contract),
      liveUntilLedgerSeq: contract.liveUntilLedger,
    },
  ]
  for (const [holder, balance] of Object.entries(contract.balances ?? {}))
    entries.push({
      key: contractDataKey(contractId, balanceKey(holder), persistent),
      entry: balanceEntry(contractId, holder, balance),
      liveUntilLedgerSeq: balance.liveUntilLedger,
    })
  // A temporary entry past its TTL is gone from the ledger.
  for (const allowance of Object.values(contract.allowances ?? {}))
    if (allowance.liveUntilLedger >= latestLedger)
      entries.push({
        key: contractDataKey(
          contractId,
          allowanceKey(allowance.from, allowance.spender),
          xdr.ContractDataDurability.temporary,
        ),
        entry: allowanceEntry(contractId, allowance),
        liveUntilLedgerSeq: allowance.liveUntilLedger,
      })
  return entries
}
