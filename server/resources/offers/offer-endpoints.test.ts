// /offers, /offers/{id}, /offers/{id}/trades and /order_book (JSON and SSE) against a simulated
// history: shapes against the real Horizon fixtures, paging, every filter and every error.
import { request as httpRequest } from 'node:http'
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

type AssetJson = { asset_type: string; asset_code?: string; asset_issuer?: string }

function assetQuery(prefix: string, asset: AssetJson): string {
  const parts = [`${prefix}_asset_type=${asset.asset_type}`]
  if (asset.asset_code) parts.push(`${prefix}_asset_code=${asset.asset_code}`)
  if (asset.asset_issuer) parts.push(`${prefix}_asset_issuer=${asset.asset_issuer}`)
  return parts.join('&')
}

const canonical = (asset: AssetJson): string =>
  asset.asset_type === 'native' ? 'native' : `${asset.asset_code}:${asset.asset_issuer}`

const stroops = (amount: string): bigint => BigInt(amount.replace('.', ''))

describe('offers and the order book', () => {
  const sandbox = simulatedSandboxForSuite({ seed: 1, history: 200 })
  let offer: Json & { id: string; seller: string; selling: AssetJson; buying: AssetJson }
  beforeAll(() => {
    const [json] = sandbox.column('SELECT json FROM offers ORDER BY offer_id LIMIT 1')
    if (json === undefined) throw new Error('the simulated history has no offers')
    offer = JSON.parse(json) as typeof offer
  })

  it('lists offers with Horizon’s record shape and pages forward and back', async () => {
    const first = await getPage(`${sandbox.running.baseUrl}/offers?limit=3`)
    expect(first._embedded.records).toHaveLength(3)
    // Horizon's offer has `sponsor,omitempty`; the captured offers are not sponsored.
    const sponsorable = { extra: ['sponsor'] }
    expectFixtureShape(
      first._embedded.records[0],
      firstFixtureRecord('offers-page.json'),
      'offer',
      sponsorable,
    )
    expectFixtureShape(first._embedded.records[0], fixtureJson('offer.json'), 'offer', sponsorable)
    const ids = first._embedded.records.map((record) => BigInt(record.paging_token))
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)))
    const second = await getPage(first._links.next.href)
    expect(BigInt(second._embedded.records[0]?.paging_token ?? '0')).toBeGreaterThan(ids[2] ?? 0n)
    const back = await getPage(second._links.prev.href)
    expect(back._embedded.records.map((record) => record.id)).toEqual(
      first._embedded.records.map((record) => record.id).reverse(),
    )
  })

  it('filters offers by seller, selling and buying (both forms) and sponsor', async () => {
    const bySeller = await getPage(
      `${sandbox.running.baseUrl}/offers?seller=${offer.seller}&limit=200`,
    )
    expect(bySeller._embedded.records.length).toBeGreaterThan(0)
    for (const record of bySeller._embedded.records) expect(record.seller).toBe(offer.seller)
    const pair = `${assetQuery('selling', offer.selling)}&${assetQuery('buying', offer.buying)}`
    const byTriple = await getPage(`${sandbox.running.baseUrl}/offers?${pair}&limit=200`)
    expect(byTriple._embedded.records.map((record) => record.id)).toContain(offer.id)
    for (const record of byTriple._embedded.records) {
      expect(record.selling).toEqual(offer.selling)
      expect(record.buying).toEqual(offer.buying)
    }
    const byCanonical = await getPage(
      `${sandbox.running.baseUrl}/offers?selling=${canonical(offer.selling)}&buying=${canonical(offer.buying)}&limit=200`,
    )
    expect(byCanonical._embedded.records).toEqual(byTriple._embedded.records)
    const all = await getPage(`${sandbox.running.baseUrl}/offers?limit=200`)
    expect(byTriple._embedded.records.length).toBeLessThan(all._embedded.records.length)
    const bySponsor = await getPage(`${sandbox.running.baseUrl}/offers?sponsor=${offer.seller}`)
    expect(bySponsor._embedded.records).toEqual([])
  })

  it('answers Horizon’s errors for bad offer filters', async () => {
    const cases: FieldProblemCase[] = [
      [
        'seller=GBAD',
        'seller',
        'Account ID must start with `G` and contain 56 alphanum characters',
      ],
      ['selling=XYZ', 'selling', 'missing colon'],
      ['selling_asset_code=USD', 'selling_asset_type', 'Missing parameter'],
      [
        'buying_asset_type=native&buying_asset_code=X',
        'buying_asset_code',
        'native asset does not have a code',
      ],
      [
        'selling=native&selling_asset_type=native',
        'selling_asset_type',
        "Ambiguous parameter, you can't include both `selling` and `selling_asset_type`. Remove all parameters of the form `selling_`",
      ],
      ['cursor=abc', 'cursor', 'cursor: invalid value'],
    ]
    await expectFieldProblems((query) => `${sandbox.running.baseUrl}/offers?${query}`, cases)
  })

  it('serves one offer with Latest-Ledger, 404 for an unknown one and 400 for a bad id', async () => {
    const response = await rawRequest(`${sandbox.running.baseUrl}/offers/${offer.id}`)
    expect(response.status).toBe(200)
    expect(response.headers['latest-ledger']).toBe(
      String(sandbox.running.simulator?.latestLedgerSequence()),
    )
    expectFixtureShape(JSON.parse(response.body), fixtureJson('offer.json'), 'offer', {
      extra: ['sponsor'],
    })
    await expectProblem(`${sandbox.running.baseUrl}/offers/999999999`, 404, undefined)
    await expectProblem(`${sandbox.running.baseUrl}/offers/abc`, 400, {
      invalid_field: 'offer_id',
      reason: 'Offer ID must be an integer higher than 0',
    })
  })

  it('lists the trades of an offer', async () => {
    const row = sandbox.running.db.prepare('SELECT base_offer_id FROM trades LIMIT 1').get() as {
      base_offer_id: string
    }
    const page = await getPage(
      `${sandbox.running.baseUrl}/offers/${row.base_offer_id}/trades?limit=200`,
    )
    expect(page._embedded.records.length).toBeGreaterThan(0)
    for (const trade of page._embedded.records)
      expect([trade.base_offer_id, trade.counter_offer_id]).toContain(row.base_offer_id)
    const expected = sandbox.running.db
      .prepare('SELECT count(*) AS n FROM trades WHERE base_offer_id = ? OR counter_offer_id = ?')
      .get(row.base_offer_id, row.base_offer_id) as { n: number }
    expect(page._embedded.records).toHaveLength(expected.n)
  })

  it('summarizes the order book by price level with Horizon’s shape', async () => {
    const pair = `${assetQuery('selling', offer.selling)}&${assetQuery('buying', offer.buying)}`
    const response = await rawRequest(`${sandbox.running.baseUrl}/order_book?${pair}&limit=200`)
    expect(response.status).toBe(200)
    const book = JSON.parse(response.body) as {
      bids: Array<{ price: string; amount: string; price_r: { n: number; d: number } }>
      asks: Array<{ price: string; amount: string; price_r: { n: number; d: number } }>
      base: AssetJson
      counter: AssetJson
    }
    expectFixtureShape(book, fixtureJson('order-book.json'), 'order_book')
    expect(book.base).toEqual(offer.selling)
    expect(book.counter).toEqual(offer.buying)
    const prices = (levels: typeof book.asks): number[] =>
      levels.map((level) => level.price_r.n / level.price_r.d)
    expect(prices(book.asks)).toEqual([...prices(book.asks)].sort((a, b) => a - b))
    expect(prices(book.bids)).toEqual([...prices(book.bids)].sort((a, b) => b - a))
    const asks = await getPage(`${sandbox.running.baseUrl}/offers?${pair}&limit=200`)
    const offered = asks._embedded.records.reduce(
      (sum, record) => sum + stroops(String(record.amount)),
      0n,
    )
    expect(book.asks.reduce((sum, level) => sum + stroops(level.amount), 0n)).toBe(offered)
  })

  it('answers invalid_order_book for bad order book parameters', async () => {
    for (const query of [
      'selling_asset_type=native',
      'selling_asset_type=bogus&buying_asset_type=native',
      `selling_asset_type=credit_alphanum4&selling_asset_code=USD&selling_asset_issuer=GBAD&buying_asset_type=native`,
      'selling_asset_type=native&buying_asset_type=native&limit=201',
    ]) {
      const body = await expectProblem(
        `${sandbox.running.baseUrl}/order_book?${query}`,
        400,
        undefined,
      )
      expect(body.type).toBe('https://stellar.org/horizon-errors/invalid_order_book')
      expect(body.title).toBe('Invalid Order Book Parameters')
    }
  })

  it('streams the order book again only when a close changed it', async () => {
    const pair = `${assetQuery('selling', offer.selling)}&${assetQuery('buying', offer.buying)}`
    const events: string[] = []
    const done = new Promise<void>((resolve, reject) => {
      const outgoing = httpRequest(
        `${sandbox.running.baseUrl}/order_book?${pair}`,
        { headers: { Accept: 'text/event-stream' } },
        (incoming) => {
          let buffer = ''
          incoming.setEncoding('utf8')
          incoming.on('data', (chunk: string) => {
            buffer += chunk
            let end = buffer.indexOf('\n\n')
            while (end !== -1) {
              const event = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              const data = /^data: (.*)$/m.exec(event)?.[1]
              if (data !== undefined && !event.includes('event: ')) events.push(data)
              end = buffer.indexOf('\n\n')
            }
          })
          incoming.on('close', () => resolve())
          setTimeout(() => outgoing.destroy(), 4000)
        },
      )
      outgoing.on('error', (error) => (events.length > 0 ? resolve() : reject(error)))
      outgoing.end()
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    for (let index = 0; index < 40; index++) {
      sandbox.running.closeLedgers(1)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await done
    expect(events.length).toBeGreaterThan(1)
    expect(events.length).toBeLessThanOrEqual(10)
    for (let index = 1; index < events.length; index++)
      expect(events[index], `event ${index} repeats the book`).not.toBe(events[index - 1])
    const current = await rawRequest(`${sandbox.running.baseUrl}/order_book?${pair}`)
    if (events.length < 10)
      expect(JSON.parse(events.at(-1) ?? '{}')).toEqual(JSON.parse(current.body))
  })
})
