// The official JS client against the sandbox's Stellar Asset Contract history: a SAC transfer
// as operations().forTransaction() and payments() give it (with asset_balance_changes), its
// account_debited/account_credited effects via effects().forOperation(), a deploy and an
// extend_footprint_ttl — each answer checked against the tables the simulator wrote.
import { Horizon } from '@stellar/stellar-sdk'
import { beforeAll, describe, expect, it } from 'vitest'
import { simulatedSandboxForSuite } from './testing/suite-sandbox.ts'

describe('@stellar/stellar-sdk Soroban operations against the sandbox', () => {
  const sandbox = simulatedSandboxForSuite({ seed: 1, history: 300 })
  const { column } = sandbox
  let server: Horizon.Server
  beforeAll(() => {
    server = new Horizon.Server(sandbox.running.baseUrl, { allowHttp: true })
  })

  it('serves a SAC transfer with its parameters, balance change, payment and effects', async () => {
    const [operationId = ''] = column(
      "SELECT CAST(id AS TEXT) FROM operations WHERE type_i = 24 AND successful = 1 AND is_payment = 1 AND json_extract(json, '$.asset_balance_changes[0].asset_type') != 'native' AND json_extract(json, '$.asset_balance_changes[0].type') = 'transfer' ORDER BY id LIMIT 1",
    )
    expect(operationId).not.toBe('')
    const single = await server.operations().operation(operationId).call()
    const transactionHash = single.transaction_hash
    const forTransaction = await server.operations().forTransaction(transactionHash).call()
    const [operation] = forTransaction.records
    if (operation?.type !== 'invoke_host_function') throw new Error('not an invoke_host_function')
    expect(operation.id).toBe(operationId)
    expect(operation.function).toBe('HostFunctionTypeHostFunctionTypeInvokeContract')
    expect(operation.parameters.map((parameter) => parameter.type)).toEqual([
      'Address',
      'Sym',
      'Address',
      'Address',
      'I128',
    ])
    const [change] = operation.asset_balance_changes
    expect(change?.type).toBe('transfer')
    expect(change?.from).toBe(operation.source_account)
    const to = change?.to ?? ''

    const payments = await server.payments().forTransaction(transactionHash).call()
    expect(payments.records.map((record) => record.id)).toEqual([operationId])
    const accountPayments = await server.payments().forAccount(to).limit(200).order('desc').call()
    expect(accountPayments.records.map((record) => record.id)).toContain(operationId)

    const effects = await server.effects().forOperation(operationId).call()
    expect(effects.records.map((effect) => [effect.type, effect.account])).toEqual([
      ['account_debited', change?.from],
      ['account_credited', to],
    ])
    for (const effect of effects.records)
      expect((effect as unknown as { amount: string }).amount).toBe(change?.amount)
  })

  it('serves a SAC deploy (no parameters, not a payment) and extend_footprint_ttl', async () => {
    const [deployId = ''] = column(
      "SELECT CAST(id AS TEXT) FROM operations WHERE type_i = 24 AND successful = 1 AND json_extract(json, '$.function') = 'HostFunctionTypeHostFunctionTypeCreateContract' ORDER BY id LIMIT 1",
    )
    const deploy = await server.operations().operation(deployId).call()
    if (deploy.type !== 'invoke_host_function') throw new Error('not an invoke_host_function')
    expect(deploy.function).toBe('HostFunctionTypeHostFunctionTypeCreateContract')
    const deployPayments = await server.payments().forTransaction(deploy.transaction_hash).call()
    expect(deployPayments.records).toEqual([])
    const deployEffects = await server.effects().forOperation(deployId).call()
    expect(deployEffects.records).toEqual([])

    const [extendId = ''] = column(
      'SELECT CAST(id AS TEXT) FROM operations WHERE type_i = 25 ORDER BY id LIMIT 1',
    )
    // The SDK still types type_i 25 by its old name (bump_footprint_expiration): read the JSON.
    const extend = (await server.operations().operation(extendId).call()) as unknown as {
      type: string
      extend_to: unknown
    }
    expect(extend.type).toBe('extend_footprint_ttl')
    expect(typeof extend.extend_to).toBe('number')
    expect(extend.extend_to as number).toBeGreaterThan(0)
  })
})
