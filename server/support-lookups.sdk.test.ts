// Issue 19 through the official client: a fee bump opened by its inner hash (as Horizon's
// TransactionByHash and PopulateTransaction answer it), and the sequence_ledger/sequence_time of
// accounts that sent a transaction (protocol 19's AccountEntryExtensionV3).
import { FeeBumpTransaction, Horizon, TransactionBuilder } from '@stellar/stellar-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox, type RunningSandbox } from './testing/test-support.ts'

interface StoredTransaction {
  hash: string
  ledger: number
  created_at: string
  source_account: string
  paging_token: string
  signatures: string[]
  envelope_xdr: string
  fee_bump_transaction?: { hash: string; signatures: string[] }
  inner_transaction?: { hash: string; signatures: string[] }
}

describe('issue 19 lookups with @stellar/stellar-sdk', () => {
  let running: RunningSandbox
  let server: Horizon.Server
  let transactions: StoredTransaction[]
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 1, history: 120 })
    server = new Horizon.Server(running.baseUrl, { allowHttp: true })
    const rows = running.db.prepare('SELECT json FROM transactions ORDER BY id').all() as {
      json: string
    }[]
    transactions = rows.map((row) => JSON.parse(row.json) as StoredTransaction)
  })
  afterAll(() => running.stop())

  function firstFeeBump(): StoredTransaction & {
    fee_bump_transaction: { hash: string; signatures: string[] }
    inner_transaction: { hash: string; signatures: string[] }
  } {
    for (const transaction of transactions) {
      const { fee_bump_transaction: outer, inner_transaction: inner } = transaction
      if (outer && inner)
        return { ...transaction, fee_bump_transaction: outer, inner_transaction: inner }
    }
    throw new Error('the seeded history has no fee bump')
  }

  it('answers /transactions/{inner hash} with the fee bump, under the hash it was asked for', async () => {
    const feeBump = firstFeeBump()
    const innerHash = feeBump.inner_transaction.hash
    expect(innerHash).not.toBe(feeBump.hash)
    const record = await server.transactions().transaction(innerHash).call()
    expect(record.id).toBe(innerHash)
    expect(record.hash).toBe(innerHash)
    expect(record.paging_token).toBe(feeBump.paging_token)
    expect(record.ledger_attr).toBe(feeBump.ledger)
    expect(record.fee_bump_transaction?.hash).toBe(feeBump.hash)
    expect(record.fee_bump_transaction?.signatures).toEqual(feeBump.signatures)
    expect(record.inner_transaction?.hash).toBe(innerHash)
    expect(record.signatures).toEqual(feeBump.inner_transaction.signatures)
    expect(record._links.self.href).toBe(`${running.baseUrl}/transactions/${innerHash}`)
    const root = (await (await fetch(`${running.baseUrl}/`)).json()) as {
      network_passphrase: string
    }
    const envelope = TransactionBuilder.fromXDR(record.envelope_xdr, root.network_passphrase)
    expect(envelope).toBeInstanceOf(FeeBumpTransaction)
    if (envelope instanceof FeeBumpTransaction) {
      expect(Buffer.from(envelope.hash()).toString('hex')).toBe(feeBump.hash)
      expect(Buffer.from(envelope.innerTransaction.hash()).toString('hex')).toBe(innerHash)
    }
    // The record's own links, built on the inner hash, lead to the same operations.
    const byInner = await record.operations()
    const byOuter = await server.operations().forTransaction(feeBump.hash).call()
    expect(byInner.records.map((operation) => operation.id)).toEqual(
      byOuter.records.map((operation) => operation.id),
    )
    expect(byInner.records.length).toBeGreaterThan(0)
  })

  it('still answers the outer hash as itself', async () => {
    const feeBump = firstFeeBump()
    const record = await server.transactions().transaction(feeBump.hash).call()
    expect(record.hash).toBe(feeBump.hash)
    expect(record.signatures).toEqual(feeBump.signatures)
  })

  it('gives sequence_ledger and sequence_time of the last transaction an account sent', async () => {
    const lastSent = new Map<string, StoredTransaction>()
    for (const transaction of transactions) lastSent.set(transaction.source_account, transaction)
    const bumped = running.db
      .prepare(
        "SELECT DISTINCT json_extract(json, '$.source_account') AS account FROM operations WHERE type_i = 11",
      )
      .all() as { account: string }[]
    const bumpers = new Set(bumped.map((row) => row.account))
    const senders = [...lastSent.keys()].filter((account) => !bumpers.has(account)).slice(0, 5)
    expect(senders.length).toBeGreaterThan(0)
    for (const accountId of senders) {
      const sent = lastSent.get(accountId)
      const account = (await server.accounts().accountId(accountId).call()) as unknown as {
        sequence_ledger?: unknown
        sequence_time?: unknown
      }
      expect(account.sequence_ledger).toBe(sent?.ledger)
      expect(account.sequence_time).toBe(String(Date.parse(sent?.created_at ?? '') / 1000))
    }
    const silent = running.db
      .prepare('SELECT account_id FROM accounts ORDER BY account_id')
      .all()
      .map((row) => (row as { account_id: string }).account_id)
      .find((accountId) => !lastSent.has(accountId) && !bumpers.has(accountId))
    expect(silent).toBeDefined()
    const record = (await server
      .accounts()
      .accountId(silent ?? '')
      .call()) as unknown as Record<string, unknown>
    expect('sequence_ledger' in record).toBe(false)
    expect('sequence_time' in record).toBe(false)
  })
})
