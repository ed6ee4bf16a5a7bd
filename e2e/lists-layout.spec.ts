// Layout at a laptop's 1366 px: on every page type no table is wider than its container, the
// dashboard's Latest ledgers keeps its hash column, and the pager says what it knows.
import { test, expect } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import { waitForHorizon } from './live-support.ts'

interface PageOf<T> {
  _embedded: { records: T[] }
}

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

test.use({ viewport: { width: 1366, height: 900 } })

test('at 1366 px no table is wider than its container on any page type', async ({
  page,
  sandbox,
}) => {
  const transactions = await sandbox.getJson<
    PageOf<{ hash: string; ledger: number; source_account: string }>
  >('/transactions?order=desc&limit=200')
  const trades = await sandbox.getJson<PageOf<{ base_account?: string }>>(
    '/trades?order=desc&limit=1',
  )
  const operations = await sandbox.getJson<PageOf<{ id: string }>>('/operations?order=desc&limit=1')
  const transaction = transactions._embedded.records[0]
  const trader = trades._embedded.records[0]?.base_account ?? transaction?.source_account ?? ''
  if (!transaction) throw new Error('no transactions')
  const paths = [
    '/local',
    '/local/ledgers',
    `/local/ledgers/${transaction.ledger}`,
    '/local/transactions',
    `/local/transactions/${transaction.hash}`,
    '/local/operations',
    `/local/operations/${operations._embedded.records[0]?.id ?? ''}`,
    '/local/payments',
    '/local/effects',
    ...['', '/payments', '/effects', '/transactions', '/offers', '/trades'].map(
      (tab) => `/local/accounts/${trader}${tab}`,
    ),
  ]
  const overflowing: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('table').first()).toBeVisible()
    const tables = await page.getByRole('table').evaluateAll((elements) =>
      elements.map((table) => ({
        name: table.querySelector('caption')?.textContent ?? '',
        width: Math.round(table.getBoundingClientRect().width),
        container: Math.round(table.parentElement?.clientWidth ?? 0),
      })),
    )
    for (const table of tables) {
      if (table.width > table.container)
        overflowing.push(`${path}: ${table.name} ${table.width} px in ${table.container} px`)
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    if (pageWidth > 1366) overflowing.push(`${path}: page ${pageWidth} px wide`)
  }
  expect(overflowing).toEqual([])
})

test('decoding one XDR does not stretch the other button; a search error keeps the header height', async ({
  page,
  sandbox,
}) => {
  const transactions = await sandbox.getJson<PageOf<{ hash: string }>>(
    '/transactions?order=desc&limit=1',
  )
  await page.goto(`/local/transactions/${transactions._embedded.records[0]?.hash ?? ''}`)
  await page.getByRole('button', { name: 'Decode envelope XDR' }).click()
  await expect(page.getByText('Loading the XDR decoder…')).toBeHidden()
  const resultButton = await page.getByRole('button', { name: 'Decode result XDR' }).boundingBox()
  expect(resultButton?.height ?? 0).toBeLessThan(48)

  const header = page.getByRole('banner')
  const before = (await header.boundingBox())?.height ?? 0
  await page.getByRole('searchbox').fill('not a thing to search for')
  await page.getByRole('searchbox').press('Enter')
  await expect(page.getByRole('alert')).toBeVisible()
  expect((await header.boundingBox())?.height).toBe(before)
})

test('a list that fits on one page counts its records instead of offering Newer', async ({
  page,
  sandbox,
}) => {
  const transactions = await sandbox.getJson<PageOf<{ hash: string; operation_count: number }>>(
    '/transactions?order=desc&limit=50',
  )
  const single = transactions._embedded.records.find((record) => record.operation_count === 1)
  if (!single) throw new Error('no one-operation transaction')
  await page.goto(`/local/transactions/${single.hash}/operations`)
  const pager = page.getByRole('navigation', { name: 'operations pages' })
  await expect(pager).toHaveText('1 operation')
  await expect(pager.getByRole('link')).toHaveCount(0)
})
