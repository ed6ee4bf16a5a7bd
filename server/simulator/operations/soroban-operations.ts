// The Soroban family, for the built-in Stellar Asset Contract: invoke_host_function deploying a
// SAC (CreateContract from the asset preimage) or calling its `transfer`, and
// extend_footprint_ttl of a SAC instance. A host-function failure (contract already deployed,
// missing trustline, unauthorized, underfunded, line full, missing account) traps, as the SAC's
// host panics do on the network. Horizon derives effects only from the SAC's event
// (account_debited for transfer/burn's from, account_credited for transfer/mint's to:
// effects_processor.go) and none for extend_footprint_ttl; its records follow
// Horizon's InvokeHostFunction and ExtendFootprintTtl resources (operations_processor.go).

import { Address, Operation, xdr } from '@stellar/stellar-sdk'
import { assetFields } from '../horizon-records.ts'
import { isWasmCall } from '../wasm-call-resources.ts'
import { sdkAsset } from '../ledger-primitives.ts'
import { formatStroops } from '../stroops.ts'
import type { AppliedOperation } from '../simulator-types.ts'
import {
  invokeSuccessHash,
  sacContractId,
  movementAccounts,
  sacMovement,
  sacTransferEvent,
  transferArguments,
} from '../soroban-contracts.ts'
import type { ContractInstanceState, SorobanCall } from '../soroban-contracts.ts'
import {
  SOROBAN_SETTINGS,
  eventsFee,
  instanceBytes,
  rentFee,
  transferEventBytes,
} from '../soroban-fees.ts'
import { effect, failed, sourceOnly, succeeded } from './operation-handler.ts'
import { extendFootprintTtlResult, invokeHostFunctionResult } from './operation-results.ts'
import type { OperationContext, OperationHandler, OperationOf } from './operation-handler.ts'
import {
  applyWasmOperation,
  parameterRecords,
  wasmOperationDetails,
  wasmSdkOperation,
} from './wasm-operations.ts'

const trapped = () =>
  failed(invokeHostFunctionResult(xdr.InvokeHostFunctionResult.invokeHostFunctionTrapped()))

/** Horizon's `function` field: the HostFunctionType's Go enum name. */
const HOST_FUNCTION_NAMES = {
  create_stellar_asset_contract: 'HostFunctionTypeHostFunctionTypeCreateContract',
  transfer: 'HostFunctionTypeHostFunctionTypeInvokeContract',
}

function contractsOf(context: OperationContext): Record<string, ContractInstanceState> {
  const state = context.ledger.requireState()
  state.contracts ??= {}
  return state.contracts
}

/**
 * Deploys the SAC of an asset; a second deploy traps (the instance entry already exists). The
 * operation is its transaction's only one, so its success is final: no journal is needed.
 */
function applyCreate(
  context: OperationContext,
  call: Extract<SorobanCall, { function: 'create_stellar_asset_contract' }>,
  declaredRefundable: bigint,
): AppliedOperation {
  const contracts = contractsOf(context)
  const contractId = sacContractId(call.asset)
  if (contracts[contractId] !== undefined) return trapped()
  const rent = rentFee(instanceBytes(call.asset), SOROBAN_SETTINGS.minPersistentTtl)
  if (rent > declaredRefundable)
    return failed(
      invokeHostFunctionResult(
        xdr.InvokeHostFunctionResult.invokeHostFunctionInsufficientRefundableFee(),
      ),
    )
  contracts[contractId] = {
    contractId,
    asset: call.asset,
    liveUntilLedger: context.ledgerSequence + SOROBAN_SETTINGS.minPersistentTtl - 1,
    lastModifiedLedger: context.ledgerSequence,
  }
  const returnValue = new Address(contractId).toScVal()
  const hash = invokeSuccessHash(returnValue, [])
  return {
    ...succeeded(
      invokeHostFunctionResult(xdr.InvokeHostFunctionResult.invokeHostFunctionSuccess(hash)),
      [],
    ),
    consumedRefundableFee: rent,
    contractCall: { returnValue, events: [], rentFee: rent },
  }
}

/** The SAC's transfer between G accounts: classic balance moves with the SAC's checks. */
function applyTransfer(
  context: OperationContext,
  call: Extract<SorobanCall, { function: 'transfer' }>,
  declaredRefundable: bigint,
): AppliedOperation {
  const { ledger, ledgerSequence } = context
  const instance = contractsOf(context)[sacContractId(call.asset)]
  if (instance === undefined) return trapped()
  if (instance.liveUntilLedger < ledgerSequence)
    return failed(
      invokeHostFunctionResult(xdr.InvokeHostFunctionResult.invokeHostFunctionEntryArchived()),
    )
  const consumed = eventsFee(transferEventBytes(call.asset, call.from, call.to))
  if (consumed > declaredRefundable)
    return failed(
      invokeHostFunctionResult(
        xdr.InvokeHostFunctionResult.invokeHostFunctionInsufficientRefundableFee(),
      ),
    )
  const failure = ledger.transfer({
    fromId: call.from,
    toId: call.to,
    asset: call.asset,
    amount: call.amount,
    ledgerSequence,
  })
  if (failure !== null) return trapped()
  const event = sacTransferEvent(call.asset, call.from, call.to, call.amount)
  const hash = invokeSuccessHash(xdr.ScVal.scvVoid(), [event])
  const amount = formatStroops(call.amount)
  // Horizon's asset_balance_changes and effects follow the event: a mint has no from, a burn no
  // to (operations_processor.go createSACBalanceChangeEntry, effects_processor.go).
  const movement = sacMovement(call.asset, call.from, call.to)
  const debited = movement.kind === 'mint' ? undefined : movement.from
  const credited = movement.kind === 'burn' ? undefined : movement.to
  const balanceChange = {
    ...assetFields(call.asset),
    type: movement.kind,
    ...(debited === undefined ? {} : { from: debited }),
    ...(credited === undefined ? {} : { to: credited }),
    amount,
  }
  const details = { ...assetFields(call.asset), amount }
  return {
    ...succeeded(
      invokeHostFunctionResult(xdr.InvokeHostFunctionResult.invokeHostFunctionSuccess(hash)),
      [
        ...(debited === undefined ? [] : [effect(debited, 'account_debited', details)]),
        ...(credited === undefined ? [] : [effect(credited, 'account_credited', details)]),
      ],
      { outcome: { asset_balance_changes: [balanceChange] } },
    ),
    consumedRefundableFee: consumed,
    contractCall: { returnValue: xdr.ScVal.scvVoid(), events: [event], rentFee: 0n },
  }
}

export const invokeHostFunctionHandler: OperationHandler<'invoke_host_function'> = {
  typeI: 24,
  // Horizon lists it under /payments when its transaction emitted a SAC transfer event.
  isPayment: (applied) => applied?.success === true && applied.effects.length > 0,
  sdkOperation: ({ call }) =>
    isWasmCall(call)
      ? wasmSdkOperation(call)
      : call.function === 'create_stellar_asset_contract'
        ? Operation.createStellarAssetContract({ asset: sdkAsset(call.asset) })
        : Operation.invokeContractFunction({
            contract: sacContractId(call.asset),
            function: 'transfer',
            args: transferArguments(call.from, call.to, call.amount),
            auth: [sourceAccountAuthorization(call)],
          }),
  apply: (context, operation) =>
    isWasmCall(operation.call)
      ? applyWasmOperation(context, operation.call, operation.resources.refundableFee)
      : operation.call.function === 'create_stellar_asset_contract'
        ? applyCreate(context, operation.call, operation.resources.refundableFee)
        : applyTransfer(context, operation.call, operation.resources.refundableFee),
  // The entries a successful call changed and its SAC event's accounts (a mint names only its
  // to, a burn only its from: the issuer holds no balance); a failed one changed nothing and
  // emitted nothing, so only its source remains.
  participants: (sourceId, { call }, applied) => {
    if (applied?.success !== true || call.function !== 'transfer') return sourceOnly(sourceId)
    return [
      ...new Set([sourceId, ...movementAccounts(sacMovement(call.asset, call.from, call.to))]),
    ]
  },
  details: (_sourceId, { call }, outcome) => {
    if (isWasmCall(call)) return wasmOperationDetails(call)
    const parameters =
      call.function === 'transfer'
        ? parameterRecords([
            new Address(sacContractId(call.asset)).toScVal(),
            xdr.ScVal.scvSymbol('transfer'),
            ...transferArguments(call.from, call.to, call.amount),
          ])
        : null
    // Horizon leaves parameters and asset_balance_changes nil (JSON null) where it found none.
    return {
      function: HOST_FUNCTION_NAMES[call.function],
      parameters,
      address: '',
      salt: '',
      asset_balance_changes: outcome?.asset_balance_changes ?? null,
    }
  },
}

/** transfer's authorization: the source account's own credentials, so no extra signature. */
function sourceAccountAuthorization(
  call: Extract<SorobanCall, { function: 'transfer' }>,
): xdr.SorobanAuthorizationEntry {
  return new xdr.SorobanAuthorizationEntry({
    credentials: xdr.SorobanCredentials.sorobanCredentialsSourceAccount(),
    rootInvocation: new xdr.SorobanAuthorizedInvocation({
      function: xdr.SorobanAuthorizedFunction.sorobanAuthorizedFunctionTypeContractFn(
        new xdr.InvokeContractArgs({
          contractAddress: new Address(sacContractId(call.asset)).toScAddress(),
          functionName: 'transfer',
          args: transferArguments(call.from, call.to, call.amount),
        }),
      ),
      subInvocations: [],
    }),
  })
}

function applyExtend(
  context: OperationContext,
  operation: OperationOf<'extend_footprint_ttl'>,
): AppliedOperation {
  const success = () =>
    extendFootprintTtlResult(xdr.ExtendFootprintTtlResult.extendFootprintTtlSuccess())
  if (operation.extendTo > SOROBAN_SETTINGS.maxEntryTtl - 1)
    return failed(
      extendFootprintTtlResult(xdr.ExtendFootprintTtlResult.extendFootprintTtlMalformed()),
    )
  const instance = contractsOf(context)[sacContractId(operation.asset)]
  const target = context.ledgerSequence + operation.extendTo
  // A footprint key without a live entry, or one already living long enough, is left alone.
  if (instance === undefined || instance.liveUntilLedger >= target)
    return { ...succeeded(success(), []), consumedRefundableFee: 0n }
  const rent = rentFee(instanceBytes(operation.asset), target - instance.liveUntilLedger)
  if (rent > operation.resources.refundableFee)
    return failed(
      extendFootprintTtlResult(
        xdr.ExtendFootprintTtlResult.extendFootprintTtlInsufficientRefundableFee(),
      ),
    )
  instance.liveUntilLedger = target
  instance.lastModifiedLedger = context.ledgerSequence
  return { ...succeeded(success(), []), consumedRefundableFee: rent }
}

export const extendFootprintTtlHandler: OperationHandler<'extend_footprint_ttl'> = {
  typeI: 25,
  isPayment: false,
  sdkOperation: ({ extendTo }) => Operation.extendFootprintTtl({ extendTo }),
  apply: applyExtend,
  participants: sourceOnly,
  // Horizon's ExtendFootprintTtl.ExtendTo is a uint32: a JSON number.
  details: (_sourceId, { extendTo }) => ({ extend_to: extendTo }),
}
