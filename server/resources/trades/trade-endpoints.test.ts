// /trades with every filter, /accounts/{id}/trades, /trade_aggregations and /fee_stats against a
// simulated history: shapes against the real Horizon fixtures, figures recomputed from the
// stored records, paging, and every error with Horizon's field and reason.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  expectFieldProblems,
  expectFixtureShape,
  expectProblem,
  type FieldProblemCase,
  firstFixtureRecord,
  fixtureJson,
  type Json,
} from '../../testing/endpoint-test-support.ts'
import { getPage, rawRequest } from '../../testing/test-support.ts'
import { simulatedSandboxForSuite } from '../../testing/suite-sandbox.ts'

interface Trade extends Json {
  id: string
  base_asset_type: string
  base_asset_code?: string
  base_asset_issuer?: string
  counter_asset_type: string
  counter_asset_code?: string
  counter_asset_issuer?: string
  base_amount: string
  counter_amount: string
  base_account: string
  base_is_seller: boolean
  price: { n: string; d: string }
}

/** `base_asset_type=…[&base_asset_code=…&base_asset_issuer=…]` for one side of a trade. */
function assetParams(trade: Trade, from: 'base' | 'counter', as: 'base' | 'counter'): string {
  const parts = [`${as}_asset_type=${trade[`${from}_asset_type`]}`]
  if (trade[`${from}_asset_code`]) parts.push(`${as}_asset_code=${trade[`${from}_asset_code`]}`)
  if (trade[`${from}_asset_issuer`])
    parts.push(`${as}_asset_issuer=${trade[`${from}_asset_issuer`]}`)
  return parts.join('&')
}

const stroops = (amount: string): bigint => BigInt(amount.replace('.', ''))

describe('trades, trade aggregations and fee stats', () => {
  // Seed 1's first trades close after ledger 130.
  const sandbox = simulatedSandboxForSuite({ seed: 1, history: 300 })
  let all: Trade[]
  let sample: Trade
  beforeAll(() => {
    all = sandbox
      .column('SELECT json FROM trades ORDER BY operation_id, trade_order')
      .map((json) => JSON.parse(json) as Trade)
    sample = all[0] as Trade
  })

  it('lists trades with Horizon’s record shape and pages both ways', async () => {
    const first = await getPage(`${sandbox.running.baseUrl}/trades?limit=4`)
    expectFixtureShape(
      first._embedded.records[0],
      firstFixtureRecord('trades-page.json'),
      'trade',
      {
        // Current Horizon adds offer_id; the 2015 capture predates it.
        extra: ['offer_id'],
      },
    )
    const second = await getPage(first._links.next.href)
    expect(second._embedded.records[0]?.id).toBe(all[4]?.id)
    const back = await getPage(second._links.prev.href)
    expect(back._embedded.records.map((record) => record.id)).toEqual(
      all
        .slice(0, 4)
        .map((trade) => trade.id)
        .reverse(),
    )
  })

  it('filters by asset pair in either orientation, flipping the other side’s trades', async () => {
    const direct = `${assetParams(sample, 'base', 'base')}&${assetParams(sample, 'counter', 'counter')}`
    const reversed = `${assetParams(sample, 'counter', 'base')}&${assetParams(sample, 'base', 'counter')}`
    const forward = (await getPage(`${sandbox.running.baseUrl}/trades?${direct}&limit=200`))
      ._embedded.records as unknown as Trade[]
    const backward = (await getPage(`${sandbox.running.baseUrl}/trades?${reversed}&limit=200`))
      ._embedded.records as unknown as Trade[]
    const key = (trade: Trade, first: 'base' | 'counter', second: 'base' | 'counter'): string =>
      [first, second]
        .map((prefix) =>
          [
            trade[`${prefix}_asset_type`],
            trade[`${prefix}_asset_code`],
            trade[`${prefix}_asset_issuer`],
          ].join(':'),
        )
        .join('|')
    const wanted = key(sample, 'base', 'counter')
    const expected = all.filter(
      (trade) =>
        key(trade, 'base', 'counter') === wanted || key(trade, 'counter', 'base') === wanted,
    )
    expect(forward.map((trade) => trade.id)).toEqual(expected.map((trade) => trade.id))
    expect(backward.map((trade) => trade.id)).toEqual(expected.map((trade) => trade.id))
    for (const [index, trade] of forward.entries()) {
      expect(key(trade, 'base', 'counter')).toBe(wanted)
      const other = backward[index] as Trade
      expect(key(other, 'counter', 'base')).toBe(wanted)
      expect(other.base_amount).toBe(trade.counter_amount)
      expect(other.base_account).toBe(trade.counter_account)
      expect(other.base_is_seller).toBe(!trade.base_is_seller)
      expect(other.price).toEqual({ n: trade.price.d, d: trade.price.n })
      // The flipped record names the other side's fields (pool side ↔ account side) in
      // Horizon's struct order.
      const sideSwapped = (name: string): string =>
        name === 'base_is_seller'
          ? name
          : name.startsWith('base_')
            ? `counter_${name.slice(5)}`
            : name.startsWith('counter_')
              ? `base_${name.slice(8)}`
              : name
      const plainKeys = (record: Trade): string[] =>
        Object.keys(record).filter((name) => !/asset_(code|issuer)$/.test(name))
      const sides = (record: Trade): string[] => plainKeys(record).sort()
      const swapped = (record: Trade): string[] => plainKeys(record).map(sideSwapped).sort()
      expect(sides(other)).toEqual(swapped(trade))
      if (trade.trade_type === 'orderbook') expect(plainKeys(other)).toEqual(plainKeys(trade))
    }
  })

  it('filters by offer, account, trade type and liquidity pool', async () => {
    const offerId = String(sample.base_offer_id)
    const byOffer = (
      await getPage(`${sandbox.running.baseUrl}/trades?offer_id=${offerId}&limit=200`)
    )._embedded.records as unknown as Trade[]
    expect(byOffer.map((trade) => trade.id)).toEqual(
      all
        .filter((trade) => trade.base_offer_id === offerId || trade.counter_offer_id === offerId)
        .map((trade) => trade.id),
    )
    const account = sample.base_account
    const byAccount = await getPage(
      `${sandbox.running.baseUrl}/trades?account_id=${account}&limit=200`,
    )
    const accountPath = await getPage(
      `${sandbox.running.baseUrl}/accounts/${account}/trades?limit=200`,
    )
    expect(byAccount._embedded.records).toEqual(accountPath._embedded.records)
    expect(byAccount._embedded.records.map((trade) => trade.id)).toEqual(
      all
        .filter((trade) => trade.base_account === account || trade.counter_account === account)
        .map((trade) => trade.id),
    )
    const ids = (records: unknown[]): string[] => (records as Trade[]).map((trade) => trade.id)
    const ofType = (type: string): string[] => ids(all.filter((trade) => trade.trade_type === type))
    const orderbook = await getPage(
      `${sandbox.running.baseUrl}/trades?trade_type=orderbook&limit=200`,
    )
    expect(ids(orderbook._embedded.records)).toEqual(ofType('orderbook'))
    const pools = await getPage(
      `${sandbox.running.baseUrl}/trades?trade_type=liquidity_pool&limit=200`,
    )
    expect(ids(pools._embedded.records)).toEqual(ofType('liquidity_pool'))
    expect(ofType('liquidity_pool').length).toBeGreaterThan(0)
    const poolTrade = all.find((trade) => trade.trade_type === 'liquidity_pool') as Trade
    const poolId = String(poolTrade.base_liquidity_pool_id ?? poolTrade.counter_liquidity_pool_id)
    const ofPool = ids(
      all.filter(
        (trade) =>
          trade.base_liquidity_pool_id === poolId || trade.counter_liquidity_pool_id === poolId,
      ),
    )
    const byPool = await getPage(
      `${sandbox.running.baseUrl}/trades?liquidity_pool_id=${poolId}&limit=200`,
    )
    expect(ids(byPool._embedded.records)).toEqual(ofPool)
    const poolPath = await getPage(
      `${sandbox.running.baseUrl}/liquidity_pools/${poolId}/trades?limit=200`,
    )
    expect(ids(poolPath._embedded.records)).toEqual(ofPool)
    const unknownPool = 'a468d41d8e9b8f3c7209651608b74b7db7ac9952dcae0cdf24871d1d9c7b0088'
    expect(
      (await getPage(`${sandbox.running.baseUrl}/trades?liquidity_pool_id=${unknownPool}`))
        ._embedded.records,
    ).toEqual([])
  })

  it('answers Horizon’s errors for bad trade filters', async () => {
    const pair = `${assetParams(sample, 'base', 'base')}&${assetParams(sample, 'counter', 'counter')}`
    const cases: FieldProblemCase[] = [
      [
        'base_asset_type=native',
        'base_asset_type,counter_asset_type',
        'this endpoint supports asset pairs but only one asset supplied',
      ],
      [
        `${pair}&offer_id=2`,
        'base_asset_type,counter_asset_type,offer_id',
        'this endpoint does not support filtering by both asset pair and offer id ',
      ],
      [
        `offer_id=2&account_id=${sample.base_account}`,
        'account_id,liquidity_pool_id,offer_id',
        'Use a single filter for trades, you can only use one of account_id, liquidity_pool_id, offer_id',
      ],
      ['trade_type=bogus', 'trade_type', 'Trade type must be all, orderbook, or liquidity_pool'],
      [
        'trade_type=liquidity_pool&offer_id=2',
        'trade_type',
        'trade_type liquidity_pool cannot be used with the offer_id filter',
      ],
      ['liquidity_pool_id=xyz', 'liquidity_pool_id', 'xyz does not validate as sha256'],
      ['offer_id=abc', 'offer_id', 'Offer ID must be an integer higher than 0'],
      [
        'base_asset_type=credit_alphanum4&base_asset_code=USD&counter_asset_type=native',
        'base_asset',
        'invalid base_asset: decoded string is too short',
      ],
      [
        'counter_asset_type=coin',
        'counter_asset_type',
        'Asset type must be native, credit_alphanum4 or credit_alphanum12',
      ],
      [
        'account_id=GBAD',
        'account_id',
        'Account ID must start with `G` and contain 56 alphanum characters',
      ],
    ]
    await expectFieldProblems((query) => `${sandbox.running.baseUrl}/trades?${query}`, cases)
  })

  it('aggregates a pair’s trades into buckets that add up to the trades', async () => {
    const pair = `${assetParams(sample, 'base', 'base')}&${assetParams(sample, 'counter', 'counter')}`
    const url = `${sandbox.running.baseUrl}/trade_aggregations?${pair}&resolution=604800000&limit=200`
    const response = await rawRequest(url)
    expect(response.status).toBe(200)
    const page = JSON.parse(response.body) as {
      _links: Json
      _embedded: { records: Array<{ trade_count: string; base_volume: string; timestamp: string }> }
    }
    expectFixtureShape(page, fixtureJson('trade-aggregations.json'), 'trade_aggregations')
    expect((page._links.prev as Json).href).toBe('')
    expect((page._links.self as Json).href).toBe(url)
    const pairTrades = (await getPage(`${sandbox.running.baseUrl}/trades?${pair}&limit=200`))
      ._embedded.records as unknown as Trade[]
    const count = page._embedded.records.reduce(
      (sum, bucket) => sum + Number(bucket.trade_count),
      0,
    )
    expect(count).toBe(pairTrades.length)
    const volume = page._embedded.records.reduce(
      (sum, bucket) => sum + stroops(bucket.base_volume),
      0n,
    )
    expect(volume).toBe(pairTrades.reduce((sum, trade) => sum + stroops(trade.base_amount), 0n))
  })

  it('pages buckets with next (end_time for desc) and rounds start_time up', async () => {
    const pair = `${assetParams(sample, 'base', 'base')}&${assetParams(sample, 'counter', 'counter')}`
    const url = `${sandbox.running.baseUrl}/trade_aggregations?${pair}&resolution=60000&limit=2&order=desc`
    const first = JSON.parse((await rawRequest(url)).body) as {
      _links: { next: { href: string } }
      _embedded: { records: Array<{ timestamp: string }> }
    }
    const stamps = first._embedded.records.map((bucket) => Number(bucket.timestamp))
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a))
    expect(first._links.next.href).toContain(`end_time=${stamps.at(-1)}`)
    const next = JSON.parse((await rawRequest(first._links.next.href)).body) as {
      _embedded: { records: Array<{ timestamp: string }> }
    }
    for (const bucket of next._embedded.records)
      expect(Number(bucket.timestamp)).toBeLessThan(stamps.at(-1) ?? 0)
    const oldest = Math.min(...stamps)
    const rounded = JSON.parse(
      (
        await rawRequest(
          `${sandbox.running.baseUrl}/trade_aggregations?${pair}&resolution=60000&start_time=${oldest - 59_999}&limit=200`,
        )
      ).body,
    ) as { _embedded: { records: Array<{ timestamp: string }> } }
    expect(Number(rounded._embedded.records[0]?.timestamp)).toBeGreaterThanOrEqual(oldest - 59_999)
  })

  it('answers Horizon’s errors for bad aggregation parameters', async () => {
    const pair = `${assetParams(sample, 'base', 'base')}&${assetParams(sample, 'counter', 'counter')}`
    const at = (query: string): string => `${sandbox.running.baseUrl}/trade_aggregations?${query}`
    await expectProblem(at('resolution=60000'), 400, {
      invalid_field: 'base_asset_type',
      reason: 'Missing required field',
    })
    await expectProblem(at('base_asset_type=native&resolution=60000'), 400, {
      invalid_field: 'counter_asset_type',
      reason: 'Missing required field',
    })
    await expectProblem(at(`${pair}&resolution=1000`), 400, {
      invalid_field: 'resolution',
      reason:
        'illegal or missing resolution. allowed resolutions are: 1 minute (60000), 5 minutes (300000), 15 minutes (900000), 1 hour (3600000), 1 day (86400000) and 1 week (604800000)',
    })
    const offsetReason = {
      invalid_field: 'offset',
      reason:
        'illegal or missing offset. offset must be a multiple of an hour, less than or equal to the resolution, and less than 24 hours',
    }
    await expectProblem(at(`${pair}&resolution=3600000&offset=1800000`), 400, offsetReason)
    await expectProblem(at(`${pair}&resolution=60000&offset=3600000`), 400, offsetReason)
    await expectProblem(at(`${pair}&resolution=60000&start_time=abc`), 400, {
      invalid_field: 'start_time',
      reason: 'schema: error converting value for "start_time"',
    })
    await expectProblem(at(`${pair}&resolution=86400000&offset=7200000&end_time=3600000`), 400, {
      invalid_field: 'end_time',
      reason:
        'illegal end time. adjusted end time must be greater than the offset and greater than the provided start time',
    })
    const unknown =
      'base_asset_type=credit_alphanum4&base_asset_code=NOPE&base_asset_issuer=GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'
    await expectProblem(at(`${unknown}&counter_asset_type=native&resolution=60000`), 404, {
      invalid_field: 'base_asset',
      reason: 'not found',
    })
  })

  it('computes /fee_stats from the last 5 ledgers with Horizon’s keys and string values', async () => {
    const response = await rawRequest(`${sandbox.running.baseUrl}/fee_stats`)
    expect(response.status).toBe(200)
    const stats = JSON.parse(response.body) as Json & { fee_charged: Json; max_fee: Json }
    expectFixtureShape(stats, fixtureJson('fee-stats.json'), 'fee_stats')
    const latest = sandbox.running.simulator?.latestLedgerSequence() ?? 0
    expect(stats.last_ledger).toBe(String(latest))
    const rows = sandbox.running.db
      .prepare('SELECT json FROM transactions WHERE ledger > ? AND ledger <= ?')
      .all(latest - 5, latest) as Array<{ json: string }>
    const perOperation = rows
      .map(
        (row) =>
          JSON.parse(row.json) as {
            fee_charged: string
            max_fee: string
            operation_count: number
            fee_bump_transaction?: unknown
          },
      )
      // Horizon counts a fee bump as one operation more.
      .map(
        (tx) =>
          BigInt(tx.fee_charged) /
          BigInt(tx.operation_count + (tx.fee_bump_transaction === undefined ? 0 : 1)),
      )
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    if (perOperation.length > 0) {
      expect(stats.fee_charged.min).toBe(String(perOperation[0]))
      expect(stats.fee_charged.max).toBe(String(perOperation.at(-1)))
      expect(stats.fee_charged.p50).toBe(
        String(perOperation[Math.ceil(perOperation.length / 2) - 1]),
      )
    }
    const operations = rows.reduce(
      (sum, row) => sum + (JSON.parse(row.json) as { operation_count: number }).operation_count,
      0,
    )
    // ROUND(operations / capacity, 2), half up: an exact tie such as 25 / 5000 gives 0.01.
    expect(Number(stats.ledger_capacity_usage)).toBe(Math.round((operations * 100) / 5000) / 100)
  })
})
