// Issue 18: at 1366 px an account's payments tab had an empty band between its toolbar and the
// history filter: Jump to date took a row of its own and arrived only when the browser was idle,
// so the band stood empty first and then pushed the rows down. It now sits in the toolbar's row.
import type { Locator } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { findRichAccount } from './explorer-support.ts'

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

test("1366 px: an account's payments tab has no empty band between toolbar and filter", async ({
  page,
  sandbox,
  request,
}) => {
  const accountId = await findRichAccount(sandbox, request)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(`/local/accounts/${accountId}/payments`)
  const filter = page.getByRole('form', { name: 'Filter this history' })
  await expect(filter).toBeVisible()
  const filterTopAtFirstPaint = (await box(filter)).y
  // The parts that load when the browser is idle.
  const live = page.getByRole('switch', { name: 'Live updates' })
  const jump = page.getByLabel('Jump to date (UTC)')
  await expect(live).toBeVisible()
  await expect(jump).toBeVisible()

  const perPage = await box(page.getByLabel('Per page'))
  const jumpBox = await box(jump)
  const liveBox = await box(live)
  const filterBox = await box(filter)
  // Jump to date shares the toolbar's row.
  expect(Math.abs(jumpBox.y + jumpBox.height / 2 - (perPage.y + perPage.height / 2))).toBeLessThan(
    8,
  )
  // Between the toolbar and the filter lies the live controls' row alone (with the page's gaps).
  const band = filterBox.y - (perPage.y + perPage.height)
  expect(band).toBeLessThanOrEqual(liveBox.height + 2 * 12 + 4)
  // And nothing arriving late pushed the filter (and the rows below it) down.
  expect(filterBox.y).toBe(filterTopAtFirstPaint)
})
