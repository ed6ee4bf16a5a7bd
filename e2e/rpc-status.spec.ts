// The RPC server page against the sandbox's own Stellar RPC (/rpc beside its Horizon): it leads
// with "Healthy", names the sandbox's passphrase, tabulates the inclusion fees, and its newest
// transactions link to the explorer's transaction pages; axe in both themes; no sideways scroll
// on a 375 px phone.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { dataRows, expectNoSeriousA11yViolationsInBothThemes, heading } from './explorer-support.ts'

async function settled(page: Page) {
  await expect(heading(page, 'Stellar RPC')).toBeVisible()
  await expect(
    page.getByText(/^Healthy: keeps ledgers [\d,]+–[\d,]+ \([\d,]+ ledgers, /),
  ).toBeVisible()
  await expect(
    dataRows(page.getByRole('table', { name: 'Recent transactions' })).first(),
  ).toBeVisible()
  await expect(dataRows(page.getByRole('table', { name: 'Recent ledgers' })).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Version' })).toContainText('RPC version')
  await expect(page.getByRole('region', { name: 'Latest ledger' })).toContainText('Sequence')
}

test('healthy, the sandbox passphrase, fees, and a recent transaction linked to its page', async ({
  page,
  sandbox,
}) => {
  const { network_passphrase: passphrase } = await sandbox.getJson<{ network_passphrase: string }>(
    '/',
  )
  await page.goto('/local/rpc')
  await settled(page)
  await expect(page.getByRole('region', { name: 'Network' })).toContainText(passphrase)
  const fees = page.getByRole('table', { name: 'Inclusion fees' })
  await expect(fees.getByRole('row', { name: /^Median \(50th\) \d+ \d+$/ })).toBeVisible()
  await expect(fees.getByRole('row', { name: /^Transactions counted \d+ \d+$/ })).toBeVisible()

  const transactions = page.getByRole('table', { name: 'Recent transactions' })
  const firstLink = dataRows(transactions).first().getByRole('link').first()
  const hash = (await firstLink.getAttribute('href'))?.split('/').pop() ?? ''
  expect(hash).toMatch(/^[0-9a-f]{64}$/)
  // The same transaction, as the sandbox's Horizon has it.
  await sandbox.getJson(`/transactions/${hash}`)
  await firstLink.click()
  await expect(page).toHaveURL(new RegExp(`/local/transactions/${hash}$`))
  await expect(heading(page, /^Transaction /)).toBeVisible()
})

test('the RPC server page passes axe in light and dark', async ({ page }) => {
  await page.goto('/local/rpc')
  await expectNoSeriousA11yViolationsInBothThemes(page, 'RPC server page', () => settled(page))
})

test('a 375 px phone: the RPC server page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/local/rpc')
  await settled(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
})
