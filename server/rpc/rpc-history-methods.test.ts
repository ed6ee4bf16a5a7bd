// The sandbox's Stellar RPC history methods against a 300-ledger history with a 120-ledger
// retention window: getLedgers, getTransaction, getTransactions and getEvents (their limits,
// cursor rules, startLedger/endLedger rules, error codes and xdrFormat), and getLedgerEntries.
// Every successful result is validated against the OpenRPC specification by rpc.result(); every
// value is checked against the tables the simulator wrote.
import { Address, Asset, Keypair, scValToNative, xdr } from '@stellar/stellar-sdk'
import { beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox } from '../testing/test-support.ts'
import { simulatedSandboxForSuite } from '../testing/suite-sandbox.ts'
import { instanceLedgerKey } from '../simulator/soroban-contracts.ts'
import { deserializeState } from '../simulator/state-serialization.ts'
import { readMeta } from '../store/database.ts'
import { MetaKey } from '../store/schema.ts'
import { firstSacTransferHash, rpcClient, type RpcClient } from '../testing/rpc-test-support.ts'

type Json = Record<string, unknown>
const RETENTION = 120
const SANDBOX_OPTIONS = { seed: 1, history: 300, server: { rpcRetentionLedgers: RETENTION } }

describe('Stellar RPC history methods', () => {
  const sandbox = simulatedSandboxForSuite(SANDBOX_OPTIONS)
  const { column } = sandbox
  let rpc: RpcClient
  let latest = 0
  let oldest = 0
  beforeAll(() => {
    rpc = rpcClient(sandbox.running.baseUrl)
    latest = Number(column('SELECT max(sequence) FROM ledgers')[0])
    oldest = latest - RETENTION + 1
  })

  describe('getLedgers', () => {
    it('pages ascending from startLedger, each cursor continuing after the last ledger', async () => {
      const first = await rpc.result('getLedgers', {
        startLedger: oldest,
        pagination: { limit: 3 },
      })
      const ledgers = first.ledgers as Json[]
      expect(ledgers.map((ledger) => ledger.sequence)).toEqual([oldest, oldest + 1, oldest + 2])
      expect(first.cursor).toBe(String(oldest + 2))
      expect(first).toMatchObject({ latestLedger: latest, oldestLedger: oldest })
      const second = await rpc.result('getLedgers', {
        pagination: { cursor: first.cursor, limit: 2 },
      })
      expect((second.ledgers as Json[]).map((ledger) => ledger.sequence)).toEqual([
        oldest + 3,
        oldest + 4,
      ])
      const [ledger] = ledgers
      const stored = column('SELECT hash FROM ledgers WHERE sequence = ?', oldest)[0]
      expect(ledger?.hash).toBe(stored)
      const entry = xdr.LedgerHeaderHistoryEntry.fromXdr(ledger?.headerXdr as string, 'base64')
      expect(Buffer.from(entry.hash.value).toString('hex')).toBe(stored)
      const meta = xdr.LedgerCloseMeta.fromXdr(ledger?.metadataXdr as string, 'base64')
      if (meta.type !== 'v2') throw new Error('not LedgerCloseMeta v2')
      const count = Number(column('SELECT count(*) FROM transactions WHERE ledger = ?', oldest)[0])
      expect(meta.v2.txProcessing).toHaveLength(count)
      for (const processed of meta.v2.txProcessing)
        expect(processed.txApplyProcessing.type).toBe('v4')
    })

    it('defaults to 50 ledgers and stops at the latest, echoing its sequence as cursor', async () => {
      const page = await rpc.result('getLedgers', { startLedger: oldest })
      expect(page.ledgers).toHaveLength(50)
      const tail = await rpc.result('getLedgers', {
        startLedger: latest - 1,
        pagination: { limit: 10 },
      })
      expect((tail.ledgers as Json[]).map((ledger) => ledger.sequence)).toEqual([
        latest - 1,
        latest,
      ])
      expect(tail.cursor).toBe(String(latest))
    })

    it('answers its rules with stellar-rpc codes and messages', async () => {
      const outside = `start ledger (${oldest - 1}) must be between the oldest ledger: ${oldest} and the latest ledger: ${latest} for this rpc instance`
      expect(await rpc.error('getLedgers', { startLedger: oldest - 1 })).toEqual({
        code: -32600,
        message: outside,
      })
      expect(
        await rpc.error('getLedgers', { startLedger: oldest, pagination: { limit: 201 } }),
      ).toEqual({
        code: -32600,
        message: 'limit must not exceed 200',
      })
      expect(
        await rpc.error('getLedgers', {
          startLedger: oldest,
          pagination: { cursor: String(oldest) },
        }),
      ).toEqual({
        code: -32600,
        message: `startLedger (${oldest}) and cursor (${oldest}) cannot both be set`,
      })
      expect(
        await rpc.error('getLedgers', { pagination: { cursor: String(latest) } }),
      ).toMatchObject({
        code: -32602,
        message: `cursor ('${latest}') must be between the oldest ledger: ${oldest} and the latest ledger: ${latest} for this rpc instance`,
      })
      expect(await rpc.error('getLedgers', { pagination: { cursor: 'x1' } })).toMatchObject({
        code: -32602,
      })
      expect(await rpc.error('getLedgers', { startLedger: oldest, xdrFormat: 'xml' })).toEqual({
        code: -32600,
        message: "got 'xml': expected base64, json for optional 'xdrFormat'",
      })
    })

    it('answers xdrFormat json with headerJson and metadataJson instead of the XDR', async () => {
      // The specification describes the XDR fields only, so this answer is checked by hand.
      const page = await rpc.call('getLedgers', {
        startLedger: oldest,
        pagination: { limit: 1 },
        xdrFormat: 'json',
      })
      const [ledger] = page.result?.ledgers as Json[]
      expect(ledger).not.toHaveProperty('headerXdr')
      expect(ledger).not.toHaveProperty('metadataXdr')
      expect((ledger?.headerJson as { header: { ledger_seq: number } }).header.ledger_seq).toBe(
        oldest,
      )
      expect(ledger?.metadataJson).toHaveProperty('v2')
    })
  })

  describe('getTransaction', () => {
    const inWindow = (sql: string): string =>
      column(`${sql} AND ledger >= ? ORDER BY id LIMIT 1`, oldest)[0] ?? ''

    it('returns a successful SAC transfer with its envelope, result and v4 meta carrying the event under its operation', async () => {
      const hash = firstSacTransferHash(sandbox.running.db, oldest)
      const stored = JSON.parse(
        column('SELECT json FROM transactions WHERE hash = ?', hash)[0] as string,
      ) as Json
      const answer = await rpc.result('getTransaction', { hash })
      expect(answer).toMatchObject({
        status: 'SUCCESS',
        txHash: hash,
        ledger: stored.ledger,
        envelopeXdr: stored.envelope_xdr,
        resultXdr: stored.result_xdr,
        createdAt: String(Date.parse(stored.created_at as string) / 1000),
        feeBump: false,
        latestLedger: latest,
        oldestLedger: oldest,
      })
      const meta = xdr.TransactionMeta.fromXdr(answer.resultMetaXdr as string, 'base64')
      if (meta.type !== 'v4') throw new Error('not TransactionMeta v4')
      const soroban = meta.v4.sorobanMeta
      if (!soroban) throw new Error('no sorobanMeta')
      const [operationMeta, ...otherOperations] = meta.v4.operations
      expect(otherOperations).toEqual([])
      const [event] = operationMeta?.events ?? []
      if (!event) throw new Error('no event')
      const topics = event.body.v0.topics.map((topic) => scValToNative(topic) as unknown)
      const operation = JSON.parse(
        column(
          'SELECT json FROM operations WHERE transaction_id = (SELECT id FROM transactions WHERE hash = ?)',
          hash,
        )[0] as string,
      ) as {
        asset_balance_changes: Array<{ type: string; from?: string; to?: string; amount: string }>
      }
      const [change] = operation.asset_balance_changes
      // CAP-67: [transfer, from, to], [mint, to] or [burn, from], as Horizon's change says.
      expect(topics.slice(0, -1)).toEqual(
        [change?.type, change?.from, change?.to].filter((part) => part !== undefined),
      )
      expect(scValToNative(event.body.v0.data)).toBe(
        BigInt((change?.amount ?? '').replace('.', '')),
      )
      const events = answer.events as { contractEventsXdr: string[][] }
      expect(events.contractEventsXdr).toEqual([[event.toXdr('base64')]])
      // Core's InvokeHostFunctionResult hashes the same event and return value.
      const result = xdr.TransactionResult.fromXdr(answer.resultXdr as string, 'base64')
      if (result.result.type !== 'txSuccess') throw new Error('not txSuccess')
      const [operationResult] = result.result.results
      if (operationResult?.type !== 'opInner' || operationResult.tr.type !== 'invokeHostFunction')
        throw new Error('not an invokeHostFunction result')
      const { createHash } = await import('node:crypto')
      const preimage = new xdr.InvokeHostFunctionSuccessPreImage({
        returnValue: soroban.returnValue ?? xdr.ScVal.scvVoid(),
        events: operationMeta?.events ?? [],
      })
      const invoked = operationResult.tr.invokeHostFunctionResult
      if (invoked.type !== 'invokeHostFunctionSuccess') throw new Error('not a success')
      expect(Buffer.from(invoked.success.value).toString('hex')).toBe(
        createHash('sha256').update(preimage.toXdr()).digest('hex'),
      )
      if (soroban.ext.type !== 'v1') throw new Error('no resource fees')
      const fee = BigInt(stored.fee_charged as string)
      expect(soroban.ext.v1.totalNonRefundableResourceFeeCharged).toBeGreaterThan(0n)
      expect(soroban.ext.v1.totalRefundableResourceFeeCharged).toBeGreaterThan(0n)
      expect(
        soroban.ext.v1.totalNonRefundableResourceFeeCharged +
          soroban.ext.v1.totalRefundableResourceFeeCharged,
      ).toBeLessThan(fee)
    })

    it('returns a failed transaction as FAILED, and a fee bump with feeBump true', async () => {
      const failed = inWindow('SELECT hash FROM transactions WHERE successful = 0')
      const failedAnswer = await rpc.result('getTransaction', { hash: failed })
      expect(failedAnswer.status).toBe('FAILED')
      const meta = xdr.TransactionMeta.fromXdr(failedAnswer.resultMetaXdr as string, 'base64')
      if (meta.type !== 'v4') throw new Error('not TransactionMeta v4')
      // A failed transaction's v4 meta has no operation meta and no Soroban meta, so RPC leaves
      // contractEventsXdr out; the fee it was charged is still its transaction-level event.
      expect(meta.v4.operations).toEqual([])
      expect(meta.v4.sorobanMeta).toBeNull()
      const events = failedAnswer.events as Record<string, string[]>
      expect(Object.keys(events)).toEqual(['transactionEventsXdr'])
      const [fee] = (events.transactionEventsXdr ?? []).map((event) =>
        xdr.TransactionEvent.fromXdr(event, 'base64'),
      )
      expect(fee?.stage.name).toBe('transactionEventStageBeforeAllTxs')
      expect(fee && scValToNative(fee.event.body.v0.data)).toBe(
        xdr.TransactionResult.fromXdr(failedAnswer.resultXdr as string, 'base64').feeCharged,
      )
      expect(failedAnswer).not.toHaveProperty('diagnosticEventsXdr')
      const bumped = inWindow(
        `SELECT hash FROM transactions WHERE json LIKE '%"fee_bump_transaction"%'`,
      )
      expect((await rpc.result('getTransaction', { hash: bumped })).feeBump).toBe(true)
    })

    it('says NOT_FOUND for an unknown hash and for one older than the window', async () => {
      const unknown = 'ab'.repeat(32)
      expect(await rpc.result('getTransaction', { hash: unknown })).toEqual({
        latestLedger: latest,
        latestLedgerCloseTime: expect.any(String) as string,
        oldestLedger: oldest,
        oldestLedgerCloseTime: expect.any(String) as string,
        status: 'NOT_FOUND',
        txHash: unknown,
        applicationOrder: 0,
        feeBump: false,
        events: {},
        ledger: 0,
        createdAt: '0',
      })
      const old = column(
        'SELECT hash FROM transactions WHERE ledger < ? ORDER BY id DESC LIMIT 1',
        oldest,
      )[0]
      expect((await rpc.result('getTransaction', { hash: old })).status).toBe('NOT_FOUND')
    })

    it('rejects a bad hash or xdrFormat with -32602, and answers xdrFormat json', async () => {
      expect(await rpc.error('getTransaction', { hash: 'abc' })).toEqual({
        code: -32602,
        message: 'unexpected hash length (3)',
      })
      expect(await rpc.error('getTransaction', { hash: 'zz'.repeat(32) })).toMatchObject({
        code: -32602,
      })
      const hash = inWindow('SELECT hash FROM transactions WHERE successful = 1')
      expect(await rpc.error('getTransaction', { hash, xdrFormat: 'yaml' })).toEqual({
        code: -32602,
        message: "got 'yaml': expected base64, json for optional 'xdrFormat'",
      })
      const json = await rpc.call('getTransaction', { hash, xdrFormat: 'json' })
      expect(json.result).toHaveProperty('envelopeJson')
      expect(json.result).toHaveProperty('resultMetaJson.v4')
      expect(json.result).not.toHaveProperty('envelopeXdr')
    })
  })

  describe('getTransactions', () => {
    it('pages by TOID cursor in application order, with number close timestamps', async () => {
      const expected = column(
        'SELECT hash FROM transactions WHERE ledger >= ? ORDER BY id LIMIT 7',
        oldest,
      )
      const first = await rpc.result('getTransactions', {
        startLedger: oldest,
        pagination: { limit: 4 },
      })
      const second = await rpc.result('getTransactions', {
        pagination: { cursor: first.cursor, limit: 3 },
      })
      const hashes = [...(first.transactions as Json[]), ...(second.transactions as Json[])].map(
        (transaction) => transaction.txHash,
      )
      expect(hashes).toEqual(expected)
      const lastOfFirst = column(
        'SELECT id FROM transactions WHERE hash = ?',
        expected[3],
      )[0] as string
      expect(first.cursor).toBe(String(BigInt(lastOfFirst) + 1n))
      expect(typeof first.latestLedgerCloseTimestamp).toBe('number')
      expect(typeof (first.transactions as Json[])[0]?.createdAt).toBe('number')
    })

    it('ends at the latest ledger with a cursor to keep polling from', async () => {
      const page = await rpc.result('getTransactions', {
        startLedger: latest,
        pagination: { limit: 200 },
      })
      const count = Number(column('SELECT count(*) FROM transactions WHERE ledger = ?', latest)[0])
      expect(page.transactions).toHaveLength(count)
      const after = await rpc.result('getTransactions', { pagination: { cursor: page.cursor } })
      expect(after.transactions).toEqual([])
    })

    it('answers its rules with -32600 (and a cursor that does not parse with -32602)', async () => {
      expect(await rpc.error('getTransactions', { startLedger: latest + 1 })).toMatchObject({
        code: -32600,
      })
      expect(
        await rpc.error('getTransactions', { startLedger: oldest, pagination: { limit: 201 } }),
      ).toEqual({ code: -32600, message: 'limit must not exceed 200' })
      expect(
        await rpc.error('getTransactions', { startLedger: oldest, pagination: { cursor: '5' } }),
      ).toEqual({
        code: -32600,
        message: `startLedger (${oldest}) and cursor (5) cannot both be set`,
      })
      expect(await rpc.error('getTransactions', { pagination: { cursor: 'abc' } })).toMatchObject({
        code: -32602,
      })
      expect(
        await rpc.error('getTransactions', { startLedger: oldest, xdrFormat: 'x' }),
      ).toMatchObject({
        code: -32600,
      })
    })
  })

  describe('getEvents', () => {
    /** The counter contract: the only contract whose successful calls emit no event. */
    const counterAddress = (): string => {
      const state = deserializeState(readMeta(sandbox.running.db, MetaKey.simulatorState) ?? '{}')
      const counter = Object.values(state.wasm?.contracts ?? {}).find(
        (contract) => contract.kind === 'counter',
      )
      return new Address(counter?.contractId ?? '').toScVal().toXDR('base64')
    }
    // SAC transfers (payments) and successful WASM calls other than the counter's, by Horizon.
    const eventRows = (): string[] =>
      column(
        `SELECT o.id FROM operations o WHERE o.type_i = 24 AND o.successful = 1 AND o.id >= ?
         AND (o.is_payment = 1 OR (
           json_extract(o.json, '$.function') = 'HostFunctionTypeHostFunctionTypeInvokeContract'
           AND json_extract(o.json, '$.parameters[0].value') != ?))
         ORDER BY o.id`,
        String(BigInt(oldest) << 32n),
        counterAddress(),
      )

    it('lists every contract event of the window with ids from TOIDs, and pages by cursor', async () => {
      const operations = eventRows()
      expect(operations.length).toBeGreaterThan(2)
      const all = await rpc.result('getEvents', {
        startLedger: oldest,
        pagination: { limit: 1000 },
      })
      const events = all.events as Json[]
      const ids = operations.map((id) => `${String(BigInt(id) - 1n).padStart(19, '0')}-0000000000`)
      expect(events.map((event) => event.id)).toEqual(ids)
      const maxCursor = `${String((BigInt(latest) << 32n) | (0xfffffn << 12n) | 0xfffn).padStart(19, '0')}-4294967295`
      expect(all.cursor).toBe(maxCursor)
      const firstPage = await rpc.result('getEvents', {
        startLedger: oldest,
        pagination: { limit: 2 },
      })
      expect(firstPage.cursor).toBe(ids[1])
      const next = await rpc.result('getEvents', {
        pagination: { cursor: firstPage.cursor, limit: 1 },
      })
      expect((next.events as Json[]).map((event) => event.id)).toEqual([ids[2]])
      const names = new Set(
        events.map((event) => {
          expect(event).toMatchObject({ type: 'contract', inSuccessfulContractCall: true })
          return scValToNative(
            xdr.ScVal.fromXdr((event.topic as string[])[0] as string, 'base64'),
          ) as string
        }),
      )
      // SAC and token transfers, the token's mints, and the events contract's COUNTER.
      for (const name of ['transfer', 'mint', 'COUNTER']) expect(names).toContain(name)
    })

    it('filters by contract id and by topic with wildcards', async () => {
      const all = (
        await rpc.result('getEvents', { startLedger: oldest, pagination: { limit: 1000 } })
      ).events as Json[]
      const contractId = all[0]?.contractId as string
      const byContract = await rpc.result('getEvents', {
        startLedger: oldest,
        filters: [{ type: 'contract', contractIds: [contractId] }],
        pagination: { limit: 1000 },
      })
      expect((byContract.events as Json[]).map((event) => event.id)).toEqual(
        all.filter((event) => event.contractId === contractId).map((event) => event.id),
      )
      const from = (all[0]?.topic as string[])[1] as string
      const byFrom = await rpc.result('getEvents', {
        startLedger: oldest,
        filters: [{ topics: [['*', from, '**']] }],
        pagination: { limit: 1000 },
      })
      expect((byFrom.events as Json[]).map((event) => event.id)).toEqual(
        all.filter((event) => (event.topic as string[])[1] === from).map((event) => event.id),
      )
      const symbol = xdr.ScVal.scvSymbol('clawback').toXdr('base64')
      const none = await rpc.result('getEvents', {
        startLedger: oldest,
        filters: [{ topics: [[symbol, '**']] }],
      })
      expect(none.events).toEqual([])
      const system = await rpc.result('getEvents', {
        startLedger: oldest,
        filters: [{ type: 'system' }],
      })
      expect(system.events).toEqual([])
    })

    it('treats endLedger as exclusive', async () => {
      const [operation] = eventRows()
      const ledger = Number(BigInt(operation ?? '0') >> 32n)
      const before = await rpc.result('getEvents', { startLedger: oldest, endLedger: ledger })
      expect((before.events as Json[]).every((event) => (event.ledger as number) < ledger)).toBe(
        true,
      )
      const through = await rpc.result('getEvents', { startLedger: oldest, endLedger: ledger + 1 })
      expect((through.events as Json[]).some((event) => event.ledger === ledger)).toBe(true)
    })

    it('answers its rules with stellar-rpc codes and messages', async () => {
      expect(await rpc.error('getEvents', {})).toEqual({
        code: -32602,
        message: 'startLedger must be positive',
      })
      expect(await rpc.error('getEvents', { startLedger: oldest - 1 })).toEqual({
        code: -32600,
        message: `startLedger must be within the ledger range: ${oldest} - ${latest}`,
      })
      expect(
        await rpc.error('getEvents', {
          startLedger: oldest,
          pagination: { cursor: '0000000000000000001-0000000000' },
        }),
      ).toEqual({ code: -32602, message: 'ledger ranges and cursor cannot both be set' })
      expect(
        await rpc.error('getEvents', { startLedger: oldest, pagination: { limit: 10001 } }),
      ).toEqual({
        code: -32602,
        message: 'limit must not exceed 10000',
      })
      expect(
        await rpc.error('getEvents', { startLedger: oldest, filters: Array(6).fill({}) }),
      ).toEqual({
        code: -32602,
        message: 'maximum 5 filters per request',
      })
      expect(
        await rpc.error('getEvents', { startLedger: oldest, filters: [{ topics: [['**', '*']] }] }),
      ).toEqual({
        code: -32602,
        message:
          "filter 1 invalid: topic 1 invalid: segment 1 invalid: wildcard '**' is only allowed as the last segment",
      })
      expect(
        await rpc.error('getEvents', { startLedger: oldest, filters: [{ type: 'diagnostic' }] }),
      ).toEqual({
        code: -32602,
        message:
          "filter 1 invalid: filter type invalid: if set, type must be either 'system' or 'contract'",
      })
      expect(
        await rpc.error('getEvents', {
          startLedger: oldest,
          filters: [{ contractIds: ['CNOPE'] }],
        }),
      ).toEqual({ code: -32602, message: 'filter 1 invalid: contract ID 1 invalid' })
      expect(await rpc.error('getEvents', { startLedger: oldest, xdrFormat: 'hex' })).toMatchObject(
        {
          code: -32602,
        },
      )
    })

    it('answers xdrFormat json with topicJson and valueJson', async () => {
      // The specification describes the XDR fields only, so this answer is checked by hand.
      const page = await rpc.call('getEvents', {
        startLedger: oldest,
        xdrFormat: 'json',
        pagination: { limit: 1 },
      })
      const [event] = page.result?.events as Json[]
      const base64 = await rpc.result('getEvents', {
        startLedger: oldest,
        pagination: { limit: 1 },
      })
      const [same] = base64.events as Json[]
      expect(event?.topicJson).toEqual(
        (same?.topic as string[]).map((topic) => xdr.ScVal.fromXdr(topic, 'base64').toJson()),
      )
      expect(event).toHaveProperty('valueJson.i128')
      expect(event).not.toHaveProperty('topic')
    })
  })

  describe('getLedgerEntries', () => {
    it('returns accounts, trustlines and SAC instances in request order, leaving out missing ones', async () => {
      const account = JSON.parse(
        column('SELECT json FROM accounts ORDER BY account_id LIMIT 1')[0] as string,
      ) as {
        account_id: string
        balances: Array<{
          asset_type: string
          balance: string
          asset_code?: string
          asset_issuer?: string
        }>
        last_modified_ledger: number
      }
      const accountKey = xdr.LedgerKey.account(
        new xdr.LedgerKeyAccount({
          accountId: Keypair.fromPublicKey(account.account_id).xdrAccountId(),
        }),
      )
      const missing = xdr.LedgerKey.account(
        new xdr.LedgerKeyAccount({ accountId: Keypair.random().xdrAccountId() }),
      )
      const contractId = column(
        `SELECT json_extract(json, '$.parameters[0].value') FROM operations WHERE type_i = 24 AND is_payment = 1 LIMIT 1`,
      )[0] as string
      const contract = Address.fromScVal(xdr.ScVal.fromXdr(contractId, 'base64')).toString()
      const instanceKey = instanceLedgerKey(contract)
      const answer = await rpc.result('getLedgerEntries', {
        keys: [instanceKey.toXdr('base64'), missing.toXdr('base64'), accountKey.toXdr('base64')],
      })
      const entries = answer.entries as Json[]
      expect(entries.map((entry) => entry.key)).toEqual([
        instanceKey.toXdr('base64'),
        accountKey.toXdr('base64'),
      ])
      expect(entries[0]?.liveUntilLedgerSeq).toEqual(expect.any(Number))
      const data = xdr.LedgerEntryData.fromXdr(entries[1]?.xdr as string, 'base64')
      if (data.type !== 'account') throw new Error('not an account')
      const native = account.balances.find((balance) => balance.asset_type === 'native')
      expect(data.account.balance).toBe(BigInt((native?.balance ?? '').replace('.', '')))
      expect(entries[1]?.lastModifiedLedgerSeq).toBe(account.last_modified_ledger)
      expect(answer.latestLedger).toBe(latest)
      const line = account.balances.find((balance) => balance.asset_type.startsWith('credit'))
      if (line?.asset_code && line.asset_issuer) {
        const key = xdr.LedgerKey.trustline(
          new xdr.LedgerKeyTrustLine({
            accountId: Keypair.fromPublicKey(account.account_id).xdrAccountId(),
            asset: new Asset(line.asset_code, line.asset_issuer).toTrustLineXDRObject(),
          }),
        )
        const trust = await rpc.result('getLedgerEntries', { keys: [key.toXdr('base64')] })
        const entry = xdr.LedgerEntryData.fromXdr(
          (trust.entries as Json[])[0]?.xdr as string,
          'base64',
        )
        expect(entry.type === 'trustline' && entry.trustLine.balance).toBe(
          BigInt(line.balance.replace('.', '')),
        )
      }
    })

    it('rejects TTL keys, undecodable keys and more than 200 keys with -32602', async () => {
      const ttl = xdr.LedgerKey.ttl(new xdr.LedgerKeyTtl({ keyHash: Buffer.alloc(32) })).toXdr(
        'base64',
      )
      expect(await rpc.error('getLedgerEntries', { keys: [ttl] })).toEqual({
        code: -32602,
        message: 'ledger ttl entries cannot be queried directly',
      })
      expect(await rpc.error('getLedgerEntries', { keys: ['AAAA', 'not xdr'] })).toEqual({
        code: -32602,
        message: 'cannot unmarshal key value AAAA at index 0',
      })
      const key = xdr.LedgerKey.account(
        new xdr.LedgerKeyAccount({ accountId: Keypair.random().xdrAccountId() }),
      ).toXdr('base64')
      expect(await rpc.error('getLedgerEntries', { keys: Array(201).fill(key) })).toEqual({
        code: -32602,
        message: 'key count (201) exceeds maximum supported (200)',
      })
      expect(
        (await rpc.result('getLedgerEntries', { keys: Array(200).fill(key) })).entries,
      ).toEqual([])
    })
  })

  it('keeps its answers unchanged for the same seed', async () => {
    const other = await startSimulatedSandbox(SANDBOX_OPTIONS)
    try {
      const otherRpc = rpcClient(other.baseUrl)
      for (const [method, params] of [
        ['getLedgers', { startLedger: oldest, pagination: { limit: 20 } }],
        ['getTransactions', { startLedger: oldest, pagination: { limit: 100 } }],
        ['getEvents', { startLedger: oldest, pagination: { limit: 100 } }],
        ['getFeeStats', undefined],
      ] as const)
        expect(await otherRpc.result(method, params)).toEqual(await rpc.result(method, params))
    } finally {
      await other.stop()
    }
  })
})
