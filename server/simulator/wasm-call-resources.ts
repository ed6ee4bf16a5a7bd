// Footprints and declared resources of the WASM calls (upload, deploy, invoke), as a client's
// simulation against the current ledger state predicts them: the entries read and written,
// their sizes, the events (+ return value) and the rent of the entries a call creates, plus the
// usual 15% margin on the refundable part (soroban-fees.ts). Instruction counts are of the order
// the network measures for these contracts. Every entry these calls touch is Soroban state (code,
// instances, contract data), which protocol 23 keeps in memory: nothing is read from disk, so
// their diskReadBytes are 0 (archived entries would be, but nothing archives in the sandbox).

import { Address, xdr } from '@stellar/stellar-sdk'
import type { DeclaredResources, SimulatorState } from './simulator-types.ts'
import type { SorobanCall } from './soroban-contracts.ts'
import { SOROBAN_SETTINGS, eventsFee, rentFee, withRefundableMargin } from './soroban-fees.ts'
import { applyWasmCall, type WasmCall, type WasmCallOutcome } from './wasm-contract-calls.ts'
import {
  allowanceEntry,
  allowanceKey,
  balanceEntry,
  balanceKey,
  codeEntryBytes,
  codeLedgerKey,
  contractDataKey,
  wasmContractId,
  wasmHash,
  wasmInstanceEntry,
  type WasmContractState,
} from './wasm-contracts.ts'
import { SANDBOX_NETWORK_PASSPHRASE } from './simulator-constants.ts'

export type WasmSorobanCall = Extract<
  SorobanCall,
  { function: 'upload_contract_wasm' | 'create_contract' | 'invoke_contract' }
>

export function isWasmCall(call: SorobanCall): call is WasmSorobanCall {
  return (
    call.function === 'upload_contract_wasm' ||
    call.function === 'create_contract' ||
    call.function === 'invoke_contract'
  )
}

/** The TTLs new entries get (the network's minimums). */
export const ENTRY_TTLS = {
  minPersistentTtl: SOROBAN_SETTINGS.minPersistentTtl,
  minTemporaryTtl: SOROBAN_SETTINGS.minTemporaryTtl,
}

export const instanceKey = (contractId: string): xdr.LedgerKey =>
  contractDataKey(
    contractId,
    xdr.ScVal.scvLedgerKeyContractInstance(),
    xdr.ContractDataDurability.persistent,
  )

/** The contract a deploy creates, as its constructor leaves it. */
export function deployedContract(
  call: Extract<SorobanCall, { function: 'create_contract' }>,
  ledger: number,
): WasmContractState {
  return {
    contractId: wasmContractId(SANDBOX_NETWORK_PASSPHRASE, call.deployer, call.salt),
    kind: call.wasm,
    deployer: call.deployer,
    salt: call.salt,
    ...(call.wasm === 'token' ? { admin: call.deployer } : {}),
    lastModifiedLedger: ledger,
    liveUntilLedger: ledger + SOROBAN_SETTINGS.minPersistentTtl - 1,
  }
}

/** The data entries (other than the instance) a contract call reads and writes. */
function dataKeys(contractId: string, call: WasmCall): xdr.LedgerKey[] {
  const persistent = xdr.ContractDataDurability.persistent
  switch (call.name) {
    case 'mint':
      return [contractDataKey(contractId, balanceKey(call.to), persistent)]
    case 'transfer':
      return [...new Set([call.from, call.to])].map((holder) =>
        contractDataKey(contractId, balanceKey(holder), persistent),
      )
    case 'burn':
      return [contractDataKey(contractId, balanceKey(call.from), persistent)]
    case 'approve':
      return [
        contractDataKey(
          contractId,
          allowanceKey(call.from, call.spender),
          xdr.ContractDataDurability.temporary,
        ),
      ]
    case 'increment':
      return []
  }
}

export function wasmFootprint(call: WasmSorobanCall): {
  readOnly: xdr.LedgerKey[]
  readWrite: xdr.LedgerKey[]
} {
  switch (call.function) {
    case 'upload_contract_wasm':
      return { readOnly: [], readWrite: [codeLedgerKey(wasmHash(call.wasm))] }
    case 'create_contract':
      return {
        readOnly: [codeLedgerKey(wasmHash(call.wasm))],
        readWrite: [
          instanceKey(wasmContractId(SANDBOX_NETWORK_PASSPHRASE, call.deployer, call.salt)),
        ],
      }
    case 'invoke_contract': {
      const code = codeLedgerKey(wasmHash(call.call.kind))
      const instance = instanceKey(call.contractId)
      // The counters write their instance; the token only reads it (and bumps its TTL).
      return call.call.kind === 'token'
        ? { readOnly: [instance, code], readWrite: dataKeys(call.contractId, call.call) }
        : { readOnly: [code], readWrite: [instance] }
    }
  }
}

/** The byte size of the contract's data entries a call touches, in `contract`'s state. */
function dataBytes(contract: WasmContractState, call: WasmCall): number {
  let bytes = 0
  const holders =
    call.name === 'mint'
      ? [call.to]
      : call.name === 'transfer'
        ? [...new Set([call.from, call.to])]
        : call.name === 'burn'
          ? [call.from]
          : []
  for (const holder of holders) {
    const balance = contract.balances?.[holder]
    if (balance) bytes += balanceEntry(contract.contractId, holder, balance).toXDR().length
  }
  if (call.name === 'approve') {
    const allowance = contract.allowances?.[`${call.from}/${call.spender}`]
    if (allowance) bytes += allowanceEntry(contract.contractId, allowance).toXDR().length
  }
  return bytes
}

/** Rent of the entries a call creates, each for its minimum TTL. */
export function createdRent(created: WasmCallOutcome['created']): bigint {
  return created.reduce(
    (sum, entry) =>
      sum + rentFee(entry.bytes, entry.ledgers, { persistent: entry.persistent, code: false }),
    0n,
  )
}

export function outputBytes(returnValue: xdr.ScVal, events: xdr.ContractEvent[]): number {
  return events.reduce((sum, event) => sum + event.toXDR().length, returnValue.toXDR().length)
}

const instanceBytesOf = (contract: WasmContractState) => wasmInstanceEntry(contract).toXDR().length

/** What a simulation of the call predicts; `source` authorizes (source-account credentials). */
export function declareWasmResources(
  state: SimulatorState,
  call: WasmSorobanCall,
  ledger: number,
  source: string,
): DeclaredResources {
  if (call.function === 'upload_contract_wasm') {
    const code = codeEntryBytes(call.wasm)
    const returned = xdr.ScVal.scvBytes(wasmHash(call.wasm))
    return {
      instructions: 600_000 + 150 * code,
      diskReadBytes: 0,
      writeBytes: code,
      refundableFee: withRefundableMargin(
        rentFee(code, SOROBAN_SETTINGS.minPersistentTtl, { persistent: true, code: true }) +
          eventsFee(outputBytes(returned, [])),
      ),
    }
  }
  if (call.function === 'create_contract') {
    const contract = deployedContract(call, ledger)
    const instance = instanceBytesOf(contract)
    const returned = new Address(contract.contractId).toScVal()
    return {
      instructions: call.wasm === 'token' ? 2_100_000 : 900_000,
      diskReadBytes: 0,
      writeBytes: instance,
      refundableFee: withRefundableMargin(
        rentFee(instance, SOROBAN_SETTINGS.minPersistentTtl) + eventsFee(outputBytes(returned, [])),
      ),
    }
  }
  const contract = state.wasm?.contracts[call.contractId]
  if (contract === undefined)
    return { instructions: 500_000, diskReadBytes: 0, writeBytes: 0, refundableFee: 0n }
  const trial = structuredClone(contract)
  const outcome = applyWasmCall(trial, call.call, {
    ledger,
    authorizedBy: source,
    ttls: ENTRY_TTLS,
  })
  if (outcome === 'trapped')
    return { instructions: 1_000_000, diskReadBytes: 0, writeBytes: 0, refundableFee: 0n }
  const refundable =
    eventsFee(outputBytes(outcome.returnValue, outcome.events)) + createdRent(outcome.created)
  if (call.call.kind !== 'token')
    return {
      instructions: call.call.kind === 'events' ? 1_300_000 : 1_100_000,
      diskReadBytes: 0,
      writeBytes: instanceBytesOf(trial),
      refundableFee: withRefundableMargin(refundable),
    }
  const written = dataBytes(trial, call.call)
  return {
    instructions: 2_600_000,
    diskReadBytes: 0,
    writeBytes: written,
    refundableFee: withRefundableMargin(refundable),
  }
}
