// The sandbox's WASM contracts through the official SDK's rpc.Server (seed 1), held against
// what Horizon recorded of the same transactions: getContractData of the token's instance and
// balances (values, lastModifiedLedgerSeq, liveUntilLedgerSeq), getTransaction of every contract
// call in the window (same hash, meta decoded, return values, events and contract entry changes
// as the calls imply, SAC balance changes as Horizon's), simulateTransaction refusing the
// counter's write, and the same answers from a second sandbox of the same seed (determinism).
import {
  Account,
  Address,
  Contract,
  Keypair,
  TransactionBuilder,
  contract,
  rpc,
  scValToNative,
  xdr,
} from '@stellar/stellar-sdk'
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox } from '../testing/test-support.ts'
import { simulatedSandboxForSuite } from '../testing/suite-sandbox.ts'
import { SANDBOX_NETWORK_PASSPHRASE } from '../simulator/simulator-constants.ts'
import { SOROBAN_SETTINGS } from '../simulator/soroban-fees.ts'
import { balanceKey, SANDBOX_TOKEN, wasmBytes, WASM_HASHES } from '../simulator/wasm-contracts.ts'
import { rpcClient } from '../testing/rpc-test-support.ts'
import {
  tokenBalancesFromHorizon,
  wasmContractsFromHorizon,
  type HorizonWasmContract,
} from '../testing/wasm-history-test-support.ts'

/** More than the history: the window holds every call, so the counters count from 1. */
const RETENTION = 1_000
const SANDBOX_OPTIONS = { seed: 1, history: 300, server: { rpcRetentionLedgers: RETENTION } }
type Json = Record<string, unknown>

/** The entries an operation's meta shows before (state) and after (created/updated) it. */
function metaEntries(meta: xdr.TransactionMeta): {
  before: xdr.LedgerEntry[]
  after: xdr.LedgerEntry[]
} {
  if (meta.type !== 'v4') throw new Error(meta.type)
  const changes = meta.v4.operations.flatMap((operation) => operation.changes)
  return {
    before: changes.flatMap((change) => (change.type === 'ledgerEntryState' ? [change.state] : [])),
    after: changes.flatMap((change) =>
      change.type === 'ledgerEntryCreated'
        ? [change.created]
        : change.type === 'ledgerEntryUpdated'
          ? [change.updated]
          : [],
    ),
  }
}

/** The token balances (holder → amount) among contract data entries. */
function balancesIn(entries: xdr.LedgerEntry[]): Map<string, bigint> {
  const balances = new Map<string, bigint>()
  for (const entry of entries) {
    if (entry.data.type !== 'contractData') continue
    const key = scValToNative(entry.data.contractData.key) as unknown
    if (Array.isArray(key) && key[0] === 'Balance')
      balances.set(String(key[1]), scValToNative(entry.data.contractData.val) as bigint)
  }
  return balances
}

describe('the WASM contracts through rpc.Server, against Horizon’s records', () => {
  const sandbox = simulatedSandboxForSuite(SANDBOX_OPTIONS)
  const { column } = sandbox
  let server: rpc.Server
  let contracts: HorizonWasmContract[]
  const byKind = (kind: string) => contracts.find((deployed) => deployed.kind === kind)
  beforeAll(() => {
    server = new rpc.Server(`${sandbox.running.baseUrl}/rpc`, { allowHttp: true })
    contracts = wasmContractsFromHorizon(sandbox.running.db, SANDBOX_NETWORK_PASSPHRASE)
  })

  it('getContractData reads the token’s instance and its persistent balances with their TTLs', async () => {
    const token = byKind('token')
    const instance = await server.getContractData(
      token?.contractId ?? '',
      xdr.ScVal.scvLedgerKeyContractInstance(),
      rpc.Durability.Persistent,
    )
    if (instance.val.type !== 'contractData') throw new Error(instance.val.type)
    const value = instance.val.contractData.val
    if (value.type !== 'scvContractInstance') throw new Error(value.type)
    const { executable, storage } = value.instance
    if (executable.type !== 'contractExecutableWasm') throw new Error(executable.type)
    expect(executable.wasmHash.toString()).toBe(WASM_HASHES.token)
    const stored = new Map(
      (storage ?? []).map((entry) => [
        JSON.stringify(scValToNative(entry.key)),
        scValToNative(entry.val) as unknown,
      ]),
    )
    expect(stored.get('"METADATA"')).toEqual({ ...SANDBOX_TOKEN })
    expect(stored.get('["Admin"]')).toBe(token?.deployer)
    const balances = tokenBalancesFromHorizon(sandbox.running.db, token?.contractId ?? '')
    for (const [holder, balance] of balances) {
      const entry = await server.getContractData(
        token?.contractId ?? '',
        balanceKey(holder),
        rpc.Durability.Persistent,
      )
      if (entry.val.type !== 'contractData') throw new Error(entry.val.type)
      expect(scValToNative(entry.val.contractData.val)).toBe(balance.amount)
      expect(entry.lastModifiedLedgerSeq).toBe(balance.lastModifiedLedger)
      expect(entry.liveUntilLedgerSeq).toBe(
        balance.createdLedger + SOROBAN_SETTINGS.minPersistentTtl - 1,
      )
    }
  })

  it('getTransaction of every contract call agrees with Horizon: hash, meta, return value, events', async () => {
    const latest = Number(column('SELECT max(sequence) FROM ledgers')[0])
    const rows = sandbox.running.db
      .prepare(
        `SELECT t.hash AS hash, o.json AS json FROM operations o
         JOIN transactions t ON t.id = o.transaction_id
         WHERE o.type_i = 24 AND o.successful = 1 AND t.ledger > ? ORDER BY o.id`,
      )
      .all(latest - RETENTION) as Array<{ hash: string; json: string }>
    const tokenSpec = contract.Spec.fromWasm(wasmBytes('token'))
    const counts = new Map<string, number>()
    const seen = new Set<string>()
    for (const row of rows) {
      const record = JSON.parse(row.json) as Json
      const answer = await server.getTransaction(row.hash)
      if (answer.status !== rpc.Api.GetTransactionStatus.SUCCESS) throw new Error(answer.status)
      expect(answer.txHash).toBe(row.hash)
      const meta = answer.resultMetaXdr
      if (meta.type !== 'v4') throw new Error(`TransactionMeta ${meta.type}`)
      const events = answer.events.contractEventsXdr.flat()
      // Meta v4: the call's events sit under its one operation, as contractEventsXdr lists them.
      expect(meta.v4.operations.flatMap((operation) => operation.events)).toEqual(events)
      const parameters = ((record.parameters as Json[] | null) ?? []).map(
        (parameter) =>
          scValToNative(xdr.ScVal.fromXdr(parameter.value as string, 'base64')) as unknown,
      )
      const [target, name, ...args] = parameters
      const deployed = contracts.find((candidate) => candidate.contractId === target)
      if (record.function === 'HostFunctionTypeHostFunctionTypeUploadContractWasm') {
        const hash = Buffer.from(scValToNative(answer.returnValue ?? xdr.ScVal.scvVoid()) as Buffer)
        expect(Object.values(WASM_HASHES)).toContain(hash.toString('hex'))
        // Its meta creates the code entry holding the uploaded bytes, and its TTL entry.
        const [code, ttl] = metaEntries(answer.resultMetaXdr).after
        if (code?.data.type !== 'contractCode') throw new Error(code?.data.type)
        expect(code.data.contractCode.hash.toString()).toBe(hash.toString('hex'))
        expect(createHash('sha256').update(code.data.contractCode.code).digest('hex')).toBe(
          hash.toString('hex'),
        )
        expect(ttl?.data.type).toBe('ttl')
        seen.add('upload')
      } else if (record.asset_balance_changes !== null) {
        // A SAC transfer: Horizon's balance change is RPC's event.
        const [change] = record.asset_balance_changes as Json[]
        const [event] = events
        const topics = event?.body.v0.topics.map((topic) => scValToNative(topic) as unknown)
        // CAP-67: [transfer, from, to], [mint, to] or [burn, from], then the asset.
        expect(topics?.slice(0, -1)).toEqual(
          [change?.type, change?.from, change?.to].filter((part) => part !== undefined),
        )
        const amount = scValToNative(event?.body.v0.data ?? xdr.ScVal.scvVoid()) as bigint
        expect(amount).toBe(BigInt(String(change?.amount).replace('.', '')))
        seen.add('sac transfer')
      } else if (deployed?.kind === 'token') {
        const [event] = events
        const parsed = tokenSpec.parseEvent(
          event?.body.v0.topics ?? [],
          event?.body.v0.data ?? xdr.ScVal.scvVoid(),
        )
        const inputs = tokenSpec.getFunc(String(name)).inputs.map((input) => input.name.toString())
        const named = Object.fromEntries(inputs.map((input, index) => [input, args[index]]))
        const expected =
          name === 'transfer'
            ? { from: named.from, to: named.to_muxed, amount: named.amount }
            : named
        expect(parsed?.data).toMatchObject(expected)
        expect(answer.returnValue?.type).toBe('scvVoid')
        // Its meta's balance entries move by the amount: before (0 if created) → after.
        const { before, after } = metaEntries(answer.resultMetaXdr)
        const [was, now] = [balancesIn(before), balancesIn(after)]
        const delta = (holder: unknown) =>
          (now.get(String(holder)) ?? 0n) - (was.get(String(holder)) ?? 0n)
        const amount = named.amount as bigint
        if (name === 'mint') expect(delta(named.to)).toBe(amount)
        if (name === 'burn') expect(delta(named.from)).toBe(-amount)
        if (name === 'transfer' && named.from !== named.to_muxed)
          expect([delta(named.from), delta(named.to_muxed)]).toEqual([-amount, amount])
        seen.add(`token ${String(name)}`)
      } else if (deployed?.kind === 'counter' || deployed?.kind === 'events') {
        // Its n-th increment returns n (every increment of the contract is in the window).
        const count = (counts.get(deployed.contractId) ?? 0) + 1
        counts.set(deployed.contractId, count)
        expect(scValToNative(answer.returnValue ?? xdr.ScVal.scvVoid())).toBe(count)
        // Its meta updates the instance: COUNTER now holds the count.
        const [instance] = metaEntries(answer.resultMetaXdr).after
        if (instance?.data.type !== 'contractData') throw new Error(instance?.data.type)
        const value = instance.data.contractData.val
        if (value.type !== 'scvContractInstance') throw new Error(value.type)
        expect(
          (value.instance.storage ?? []).map((entry) => [
            scValToNative(entry.key),
            scValToNative(entry.val),
          ]),
        ).toEqual([['COUNTER', count]])
        const topics = events.map((event) => event.body.v0.topics.map((t) => scValToNative(t)))
        expect(topics).toEqual(deployed.kind === 'events' ? [['COUNTER', 'increment']] : [])
        seen.add(deployed.kind)
      } else if (String(record.function).includes('CreateContract') && record.address !== '') {
        const created = Address.fromScVal(answer.returnValue ?? xdr.ScVal.scvVoid()).toString()
        expect(contracts.map((candidate) => candidate.contractId)).toContain(created)
        seen.add('create')
      }
    }
    for (const kind of ['upload', 'create', 'sac transfer', 'token mint', 'token transfer'])
      expect(seen).toContain(kind)
    expect(seen).toContain('counter')
    expect(seen).toContain('events')
  })

  it('simulateTransaction refuses the counter’s increment: it writes, and there is no getter', async () => {
    const counter = byKind('counter')
    const transaction = new TransactionBuilder(new Account(Keypair.random().publicKey(), '1'), {
      fee: '100',
      networkPassphrase: SANDBOX_NETWORK_PASSPHRASE,
    })
      .addOperation(new Contract(counter?.contractId ?? '').call('increment'))
      .setTimeout(0)
      .build()
    const answer = await rpcClient(sandbox.running.baseUrl).result('simulateTransaction', {
      transaction: transaction.toXDR(),
    })
    expect(answer.error).toMatch(/read-only calls only.*increment\(\) writes its counter/)
  })
  it('answers the same from a second sandbox generated from the same seed', async () => {
    const twin = await startSimulatedSandbox(SANDBOX_OPTIONS)
    try {
      const token = byKind('token')
      const holders = [
        ...tokenBalancesFromHorizon(sandbox.running.db, token?.contractId ?? '').keys(),
      ]
      const keys = contracts.flatMap(({ contractId }) => [
        new Contract(contractId).getFootprint().toXDR('base64'),
        ...holders.map((holder) =>
          xdr.LedgerKey.contractData(
            new xdr.LedgerKeyContractData({
              contract: new Address(contractId).toScAddress(),
              key: balanceKey(holder),
              durability: xdr.ContractDataDurability.persistent,
            }),
          ).toXDR('base64'),
        ),
      ])
      const requests: Array<[string, Json]> = [
        ['getEvents', { startLedger: 1, pagination: { limit: 10_000 } }],
        ['getTransactions', { startLedger: 1, pagination: { limit: 200 } }],
        ['getLedgerEntries', { keys }],
        ['getLatestLedger', {}],
      ]
      for (const [method, params] of requests) {
        const first = await rpcClient(sandbox.running.baseUrl).result(method, params)
        expect(first, method).not.toHaveProperty('error')
        expect(await rpcClient(twin.baseUrl).result(method, params), method).toEqual(first)
      }
      const entries = (await rpcClient(twin.baseUrl).result('getLedgerEntries', { keys }))
        .entries as Json[]
      expect(entries.length).toBeGreaterThan(contracts.length)
    } finally {
      await twin.stop()
    }
  }, 120_000)
})
