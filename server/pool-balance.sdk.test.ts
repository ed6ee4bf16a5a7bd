// The official JS client's claimable-balance, liquidity-pool and sponsorship calls against the
// sandbox: claimableBalances(), liquidityPools(), their operations/transactions/effects/trades,
// strictSendPaths() and strictReceivePaths() through pools, and loadAccount() of a sponsored
// account — each answer checked against the tables the simulator wrote.
import { Asset, Horizon } from '@stellar/stellar-sdk'
import { beforeAll, describe, expect, it } from 'vitest'
import { simulatedSandboxForSuite } from './testing/suite-sandbox.ts'

const sdkAsset = (canonical: string): Asset => {
  if (canonical === 'native') return Asset.native()
  const [code = '', issuer = ''] = canonical.split(':')
  return new Asset(code, issuer)
}

describe('@stellar/stellar-sdk claimable balances, pools and sponsorship against the sandbox', () => {
  const sandbox = simulatedSandboxForSuite({ seed: 1, history: 300 })
  const { column } = sandbox
  let server: Horizon.Server
  beforeAll(() => {
    server = new Horizon.Server(sandbox.running.baseUrl, { allowHttp: true })
  })

  it('claimableBalances(): all, by claimant, sponsor and asset, one by id, and next()', async () => {
    const all = column('SELECT id FROM claimable_balances ORDER BY last_modified_ledger, id')
    const first = await server.claimableBalances().limit(4).call()
    expect(first.records.map((balance) => balance.id)).toEqual(all.slice(0, 4))
    const next = await first.next()
    expect(next.records.map((balance) => balance.id)).toEqual(all.slice(4, 8))
    const sample = await server
      .claimableBalances()
      .claimableBalance(all[0] ?? '')
      .call()
    expect(sample.id).toBe(all[0])
    const claimant = sample.claimants[0]?.destination ?? ''
    const byClaimant = await server.claimableBalances().claimant(claimant).limit(200).call()
    expect(byClaimant.records.map((balance) => balance.id)).toContain(sample.id)
    for (const balance of byClaimant.records)
      expect(balance.claimants.map((entry) => entry.destination)).toContain(claimant)
    const bySponsor = await server
      .claimableBalances()
      .sponsor(sample.sponsor ?? '')
      .limit(200)
      .call()
    for (const balance of bySponsor.records) expect(balance.sponsor).toBe(sample.sponsor)
    const byAsset = await server.claimableBalances().asset(sdkAsset(sample.asset)).limit(200).call()
    expect(byAsset.records.length).toBeGreaterThan(0)
    for (const balance of byAsset.records) expect(balance.asset).toBe(sample.asset)
    const operations = await server.operations().forClaimableBalance(sample.id).call()
    expect(operations.records[0]?.type).toBe('create_claimable_balance')
    const transactions = await server.transactions().forClaimableBalance(sample.id).call()
    expect(transactions.records[0]?.hash).toBe(operations.records[0]?.transaction_hash)
  })

  it('liquidityPools(): all, by reserves and account, one by id, and its history', async () => {
    const all = column('SELECT id FROM liquidity_pools ORDER BY id')
    const first = await server.liquidityPools().limit(2).call()
    expect(first.records.map((pool) => pool.id)).toEqual(all.slice(0, 2))
    const next = await first.next()
    expect(next.records.map((pool) => pool.id)).toEqual(all.slice(2, 4))
    const [poolId = ''] = column(
      'SELECT liquidity_pool_id FROM operation_liquidity_pools WHERE liquidity_pool_id IN (SELECT id FROM liquidity_pools) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )
    const pool = await server.liquidityPools().liquidityPoolId(poolId).call()
    expect(pool.id).toBe(poolId)
    expect(pool.fee_bp).toBe(30)
    const reserves = pool.reserves.map((reserve) => sdkAsset(reserve.asset))
    const byReserves = await server
      .liquidityPools()
      .forAssets(...reserves)
      .call()
    expect(byReserves.records.map((found) => found.id)).toEqual([poolId])
    const [holder = ''] = column(
      'SELECT account FROM liquidity_pool_holders WHERE liquidity_pool_id = ? LIMIT 1',
      poolId,
    )
    const byAccount = await server.liquidityPools().forAccount(holder).limit(200).call()
    expect(byAccount.records.map((found) => found.id)).toContain(poolId)
    const operations = await server.operations().forLiquidityPool(poolId).limit(200).call()
    expect(operations.records.map((operation) => operation.id)).toEqual(
      column(
        'SELECT operation_id FROM operation_liquidity_pools WHERE liquidity_pool_id = ? AND successful = 1 ORDER BY operation_id LIMIT 200',
        poolId,
      ),
    )
    const transactions = await server.transactions().forLiquidityPool(poolId).limit(200).call()
    expect(transactions.records.length).toBeGreaterThan(0)
    const effects = await server.effects().forLiquidityPool(poolId).limit(200).call()
    expect(effects.records.map((effect) => effect.type)).toContain('liquidity_pool_deposited')
    const trades = await server.trades().forLiquidityPool(poolId).limit(200).call()
    for (const trade of trades.records) expect(trade.trade_type).toBe('liquidity_pool')
  })

  it('strictSendPaths() and strictReceivePaths() through a pool’s pair', async () => {
    const [reserves = '[]'] = column(
      "SELECT json_extract(json, '$.reserves') FROM liquidity_pools ORDER BY CAST(json_extract(json, '$.total_shares') AS REAL) DESC LIMIT 1",
    )
    const [a, b] = (JSON.parse(reserves) as Array<{ asset: string }>).map((reserve) =>
      sdkAsset(reserve.asset),
    ) as [Asset, Asset]
    const send = await server.strictSendPaths(a, '1', [b]).call()
    expect(send.records.length).toBeGreaterThan(0)
    for (const path of send.records) {
      expect(path.source_amount).toBe('1.0000000')
      expect(Number(path.destination_amount)).toBeGreaterThan(0)
    }
    const receive = await server.strictReceivePaths([a], b, '0.0100000').call()
    expect(receive.records.length).toBeGreaterThan(0)
    for (const path of receive.records) expect(path.destination_amount).toBe('0.0100000')
  })

  it('loadAccount() of a sponsored account shows its sponsor and counts', async () => {
    const [accountId = ''] = column(
      "SELECT account_id FROM accounts WHERE json_extract(json, '$.sponsor') IS NOT NULL ORDER BY account_id LIMIT 1",
    )
    expect(accountId).not.toBe('')
    const account = await server.loadAccount(accountId)
    expect(account.accountId()).toBe(accountId)
    expect(account.sponsor).toMatch(/^G[A-Z2-7]{55}$/)
    expect(account.num_sponsored).toBeGreaterThanOrEqual(2)
    const sponsor = await server.loadAccount(account.sponsor ?? '')
    expect(sponsor.num_sponsoring).toBeGreaterThanOrEqual(2)
    const sponsored = await server
      .accounts()
      .sponsor(account.sponsor ?? '')
      .limit(200)
      .call()
    expect(sponsored.records.map((record) => record.id)).toContain(accountId)
  })
})
