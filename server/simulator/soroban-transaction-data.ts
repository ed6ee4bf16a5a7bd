// The SorobanTransactionData of the sandbox's Soroban transactions: the footprint each
// operation declares (the SAC's keys here, the WASM contracts' in wasm-call-resources.ts), its
// declared resources and the resource fee they cost for the envelope's size.

import { SorobanDataBuilder, type xdr } from '@stellar/stellar-sdk'
import { balanceLedgerKey, instanceLedgerKey, sacContractId } from './soroban-contracts.ts'
import { feeFootprint, nonRefundableFee, type SorobanOperation } from './soroban-fees.ts'
import { isWasmCall, wasmFootprint } from './wasm-call-resources.ts'

/** The footprint of an operation: which keys it reads only, and which it may write. */
export function sorobanFootprint(operation: SorobanOperation): {
  readOnly: xdr.LedgerKey[]
  readWrite: xdr.LedgerKey[]
} {
  if (operation.kind === 'extend_footprint_ttl')
    return { readOnly: [instanceLedgerKey(sacContractId(operation.asset))], readWrite: [] }
  const { call } = operation
  if (isWasmCall(call)) return wasmFootprint(call)
  const instance = instanceLedgerKey(sacContractId(call.asset))
  if (call.function === 'create_stellar_asset_contract')
    return { readOnly: [], readWrite: [instance] }
  // The issuer holds no balance of its own asset: the SAC mints from it and burns into it.
  const balanceHolders = [call.from, call.to].filter(
    (holder, index, all) => holder !== call.asset?.issuer && all.indexOf(holder) === index,
  )
  return {
    readOnly: [instance],
    readWrite: balanceHolders.map((holder) => balanceLedgerKey(holder, call.asset)),
  }
}

/** The SorobanTransactionData of a transaction holding `operation`, with its resource fee. */
export function sorobanTransactionData(
  operation: SorobanOperation,
  transactionBytes: number,
): { data: xdr.SorobanTransactionData; resourceFee: bigint } {
  const { readOnly, readWrite } = sorobanFootprint(operation)
  const { resources } = operation
  const resourceFee =
    nonRefundableFee(resources, feeFootprint({ readOnly, readWrite }), transactionBytes) +
    resources.refundableFee
  const data = new SorobanDataBuilder()
    .setFootprint(readOnly, readWrite)
    .setResources(resources.instructions, resources.diskReadBytes, resources.writeBytes)
    .setResourceFee(resourceFee)
    .build()
  return { data, resourceFee }
}
