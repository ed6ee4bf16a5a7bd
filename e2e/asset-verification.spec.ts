// Who issued this asset (SEP-1) against the sandbox, which serves its issuers' stellar.toml files
// (server/well-known/): usd.example vouches for USD, btcx.example lies about BTCX. The verdict
// shows on the asset page and under the account's balances, and axe finds nothing serious.
import type { Page } from '@playwright/test'
import { test, expect, type SandboxControl } from './fixtures.ts'
import { expectNoSeriousA11yViolationsInBothThemes, heading, records } from './explorer-support.ts'

interface AssetRecord {
  asset_code: string
  asset_issuer: string
}

async function assetOf(sandbox: SandboxControl, code: string): Promise<AssetRecord> {
  const [asset] = await records<AssetRecord>(sandbox, `/assets?asset_code=${code}`)
  if (!asset) throw new Error(`the seeded history has no ${code}`)
  return asset
}

function verificationSection(page: Page) {
  return page.getByRole('region', { name: 'Who issued this asset (stellar.toml)' })
}

test('a verified asset shows its domain, organisation, name and image', async ({
  page,
  sandbox,
}) => {
  const usd = await assetOf(sandbox, 'USD')
  await page.goto(`/local/assets/USD-${usd.asset_issuer}`)
  const section = verificationSection(page)
  await expect(section.getByText('✓ usd.example')).toBeVisible()
  await expect(section).toContainText('usd.example lists USD with this issuer')
  await expect(section).toContainText('Sandbox Dollar Trust')
  await expect(section).toContainText('Sandbox US Dollar')
  await expect(section).not.toContainText('Unverified')
  // The verdict leads: it sits under the issuer in the page's first figures.
  await expect(page.getByRole('region', { name: 'Asset summary' })).toContainText(
    '✓ Verified by usd.example',
  )
  const image = section.getByRole('img', { name: 'Image of USD from usd.example' })
  await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer')
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  const box = await image.boundingBox()
  expect(box?.width).toBe(48)
  expect(box?.height).toBe(48)
})

test('the lying stellar.toml: BTCX listed with another issuer and CARBONCREDIT not listed are unverified', async ({
  page,
  sandbox,
}) => {
  const btcx = await assetOf(sandbox, 'BTCX')
  const gold = await assetOf(sandbox, 'GOLDCERT')
  await page.goto(`/local/assets/BTCX-${btcx.asset_issuer}`)
  const section = verificationSection(page)
  await expect(section.getByText('Unverified', { exact: true })).toBeVisible()
  await expect(section).toContainText(
    `btcx.example's stellar.toml lists this code with another issuer (${gold.asset_issuer})`,
  )
  // Nothing the liar says about itself is shown: not its borrowed name, not its image, no tick.
  await expect(section).not.toContainText('Sandbox Dollar Trust')
  await expect(section).not.toContainText('Bitcoin (wrapped)')
  await expect(section).not.toContainText('✓')
  await expect(section.getByRole('img')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Asset summary' })).toContainText(
    'Unverified (btcx.example lists another issuer)',
  )

  const carbon = await assetOf(sandbox, 'CARBONCREDIT')
  await page.goto(`/local/assets/CARBONCREDIT-${carbon.asset_issuer}`)
  await expect(verificationSection(page)).toContainText(
    "Unverified: btcx.example's stellar.toml does not list this asset",
  )
})

test('account balances carry the verdict of each issuer', async ({ page, sandbox }) => {
  const usd = await assetOf(sandbox, 'USD')
  const btcx = await assetOf(sandbox, 'BTCX')
  const holders = await records<{ account_id: string; balances: AssetRecord[] }>(
    sandbox,
    `/accounts?asset=BTCX:${btcx.asset_issuer}&limit=200`,
  )
  const holder = holders.find((account) =>
    account.balances.some(
      (balance) => balance.asset_code === 'USD' && balance.asset_issuer === usd.asset_issuer,
    ),
  )
  if (!holder) throw new Error('the seeded history has no account holding both USD and BTCX')
  await page.goto(`/local/accounts/${holder.account_id}`)
  const balances = page.getByRole('table', { name: 'Balances' })
  const row = (code: string) =>
    balances.getByRole('row').filter({ hasText: new RegExp(`^${code}`) })
  await expect(row('USD')).toContainText('✓ Verified by usd.example')
  await expect(row('BTCX')).toContainText('Unverified (btcx.example lists another issuer)')
})

test('axe: the asset page with its verdict, light and dark', async ({ page, sandbox }) => {
  const usd = await assetOf(sandbox, 'USD')
  await page.goto(`/local/assets/USD-${usd.asset_issuer}`)
  await expectNoSeriousA11yViolationsInBothThemes(page, 'verified asset page', async () => {
    await expect(heading(page, /^Asset USD/)).toBeVisible()
    await expect(verificationSection(page).getByText('✓ usd.example')).toBeVisible()
  })
  const btcx = await assetOf(sandbox, 'BTCX')
  await page.goto(`/local/assets/BTCX-${btcx.asset_issuer}`)
  await expectNoSeriousA11yViolationsInBothThemes(page, 'unverified asset page', async () => {
    await expect(verificationSection(page).getByText('Unverified', { exact: true })).toBeVisible()
  })
})
