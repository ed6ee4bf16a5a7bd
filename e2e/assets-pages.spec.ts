// The asset, trades, offer and fee-stats pages against the e2e sandbox: every page type renders
// the sandbox's own records, the order book follows the /order_book stream, and axe finds nothing
// serious on each page in the light and the dark theme.
import { saveScreenshot } from './screenshot-files.ts'
import { test, expect } from './fixtures.ts'
import {
  expectNoSeriousA11yViolations,
  heading,
  records,
  expectNoSeriousA11yViolationsInBothThemes,
} from './explorer-support.ts'
import { mostTradedAsset, type AssetRecord } from './market-support.ts'

interface OrderBookLevel {
  price: string
  price_r: { n: number; d: number }
  amount: string
}

const stroops = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, '0'))
}
const amountText = (value: bigint): string =>
  `${value / 10_000_000n}.${(value % 10_000_000n).toString().padStart(7, '0')}`

/** A level's amount in the asset the book is of: a bid's `amount` is the XLM it offers, which
 *  buys amount × d / n of the asset at its exact price (rounded down to a stroop). */
function baseAmount(level: OrderBookLevel, side: 'bids' | 'asks'): string {
  if (side === 'asks') return level.amount
  return amountText((stroops(level.amount) * BigInt(level.price_r.d)) / BigInt(level.price_r.n))
}

/** num / den to `digits` decimals, rounded half up (num, den > 0). */
function rounded(num: bigint, den: bigint, digits: number): string {
  const scale = 10n ** BigInt(digits)
  const scaled = (num * scale * 2n + den) / (den * 2n)
  return `${scaled / scale}.${(scaled % scale).toString().padStart(digits, '0')}`
}

interface OrderBook {
  bids: OrderBookLevel[]
  asks: OrderBookLevel[]
}

function orderBookPath(asset: AssetRecord): string {
  const type = asset.asset_code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12'
  return (
    `/order_book?selling_asset_type=${type}&selling_asset_code=${asset.asset_code}` +
    `&selling_asset_issuer=${asset.asset_issuer}&buying_asset_type=native&limit=20`
  )
}

test('the assets list filters by code and leads to the asset page', async ({ page, sandbox }) => {
  const asset = await mostTradedAsset(sandbox)
  await page.goto('/local/assets')
  await expectNoSeriousA11yViolationsInBothThemes(page, 'assets list', async () => {
    await expect(page.getByRole('table', { name: 'Assets' })).toBeVisible()
  })
  await page.getByLabel('Asset code').fill(asset.asset_code)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(new RegExp(`asset_code=${asset.asset_code}`))
  const table = page.getByRole('table', { name: 'Assets' })
  await table.getByRole('link', { name: asset.asset_code, exact: true }).first().click()
  await expect(heading(page, new RegExp(`Asset ${asset.asset_code}`))).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/local/assets/${asset.asset_code}-G`))
})

test('the asset page: facts, order book, chart, trades and holders', async ({ page, sandbox }) => {
  const asset = await mostTradedAsset(sandbox)
  const assetPath = `/local/assets/${asset.asset_code}-${asset.asset_issuer}`
  await page.goto(`${assetPath}?resolution=1m`)
  await expectNoSeriousA11yViolationsInBothThemes(page, 'asset page', async () => {
    await expect(heading(page, new RegExp(`Asset ${asset.asset_code}`))).toBeVisible()
    await expect(page.getByRole('table', { name: /^Asks/ })).toBeVisible()
    await expect(page.getByText(/buckets of 1 min from/)).toBeVisible()
    await expect(heading(page, `Trades of ${asset.asset_code} against XLM`, 2)).toBeVisible()
  })
  await page.getByRole('link', { name: 'Holders' }).click()
  const holders = page.getByRole('table', { name: `Accounts holding ${asset.asset_code}` })
  await expect(holders).toBeVisible()
  const expected = await records<{ account_id: string }>(
    sandbox,
    `/accounts?asset=${asset.asset_code}:${asset.asset_issuer}&limit=10`,
  )
  await expect(holders.getByRole('row')).toHaveCount(expected.length + 1)
  await expectNoSeriousA11yViolations(page, 'asset holders (dark)')
})

test('the order book follows the /order_book stream', async ({ page, sandbox }) => {
  const asset = await mostTradedAsset(sandbox)
  await page.goto(`/local/assets/${asset.asset_code}-${asset.asset_issuer}`)
  await expect(page.getByText('Stream: Live.')).toBeVisible()
  await page.evaluate(() => {
    ;(window as unknown as { notReloaded: boolean }).notReloaded = true
  })
  const before = await sandbox.getJson<OrderBook>(orderBookPath(asset))
  const key = (level: OrderBookLevel) => `${level.price} ${level.amount}`
  let after = before
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await sandbox.closeLedgers(1)
    after = await sandbox.getJson<OrderBook>(orderBookPath(asset))
    if (JSON.stringify(after) !== JSON.stringify(before)) break
  }
  expect(JSON.stringify(after), 'the book changed within 40 ledgers').not.toBe(
    JSON.stringify(before),
  )
  // Whatever changed, the page shows the new book exactly, without a reload.
  for (const [side, levels] of [
    ['asks', after.asks],
    ['bids', after.bids],
  ] as const) {
    const table = page.getByRole('table', { name: new RegExp(`^${side}`, 'i') })
    await expect(table.getByRole('row')).toHaveCount(Math.max(1, levels.length) + 1)
    for (const level of levels) {
      await expect(
        table.getByTitle(baseAmount(level, side), { exact: true }).first(),
      ).toBeAttached()
    }
  }
  const oldOnly = [...before.asks, ...before.bids]
    .map(key)
    .filter((entry) => ![...after.asks, ...after.bids].map(key).includes(entry))
  expect(oldOnly.length + after.asks.length + after.bids.length).toBeGreaterThan(0)
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true)
})

test('the trades list filters by pair and keeps the filters when paging', async ({
  page,
  sandbox,
}) => {
  const asset = await mostTradedAsset(sandbox)
  await page.goto('/local/trades?limit=2')
  await expectNoSeriousA11yViolationsInBothThemes(page, 'trades list', async () => {
    await expect(page.getByRole('table', { name: 'Trades' })).toBeVisible()
  })
  await page.getByLabel('Base asset').fill('native')
  await page.getByLabel('Counter asset').fill(`${asset.asset_code}:${asset.asset_issuer}`)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/base_asset=native/)
  const table = page.getByRole('table', { name: 'Trades' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table).toContainText(asset.asset_code)
  await page.getByRole('link', { name: /Older/ }).click()
  await expect(page).toHaveURL(/cursor=/)
  await expect(page).toHaveURL(/counter_asset=/)
  await expect(table.getByRole('row').nth(1)).toContainText(asset.asset_code)
  await page.goto('/local/trades?base_asset=XLM-nope')
  await expect(page.getByRole('alert')).toContainText('These filters cannot be used')
})

test('an offer page shows the offer and its trades; a gone offer is explained', async ({
  page,
  sandbox,
}) => {
  const [offer] = await records<{ id: string; seller: string }>(sandbox, '/offers?limit=1')
  if (!offer) throw new Error('the sandbox has no open offer')
  await page.goto(`/local/offers/${offer.id}`)
  await expectNoSeriousA11yViolationsInBothThemes(page, 'offer page', async () => {
    await expect(heading(page, `Offer ${offer.id}`)).toBeVisible()
    await expect(heading(page, `Trades of offer ${offer.id}`, 2)).toBeVisible()
  })
  await expect(page.getByLabel('Offer details')).toContainText(offer.seller)
  await page.goto('/local/offers/999999999')
  await expect(page.getByText(/Horizon keeps only open offers/)).toBeVisible()
  await page.goto('/local/assets/USD-GNOTANISSUER')
  await expect(heading(page, 'Not a valid asset')).toBeVisible()
})

test('the dashboard shows fee stats', async ({ page, sandbox }) => {
  const stats = await sandbox.getJson<{ last_ledger: string }>('/fee_stats')
  await page.goto('/local')
  await expectNoSeriousA11yViolationsInBothThemes(page, 'dashboard with fee stats', async () => {
    await expect(heading(page, 'Fees and capacity', 2)).toBeVisible()
    await expect(page.getByRole('table', { name: 'Fees in stroops per operation' })).toBeVisible()
  })
  await expect(page.getByText(/of its capacity; base fee/)).toContainText(
    new RegExp(`Ledger \\d+ used`),
  )
  expect(Number(stats.last_ledger)).toBeGreaterThan(0)
})

test('screenshot: an asset page with its order book and price chart', async ({ page, sandbox }) => {
  const asset = await mostTradedAsset(sandbox)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1280, height: 1500 })
  await page.goto(`/local/assets/${asset.asset_code}-${asset.asset_issuer}?resolution=1m`)
  await expect(page.getByRole('table', { name: /^Asks/ })).toBeVisible()
  await expect(page.getByText(/buckets of 1 min from/)).toBeVisible()
  await expect(heading(page, `Trades of ${asset.asset_code} against XLM`, 2)).toBeVisible()
  await saveScreenshot(page, 'asset')
})

test('the order book is in one unit: spread and mid first, depth per row, bids over asks on a phone', async ({
  page,
  sandbox,
}) => {
  // An asset with bids and asks: the sandbox closes ledgers only when told to, so the book read
  // here is the one the page reads.
  let found: { asset: AssetRecord; book: OrderBook } | null = null
  for (const asset of await records<AssetRecord>(sandbox, '/assets?limit=200')) {
    const book = await sandbox.getJson<OrderBook>(orderBookPath(asset))
    if (book.bids.length > 0 && book.asks.length > 0) {
      found = { asset, book }
      break
    }
  }
  if (!found) throw new Error('no asset of the seeded history has both bids and asks')
  const { asset, book } = found
  const code = asset.asset_code
  const [bestBid, bestAsk] = [book.bids[0], book.asks[0]]
  if (!bestBid || !bestAsk) throw new Error('unreachable: both sides were checked')
  const ask = BigInt(bestAsk.price_r.n) * BigInt(bestBid.price_r.d)
  const bid = BigInt(bestBid.price_r.n) * BigInt(bestAsk.price_r.d)
  const den = BigInt(bestAsk.price_r.d) * BigInt(bestBid.price_r.d)
  const spread = rounded(ask - bid, den, 7)
  const percent = rounded((ask - bid) * 200n, ask + bid, 2)
  const mid = rounded(ask + bid, den * 2n, 7)
  const depth = (levels: OrderBookLevel[], side: 'bids' | 'asks') =>
    amountText(levels.reduce((sum, level) => sum + stroops(baseAmount(level, side)), 0n))

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/local/assets/${code}-${asset.asset_issuer}`)
  const summary = page.getByLabel('Order book summary')
  const trim = (value: string) => value.replace(/0+$/, '').replace(/\.$/, '')
  const number = (value: string) =>
    trim(value).replace(/^(\d+)/, (whole) => Number(whole).toLocaleString('en-US'))
  await expect(summary).toContainText(
    `Spread${number(spread)} XLM per ${code} (${percent}% of the mid price)`,
  )
  await expect(summary).toContainText(`Mid price${number(mid)} XLM per ${code}`)
  const bids = page.getByRole('table', { name: `Bids: buying ${code} with XLM` })
  const asks = page.getByRole('table', { name: `Asks: selling ${code} for XLM` })
  for (const [table, side, levels] of [
    [bids, 'bids', book.bids],
    [asks, 'asks', book.asks],
  ] as const) {
    await expect(table.getByRole('columnheader')).toHaveText([
      `Price (XLM per ${code})`,
      `Amount (${code})`,
      `Depth (${code})`,
    ])
    // The last row's depth is the side's whole depth, in the asset.
    await expect(
      table.getByRole('row').last().getByRole('cell').last().getByTitle(depth(levels, side)),
    ).toBeVisible()
  }
  // Stacked: bids over asks, and nothing scrolls sideways at 375 px.
  const [bidsBox, asksBox] = [await bids.boundingBox(), await asks.boundingBox()]
  expect((bidsBox?.y ?? 0) + (bidsBox?.height ?? 0)).toBeLessThanOrEqual(asksBox?.y ?? 0)
  for (const box of [bidsBox, asksBox]) {
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
  await expectNoSeriousA11yViolations(page, 'asset order book at 375 px')
})
