// Issue 18, defect 6 (small dead ends): a link asking for limit=500 or order=sideways says what the
// page shows instead and offers the fixed link; a bad cursor offers "start over"; a ledger beyond the
// latest says it has not closed yet; searching "usd" suggests "USD".
import { test, expect } from './fixtures.ts'
import { dataRows, records } from './explorer-support.ts'
import { sandboxUrl } from './servers.ts'
import { waitForHorizon } from './live-support.ts'

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

test('limit=500 and order=sideways are not clamped in silence: the page says so and fixes the link', async ({
  page,
}) => {
  await page.goto('/local/ledgers?limit=500')
  const table = page.getByRole('table', { name: 'Ledgers' })
  await expect(dataRows(table).first()).toBeVisible()
  const notice = page.getByRole('status').filter({ hasText: 'at most 200' })
  await expect(notice).toContainText('this page shows 200, not 500')
  await notice.getByRole('link', { name: 'Fix the link' }).click()
  await expect(page).toHaveURL(/[?&]limit=200(&|$)/)
  await expect(page.getByRole('status').filter({ hasText: 'at most 200' })).toHaveCount(0)

  await page.goto('/local/ledgers?order=sideways')
  await expect(dataRows(table).first()).toBeVisible()
  const orderNotice = page.getByRole('status').filter({ hasText: 'sideways' })
  await expect(orderNotice).toContainText('neither asc nor desc: this page shows newest first')
  await orderNotice.getByRole('link', { name: 'Fix the link' }).click()
  await expect(page).toHaveURL(/[?&]order=desc(&|$)/)
  await expect(page).not.toHaveURL(/sideways/)
})

test('a bad cursor offers to start over from the first page', async ({ page }) => {
  await page.goto('/local/ledgers?cursor=not-a-cursor&limit=20')
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid request' })).toBeVisible()
  await page.getByRole('link', { name: 'Start over from the first page' }).click()
  await expect(page).toHaveURL(/\/local\/ledgers\?limit=20$/)
  await expect(dataRows(page.getByRole('table', { name: 'Ledgers' }))).toHaveCount(20)
})

test('a ledger beyond the latest has not closed yet, and links the latest', async ({
  page,
  sandbox,
}) => {
  const latest = await sandbox.latestLedger()
  await page.goto(`/local/ledgers/${latest + 5000}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Not closed yet' })).toBeVisible()
  await expect(page.getByText(/has not closed yet on local: the latest ledger is/)).toBeVisible()
  await page.getByRole('link', { name: 'Open the latest ledger' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Ledger / })).toBeVisible()
})

test('searching "usd" suggests the asset code USD', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/local/ledgers')
  await page.getByRole('searchbox').fill('usd')
  await page.getByRole('searchbox').press('Enter')
  const alert = page.getByRole('alert').filter({ hasText: 'case-sensitive' })
  await expect(alert).toContainText('Did you mean USD?')
  await alert.getByRole('link', { name: 'USD', exact: true }).click()
  await expect(page).toHaveURL(/asset_code=USD/)
  const assets = page.getByRole('table', { name: 'Assets' })
  await expect(dataRows(assets).first()).toContainText('USD')
})

test('Newer stays on the left and Older on the right when the order flips', async ({ page }) => {
  const sides = async () => {
    const pager = page.getByRole('navigation', { name: 'ledgers pages' })
    const newer = await pager.getByRole('link', { name: /Newer/ }).boundingBox()
    const older = await pager.getByRole('link', { name: /Older/ }).boundingBox()
    return (newer?.x ?? Infinity) < (older?.x ?? -Infinity) ? 'newer left' : 'newer right'
  }
  for (const order of ['desc', 'asc']) {
    await page.goto(`/local/ledgers?order=${order}`)
    const pager = page.getByRole('navigation', { name: 'ledgers pages' })
    const toMiddle = pager.getByRole('link', { name: order === 'desc' ? /Older/ : /Newer/ })
    await toMiddle.click()
    await expect(pager.getByRole('link', { name: /Newer/ })).toBeVisible()
    await expect(pager.getByRole('link', { name: /Older/ })).toBeVisible()
    expect(await sides(), `order=${order}`).toBe('newer left')
    await expect(pager.getByRole('link', { name: /Newer/ })).toHaveText('← Newer')
    await expect(pager.getByRole('link', { name: /Older/ })).toHaveText('Older →')
  }
})

interface AssetCounts {
  asset_code: string
  asset_issuer: string
  num_claimable_balances: number
  num_liquidity_pools: number
}

test('an asset page links its claimable balances and pools, and has a Pools tab', async ({
  page,
  sandbox,
}) => {
  const assets = await records<AssetCounts>(sandbox, '/assets?limit=200')
  const asset = assets.find(
    (candidate) => candidate.num_claimable_balances > 0 && candidate.num_liquidity_pools > 0,
  )
  if (!asset) throw new Error('the seeded history has no asset in both balances and pools')
  const canonical = `${asset.asset_code}:${asset.asset_issuer}`
  const pools = await records<{ id: string }>(
    sandbox,
    `/liquidity_pools?reserves=${canonical}&order=asc&limit=200`,
  )
  const balances = await records<{ id: string }>(
    sandbox,
    `/claimable_balances?asset=${canonical}&order=desc&limit=10`,
  )
  const assetPath = `/local/assets/${asset.asset_code}-${asset.asset_issuer}`
  const plural = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`

  await page.goto(assetPath)
  await page
    .getByRole('link', { name: plural(asset.num_claimable_balances, 'balance'), exact: true })
    .click()
  await expect(page).toHaveURL(`/local/claimable_balances?asset=${encodeURIComponent(canonical)}`)
  await expect(dataRows(page.getByRole('table', { name: 'Claimable balances' }))).toHaveCount(
    balances.length,
  )

  await page.goto(assetPath)
  await page
    .getByRole('link', { name: plural(asset.num_liquidity_pools, 'pool'), exact: true })
    .click()
  await expect(page).toHaveURL(`/local/liquidity_pools?reserves=${encodeURIComponent(canonical)}`)
  await expect(dataRows(page.getByRole('table', { name: 'Liquidity pools' }))).toHaveCount(
    Math.min(pools.length, 10),
  )

  await page.goto(assetPath)
  await page
    .getByRole('navigation', { name: 'Asset activity' })
    .getByRole('link', { name: 'Pools' })
    .click()
  await expect(page).toHaveURL(`${assetPath}/pools`)
  const tab = page.getByRole('table', { name: `Liquidity pools holding ${asset.asset_code}` })
  await expect(dataRows(tab)).toHaveCount(Math.min(pools.length, 10))
  for (const pool of pools.slice(0, 10)) {
    await expect(tab.locator(`a[href="/local/liquidity_pools/${pool.id}"]`).first()).toBeVisible()
  }
})
