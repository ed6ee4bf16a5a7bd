// /claimable_balances and /liquidity_pools (+ their operations, transactions, effects and trades),
// /accounts?liquidity_pool= and the balance and pool figures of /assets against a simulated
// history: every list is compared with what the tables say, shapes with the real fixtures.
import { exchangeWithReserves } from '../simulator/liquidity-pools.ts'
import { HORIZON_BASE_PLACEHOLDER } from '../store/schema.ts'
import { request as httpRequest } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  expectFieldProblems,
  expectFixtureShape,
  expectProblem,
  firstFixtureRecord,
  fixtureJson,
  type Json,
} from '../testing/endpoint-test-support.ts'
import { getPage, rawRequest, type PageBody } from '../testing/test-support.ts'
import { simulatedSandboxForSuite } from '../testing/suite-sandbox.ts'

interface Balance extends Json {
  id: string
  asset: string
  amount: string
  sponsor: string
  paging_token: string
  claimants: Array<{ destination: string }>
}

interface Pool extends Json {
  id: string
  reserves: Array<{ asset: string; amount: string }>
}

/** A claimant's predicate is one of these, nested: the fixture shows some of them. */
const PREDICATE_KEYS = [
  'unconditional',
  'and',
  'or',
  'not',
  'abs_before',
  'abs_before_epoch',
  'rel_before',
]
const predicates = { optional: PREDICATE_KEYS, extra: PREDICATE_KEYS }

const stroops = (amount: string): bigint => BigInt(amount.replace('.', ''))
const ids = (page: PageBody): string[] => page._embedded.records.map((record) => String(record.id))
const tokens = (page: PageBody): string[] =>
  page._embedded.records.map((record) => String(record.paging_token))

/** The `data` of the first `count` message events of an SSE answer (or all within 3 s). */
function streamedRecords(url: string, count: number): Promise<Json[]> {
  return new Promise((resolve, reject) => {
    const records: Json[] = []
    const outgoing = httpRequest(url, { headers: { Accept: 'text/event-stream' } }, (incoming) => {
      let buffer = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => {
        buffer += chunk
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const event = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = /^data: (.*)$/m.exec(event)?.[1]
          if (data !== undefined && !event.includes('event: '))
            records.push(JSON.parse(data) as Json)
        }
        if (records.length >= count) outgoing.destroy()
      })
      incoming.on('close', () => resolve(records))
    })
    setTimeout(() => outgoing.destroy(), 3000)
    outgoing.on('error', (error) => (records.length > 0 ? resolve(records) : reject(error)))
    outgoing.end()
  })
}

/** Every record of a list, following next links. */
async function allRecords(url: string): Promise<Json[]> {
  const records: Json[] = []
  let page = await getPage(url)
  while (page._embedded.records.length > 0) {
    records.push(...(page._embedded.records as Json[]))
    page = await getPage(page._links.next.href)
  }
  return records
}

describe('claimable balances and liquidity pools from the simulated history', () => {
  const sandbox = simulatedSandboxForSuite({ seed: 1, history: 300 })
  const { column } = sandbox
  let balances: Balance[]
  let pools: Pool[]
  beforeAll(() => {
    balances = (
      sandbox.running.db
        .prepare('SELECT json FROM claimable_balances ORDER BY last_modified_ledger, id')
        .all() as Array<{ json: string }>
    ).map((row) => JSON.parse(row.json) as Balance)
    pools = (
      sandbox.running.db.prepare('SELECT json FROM liquidity_pools ORDER BY id').all() as Array<{
        json: string
      }>
    ).map((row) => JSON.parse(row.json) as Pool)
  })

  it('has balances and pools to serve', () => {
    expect(balances.length).toBeGreaterThan(5)
    expect(pools.length).toBeGreaterThan(1)
  })

  it('lists claimable balances in paging-token order with Horizon’s shape, both ways', async () => {
    const first = await getPage(`${sandbox.running.baseUrl}/claimable_balances?limit=3`)
    expect(ids(first)).toEqual(balances.slice(0, 3).map((balance) => balance.id))
    const record = first._embedded.records[0]
    expectFixtureShape(
      record,
      firstFixtureRecord('claimable-balances-page.json'),
      'balance',
      predicates,
    )
    expectFixtureShape(record, fixtureJson('claimable-balance.json'), 'balance', predicates)
    const second = await getPage(first._links.next.href)
    expect(ids(second)).toEqual(balances.slice(3, 6).map((balance) => balance.id))
    const back = await getPage(second._links.prev.href)
    expect(ids(back)).toEqual(ids(first).reverse())
    const all = await allRecords(`${sandbox.running.baseUrl}/claimable_balances?limit=7`)
    expect(all.map((balance) => balance.id)).toEqual(balances.map((balance) => balance.id))
    const descending = await getPage(
      `${sandbox.running.baseUrl}/claimable_balances?order=desc&limit=200`,
    )
    expect(tokens(descending)).toEqual(balances.map((balance) => balance.paging_token).reverse())
  })

  it('filters claimable balances by claimant, sponsor and asset, alone and together', async () => {
    const sample = balances[balances.length - 1] as Balance
    const claimant = sample.claimants[0]?.destination ?? ''
    const expectFilter = async (query: string, wanted: (balance: Balance) => boolean) => {
      const found = await allRecords(
        `${sandbox.running.baseUrl}/claimable_balances?${query}&limit=2`,
      )
      const expected = balances.filter(wanted).map((balance) => balance.id)
      expect(expected.length, query).toBeGreaterThan(0)
      expect(
        found.map((balance) => balance.id),
        query,
      ).toEqual(expected)
    }
    const hasClaimant = (balance: Balance) =>
      balance.claimants.some((entry) => entry.destination === claimant)
    await expectFilter(`claimant=${claimant}`, hasClaimant)
    await expectFilter(`sponsor=${sample.sponsor}`, (balance) => balance.sponsor === sample.sponsor)
    await expectFilter(`asset=${sample.asset}`, (balance) => balance.asset === sample.asset)
    await expectFilter(
      `claimant=${claimant}&sponsor=${sample.sponsor}&asset=${sample.asset}`,
      (balance) =>
        hasClaimant(balance) &&
        balance.sponsor === sample.sponsor &&
        balance.asset === sample.asset,
    )
    const descending = await getPage(
      `${sandbox.running.baseUrl}/claimable_balances?claimant=${claimant}&order=desc&limit=200`,
    )
    expect(ids(descending)).toEqual(
      balances
        .filter(hasClaimant)
        .map((balance) => balance.id)
        .reverse(),
    )
  })

  it('serves one claimable balance, its operations and transactions', async () => {
    const sample = balances[0] as Balance
    const response = await rawRequest(`${sandbox.running.baseUrl}/claimable_balances/${sample.id}`)
    expect(response.status).toBe(200)
    expect(response.headers['latest-ledger']).toBe(
      String(sandbox.running.simulator?.latestLedgerSequence()),
    )
    expect((JSON.parse(response.body) as Balance).id).toBe(sample.id)
    expectFixtureShape(
      JSON.parse(response.body),
      fixtureJson('claimable-balance.json'),
      'balance',
      predicates,
    )
    const upper = sample.id.toUpperCase().replace(/^0+/, '00000000')
    expect(
      (await rawRequest(`${sandbox.running.baseUrl}/claimable_balances/${upper}`)).status,
    ).toBe(200)
    const base = `${sandbox.running.baseUrl}/claimable_balances/${sample.id}`
    const operations = await getPage(`${base}/operations?limit=200`)
    expect(ids(operations)).toEqual(
      column(
        'SELECT operation_id FROM claimable_balance_operations WHERE balance_id = ? AND successful = 1 ORDER BY operation_id',
        sample.id,
      ),
    )
    expect(ids(operations).length).toBeGreaterThan(0)
    expect(operations._embedded.records[0]?.type).toBe('create_claimable_balance')
    const transactions = await getPage(`${base}/transactions?limit=200`)
    expect(ids(transactions).length).toBeGreaterThan(0)
    expect(tokens(transactions)).toEqual(
      column(
        'SELECT transaction_id FROM claimable_balance_transactions WHERE balance_id = ? AND successful = 1 ORDER BY transaction_id',
        sample.id,
      ),
    )
  })

  it('includes failed attempts on a balance only with include_failed', async () => {
    const [failed] = column(
      'SELECT balance_id FROM claimable_balance_operations WHERE successful = 0 LIMIT 1',
    )
    expect(failed).toBeDefined()
    const base = `${sandbox.running.baseUrl}/claimable_balances/${failed}`
    const all = await getPage(`${base}/operations?include_failed=true&limit=200`)
    const successful = await getPage(`${base}/operations?limit=200`)
    const failures = all._embedded.records.filter((record) => !record.transaction_successful)
    expect(failures.length).toBeGreaterThan(0)
    expect(ids(successful)).toEqual(
      all._embedded.records
        .filter((record) => record.transaction_successful)
        .map((record) => String(record.id)),
    )
    const joined = await getPage(`${base}/operations?include_failed=true&join=transactions`)
    expect(joined._embedded.records[0]?.transaction).toBeDefined()
  })

  it('lists liquidity pools by id with Horizon’s shape, paged both ways', async () => {
    const first = await getPage(`${sandbox.running.baseUrl}/liquidity_pools?limit=2`)
    expect(ids(first)).toEqual(pools.slice(0, 2).map((pool) => pool.id))
    expectFixtureShape(
      first._embedded.records[0],
      firstFixtureRecord('liquidity-pools-page.json'),
      'pool',
    )
    expectFixtureShape(first._embedded.records[0], fixtureJson('liquidity-pool.json'), 'pool')
    const all = await allRecords(`${sandbox.running.baseUrl}/liquidity_pools?limit=1`)
    expect(all.map((pool) => pool.id)).toEqual(pools.map((pool) => pool.id))
    const last = await getPage(`${sandbox.running.baseUrl}/liquidity_pools?order=desc&limit=1`)
    expect(ids(last)).toEqual([pools[pools.length - 1]?.id])
    const back = await getPage(
      `${sandbox.running.baseUrl}/liquidity_pools?cursor=${pools[1]?.id}&order=desc`,
    )
    expect(ids(back)).toEqual([pools[0]?.id])
  })

  it('filters liquidity pools by reserves and by shareholder', async () => {
    const sample = pools[0] as Pool
    const [assetA = '', assetB = ''] = sample.reserves.map((reserve) => reserve.asset)
    const holding = (asset: string) => (pool: Pool) =>
      pool.reserves.some((reserve) => reserve.asset === asset)
    const byOne = await allRecords(`${sandbox.running.baseUrl}/liquidity_pools?reserves=${assetA}`)
    expect(byOne.map((pool) => pool.id)).toEqual(pools.filter(holding(assetA)).map((p) => p.id))
    const byBoth = await allRecords(
      `${sandbox.running.baseUrl}/liquidity_pools?reserves=${assetB},${assetA}`,
    )
    expect(byBoth.map((pool) => pool.id)).toEqual([sample.id])
    const [holder = ''] = column(
      'SELECT account FROM liquidity_pool_holders WHERE liquidity_pool_id = ? ORDER BY account',
      sample.id,
    )
    const byAccount = await allRecords(
      `${sandbox.running.baseUrl}/liquidity_pools?account=${holder}`,
    )
    expect(byAccount.map((pool) => pool.id)).toEqual(
      column(
        'SELECT liquidity_pool_id FROM liquidity_pool_holders WHERE account = ? ORDER BY liquidity_pool_id',
        holder,
      ),
    )
    const accounts = await allRecords(
      `${sandbox.running.baseUrl}/accounts?liquidity_pool=${sample.id}`,
    )
    expect(accounts.map((account) => account.id)).toEqual(
      column(
        'SELECT account FROM liquidity_pool_holders WHERE liquidity_pool_id = ? ORDER BY account',
        sample.id,
      ),
    )
  })

  it('serves one pool and its operations, transactions, effects and trades', async () => {
    // The current pool with the most history.
    const [busiest] = column(
      'SELECT liquidity_pool_id FROM operation_liquidity_pools WHERE liquidity_pool_id IN (SELECT id FROM liquidity_pools) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )
    const sample = pools.find((pool) => pool.id === busiest) as Pool
    const response = await rawRequest(`${sandbox.running.baseUrl}/liquidity_pools/${sample.id}`)
    expect(response.status).toBe(200)
    expect(response.body).toBe(
      JSON.stringify(sample, null, 2).replaceAll(HORIZON_BASE_PLACEHOLDER, sandbox.running.baseUrl),
    )
    const base = `${sandbox.running.baseUrl}/liquidity_pools/${sample.id}`
    const operations = await allRecords(`${base}/operations?limit=50`)
    const linked = column(
      'SELECT operation_id FROM operation_liquidity_pools WHERE liquidity_pool_id = ? AND successful = 1 ORDER BY operation_id',
      sample.id,
    )
    expect(operations.map((operation) => operation.id)).toEqual(linked)
    expect(operations.map((operation) => operation.type)).toContain('liquidity_pool_deposit')
    const transactions = await allRecords(`${base}/transactions?limit=50`)
    expect(transactions.map((transaction) => transaction.paging_token)).toEqual(
      column(
        'SELECT transaction_id FROM transaction_liquidity_pools WHERE liquidity_pool_id = ? AND successful = 1 ORDER BY transaction_id',
        sample.id,
      ),
    )
    const effects = await allRecords(`${base}/effects?limit=50`)
    const effectOperations = new Set(
      effects.map((effect) => String(effect.paging_token).split('-')[0]),
    )
    expect([...effectOperations]).toEqual(linked)
    const poolEffects = effects.filter((effect) =>
      String(effect.type).startsWith('liquidity_pool_'),
    )
    expect(poolEffects.length).toBeGreaterThan(0)
    // liquidity_pool_removed names the pool by liquidity_pool_id, the others embed it.
    for (const effect of poolEffects)
      expect(
        effect.type === 'liquidity_pool_removed'
          ? effect.liquidity_pool_id
          : (effect.liquidity_pool as { id: string }).id,
      ).toBe(sample.id)
    const trades = await allRecords(`${base}/trades?limit=50`)
    expect(trades.map((trade) => trade.id)).toEqual(
      column(
        "SELECT operation_id || '-' || trade_order FROM trades WHERE liquidity_pool_id = ? ORDER BY operation_id, trade_order",
        sample.id,
      ),
    )
  })

  it('finds payment paths through a pool that no offer covers', async () => {
    // A pool and a direction no offer sells in (an offer selling `out` for `in`), so the direct
    // path can only be the pool's.
    const offered = new Set(column("SELECT selling_asset || '|' || buying_asset FROM offers"))
    const directions = pools
      .filter((pool) => pool.reserves.every((reserve) => stroops(reserve.amount) > 0n))
      .flatMap((pool) => [pool.reserves, [...pool.reserves].reverse()])
    const [inReserve, outReserve] = directions.find(
      ([sold, bought]) => !offered.has(`${bought?.asset}|${sold?.asset}`),
    ) as [Pool['reserves'][0], Pool['reserves'][0]]
    expect(inReserve).toBeDefined()
    const [code = '', issuer = ''] = inReserve.asset.split(':')
    const sourceQuery =
      inReserve.asset === 'native'
        ? 'source_asset_type=native'
        : `source_asset_type=credit_alphanum${code.length <= 4 ? 4 : 12}&source_asset_code=${code}&source_asset_issuer=${issuer}`
    const page = await getPage(
      `${sandbox.running.baseUrl}/paths/strict-send?${sourceQuery}&source_amount=1&destination_assets=${outReserve.asset}`,
    )
    const direct = page._embedded.records.find(
      (record) => (record.path as unknown[]).length === 0,
    ) as Json | undefined
    const expected = exchangeWithReserves(
      stroops(inReserve.amount),
      stroops(outReserve.amount),
      'send',
      10_000_000n,
    )
    expect(expected).not.toBeNull()
    expect(stroops(String(direct?.destination_amount))).toBe(expected?.fromPool)
  })

  it('streams a pool’s operations and a balance’s transactions as server-sent events', async () => {
    const [poolId = ''] = column('SELECT id FROM liquidity_pools ORDER BY id LIMIT 1')
    const operations = column(
      'SELECT operation_id FROM operation_liquidity_pools WHERE liquidity_pool_id = ? AND successful = 1 ORDER BY operation_id',
      poolId,
    )
    expect(operations.length).toBeGreaterThan(0)
    const streamedOperations = await streamedRecords(
      `${sandbox.running.baseUrl}/liquidity_pools/${poolId}/operations?cursor=0`,
      operations.length,
    )
    expect(streamedOperations.map((record) => record.id)).toEqual(operations)
    const balance = balances[0] as Balance
    const transactions = column(
      'SELECT transaction_id FROM claimable_balance_transactions WHERE balance_id = ? AND successful = 1 ORDER BY transaction_id',
      balance.id,
    )
    expect(transactions.length).toBeGreaterThan(0)
    const streamedTransactions = await streamedRecords(
      `${sandbox.running.baseUrl}/claimable_balances/${balance.id}/transactions?cursor=0`,
      transactions.length,
    )
    expect(streamedTransactions.map((record) => record.paging_token)).toEqual(transactions)
  })

  it('answers 404 for unknown ids and empty lists for their history', async () => {
    const pool = 'a468d41d8e9b8f3c7209651608b74b7db7ac9952dcae0cdf24871d1d9c7b0088'
    const balance = '000000002a409ac949579731ca1f89d8e9edca661861219bd278b2fccb451bd2643eb795'
    await expectProblem(`${sandbox.running.baseUrl}/claimable_balances/${balance}`, 404, undefined)
    await expectProblem(`${sandbox.running.baseUrl}/liquidity_pools/${pool}`, 404, undefined)
    for (const path of [
      `/claimable_balances/${balance}/operations`,
      `/claimable_balances/${balance}/transactions`,
      `/liquidity_pools/${pool}/operations`,
      `/liquidity_pools/${pool}/transactions`,
      `/liquidity_pools/${pool}/effects`,
      `/liquidity_pools/${pool}/trades`,
    ])
      expect((await getPage(`${sandbox.running.baseUrl}${path}`))._embedded.records, path).toEqual(
        [],
      )
  })

  it('answers Horizon’s errors for a bad shareholder', async () => {
    await expectFieldProblems(
      (query) => `${sandbox.running.baseUrl}/liquidity_pools?${query}`,
      [
        [
          'account=GBAD',
          'account',
          'Account ID must start with `G` and contain 56 alphanum characters',
        ],
      ],
    )
  })

  it('adds claimable balances and pool reserves to the asset stats', async () => {
    const pool = pools.find((candidate) => candidate.reserves.some((r) => r.asset !== 'native'))
    const balance = balances.find((candidate) => candidate.asset !== 'native')
    for (const asset of [pool?.reserves.find((r) => r.asset !== 'native')?.asset, balance?.asset]) {
      const [code = '', issuer = ''] = String(asset).split(':')
      const page = await getPage(
        `${sandbox.running.baseUrl}/assets?asset_code=${code}&asset_issuer=${issuer}`,
      )
      const stat = page._embedded.records[0] as Json
      const inBalances = balances.filter((candidate) => candidate.asset === asset)
      const inPools = pools.filter((candidate) => candidate.reserves.some((r) => r.asset === asset))
      expect(stat.num_claimable_balances).toBe(inBalances.length)
      expect(stroops(String(stat.claimable_balances_amount))).toBe(
        inBalances.reduce((sum, candidate) => sum + stroops(candidate.amount), 0n),
      )
      expect(stat.num_liquidity_pools).toBe(inPools.length)
      expect(stroops(String(stat.liquidity_pools_amount))).toBe(
        inPools.reduce(
          (sum, candidate) =>
            sum + stroops(candidate.reserves.find((r) => r.asset === asset)?.amount ?? '0'),
          0n,
        ),
      )
    }
  })
})
