// The official JS client against the sandbox's muxed destinations and CAP-38 revocations: an
// account's payments include a payment to one of its M… addresses with to_muxed/to_muxed_id, and
// the revoking issuer's effects include liquidity_pool_revoked with its claimable balance ids.
import { Horizon } from '@stellar/stellar-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox, type RunningSandbox } from './testing/test-support.ts'

interface PagedCall<Record> {
  call(): Promise<Horizon.ServerApi.CollectionPage<Record & Horizon.HorizonApi.BaseResponse>>
}

/** Follows next() until a record satisfies `wanted` (the sandbox's pages are keyset pages). */
async function findInPages<Record>(
  request: PagedCall<Record>,
  wanted: (record: Record) => boolean,
): Promise<Record | undefined> {
  let page = await request.call()
  for (let pages = 0; pages < 50 && page.records.length > 0; pages++) {
    const found = page.records.find(wanted)
    if (found !== undefined) return found
    page = await page.next()
  }
  return undefined
}

describe('@stellar/stellar-sdk with muxed destinations and pool-share revocations', () => {
  let running: RunningSandbox
  let server: Horizon.Server
  const firstJson = (sql: string): Record<string, unknown> => {
    const row = running.db.prepare(sql).get() as { json: string } | undefined
    if (row === undefined) throw new Error(`no row for ${sql}`)
    return JSON.parse(row.json) as Record<string, unknown>
  }
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 1, history: 300 })
    server = new Horizon.Server(running.baseUrl, { allowHttp: true })
  })
  afterAll(() => running.stop())

  it('payments().forAccount(G…) lists a payment to its M… address with to_muxed and to_muxed_id', async () => {
    const stored = firstJson(
      "SELECT json FROM operations WHERE type_i = 1 AND successful = 1 AND json_extract(json, '$.to_muxed') IS NOT NULL ORDER BY id LIMIT 1",
    )
    const payment = await findInPages(
      server
        .payments()
        .forAccount(stored.to as string)
        .limit(50),
      (record) => record.id === stored.id,
    )
    expect(payment).toMatchObject({
      type: 'payment',
      to: stored.to,
      to_muxed: stored.to_muxed,
      to_muxed_id: stored.to_muxed_id,
    })
    expect(typeof (payment as { to_muxed_id?: unknown } | undefined)?.to_muxed_id).toBe('string')
    expect(String((payment as { to_muxed?: unknown } | undefined)?.to_muxed)).toMatch(/^M/)
  })

  it('effects().forAccount(issuer) lists liquidity_pool_revoked with the balances it created', async () => {
    const stored = firstJson(
      "SELECT json FROM effects WHERE json_extract(json, '$.type') = 'liquidity_pool_revoked' ORDER BY operation_id LIMIT 1",
    )
    const effect = await findInPages(
      server
        .effects()
        .forAccount(stored.account as string)
        .limit(100),
      (record) => record.id === stored.id,
    )
    expect(effect?.type).toBe('liquidity_pool_revoked')
    const revoked = effect as unknown as {
      reserves_revoked: Array<{ claimable_balance_id: string }>
      shares_revoked: string
    }
    expect(revoked.shares_revoked).toBe(stored.shares_revoked)
    expect(revoked.reserves_revoked).toEqual(stored.reserves_revoked)
    for (const reserve of revoked.reserves_revoked) {
      const operations = await server
        .operations()
        .forClaimableBalance(reserve.claimable_balance_id)
        .call()
      expect(operations.records[0]?.type).toMatch(/^(allow_trust|set_trust_line_flags)$/)
    }
  })
})
