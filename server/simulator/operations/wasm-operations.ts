// invoke_host_function for the sandbox's real WASM contracts: upload a WASM (a ContractCode
// entry of its exact bytes; uploading code that exists changes nothing), deploy a contract of it
// from the deployer's address and a salt (the token through CreateContractV2 with its
// constructor's arguments), and call a contract function (wasm-contract-calls.ts). The
// transaction source authorizes with its own credentials. A missing code or contract, a second
// deploy, a missing authorization or a contract panic traps; an archived instance fails as
// ENTRY_ARCHIVED; too little refundable fee fails as INSUFFICIENT_REFUNDABLE_FEE. Horizon derives
// no effects and no asset_balance_changes from a non-SAC contract.

import { Address, Operation, xdr } from '@stellar/stellar-sdk'
import type { JsonObject } from '../horizon-records.ts'
import type { AppliedOperation } from '../simulator-types.ts'
import { invokeSuccessHash } from '../soroban-contracts.ts'
import { SOROBAN_SETTINGS, eventsFee, rentFee } from '../soroban-fees.ts'
import {
  ENTRY_TTLS,
  createdRent,
  deployedContract,
  outputBytes,
  type WasmSorobanCall,
} from '../wasm-call-resources.ts'
import { applyWasmCall, wasmCallArguments } from '../wasm-contract-calls.ts'
import {
  SANDBOX_TOKEN,
  WASM_HASHES,
  addressPreimage,
  codeEntry,
  codeEntryBytes,
  codeLedgerKey,
  saltBytes,
  wasmBytes,
  wasmHash,
  wasmInstanceEntry,
  type WasmLedgerState,
} from '../wasm-contracts.ts'
import { contractChanges, entryChanges } from '../wasm-entry-changes.ts'
import { failed, succeeded } from './operation-handler.ts'
import { invokeHostFunctionResult } from './operation-results.ts'
import type { OperationContext } from './operation-handler.ts'

const trapped = () =>
  failed(invokeHostFunctionResult(xdr.InvokeHostFunctionResult.invokeHostFunctionTrapped()))
const underpaid = () =>
  failed(
    invokeHostFunctionResult(
      xdr.InvokeHostFunctionResult.invokeHostFunctionInsufficientRefundableFee(),
    ),
  )

function wasmStateOf(context: OperationContext): WasmLedgerState {
  const state = context.ledger.requireState()
  state.wasm ??= { code: {}, contracts: {} }
  return state.wasm
}

/** A success: its result hash, and what RPC's meta shows of it (return value, events, rent). */
function success(
  returnValue: xdr.ScVal,
  events: xdr.ContractEvent[],
  rent: bigint,
  changes: xdr.LedgerEntryChange[],
): AppliedOperation {
  const hash = invokeSuccessHash(returnValue, events)
  return {
    ...succeeded(
      invokeHostFunctionResult(xdr.InvokeHostFunctionResult.invokeHostFunctionSuccess(hash)),
      [],
    ),
    consumedRefundableFee: rent + eventsFee(outputBytes(returnValue, events)),
    contractCall: { returnValue, events, rentFee: rent, changes },
  }
}

/** Refuses a call whose consumed refundable fee exceeds what it declared. */
function withinDeclared(applied: AppliedOperation, declared: bigint): boolean {
  return (applied.consumedRefundableFee ?? 0n) <= declared
}

export function applyWasmOperation(
  context: OperationContext,
  call: WasmSorobanCall,
  declaredRefundable: bigint,
): AppliedOperation {
  const wasm = wasmStateOf(context)
  const ledger = context.ledgerSequence
  if (call.function === 'upload_contract_wasm') {
    const existing = wasm.code[WASM_HASHES[call.wasm]]
    const rent = existing
      ? 0n
      : rentFee(codeEntryBytes(call.wasm), SOROBAN_SETTINGS.minPersistentTtl, {
          persistent: true,
          code: true,
        })
    const code = existing ?? {
      kind: call.wasm,
      lastModifiedLedger: ledger,
      liveUntilLedger: ledger + SOROBAN_SETTINGS.minPersistentTtl - 1,
    }
    const key = codeLedgerKey(wasmHash(call.wasm))
    const changes = existing
      ? []
      : entryChanges(
          [],
          [{ key, entry: codeEntry(call.wasm, code), liveUntilLedgerSeq: code.liveUntilLedger }],
          ledger,
        )
    const applied = success(xdr.ScVal.scvBytes(wasmHash(call.wasm)), [], rent, changes)
    if (!withinDeclared(applied, declaredRefundable)) return underpaid()
    wasm.code[WASM_HASHES[call.wasm]] = code
    return applied
  }
  if (call.function === 'create_contract') {
    const code = wasm.code[WASM_HASHES[call.wasm]]
    const contract = deployedContract(call, ledger)
    if (code === undefined || code.liveUntilLedger < ledger) return trapped()
    if (wasm.contracts[contract.contractId] !== undefined) return trapped()
    if (call.deployer !== context.sourceId) return trapped()
    const rent = rentFee(
      wasmInstanceEntry(contract).toXDR().length,
      SOROBAN_SETTINGS.minPersistentTtl,
    )
    const applied = success(
      new Address(contract.contractId).toScVal(),
      [],
      rent,
      contractChanges(undefined, contract, ledger),
    )
    if (!withinDeclared(applied, declaredRefundable)) return underpaid()
    wasm.contracts[contract.contractId] = contract
    return applied
  }
  const contract = wasm.contracts[call.contractId]
  if (contract === undefined) return trapped()
  if (contract.liveUntilLedger < ledger)
    return failed(
      invokeHostFunctionResult(xdr.InvokeHostFunctionResult.invokeHostFunctionEntryArchived()),
    )
  const working = structuredClone(contract)
  const outcome = applyWasmCall(working, call.call, {
    ledger,
    authorizedBy: context.sourceId,
    ttls: ENTRY_TTLS,
  })
  if (outcome === 'trapped') return trapped()
  const applied = success(
    outcome.returnValue,
    outcome.events,
    createdRent(outcome.created),
    contractChanges(contract, working, ledger),
  )
  if (!withinDeclared(applied, declaredRefundable)) return underpaid()
  wasm.contracts[call.contractId] = working
  return applied
}

/** The token's constructor arguments: admin (the deployer), decimal, name, symbol. */
function constructorArguments(call: Extract<WasmSorobanCall, { function: 'create_contract' }>) {
  if (call.wasm !== 'token') return []
  return [
    new Address(call.deployer).toScVal(),
    xdr.ScVal.scvU32(SANDBOX_TOKEN.decimal),
    xdr.ScVal.scvString(SANDBOX_TOKEN.name),
    xdr.ScVal.scvString(SANDBOX_TOKEN.symbol),
  ]
}

function sourceAuthorization(
  rootFunction: xdr.SorobanAuthorizedFunction,
): xdr.SorobanAuthorizationEntry {
  return new xdr.SorobanAuthorizationEntry({
    credentials: xdr.SorobanCredentials.sorobanCredentialsSourceAccount(),
    rootInvocation: new xdr.SorobanAuthorizedInvocation({
      function: rootFunction,
      subInvocations: [],
    }),
  })
}

/** The envelope's operation: the host function with the source's authorizations. */
export function wasmSdkOperation(call: WasmSorobanCall): xdr.Operation {
  if (call.function === 'upload_contract_wasm')
    return Operation.uploadContractWasm({ wasm: wasmBytes(call.wasm) })
  if (call.function === 'create_contract') {
    const contractIdPreimage = addressPreimage(call.deployer, call.salt)
    const executable = xdr.ContractExecutable.contractExecutableWasm(wasmHash(call.wasm))
    if (call.wasm === 'token') {
      const args = new xdr.CreateContractArgsV2({
        contractIdPreimage,
        executable,
        constructorArgs: constructorArguments(call),
      })
      return Operation.invokeHostFunction({
        func: xdr.HostFunction.hostFunctionTypeCreateContractV2(args),
        auth: [
          sourceAuthorization(
            xdr.SorobanAuthorizedFunction.sorobanAuthorizedFunctionTypeCreateContractV2HostFn(args),
          ),
        ],
      })
    }
    const args = new xdr.CreateContractArgs({ contractIdPreimage, executable })
    return Operation.invokeHostFunction({
      func: xdr.HostFunction.hostFunctionTypeCreateContract(args),
      auth: [
        sourceAuthorization(
          xdr.SorobanAuthorizedFunction.sorobanAuthorizedFunctionTypeCreateContractHostFn(args),
        ),
      ],
    })
  }
  const args = wasmCallArguments(call.call)
  // Every token function the sandbox calls needs one require_auth(); the counters need none.
  const needsAuth = call.call.kind === 'token'
  return Operation.invokeContractFunction({
    contract: call.contractId,
    function: call.call.name,
    args,
    auth: needsAuth
      ? [
          sourceAuthorization(
            xdr.SorobanAuthorizedFunction.sorobanAuthorizedFunctionTypeContractFn(
              new xdr.InvokeContractArgs({
                contractAddress: new Address(call.contractId).toScAddress(),
                functionName: call.call.name,
                args,
              }),
            ),
          ),
        ]
      : [],
  })
}

/** Horizon's `parameters`: each ScVal as base64 XDR with its ScValType arm name. */
export function parameterRecords(values: xdr.ScVal[]): JsonObject[] {
  const armNames: Record<string, string> = {
    scvAddress: 'Address',
    scvSymbol: 'Sym',
    scvI128: 'I128',
    scvU32: 'U32',
    scvString: 'String',
  }
  return values.map((value) => ({
    value: Buffer.from(value.toXDR()).toString('base64'),
    type: armNames[value.type] ?? value.type,
  }))
}

/** Horizon's InvokeHostFunction fields of a WASM upload, deploy or call. */
export function wasmOperationDetails(call: WasmSorobanCall): JsonObject {
  const base = { address: '', salt: '', asset_balance_changes: null }
  switch (call.function) {
    case 'upload_contract_wasm':
      return {
        function: 'HostFunctionTypeHostFunctionTypeUploadContractWasm',
        parameters: null,
        ...base,
      }
    case 'create_contract': {
      const args = constructorArguments(call)
      return {
        function:
          call.wasm === 'token'
            ? 'HostFunctionTypeHostFunctionTypeCreateContractV2'
            : 'HostFunctionTypeHostFunctionTypeCreateContract',
        parameters: args.length === 0 ? null : parameterRecords(args),
        address: call.deployer,
        // Horizon prints the salt as a decimal uint256.
        salt: BigInt(`0x${saltBytes(call.salt).toString('hex')}`).toString(),
        asset_balance_changes: null,
      }
    }
    case 'invoke_contract':
      return {
        function: 'HostFunctionTypeHostFunctionTypeInvokeContract',
        parameters: parameterRecords([
          new Address(call.contractId).toScVal(),
          xdr.ScVal.scvSymbol(call.call.name),
          ...wasmCallArguments(call.call),
        ]),
        ...base,
      }
  }
}
