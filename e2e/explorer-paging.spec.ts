// Paging follows Horizon's own next/prev links (prev pages come back reversed), and the URL alone
// reproduces a page: network, cursor, order, limit and display direction.
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import type { SandboxControl } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import {
  columnTexts,
  dataRows,
  expectColumn,
  records,
  type HorizonPage,
  type LedgerRecord,
  type OperationRecord,
} from './explorer-support.ts'

/** Clicks a pager link and waits until the table shows something other than `before`. */
async function turnPage(page: Page, table: Locator, noun: string, label: RegExp) {
  const before = await columnTexts(table, 0)
  await page
    .getByRole('navigation', { name: `${noun} pages` })
    .getByRole('link', { name: label })
    .click()
  await expect.poll(() => columnTexts(table, 0)).not.toEqual(before)
  return columnTexts(table, 0)
}

/** The sandbox page behind a Horizon link (links are absolute; getJson wants the path). */
async function follow<T>(sandbox: SandboxControl, href: string): Promise<HorizonPage<T>> {
  const url = new URL(href)
  return sandbox.getJson<HorizonPage<T>>(`${url.pathname}${url.search}`)
}

for (const list of [
  { path: '/ledgers', noun: 'ledgers', table: 'Ledgers' },
  { path: '/operations', noun: 'operations', table: 'Operations' },
]) {
  test(`${list.path}: Older → Older → Newer → Newer returns exactly the first page`, async ({
    page,
    sandbox,
  }) => {
    await page.goto(`/local${list.path}`)
    const table = page.getByRole('table', { name: list.table })
    await expect(dataRows(table)).toHaveCount(10)
    const first = await columnTexts(table, 0)

    // What Horizon itself answers for the first page and the two `next` pages after it.
    const key = (record: LedgerRecord | OperationRecord) =>
      'sequence' in record ? String(record.sequence) : record.id
    const horizonFirst = await follow<LedgerRecord | OperationRecord>(
      sandbox,
      `${sandboxUrl}${list.path}?order=desc&limit=10${list.path === '/operations' ? '&include_failed=false' : ''}`,
    )
    expect(horizonFirst._embedded.records.map(key)).toEqual(first)
    const horizonSecond = await follow<LedgerRecord | OperationRecord>(
      sandbox,
      horizonFirst._links.next.href,
    )
    const horizonThird = await follow<LedgerRecord | OperationRecord>(
      sandbox,
      horizonSecond._links.next.href,
    )

    const second = await turnPage(page, table, list.noun, /Older/)
    expect(second).toEqual(horizonSecond._embedded.records.map(key))
    const third = await turnPage(page, table, list.noun, /Older/)
    expect(third).toEqual(horizonThird._embedded.records.map(key))
    expect(await turnPage(page, table, list.noun, /Newer/)).toEqual(second)
    expect(await turnPage(page, table, list.noun, /Newer/)).toEqual(first)
  })
}

test('a deep link opened in a new browser context reproduces the page', async ({
  page,
  browser,
  sandbox,
}) => {
  await page.goto('/local/ledgers')
  const table = page.getByRole('table', { name: 'Ledgers' })
  await expect(dataRows(table)).toHaveCount(10)
  await turnPage(page, table, 'ledgers', /Older/)
  await page.getByLabel('Per page').selectOption('20')
  await expect(dataRows(table)).toHaveCount(20)
  await turnPage(page, table, 'ledgers', /Older/)
  await turnPage(page, table, 'ledgers', /Newer/)
  // A page reached through `prev` is requested ascending and displayed descending.
  const url = new URL(page.url())
  expect(url.pathname).toBe('/local/ledgers')
  expect(url.searchParams.get('cursor')).toMatch(/^\d+$/)
  expect(url.searchParams.get('order')).toBe('asc')
  expect(url.searchParams.get('display')).toBe('desc')
  expect(url.searchParams.get('limit')).toBe('20')
  const shown = await columnTexts(table, 0)

  const context = await browser.newContext()
  try {
    const fresh = await context.newPage()
    await fresh.goto(page.url())
    const freshTable = fresh.getByRole('table', { name: 'Ledgers' })
    await expectColumn(freshTable, 0, shown)
    await expect(fresh.getByLabel('Per page')).toHaveValue('20')
    await expect(fresh.getByRole('combobox', { name: 'Network' })).toHaveValue('local')

    // The same on the custom network: the Horizon URL is part of the link, too.
    const operations = await records<OperationRecord>(
      sandbox,
      '/operations?order=asc&limit=5&cursor=12884901888&include_failed=false',
    )
    const customLink = `/custom/operations?horizon=${encodeURIComponent(sandboxUrl)}&cursor=12884901888&order=asc&limit=5`
    await fresh.goto(customLink)
    await expectColumn(
      fresh.getByRole('table', { name: 'Operations' }),
      0,
      operations.map((operation) => operation.id),
    )
    await expect(fresh.getByRole('combobox', { name: 'Network' })).toHaveValue('custom')
    await expect(fresh.getByLabel('Per page')).toHaveValue('5')
    await expect(fresh.getByRole('link', { name: 'Newest first' })).toBeVisible()
  } finally {
    await context.close()
  }
})

test('another page replaces the rows on screen in one DOM removal, not one per row', async ({
  page,
}) => {
  await page.goto('/local/operations')
  const table = page.getByRole('table', { name: 'Operations' })
  await expect(dataRows(table)).toHaveCount(10)
  // Every element the Older click takes out of the page that is a row or holds rows.
  await page.evaluate(() => {
    const removed: string[] = []
    Reflect.set(window, '__removedRowHolders', removed)
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.removedNodes) {
          if (node instanceof Element && (node.matches('tr') || node.querySelector('tr'))) {
            removed.push(node.tagName)
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  await turnPage(page, table, 'operations', /Older/)
  await expect(dataRows(table)).toHaveCount(10)
  expect(await page.evaluate(() => Reflect.get(window, '__removedRowHolders'))).toEqual(['TBODY'])
})
