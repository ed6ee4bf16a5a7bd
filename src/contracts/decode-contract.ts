// Loaded lazily (its own chunk): it pulls in the Stellar SDK's XDR codec. Builds the ledger keys a
// contract page asks RPC for and decodes what comes back (a contract instance, its WASM's
// interface, its events) with the SDK alone: LedgerEntryData, contract.Spec, scValToNative.
import {
  Account,
  Address,
  Contract,
  scValToNative,
  TransactionBuilder,
} from '@stellar/stellar-sdk/base'
import { Spec } from '@stellar/stellar-sdk/contract'
import { LedgerEntryData, LedgerKey, ScVal } from '@stellar/stellar-sdk/xdr'
import { nativeToText } from '@/ui/native-text'
import type { ContractEventRow, ContractInstance, StorageRow } from '@/contracts/contract-types'

/** The instance entry's key (`ScVal::LedgerKeyContractInstance`, persistent) of a contract. */
export function instanceKeyXdr(contractId: string): string {
  return new Contract(contractId).getFootprint().toXdr('base64')
}

/** The ContractCode entry's key of a WASM hash (hex). */
export function codeKeyXdr(wasmHashHex: string): string {
  return LedgerKey.fromXdrObject({ type: 7, contractCode: { hash: hexBytes(wasmHashHex) } }).toXdr(
    'base64',
  )
}

function hexBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`"${hex}" is not a 32-byte hash`)
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

function bytesHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

// A stored value is shown whole up to this length: storage can hold kilobytes of bytes.
const maximumTextLength = 2_000

function clip(text: string): string {
  return text.length > maximumTextLength ? `${text.slice(0, maximumTextLength)}…` : text
}

/** An ScVal as text: symbols and strings bare (they are names), everything else as nativeToText. */
export function scValText(value: ScVal): string {
  try {
    const native: unknown = scValToNative(value)
    return clip(typeof native === 'string' ? native : nativeToText(native))
  } catch {
    return `not decodable: ${clip(value.toXdr('base64'))}`
  }
}

function scValNative(value: ScVal): unknown {
  try {
    return scValToNative(value)
  } catch {
    return undefined
  }
}

/** A Stellar Asset Contract's METADATA (`{decimal, name, symbol}`), when its storage has it. */
function sacMetadata(storage: StorageRow[], natives: Map<string, unknown>) {
  const metadata = natives.get('METADATA')
  if (!(metadata instanceof Object) || metadata instanceof Uint8Array) return null
  const fields = metadata as Record<string, unknown>
  const { decimal, name, symbol } = fields
  if (typeof decimal !== 'number' || typeof name !== 'string' || typeof symbol !== 'string') {
    return null
  }
  return storage.length > 0 ? { decimals: decimal, name, symbol } : null
}

/** Decodes a contract instance entry (LedgerEntryData XDR) as getLedgerEntries returns it. */
export function decodeInstance(entryXdr: string): ContractInstance {
  const data = LedgerEntryData.fromXdr(entryXdr, 'base64')
  if (data.type !== 'contractData' || data.contractData.val.type !== 'scvContractInstance') {
    throw new Error('The RPC answered with a ledger entry that is not a contract instance')
  }
  const { executable, storage } = data.contractData.val.instance
  const natives = new Map<string, unknown>()
  const rows = (storage ?? []).map((entry) => {
    const key = scValText(entry.key)
    natives.set(key, scValNative(entry.val))
    return { key, value: scValText(entry.val) }
  })
  const token = sacMetadata(rows, natives)
  if (executable.type === 'contractExecutableWasm') {
    return { kind: 'wasm', wasmHash: bytesHex(executable.wasmHash.toXdr()), storage: rows, token }
  }
  if (executable.type === 'contractExecutableStellarAsset') {
    return { kind: 'stellar-asset', wasmHash: null, storage: rows, token }
  }
  return { kind: 'other', wasmHash: null, storage: rows, token }
}

/** The WASM of a ContractCode entry (LedgerEntryData XDR). */
export function decodeCode(entryXdr: string): Uint8Array {
  const data = LedgerEntryData.fromXdr(entryXdr, 'base64')
  if (data.type !== 'contractCode') {
    throw new Error('The RPC answered with a ledger entry that is not contract code')
  }
  return data.contractCode.code
}

/** The contract spec in a WASM's `contractspecv0`, or why there is none. */
export function specOfWasm(wasm: Uint8Array): Spec {
  const magic = [0x00, 0x61, 0x73, 0x6d]
  if (wasm.length < 8 || magic.some((byte, index) => wasm[index] !== byte)) {
    throw new Error('The contract code is not WebAssembly (it lacks the \\0asm header)')
  }
  return Spec.fromWasm(wasm)
}

/** A SEP-41 event's parts as `scValToNative` reads them: `transfer`, from, to, amount. */
function tokenEventRow(topics: ScVal[], value: ScVal): ContractEventRow['decoded'] {
  const [nameTopic, ...rest] = topics
  const name = nameTopic === undefined ? null : scValNative(nameTopic)
  if (typeof name !== 'string') return null
  const addresses = rest.map(scValNative).filter((part) => typeof part === 'string')
  const data = scValNative(value)
  // CAP-67: the data is the amount, or a map holding `amount` (with a muxed id).
  const amount =
    typeof data === 'bigint'
      ? data
      : data instanceof Object && 'amount' in data && typeof data.amount === 'bigint'
        ? data.amount
        : null
  const fields: { name: string; value: string }[] = []
  const roles = name === 'transfer' ? ['from', 'to'] : name === 'mint' ? ['to'] : ['from']
  roles.forEach((role, index) => {
    const address = addresses[index]
    if (address !== undefined) fields.push({ name: role, value: address })
  })
  if (amount !== null) fields.push({ name: 'amount', value: amount.toString() })
  return { name, verb: name, fields }
}

/** One getEvents record decoded: by the spec's events (SEP-48) if it has them, else as SEP-41. */
export function decodeEvent(
  spec: Spec | null,
  topicXdrs: string[],
  valueXdr: string,
): ContractEventRow['decoded'] {
  try {
    const topics = topicXdrs.map((topic) => ScVal.fromXdr(topic, 'base64'))
    const value = ScVal.fromXdr(valueXdr, 'base64')
    if (spec !== null && spec.events().length > 0) {
      const parsed = spec.parseEvent(topics, value)
      if (parsed !== undefined) {
        const fields = Object.entries(parsed.data).map(([name, part]) => ({
          name,
          value: clip(typeof part === 'string' ? part : nativeToText(part)),
        }))
        const [verbTopic] = topics
        const verb = verbTopic === undefined ? parsed.name : scValText(verbTopic)
        return { name: parsed.name, verb, fields }
      }
    }
    return tokenEventRow(topics, value)
  } catch {
    return null
  }
}

/** Topics and data as text, for an event no definition reads. */
export function rawEventText(topicXdrs: string[], valueXdr: string): string {
  try {
    const topics = topicXdrs.map((topic) => scValText(ScVal.fromXdr(topic, 'base64')))
    return `${topics.join(', ')} → ${scValText(ScVal.fromXdr(valueXdr, 'base64'))}`
  } catch {
    return 'not decodable as SCVals'
  }
}

// Simulation needs a source account but never checks it: the all-zero account stands in.
const simulationSource = 'GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAWHF'

/** A transaction calling `functionName(args)` on a contract, for simulateTransaction only. */
export function readCallXdr(
  contractId: string,
  functionName: string,
  addressArgs: string[],
  networkPassphrase: string,
): string {
  const args = addressArgs.map((address) => new Address(address).toScVal())
  return new TransactionBuilder(new Account(simulationSource, '0'), {
    fee: '100',
    networkPassphrase,
  })
    .addOperation(new Contract(contractId).call(functionName, ...args))
    .setTimeout(0)
    .build()
    .toXDR()
}

/** A simulated call's return value (ScVal XDR) as scValToNative reads it. */
export function returnValueOf(returnValueXdr: string): unknown {
  return scValToNative(ScVal.fromXdr(returnValueXdr, 'base64'))
}
