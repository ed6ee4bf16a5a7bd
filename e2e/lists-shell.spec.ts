// Acceptance of the support desk's lists (issue 11): live lists hold still under the reader,
// failed attempts show on an account, live account tabs refresh balances, jump to a date, and
// an account's history exported across pages.
import { readFileSync } from 'node:fs'
import type { Page as BrowserPage } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import type { SandboxControl } from './fixtures.ts'
import { appUrl, sandboxUrl } from './servers.ts'
import { streamDeadlineMs, waitForHorizon } from './live-support.ts'

interface PageOf<T> {
  _embedded: { records: T[] }
}
interface PaymentRecord {
  id: string
  paging_token: string
  type: string
  to?: string
  from?: string
  transaction_successful: boolean
}

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

/** The first-cell texts of a table's body rows, read in one call (no torn reads). */
async function firstCells(page: BrowserPage, tableName: string): Promise<string[]> {
  const rows = page
    .getByRole('table', { name: tableName })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
  const texts = await rows.allInnerTexts()
  return texts.map((text) => text.trim().split(/\s+/)[0] ?? '')
}

/** Horizon's "123.4500000" as the explorer shows it: "123.45" with thousands separators. */
function shownAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}

async function nativeBalance(sandbox: SandboxControl, accountId: string): Promise<string> {
  const account = await sandbox.getJson<{
    balances: { asset_type: string; balance: string }[]
  }>(`/accounts/${accountId}`)
  return account.balances.find((balance) => balance.asset_type === 'native')?.balance ?? ''
}

/** The accounts that received the most of the newest 200 payments, busiest first. */
async function busiestRecipients(sandbox: SandboxControl, count: number): Promise<string[]> {
  const payments = await sandbox.getJson<PageOf<PaymentRecord>>('/payments?order=desc&limit=200')
  const received = new Map<string, number>()
  for (const payment of payments._embedded.records) {
    if (payment.to) received.set(payment.to, (received.get(payment.to) ?? 0) + 1)
  }
  const busiest = [...received.entries()].sort((a, b) => b[1] - a[1]).slice(0, count)
  if (busiest.length === 0) throw new Error('no payments in seed 1')
  return busiest.map(([accountId]) => accountId)
}

async function newestPaymentId(sandbox: SandboxControl, accountId: string) {
  const newest = await sandbox.getJson<PageOf<PaymentRecord>>(
    `/accounts/${accountId}/payments?order=desc&limit=1&include_failed=true`,
  )
  return newest._embedded.records[0]
}

test('hovering a live list while 5 ledgers close keeps its rows; the pill says 5', async ({
  page,
  sandbox,
}) => {
  await page.goto('/local/ledgers')
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible()
  const table = page.getByRole('table', { name: 'Ledgers' })
  await table.hover()
  await expect(page.getByText('Held while you read')).toBeVisible()
  const before = await firstCells(page, 'Ledgers')

  const closed = await sandbox.closeLedgers(5)
  await expect(page.getByRole('button', { name: '5 new ledgers' })).toBeVisible({
    timeout: streamDeadlineMs,
  })
  expect(await firstCells(page, 'Ledgers')).toEqual(before)

  // Leaving the list shows them all, newest first, with no gap and no duplicate.
  await page.mouse.move(0, 0)
  const newest = closed.at(-1) ?? 0
  await expect(table.getByRole('link', { name: String(newest), exact: true })).toBeVisible()
  const after = await firstCells(page, 'Ledgers')
  expect(after.slice(0, 6).map(Number)).toEqual(
    Array.from({ length: 6 }, (_, index) => newest - index),
  )
  expect(new Set(after).size).toBe(after.length)
})

test('a failed incoming payment is visible on the account by default', async ({
  page,
  sandbox,
}) => {
  const payments = await sandbox.getJson<PageOf<PaymentRecord>>(
    '/payments?include_failed=true&order=asc&limit=200',
  )
  const failed = payments._embedded.records.find(
    (payment) => !payment.transaction_successful && payment.type === 'payment' && payment.to,
  )
  if (!failed?.to) throw new Error('seed 1 has no failed payment in its first 200 payments')

  await page.goto(`/local/accounts/${failed.to}/payments?limit=200`)
  const row = page
    .getByRole('table', { name: 'Operations' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: failed.id, exact: true }) })
  await expect(row).toBeVisible()
  await expect(row.getByText('Failed', { exact: true })).toBeVisible()
  await expect(row.getByText('Received', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Hide failed transactions' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
})

test('a payment to a watched account appears on its live tab and the balance updates', async ({
  browser,
  sandbox,
}) => {
  // Which account the simulator pays next depends on how many ledgers earlier tests closed, so
  // four busy recipients are watched at once (each in its own context: its own connections),
  // and the test follows whichever is paid first. The pages are opened one after another: four
  // cold loads at once on two cores took 15–21 s each to go Live at load 20 (2–5 s one by one),
  // which is what made this test fail on a busy CI machine.
  const watched: { accountId: string; page: BrowserPage; newestBefore: string | undefined }[] = []
  for (const accountId of await busiestRecipients(sandbox, 4)) {
    const context = await browser.newContext({ baseURL: appUrl })
    const page = await context.newPage()
    await page.goto(`/local/accounts/${accountId}/payments`)
    await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible()
    watched.push({ accountId, page, newestBefore: (await newestPaymentId(sandbox, accountId))?.id })
  }

  let arrived: { accountId: string; page: BrowserPage; payment: PaymentRecord } | undefined
  for (let attempt = 0; attempt < 200 && !arrived; attempt += 1) {
    await sandbox.closeLedgers(1)
    for (const { accountId, page, newestBefore } of watched) {
      const newest = await newestPaymentId(sandbox, accountId)
      if (newest && newest.id !== newestBefore && newest.to === accountId) {
        arrived = { accountId, page, payment: newest }
        break
      }
    }
  }
  if (!arrived) throw new Error('no payment to any of the watched accounts in 200 closed ledgers')

  const { accountId, page, payment } = arrived
  await expect(
    page
      .getByRole('table', { name: 'Operations' })
      .getByRole('link', { name: payment.id, exact: true }),
  ).toBeVisible({ timeout: streamDeadlineMs })
  const balance = await nativeBalance(sandbox, accountId)
  await expect(page.getByRole('table', { name: 'Balances' })).toContainText(shownAmount(balance), {
    timeout: streamDeadlineMs,
  })
  await Promise.all(watched.map(({ page: watchedPage }) => watchedPage.context().close()))
})

for (const list of [
  { path: '/local/ledgers', collection: '/ledgers', table: 'Ledgers' },
  { path: '/local/transactions', collection: '/transactions', table: 'Transactions' },
  { path: '/local/operations', collection: '/operations', table: 'Operations' },
]) {
  test(`jump to a date opens ${list.collection} at the first ledger at or after it`, async ({
    page,
    sandbox,
  }) => {
    // Generated history closes ledger n at 2026-01-01T00:00:00Z + 5 s steps; 12:34 past is mid-way.
    const target = '2026-01-01T00:12:34'
    const ledgers = await sandbox.getJson<PageOf<{ sequence: number; closed_at: string }>>(
      '/ledgers?order=asc&limit=200',
    )
    const expected = ledgers._embedded.records.find(
      (ledger) => Date.parse(ledger.closed_at) >= Date.parse(`${target}Z`),
    )
    if (!expected) throw new Error('no ledger after the target time')
    const cursor = ((BigInt(expected.sequence) << 32n) - 1n).toString()
    const first = await sandbox.getJson<PageOf<{ id?: string; hash?: string; sequence?: number }>>(
      `${list.collection}?cursor=${cursor}&order=asc&limit=1`,
    )
    const firstRecord = first._embedded.records[0]
    const firstId = String(firstRecord?.sequence ?? firstRecord?.hash ?? firstRecord?.id)

    await page.goto(list.path)
    await page.getByLabel('Jump to date (UTC)').fill(target)
    await page.getByRole('button', { name: 'Jump' }).click()
    await expect(
      page.getByText(new RegExp(`^Found ledger ${expected.sequence} \\(\\d+ requests?\\)$`)),
    ).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`cursor=${cursor}&order=asc`))
    const firstRow = page
      .getByRole('table', { name: list.table })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
    await expect(firstRow.locator(`a[href*="${firstId}"]`).first()).toBeVisible()
  })
}

test('an export of 3+ pages equals the concatenated Horizon pages', async ({ page, sandbox }) => {
  // The test reads the same pages itself: 10 records per request, oldest first, failed included.
  const operationsOf = async (accountId: string) => {
    const records: Record<string, unknown>[] = []
    let cursor = ''
    for (;;) {
      const batch = await sandbox.getJson<PageOf<Record<string, unknown>>>(
        `/accounts/${accountId}/operations?include_failed=true&order=asc&limit=10&cursor=${cursor}`,
      )
      records.push(...batch._embedded.records)
      if (batch._embedded.records.length < 10) return records
      cursor = String(batch._embedded.records.at(-1)?.paging_token)
    }
  }
  // Earlier tests close ledgers, so the latest payments' busiest recipient may be a new account:
  // take the first of the busiest ten with more than two pages of operations.
  let accountId = ''
  let expected: Record<string, unknown>[] = []
  for (const candidate of await busiestRecipients(sandbox, 10)) {
    accountId = candidate
    expected = await operationsOf(candidate)
    if (expected.length > 20) break
  }
  expect(expected.length).toBeGreaterThan(20)

  await page.goto(`/local/accounts/${accountId}/operations`)
  await page.getByLabel('Number of records').fill('10000')
  await page.getByLabel('Records per request').selectOption('10')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await (await download).path()
  const csv = readFileSync(file, 'utf8').trim().split('\r\n')
  const pages = Math.floor(expected.length / 10) + 1
  await expect(
    page.getByText(`Exported ${expected.length} operations from ${pages} pages`),
  ).toBeVisible()
  expect(csv).toHaveLength(expected.length + 1)
  const header = csv[0]?.split(',') ?? []
  const idColumn = header.indexOf('id')
  expect(csv.slice(1).map((line) => line.split(',')[idColumn])).toEqual(
    expected.map((record) => record.id),
  )
})
