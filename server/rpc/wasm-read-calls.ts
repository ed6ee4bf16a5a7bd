// The read-only functions of the sandbox's WASM contracts, for simulateTransaction: the token's
// balance, allowance, name, symbol and decimals, read from its current storage with the
// contract's own semantics (wasm-contract-calls.ts). The increment contracts have no getter:
// increment() writes the counter, and the sandbox simulates read-only calls only.
import { Address, xdr } from '@stellar/stellar-sdk'
import type { SimulatorState } from '../simulator/simulator-types.ts'
import { instanceKey } from '../simulator/wasm-call-resources.ts'
import { WASM_READ_FUNCTIONS, tokenReadFunction } from '../simulator/wasm-contract-calls.ts'
import {
  allowanceKey,
  balanceKey,
  codeLedgerKey,
  contractDataKey,
  wasmHash,
} from '../simulator/wasm-contracts.ts'
import { SacReadError, type SacReadOutcome } from './sac-read-calls.ts'

const addressText = (value: xdr.ScVal | undefined): string | undefined =>
  value?.type === 'scvAddress' ? Address.fromScVal(value).toString() : undefined

/** The data entry a read touches besides the instance and the code, if any. */
function dataKey(
  contractId: string,
  functionName: string,
  args: xdr.ScVal[],
): xdr.LedgerKey | undefined {
  const [first, second] = [addressText(args[0]), addressText(args[1])]
  if (functionName === 'balance' && first !== undefined)
    return contractDataKey(contractId, balanceKey(first), xdr.ContractDataDurability.persistent)
  if (functionName === 'allowance' && first !== undefined && second !== undefined)
    return contractDataKey(
      contractId,
      allowanceKey(first, second),
      xdr.ContractDataDurability.temporary,
    )
  return undefined
}

/** Whether `contractId` is one of the sandbox's WASM contracts. */
export function isWasmContract(state: SimulatorState, contractId: string): boolean {
  return state.wasm?.contracts[contractId] !== undefined
}

/** One read-only call of a WASM contract; throws SacReadError with the reason it cannot run. */
export function callWasmReadFunction(
  state: SimulatorState,
  contractId: string,
  functionName: string,
  args: xdr.ScVal[],
): SacReadOutcome {
  const contract = state.wasm?.contracts[contractId]
  if (contract === undefined)
    throw new SacReadError('HostError: Error(Storage, MissingValue): contract instance is missing')
  const readable = WASM_READ_FUNCTIONS[contract.kind]
  if (!readable.includes(functionName))
    throw new SacReadError(
      readable.length === 0
        ? `the sandbox simulates read-only calls only, and this contract has none: ${functionName}() writes its counter`
        : `the sandbox simulates only the read-only functions of this contract (${readable.join(', ')}), not ${functionName}`,
    )
  let returnValue: xdr.ScVal | undefined
  try {
    returnValue = tokenReadFunction(contract, functionName, args, state.ledgerSequence)
  } catch (error) {
    throw new SacReadError(error instanceof Error ? error.message : String(error))
  }
  if (returnValue === undefined) throw new SacReadError(`no such function: ${functionName}`)
  const keys = [instanceKey(contractId), codeLedgerKey(wasmHash(contract.kind))]
  const data = dataKey(contractId, functionName, args)
  if (data !== undefined) keys.push(data)
  // Code, instance and data are live Soroban state, in memory from protocol 23: no disk reads.
  return { returnValue, readOnly: keys, diskReadBytes: 0, instructions: 1_600_000 }
}
