// Test support: the sandbox's Soroban records (invoke_host_function transfer and deploy,
// extend_footprint_ttl, the effects of a SAC transfer) compared key for key, in order and by JSON
// type with real Horizon responses. Horizon renders InvokeHostFunction from its stored details:
// a deploy stores no parameters and no balance changes, so both come out as JSON null
// (operations_processor.go + protocols/horizon/operations InvokeHostFunction, which has no
// omitempty); a transfer's parameters and balance changes are arrays of objects.

import type { Transaction } from '@stellar/stellar-sdk'
import { expect } from 'vitest'
import type { SandboxDatabase } from '../store/database.ts'
import { expectSameShape, fixture, jsonRows } from './horizon-shape-expectations.ts'
import type { Json } from './horizon-shape-expectations.ts'

const OPERATION_EXTRAS = ['source_account_muxed', 'source_account_muxed_id']

function firstRecord(db: SandboxDatabase, sql: string): Json {
  const [record] = jsonRows(db, sql)
  expect(record, sql).toBeDefined()
  return record as Json
}

export function expectSorobanShapes(db: SandboxDatabase): void {
  const invokeFixture = fixture('op-invoke-host-function.json')
  const transfer = firstRecord(
    db,
    "SELECT json FROM operations WHERE type_i = 24 AND successful = 1 AND json_extract(json, '$.function') = 'HostFunctionTypeHostFunctionTypeInvokeContract' AND json_extract(json, '$.asset_balance_changes[0].asset_type') = 'credit_alphanum4' AND json_extract(json, '$.asset_balance_changes[0].type') = 'transfer' LIMIT 1",
  )
  expectSameShape(transfer, invokeFixture, 'invoke_host_function', [], OPERATION_EXTRAS)
  const theirParameters = invokeFixture.parameters as Json[]
  const ourParameters = transfer.parameters as Json[]
  expect(ourParameters.map((parameter) => parameter.type)).toEqual(
    theirParameters.map((parameter) => parameter.type),
  )
  for (const [index, parameter] of ourParameters.entries())
    expectSameShape(parameter, theirParameters[index], `parameters[${index}]`)
  const [theirChange] = invokeFixture.asset_balance_changes as Json[]
  const [ourChange] = transfer.asset_balance_changes as Json[]
  // destination_muxed_id is omitempty (only for transfers to a muxed destination).
  expectSameShape(ourChange, theirChange, 'asset_balance_changes[0]', ['destination_muxed_id'])

  const deploy = firstRecord(
    db,
    "SELECT json FROM operations WHERE type_i = 24 AND json_extract(json, '$.function') = 'HostFunctionTypeHostFunctionTypeCreateContract' LIMIT 1",
  )
  expectSameShape(
    deploy,
    { ...invokeFixture, parameters: null, asset_balance_changes: null },
    'invoke_host_function deploy',
    [],
    OPERATION_EXTRAS,
  )
  const failedTransfer = firstRecord(
    db,
    "SELECT json FROM operations WHERE type_i = 24 AND successful = 0 AND json_extract(json, '$.function') = 'HostFunctionTypeHostFunctionTypeInvokeContract' LIMIT 1",
  )
  expectSameShape(
    failedTransfer,
    { ...invokeFixture, transaction_successful: false, asset_balance_changes: null },
    'invoke_host_function failed',
    [],
    OPERATION_EXTRAS,
  )

  const extend = firstRecord(db, 'SELECT json FROM operations WHERE type_i = 25 LIMIT 1')
  expectSameShape(
    extend,
    fixture('op-extend-footprint-ttl.json'),
    'extend_footprint_ttl',
    [],
    OPERATION_EXTRAS,
  )

  const transferId = transfer.id as string
  for (const type of ['account_debited', 'account_credited']) {
    const ours = firstRecord(
      db,
      `SELECT json FROM effects WHERE operation_id = ${transferId} AND json_extract(json, '$.type') = '${type}'`,
    )
    expectSameShape(ours, fixture(`effect-${type.replace('_', '-')}.json`), `effect ${type}`)
  }
}

/** The resource fee a transaction's SorobanTransactionData declares (0 for a classic one). */
export function declaredResourceFee(transaction: Transaction): bigint {
  const envelope = transaction.toEnvelope()
  if (envelope.type !== 'envelopeTypeTx') return 0n
  const { ext } = envelope.value.tx
  return ext.type === 'sorobanData' ? BigInt(ext.value.resourceFee.toString()) : 0n
}
