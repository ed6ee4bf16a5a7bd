// The official JS client's ledger-entry calls against the sandbox: offers(), orderbook(),
// trades(), tradeAggregation(), feeStats(), assets() and strictSendPaths() work unchanged,
// including next() on the paged ones.
import { Asset, Horizon } from '@stellar/stellar-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox, type RunningSandbox } from './testing/test-support.ts'

interface StoredOffer {
  id: string
  seller: string
  selling: { asset_type: string; asset_code?: string; asset_issuer?: string }
  buying: { asset_type: string; asset_code?: string; asset_issuer?: string }
}

const sdkAsset = (asset: StoredOffer['selling']): Asset =>
  asset.asset_type === 'native'
    ? Asset.native()
    : new Asset(asset.asset_code ?? '', asset.asset_issuer ?? '')

describe('@stellar/stellar-sdk ledger-entry calls against the sandbox', () => {
  let running: RunningSandbox
  let server: Horizon.Server
  let offer: StoredOffer
  beforeAll(async () => {
    // Seed 1's first trades close after ledger 130.
    running = await startSimulatedSandbox({ seed: 1, history: 300 })
    server = new Horizon.Server(running.baseUrl, { allowHttp: true })
    // An open offer on a pair that has traded, with one side native (for strictSendPaths).
    const row = running.db
      .prepare(
        `SELECT json FROM offers WHERE 'native' IN (selling_asset, buying_asset) AND EXISTS
           (SELECT 1 FROM trades WHERE base_asset = selling_asset AND counter_asset = buying_asset)
         ORDER BY offer_id LIMIT 1`,
      )
      .get() as { json: string }
    offer = JSON.parse(row.json) as StoredOffer
  })
  afterAll(() => running.stop())

  it('offers(): filters by seller and asset and follows next()', async () => {
    const bySeller = await server.offers().forAccount(offer.seller).call()
    expect(bySeller.records.map((record) => record.id)).toContain(offer.id)
    const selling = await server.offers().selling(sdkAsset(offer.selling)).limit(2).call()
    for (const record of selling.records) expect(record.selling).toEqual(offer.selling)
    const next = await selling.next()
    for (const record of next.records)
      expect(BigInt(record.id)).toBeGreaterThan(BigInt(selling.records[1]?.id ?? '0'))
  })

  it('orderbook(): bids and asks of a pair', async () => {
    const book = await server.orderbook(sdkAsset(offer.selling), sdkAsset(offer.buying)).call()
    expect(book.base).toEqual(offer.selling)
    expect(book.counter).toEqual(offer.buying)
    expect(book.asks.length).toBeGreaterThan(0)
    expect(typeof book.asks[0]?.price_r.n).toBe('number')
  })

  it('trades(): by asset pair and by offer', async () => {
    const trades = await server
      .trades()
      .forAssetPair(sdkAsset(offer.selling), sdkAsset(offer.buying))
      .limit(5)
      .call()
    expect(trades.records.length).toBeGreaterThan(0)
    for (const trade of trades.records) expect(trade.base_asset_type).toBe(offer.selling.asset_type)
    const row = running.db.prepare('SELECT base_offer_id FROM trades LIMIT 1').get() as {
      base_offer_id: string
    }
    const byOffer = await server.trades().forOffer(row.base_offer_id).call()
    expect(byOffer.records.length).toBeGreaterThan(0)
    for (const trade of byOffer.records) {
      const offers = trade as unknown as { base_offer_id?: string; counter_offer_id?: string }
      expect([offers.base_offer_id, offers.counter_offer_id]).toContain(row.base_offer_id)
    }
  })

  it('tradeAggregation(): hourly buckets over the whole history', async () => {
    const page = await server
      .tradeAggregation(
        sdkAsset(offer.selling),
        sdkAsset(offer.buying),
        0,
        4_102_444_800_000,
        3_600_000,
        0,
      )
      .call()
    expect(page.records.length).toBeGreaterThan(0)
    const bucket = page.records[0]
    expect(Number(bucket?.timestamp) % 3_600_000).toBe(0)
    expect(Number(bucket?.trade_count)).toBeGreaterThan(0)
  })

  it('feeStats(): the last ledger and string percentiles', async () => {
    const stats = await server.feeStats()
    expect(stats.last_ledger).toBe(String(running.simulator?.latestLedgerSequence()))
    expect(stats.fee_charged.p50).toMatch(/^\d+$/)
    expect(stats.max_fee.mode).toMatch(/^\d+$/)
  })

  it('assets(): by code, then next()', async () => {
    const first = await server.assets().limit(1).call()
    const code = first.records[0]?.asset_code ?? ''
    const byCode = await server.assets().forCode(code).call()
    for (const record of byCode.records) expect(record.asset_code).toBe(code)
    const next = await first.next()
    expect(next.records[0]?.paging_token).not.toBe(first.records[0]?.paging_token)
  })

  it('strictSendPaths(): paths from the native asset to an issued one', async () => {
    const destination = offer.selling.asset_type === 'native' ? offer.buying : offer.selling
    const paths = await server.strictSendPaths(Asset.native(), '10', [sdkAsset(destination)]).call()
    expect(paths.records.length).toBeGreaterThan(0)
    for (const path of paths.records) {
      expect(path.source_amount).toBe('10.0000000')
      expect(path.destination_asset_code).toBe(destination.asset_code)
    }
  })
})
