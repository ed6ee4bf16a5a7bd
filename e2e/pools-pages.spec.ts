// Issue 10's explorer pages against the sandbox: liquidity pools, claimable balances, the
// account page's additions and fee bumps; axe on each new page type in light and dark.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { heading, expectNoSeriousA11yViolationsInBothThemes } from './explorer-support.ts'
import {
  findAccountSponsor,
  findBalanceWithDeadline,
  findFeeBump,
  findFundedPool,
  predicateTime,
  type ClaimableBalanceRecord,
} from './pools-support.ts'

function fact(page: Page, list: string, term: string) {
  return page
    .getByLabel(list)
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]')
}

test('liquidity pools: the list, a pool page with its figures and tabs, a filter; axe', async ({
  page,
  sandbox,
}) => {
  const pool = await findFundedPool(sandbox)
  await page.goto('/local/liquidity_pools')
  const table = page.getByRole('table', { name: 'Liquidity pools' })
  await expectNoSeriousA11yViolationsInBothThemes(page, 'liquidity pools', () =>
    expect(table).toBeVisible(),
  )

  await page.goto(`/local/liquidity_pools/${pool.id}`)
  await expect(heading(page, new RegExp(`Liquidity pool ${pool.id}`))).toBeVisible()
  await expect(fact(page, 'Liquidity pool details', 'Fee')).toHaveText(
    `${(pool.fee_bp / 100).toFixed(2)} % (${pool.fee_bp} bp)`,
  )
  await expect(fact(page, 'Liquidity pool details', 'Trustlines')).toHaveText(pool.total_trustlines)
  await expect(fact(page, 'Liquidity pool details', 'Price from reserves')).toContainText(' per ')
  await expect(page.getByRole('table', { name: 'Operations' })).toBeVisible()
  await expectNoSeriousA11yViolationsInBothThemes(page, 'liquidity pool', () =>
    expect(page.getByRole('table', { name: 'Operations' })).toBeVisible(),
  )
  for (const tab of ['Transactions', 'Effects', 'Trades']) {
    await page
      .getByRole('navigation', { name: 'Pool history' })
      .getByRole('link', { name: tab })
      .click()
    await expect(page).toHaveURL(`/local/liquidity_pools/${pool.id}/${tab.toLowerCase()}`)
    await expect(heading(page, tab, 2)).toBeVisible()
  }

  // Filtering by the pool's own reserves finds it.
  await page.goto('/local/liquidity_pools')
  await page
    .getByLabel('Reserves (assets, comma-separated)')
    .fill(pool.reserves.map((reserve) => reserve.asset).join(','))
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/\/local\/liquidity_pools\?reserves=/)
  await expect(
    page
      .getByRole('table', { name: 'Liquidity pools' })
      .getByRole('link', { name: pool.id.slice(0, 8), exact: false }),
  ).toBeVisible()
})

test('claimable balances: the list by claimant, a balance page in words and its verdict; axe', async ({
  page,
  sandbox,
}) => {
  const { balance, deadline, epoch } = await findBalanceWithDeadline(sandbox)
  const claimant = balance.claimants[0]?.destination ?? ''
  const root = await sandbox.getJson<{ history_latest_ledger_closed_at: string }>('/')
  const claimable = Date.parse(root.history_latest_ledger_closed_at) / 1000 < Number(epoch)

  await page.goto(`/local/claimable_balances?claimant=${claimant}`)
  const table = page.getByRole('table', { name: 'Claimable balances' })
  await expectNoSeriousA11yViolationsInBothThemes(page, 'claimable balances', () =>
    expect(table).toBeVisible(),
  )
  await expect(page.getByLabel('Claimant')).toHaveValue(claimant)
  await table
    .getByRole('link', { name: balance.id.slice(0, 8), exact: false })
    .first()
    .click()

  await expect(page).toHaveURL(new RegExp('/local/claimable_balances/[0-9a-f]{72}'))
  await page.goto(`/local/claimable_balances/${balance.id}`)
  await expect(heading(page, new RegExp(`Claimable balance ${balance.id}`))).toBeVisible()
  const first = page.getByRole('region', { name: 'Claimants' }).getByRole('listitem').first()
  await expect(first).toContainText(`before ${predicateTime(deadline)}.`)
  await expect(first).toContainText(
    claimable
      ? `Claimable now, until ${predicateTime(deadline)}.`
      : `Expired at ${predicateTime(deadline)}.`,
  )
  await expectNoSeriousA11yViolationsInBothThemes(page, 'claimable balance', () =>
    expect(page.getByRole('table', { name: 'Operations' })).toBeVisible(),
  )
})

test('account page: balances it can claim, sponsorships with their reserve, the accounts it sponsors', async ({
  page,
  sandbox,
}) => {
  const balances = await sandbox.getJson<{ _embedded: { records: ClaimableBalanceRecord[] } }>(
    '/claimable_balances?order=desc&limit=200',
  )
  const sponsored = balances._embedded.records.find((balance) => balance.sponsor)
  if (!sponsored?.sponsor) throw new Error('the seeded history has no sponsored claimable balance')
  const claimant = sponsored.claimants[0]?.destination ?? ''

  await page.goto(`/local/accounts/${claimant}/claimable_balances`)
  await expect(heading(page, 'Claimable balances it can claim', 2)).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Claimable balances' }).getByRole('row'),
  ).not.toHaveCount(1)

  const sponsor = await sandbox.getJson<{ num_sponsoring: number }>(
    `/accounts/${sponsored.sponsor}`,
  )
  await page.goto(`/local/accounts/${sponsored.sponsor}`)
  const section = page.getByRole('region', { name: 'Sponsorships' })
  await expect(section).toContainText(
    `${sponsor.num_sponsoring} reserves for others' entries, locking ${sponsor.num_sponsoring} × `,
  )
  await section.getByRole('link', { name: 'Claimable balances it sponsors' }).click()
  await expect(page).toHaveURL(`/local/claimable_balances?sponsor=${sponsored.sponsor}`)
  await expect(page.getByRole('table', { name: 'Claimable balances' })).toBeVisible()

  const { sponsor: accountSponsor, sponsoredAccount } = await findAccountSponsor(sandbox)
  await page.goto(`/local/accounts/${accountSponsor}/sponsoring`)
  await expect(
    page
      .getByRole('table', { name: 'Sponsored accounts' })
      .getByRole('link', { name: new RegExp(sponsoredAccount) })
      .first(),
  ).toBeVisible()
})

test('a fee-bump transaction shows its outer fee payer and inner transaction', async ({
  page,
  sandbox,
}) => {
  const feeBump = await findFeeBump(sandbox)
  await page.goto(`/local/transactions/${feeBump.hash}`)
  await expect(heading(page, 'Fee bump', 2)).toBeVisible()
  await expect(fact(page, 'Fee bump details', 'Outer fee payer')).toContainText(feeBump.fee_account)
  await expect(
    fact(page, 'Fee bump details', 'Inner transaction').getByRole('link'),
  ).toHaveAttribute('href', `/local/transactions/${feeBump.inner_transaction.hash}`)
})
