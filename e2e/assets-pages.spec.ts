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
  amount: string
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
  for (const [side, unit, levels] of [
    ['Asks', asset.asset_code, after.asks],
    ['Bids', 'XLM', after.bids],
  ] as const) {
    const table = page.getByRole('table', { name: new RegExp(`^${side}`) })
    await expect(table.getByRole('row')).toHaveCount(Math.max(1, levels.length) + 1)
    for (const level of levels) {
      await expect(table.getByTitle(`${level.amount} ${unit}`).first()).toBeAttached()
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
