// The official JS client's rpc.Server against the sandbox's /rpc (port 0, seed 1): the network,
// the latest ledger, ledgers paged by cursor, transactions with their meta decoded by the SDK,
// events filtered and paged by cursor, a SAC instance via getContractData, and balances via
// getAssetBalance / getSACBalance, the WASM contracts' code and a token read through
// contract.Client — each answer checked against the tables the simulator wrote.
import {
  Account,
  Address,
  Asset,
  Contract,
  Keypair,
  TransactionBuilder,
  contract,
  nativeToScVal,
  rpc,
  scValToNative,
  xdr,
} from '@stellar/stellar-sdk'
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { simulatedSandboxForSuite } from '../testing/suite-sandbox.ts'
import { SANDBOX_NETWORK_PASSPHRASE } from '../simulator/simulator-constants.ts'
import {
  RPC_FIXTURES_DIRECTORY,
  firstSacTransferHash,
  rpcClient,
} from '../testing/rpc-test-support.ts'
import { SANDBOX_TOKEN, type WasmKind } from '../simulator/wasm-contracts.ts'
import {
  tokenBalancesFromHorizon,
  wasmContractsFromHorizon,
} from '../testing/wasm-history-test-support.ts'

const FIXTURE_FILES: Record<WasmKind, string> = {
  token: 'soroban_token_contract.wasm',
  counter: 'soroban_increment_contract.wasm',
  events: 'test_events.wasm',
}

const RETENTION = 150
const SANDBOX_OPTIONS = { seed: 1, history: 300, server: { rpcRetentionLedgers: RETENTION } }

describe('@stellar/stellar-sdk rpc.Server against the sandbox', () => {
  const sandbox = simulatedSandboxForSuite(SANDBOX_OPTIONS)
  const { column } = sandbox
  let server: rpc.Server
  let latest = 0
  let oldest = 0
  beforeAll(() => {
    server = new rpc.Server(`${sandbox.running.baseUrl}/rpc`, { allowHttp: true })
    latest = Number(column('SELECT max(sequence) FROM ledgers')[0])
    oldest = latest - RETENTION + 1
  })

  it('getNetwork and getLatestLedger', async () => {
    expect(await server.getNetwork()).toMatchObject({
      passphrase: SANDBOX_NETWORK_PASSPHRASE,
      protocolVersion: 23,
    })
    const ledger = await server.getLatestLedger()
    expect(ledger.sequence).toBe(latest)
    expect(ledger.id).toBe(column('SELECT hash FROM ledgers WHERE sequence = ?', latest)[0])
  })

  it('getLedgers pages through the window by cursor', async () => {
    const first = await server.getLedgers({ startLedger: oldest, pagination: { limit: 4 } })
    const second = await server.getLedgers({ pagination: { cursor: first.cursor, limit: 4 } })
    const sequences = [...first.ledgers, ...second.ledgers].map((ledger) => ledger.sequence)
    expect(sequences).toEqual(Array.from({ length: 8 }, (_unused, index) => oldest + index))
    const [ledger] = second.ledgers
    expect(ledger?.headerXdr.header.ledgerSeq).toBe(oldest + 4)
    // Protocol 23: LedgerCloseMeta v2, its Soroban phase a parallel component (CAP-63).
    const meta = ledger?.metadataXdr
    if (meta?.type !== 'v2') throw new Error(`LedgerCloseMeta ${meta?.type}`)
    expect(meta.v2.ledgerHeader.header.ledgerVersion).toBe(23)
    const phases = meta.v2.txSet.type === 'v1TxSet' ? meta.v2.txSet.v1TxSet.phases : []
    expect(phases.map((phase) => phase.type)).toEqual(['v0Components', 'parallelTxsComponent'])
  })

  it('getTransaction decodes a SAC transfer with its event and return value', async () => {
    const hash = firstSacTransferHash(sandbox.running.db, oldest)
    const answer = await server.getTransaction(hash)
    if (answer.status !== rpc.Api.GetTransactionStatus.SUCCESS) throw new Error(answer.status)
    expect(answer.txHash).toBe(hash)
    const meta = answer.resultMetaXdr
    if (meta.type !== 'v4') throw new Error(`TransactionMeta ${meta.type}`)
    expect(answer.returnValue?.type).toBe('scvVoid')
    const [events] = answer.events.contractEventsXdr
    const topics = events?.[0]?.body.v0.topics.map((topic) => scValToNative(topic) as unknown)
    expect(topics?.[0]).toBe('transfer')
    // v4 keeps the transfer event under its operation, and the same bytes in contractEventsXdr.
    expect(
      meta.v4.operations.map((operation) => operation.events.map((event) => event.toXdr('hex'))),
    ).toEqual(
      answer.events.contractEventsXdr.map((list) => list.map((event) => event.toXdr('hex'))),
    )
    // The fee events: the up-front charge, then the refund as a negative amount.
    const fees = answer.events.transactionEventsXdr.map((event) => ({
      stage: event.stage.name,
      topic: scValToNative(event.event.body.v0.topics[0] ?? xdr.ScVal.scvVoid()) as unknown,
      amount: scValToNative(event.event.body.v0.data) as bigint,
    }))
    expect(fees.map(({ stage, topic }) => [stage, topic])).toEqual([
      ['transactionEventStageBeforeAllTxs', 'fee'],
      ['transactionEventStageAfterAllTxs', 'fee'],
    ])
    const [charged, refunded] = fees
    expect((charged?.amount ?? 0n) + (refunded?.amount ?? 0n)).toBe(answer.resultXdr.feeCharged)
    const missing = await server.getTransaction('00'.repeat(32))
    expect(missing.status).toBe(rpc.Api.GetTransactionStatus.NOT_FOUND)
  })

  it('getTransactions pages with meta decoded', async () => {
    const expected = column(
      'SELECT hash FROM transactions WHERE ledger >= ? ORDER BY id LIMIT 6',
      oldest,
    )
    const first = await server.getTransactions({ startLedger: oldest, pagination: { limit: 3 } })
    const second = await server.getTransactions({ pagination: { cursor: first.cursor, limit: 3 } })
    const transactions = [...first.transactions, ...second.transactions]
    expect(transactions.map((transaction) => transaction.txHash)).toEqual(expected)
    for (const transaction of transactions) expect(transaction.resultMetaXdr.type).toBe('v4')
  })

  it('getEvents filters by contract and topic and resumes from a cursor', async () => {
    const all = await server.getEvents({ startLedger: oldest, filters: [], limit: 1000 })
    expect(all.events.length).toBeGreaterThan(2)
    const contractId = all.events[0]?.contractId?.contractId() ?? ''
    const transfer = xdr.ScVal.scvSymbol('transfer').toXdr('base64')
    const filtered = await server.getEvents({
      startLedger: oldest,
      filters: [
        { type: 'contract', contractIds: [contractId], topics: [[transfer, '*', '*', '*']] },
      ],
      limit: 1,
    })
    expect(filtered.events).toHaveLength(1)
    expect(filtered.events[0]?.contractId?.contractId()).toBe(contractId)
    const resumed = await server.getEvents({
      cursor: filtered.cursor,
      filters: [{ contractIds: [contractId] }],
      limit: 1000,
    })
    expect([...filtered.events, ...resumed.events].map((event) => event.id)).toEqual(
      all.events
        .filter((event) => event.contractId?.contractId() === contractId)
        .map((event) => event.id),
    )
    const amount = scValToNative(all.events[0]?.value ?? xdr.ScVal.scvVoid()) as bigint
    expect(typeof amount).toBe('bigint')
  })

  it('getContractData reads a SAC instance; balances come from trustlines', async () => {
    const parameter = column(
      `SELECT json_extract(json, '$.parameters[0].value') FROM operations
       WHERE type_i = 24 AND is_payment = 1
       AND json_extract(json, '$.asset_balance_changes[0].asset_type') != 'native' LIMIT 1`,
    )[0] as string
    const contract = Address.fromScVal(xdr.ScVal.fromXdr(parameter, 'base64')).toString()
    const instance = await server.getContractData(
      contract,
      xdr.ScVal.scvLedgerKeyContractInstance(),
      rpc.Durability.Persistent,
    )
    expect(instance.liveUntilLedgerSeq).toBeGreaterThan(latest)
    const data = instance.val
    expect(data.type).toBe('contractData')

    const holder = JSON.parse(
      column(
        `SELECT json FROM accounts WHERE json LIKE '%"asset_type": "credit_alphanum%' ORDER BY account_id LIMIT 1`,
      )[0] as string,
    ) as {
      account_id: string
      balances: Array<{ asset_code?: string; asset_issuer?: string; balance: string }>
    }
    const line = holder.balances.find((balance) => balance.asset_code !== undefined)
    const asset = new Asset(line?.asset_code ?? '', line?.asset_issuer)
    const balance = await server.getAssetBalance(
      holder.account_id,
      asset,
      SANDBOX_NETWORK_PASSPHRASE,
    )
    expect(balance.balanceEntry?.amount).toBe(
      String(BigInt((line?.balance ?? '').replace('.', ''))),
    )
    // No contract holds a SAC balance in the sandbox: the SDK finds no balance entry.
    const sacBalance = await server.getSACBalance(contract, asset, SANDBOX_NETWORK_PASSPHRASE)
    expect(sacBalance.balanceEntry).toBeUndefined()
    expect(sacBalance.latestLedger).toBe(latest)
  })

  /** A credit SAC the sandbox deployed, and an account holding its asset. */
  function creditTokenAndHolder() {
    const change = JSON.parse(
      column(
        `SELECT json_extract(json, '$.asset_balance_changes[0]') FROM operations
         WHERE type_i = 24 AND is_payment = 1 AND successful = 1
         AND json_extract(json, '$.asset_balance_changes[0].asset_type') != 'native'
         ORDER BY id DESC LIMIT 1`,
      )[0] as string,
    ) as { asset_code: string; asset_issuer: string; to: string }
    const asset = new Asset(change.asset_code, change.asset_issuer)
    const holder = JSON.parse(
      column('SELECT json FROM accounts WHERE account_id = ?', change.to)[0] as string,
    ) as {
      account_id: string
      balances: Array<{ asset_code?: string; asset_issuer?: string; balance: string }>
    }
    const line = holder.balances.find(
      (balance) =>
        balance.asset_code === change.asset_code && balance.asset_issuer === change.asset_issuer,
    )
    return {
      asset,
      holder: holder.account_id,
      balance: BigInt((line?.balance ?? '').replace('.', '')),
    }
  }

  /** Calls a token contract's read-only methods through contract.Client, as a dapp would. */
  const tokenReader = async (contractId: string) => {
    const client = (await contract.Client.from({
      contractId,
      rpcUrl: `${sandbox.running.baseUrl}/rpc`,
      networkPassphrase: SANDBOX_NETWORK_PASSPHRASE,
      allowHttp: true,
    })) as unknown as Record<string, (args?: object) => Promise<{ result: unknown }>>
    return async (method: string, args?: object): Promise<unknown> => {
      const call = client[method]
      if (!call) throw new Error(`no ${method}`)
      return (await call(args)).result
    }
  }

  it('contract.Client.from reads a SAC token: balance, name, symbol and decimals', async () => {
    const { asset, holder, balance } = creditTokenAndHolder()
    const read = await tokenReader(asset.contractId(SANDBOX_NETWORK_PASSPHRASE))
    expect(await read('balance', { id: holder })).toBe(balance)
    expect(await read('balance', { id: asset.getIssuer() })).toBe((1n << 63n) - 1n)
    expect(await read('name')).toBe(`${asset.getCode()}:${asset.getIssuer()}`)
    expect(await read('symbol')).toBe(asset.getCode())
    expect(await read('decimals')).toBe(7)
  })

  it('simulateTransaction answers a read-only call as the spec says, and refuses what it cannot run', async () => {
    const { asset, holder, balance } = creditTokenAndHolder()
    const token = new Contract(asset.contractId(SANDBOX_NETWORK_PASSPHRASE))
    const envelope = (operation: xdr.Operation): string =>
      new TransactionBuilder(new Account(Keypair.random().publicKey(), '1'), {
        fee: '100',
        networkPassphrase: SANDBOX_NETWORK_PASSPHRASE,
      })
        .addOperation(operation)
        .setTimeout(0)
        .build()
        .toXDR()
    const client = rpcClient(sandbox.running.baseUrl)
    const simulated = await client.result('simulateTransaction', {
      transaction: envelope(token.call('balance', new Address(holder).toScVal())),
    })
    const [result] = simulated.results as Array<{ xdr: string; auth: string[] }>
    expect(scValToNative(xdr.ScVal.fromXdr(result?.xdr ?? '', 'base64'))).toBe(balance)
    const data = xdr.SorobanTransactionData.fromXdr(simulated.transactionData as string, 'base64')
    expect(data.resources.footprint.readOnly).toHaveLength(2)
    expect(data.resources.footprint.readWrite).toHaveLength(0)
    expect(String(data.resourceFee)).toBe(simulated.minResourceFee)
    expect(simulated.latestLedger).toBe(latest)

    const refused = await client.result('simulateTransaction', {
      transaction: envelope(
        token.call(
          'transfer',
          new Address(holder).toScVal(),
          new Address(asset.getIssuer() ?? '').toScVal(),
          nativeToScVal(1n, { type: 'i128' }),
        ),
      ),
    })
    expect(refused.error).toMatch(/read-only functions/)
    const missingLine = await client.result('simulateTransaction', {
      transaction: envelope(
        token.call('balance', new Address(Keypair.random().publicKey()).toScVal()),
      ),
    })
    expect(missingLine.error).toMatch(/MissingValue/)
    expect(await client.result('simulateTransaction', { transaction: 'not xdr' })).toEqual({
      error: 'Could not unmarshal transaction',
      latestLedger: 0,
    })
  })
  it('getContractWasmByContractId returns the fixture bytes of each WASM contract', async () => {
    const contracts = wasmContractsFromHorizon(sandbox.running.db, SANDBOX_NETWORK_PASSPHRASE)
    expect(contracts.map((deployed) => deployed.kind).sort()).toEqual([
      'counter',
      'events',
      'token',
    ])
    for (const { contractId, kind } of contracts) {
      const fixture = readFileSync(`${RPC_FIXTURES_DIRECTORY}/wasm/${FIXTURE_FILES[kind]}`)
      const wasm = await server.getContractWasmByContractId(contractId)
      expect(Buffer.from(wasm).equals(fixture), kind).toBe(true)
    }
  })

  it('contract.Client.from reads a WASM token: balance as Horizon’s calls imply, name, symbol, decimals', async () => {
    const token = wasmContractsFromHorizon(sandbox.running.db, SANDBOX_NETWORK_PASSPHRASE).find(
      (deployed) => deployed.kind === 'token',
    )
    const balances = [...tokenBalancesFromHorizon(sandbox.running.db, token?.contractId ?? '')]
    expect(balances.length).toBeGreaterThan(1)
    const read = await tokenReader(token?.contractId ?? '')
    for (const [holder, balance] of balances)
      expect(await read('balance', { id: holder })).toBe(balance.amount)
    expect(await read('balance', { id: Keypair.random().publicKey() })).toBe(0n)
    expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
      SANDBOX_TOKEN.name,
      SANDBOX_TOKEN.symbol,
      SANDBOX_TOKEN.decimal,
    ])
  })
})
