// The sandbox's Stellar RPC, method by method, each result validated against the official
// OpenRPC specification (../shared/fixtures/rpc/openrpc.json): getHealth, getNetwork,
// getVersionInfo, getLatestLedger and getFeeStats, with their values checked against the store.
import { xdr } from '@stellar/stellar-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox, type RunningSandbox } from '../testing/test-support.ts'
import { SANDBOX_NETWORK_PASSPHRASE } from '../simulator/simulator-constants.ts'
import { rpcClient, type RpcClient } from '../testing/rpc-test-support.ts'

describe('Stellar RPC network methods', () => {
  let running: RunningSandbox
  let rpc: RpcClient
  beforeAll(async () => {
    running = await startSimulatedSandbox({
      seed: 1,
      history: 300,
      server: { rpcRetentionLedgers: 120 },
    })
    rpc = rpcClient(running.baseUrl)
  })
  afterAll(() => running.stop())

  const latest = (): { sequence: number; hash: string; closed_at: string } =>
    JSON.parse(
      (
        running.db.prepare('SELECT json FROM ledgers ORDER BY sequence DESC LIMIT 1').get() as {
          json: string
        }
      ).json,
    ) as { sequence: number; hash: string; closed_at: string }

  it('getHealth reports the retention window', async () => {
    const health = await rpc.result('getHealth')
    const newest = latest()
    expect(health).toMatchObject({
      status: 'healthy',
      latestLedger: newest.sequence,
      oldestLedger: newest.sequence - 119,
      ledgerRetentionWindow: 120,
      latestLedgerCloseTime: String(Date.parse(newest.closed_at) / 1000),
    })
  })

  it('getNetwork names the sandbox passphrase and protocol', async () => {
    expect(await rpc.result('getNetwork')).toEqual({
      passphrase: SANDBOX_NETWORK_PASSPHRASE,
      protocolVersion: 23,
    })
  })

  it('getVersionInfo answers with the sandbox version', async () => {
    const info = await rpc.result('getVersionInfo')
    expect(info.protocolVersion).toBe(23)
    expect(info.version).toMatch(/sandbox/)
  })

  it('getLatestLedger gives the header whose hash is its id, and the close meta', async () => {
    const ledger = await rpc.result('getLatestLedger')
    const newest = latest()
    expect(ledger).toMatchObject({
      id: newest.hash,
      sequence: newest.sequence,
      protocolVersion: 23,
    })
    const header = xdr.LedgerHeader.fromXdr(ledger.headerXdr as string, 'base64')
    const { createHash } = await import('node:crypto')
    expect(createHash('sha256').update(header.toXdr()).digest('hex')).toBe(newest.hash)
    const meta = xdr.LedgerCloseMeta.fromXdr(ledger.metadataXdr as string, 'base64')
    // Protocol 23's close meta is v2 (v1 before), with TransactionResultMetaV1 entries.
    if (meta.type !== 'v2') throw new Error(`meta ${meta.type}`)
    expect(meta.v2.ledgerHeader.header.ledgerSeq).toBe(newest.sequence)
    expect(meta.v2.ledgerHeader.header.ledgerVersion).toBe(23)
    expect(header.ledgerVersion).toBe(23)
  })

  it('getFeeStats gives distributions over the last ledgers', async () => {
    const stats = await rpc.result('getFeeStats')
    const inclusion = stats.inclusionFee as Record<string, unknown>
    expect(inclusion.ledgerCount).toBe(10)
    expect(Number(inclusion.transactionCount)).toBeGreaterThan(0)
    expect(BigInt(inclusion.min as string)).toBeGreaterThanOrEqual(100n)
    expect((stats.sorobanInclusionFee as Record<string, unknown>).ledgerCount).toBe(50)
  })
})
