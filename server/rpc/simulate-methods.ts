// simulateTransaction for read-only calls of the contracts the sandbox runs (its Stellar Asset
// Contracts: balance, name, symbol, decimals, see sac-read-calls.ts; its WASM token: the same and
// allowance, see wasm-read-calls.ts). Like stellar-rpc, every
// failure after the parameters decoded is a result with an `error` string, not a JSON-RPC error.
// A success carries the call's return value (results[0].xdr), the SorobanTransactionData to
// submit it with (a read-only footprint, resources and the resource fee) and minResourceFee,
// which is what contract.Client's AssembledTransaction reads.
import { Address, SorobanDataBuilder, xdr } from '@stellar/stellar-sdk'
import { feeFootprint, nonRefundableFee } from '../simulator/soroban-fees.ts'
import type { JsonValue } from './json-rpc.ts'
import type { RpcContext } from './rpc-context.ts'
import { objectField, paramsObject, stringField, xdrFormatField } from './rpc-params.ts'
import { callSacReadFunction, SacReadError } from './sac-read-calls.ts'
import { callWasmReadFunction, isWasmContract } from './wasm-read-calls.ts'
import { innerTransaction } from './transaction-xdr.ts'

const AUTH_MODES = new Set(['', 'enforce', 'record', 'record_allow_nonroot'])

/** The single host-function call of the envelope, or the reason stellar-rpc gives for refusing it. */
function invocation(envelope: xdr.TransactionEnvelope): xdr.InvokeContractArgs | string {
  const transaction = innerTransaction(envelope)
  const operations = transaction?.operations ?? []
  const [operation] = operations
  if (operations.length !== 1 || !operation) return 'Transaction contains more than one operation'
  if (transaction?.memo.type !== 'memoNone')
    return 'Transaction contains a memo. Soroban transactions do not support memos.'
  if (operation.body.type !== 'invokeHostFunction')
    return `the sandbox simulates only read-only contract calls, not ${operation.body.type}`
  const hostFunction = operation.body.invokeHostFunctionOp.hostFunction
  if (hostFunction.type !== 'hostFunctionTypeInvokeContract')
    return 'the sandbox simulates only read-only contract calls, not contract deployment'
  return hostFunction.invokeContract
}

function decodeEnvelope(text: string): xdr.TransactionEnvelope | undefined {
  try {
    return xdr.TransactionEnvelope.fromXdr(text, 'base64')
  } catch {
    return undefined
  }
}

export function simulateTransaction(context: RpcContext, params: JsonValue | undefined): JsonValue {
  const request = paramsObject(params, 'protocol.SimulateTransactionRequest')
  const path = 'SimulateTransactionRequest'
  objectField(request, 'resourceConfig', path)
  const xdrFormat = xdrFormatField(request, path)
  if (xdrFormat.problem) return { error: xdrFormat.problem, latestLedger: 0 }
  const envelope = decodeEnvelope(stringField(request, 'transaction', path))
  if (!envelope) return { error: 'Could not unmarshal transaction', latestLedger: 0 }
  const call = invocation(envelope)
  if (typeof call === 'string') return { error: call, latestLedger: 0 }
  if (!AUTH_MODES.has(stringField(request, 'authMode', path)))
    return { error: 'invalid auth mode', latestLedger: 0 }
  const latestLedger = context.window().latest
  if (call.contractAddress.type !== 'scAddressTypeContract')
    return { error: 'HostError: Error(Value, InvalidInput): not a contract address', latestLedger }
  let outcome
  try {
    const state = context.ledgerState()
    const contractId = Address.fromScAddress(call.contractAddress).toString()
    const read = isWasmContract(state, contractId) ? callWasmReadFunction : callSacReadFunction
    outcome = read(state, contractId, call.functionName.toString(), call.args)
  } catch (error) {
    if (error instanceof SacReadError) return { error: error.message, latestLedger }
    throw error
  }
  const resources = {
    instructions: outcome.instructions,
    diskReadBytes: outcome.diskReadBytes,
    writeBytes: 0,
  }
  const resourceFee = nonRefundableFee(
    resources,
    feeFootprint({ readOnly: outcome.readOnly, readWrite: [] }),
    envelope.toXdr().length,
  )
  const transactionData = new SorobanDataBuilder()
    .setFootprint(outcome.readOnly, [])
    .setResources(resources.instructions, resources.diskReadBytes, 0)
    .setResourceFee(resourceFee)
    .build()
  const json = xdrFormat.format === 'json'
  return {
    ...(json
      ? { transactionDataJson: transactionData.toJson() as JsonValue }
      : { transactionData: transactionData.toXdr('base64') }),
    minResourceFee: resourceFee.toString(),
    // The sandbox records no diagnostic events; Go's omitempty leaves the field out in JSON mode.
    ...(json ? {} : { events: [] }),
    results: [
      json
        ? { authJson: [], returnValueJson: outcome.returnValue.toJson() as JsonValue }
        : { auth: [], xdr: outcome.returnValue.toXdr('base64') },
    ],
    latestLedger,
  }
}
