// The README's screenshots, taken from the seeded sandbox (light at 1280×800 unless named
// otherwise). Each is checked for content before the shot, so a broken page cannot slip in.
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import {
  openPageType,
  pageTypes,
  records,
  type OperationRecord,
  type PageType,
} from './explorer-support.ts'

const folder = 'docs/screenshots'

async function shoot(page: Page, name: string) {
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: `${folder}/${name}.png`, animations: 'disabled' })
}

function pick(types: PageType[], name: string): PageType {
  const found = types.find((pageType) => pageType.name.startsWith(name))
  if (!found) throw new Error(`no page type ${name}`)
  return found
}

test('screenshots: ledger, transaction, account, payments, error, dark and mobile', async ({
  page,
  sandbox,
  request,
}) => {
  const types = await pageTypes(sandbox, request)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })
  for (const [file, type] of [
    ['ledger', 'ledger ('],
    ['transaction', 'transaction ('],
    ['account', 'account (trades'],
    ['payments', 'payments'],
    ['error', 'error'],
  ] as const) {
    await openPageType(page, pick(types, type))
    // A list's live controls and Jump to date load once the browser is idle after the first
    // paint; the README shows the page as a reader sees it a moment later.
    if (file === 'payments') {
      await expect(page.getByRole('switch', { name: 'Live updates' })).toBeVisible()
      await expect(page.getByLabel('Jump to date (UTC)')).toBeVisible()
    }
    await shoot(page, file)
  }

  await page.emulateMedia({ colorScheme: 'dark' })
  await openPageType(page, pick(types, 'account (offers'))
  await expect(page.locator('html')).toHaveClass(/dark/)
  await shoot(page, 'account-dark')

  // 360 px: nothing may be wider than the screen except inside the tables' scroll regions.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 360, height: 780 })
  await openPageType(page, pick(types, 'transaction'))
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'horizontal overflow at 360 px').toBeLessThanOrEqual(0)
  await shoot(page, 'transaction-mobile')
})

// Long operation sentences must wrap: at 1280 px every column of /payments stays in view.
test('layout: the payments table fits a 1280 px window without horizontal scrolling', async ({
  page,
  sandbox,
}) => {
  // A page that starts with a path payment between issued assets: the longest sentence there is.
  const payments = await records<OperationRecord & { asset_type?: string }>(
    sandbox,
    '/payments?order=desc&limit=200',
  )
  const pathPayment = payments.find(
    (payment) => payment.type === 'path_payment_strict_receive' && payment.asset_type !== 'native',
  )
  if (!pathPayment) throw new Error('the seeded history has no path payments')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/local/payments?cursor=${BigInt(pathPayment.id) + 1n}&order=desc`)
  const region = page.getByRole('region', { name: 'Operations' })
  await expect(region.getByRole('table')).toBeVisible()
  const [scrollWidth, clientWidth] = await region.evaluate((element) => [
    element.scrollWidth,
    element.clientWidth,
  ])
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
})
