// The official JS client against the sandbox: if @stellar/stellar-sdk's Horizon.Server works
// unchanged (calls, next(), forLedger, loadAccount, streaming, NotFoundError), so will the apps
// people point at it.
import { Horizon, NotFoundError } from '@stellar/stellar-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox, type RunningSandbox } from './testing/test-support.ts'

describe('@stellar/stellar-sdk Horizon client against the sandbox', () => {
  let running: RunningSandbox
  let server: Horizon.Server
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 1, history: 30 })
    server = new Horizon.Server(running.baseUrl, { allowHttp: true })
  })
  afterAll(() => running.stop())

  it('calls /ledgers and follows next()', async () => {
    const first = await server.ledgers().limit(5).call()
    expect(first.records.map((ledger) => ledger.sequence)).toEqual([1, 2, 3, 4, 5])
    const second = await first.next()
    expect(second.records.map((ledger) => ledger.sequence)).toEqual([6, 7, 8, 9, 10])
    const back = await second.prev()
    expect(back.records.map((ledger) => ledger.sequence)).toEqual([5, 4, 3, 2, 1])
  })

  it('lists the payments of a ledger', async () => {
    const anyPayment = (await server.payments().limit(1).call()).records[0]
    expect(anyPayment).toBeDefined()
    const sequence = Number(BigInt(anyPayment?.paging_token ?? '0') >> 32n)
    const payments = await server.payments().forLedger(sequence).limit(200).call()
    expect(payments.records.length).toBeGreaterThan(0)
    for (const payment of payments.records)
      expect(BigInt(payment.paging_token) >> 32n).toBe(BigInt(sequence))
    const transaction = await payments.records[0]?.transaction()
    expect(transaction?.hash).toBe(payments.records[0]?.transaction_hash)
  })

  it('loads an account', async () => {
    const accountId = (
      running.db.prepare('SELECT account_id FROM accounts LIMIT 1').get() as { account_id: string }
    ).account_id
    const account = await server.loadAccount(accountId)
    expect(account.accountId()).toBe(accountId)
    expect(account.balances.at(-1)?.asset_type).toBe('native')
  })

  it('throws NotFoundError for an unknown but valid account', async () => {
    await expect(
      server.loadAccount('GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'),
    ).rejects.toBeInstanceOf(NotFoundError)
  })

  it('streams newly closed ledgers, reconnecting after each close event', async () => {
    const start = running.simulator?.latestLedgerSequence() ?? 0
    const received: number[] = []
    const errors: unknown[] = []
    // limit(2) makes the server end each connection after two records: the SDK must reconnect
    // with its updated cursor and neither skip nor repeat a ledger.
    const stop = server
      .ledgers()
      .cursor('now')
      .limit(2)
      .stream({
        onmessage: (ledger) => received.push(ledger.sequence),
        onerror: (error) => errors.push(error),
      })
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (let batch = 0; batch < 3; batch++) {
      running.closeLedgers(2)
      await expect
        .poll(() => received.length, { timeout: 8000, interval: 20 })
        .toBeGreaterThanOrEqual((batch + 1) * 2)
    }
    stop()
    expect(received).toEqual([1, 2, 3, 4, 5, 6].map((offset) => start + offset))
  })
})
