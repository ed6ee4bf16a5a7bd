// Issue 18, defect 3: a time that identifies a record reads in UTC, the relative time beside it: the
// record pages' "Created at" / "Closed at", and the rows of a list opened at a cursor or a date.
import { test, expect } from './fixtures.ts'
import {
  dataRows,
  records,
  type LedgerRecord,
  type OperationRecord,
  type TransactionRecord,
} from './explorer-support.ts'
import { sandboxUrl } from './servers.ts'
import { waitForHorizon } from './live-support.ts'

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

/** "2024-07-06T10:13:42Z" as the explorer writes it: "2024-07-06 10:13:42 UTC". */
function utcText(rfc3339: string): string {
  return `${new Date(rfc3339).toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

test('record pages say when in UTC: a ledger closed, a transaction and an operation created', async ({
  page,
  sandbox,
}) => {
  const [ledger] = await records<LedgerRecord & { closed_at: string }>(
    sandbox,
    '/ledgers?order=asc&limit=1&cursor=20',
  )
  const [transaction] = await records<TransactionRecord & { created_at: string }>(
    sandbox,
    '/transactions?order=asc&limit=1',
  )
  const [operation] = await records<OperationRecord & { created_at: string }>(
    sandbox,
    '/operations?order=asc&limit=1',
  )
  if (!ledger || !transaction || !operation) throw new Error('the seeded history is empty')
  for (const [path, term, time] of [
    [`/local/ledgers/${ledger.sequence}`, 'Closed at', ledger.closed_at],
    [`/local/transactions/${transaction.hash}`, 'Created at', transaction.created_at],
    [`/local/operations/${operation.id}`, 'Created at', operation.created_at],
  ] as const) {
    await page.goto(path)
    const description = page
      .getByRole('term')
      .filter({ hasText: term })
      .locator('xpath=following-sibling::dd[1]')
    await expect(description).toContainText(utcText(time))
    // The relative time sits beside it.
    await expect(description).toContainText(/ago\)|just now\)/)
  }
})

test('a list opened at a cursor reads its rows in UTC; the newest page keeps relative times', async ({
  page,
  sandbox,
}) => {
  const ledgers = await records<LedgerRecord & { closed_at: string }>(
    sandbox,
    '/ledgers?order=asc&limit=5&cursor=',
  )
  const third = ledgers[2]
  if (!third) throw new Error('the seeded history has too few ledgers')
  await page.goto(`/local/ledgers?cursor=${third.paging_token}&order=asc&limit=10`)
  const table = page.getByRole('table', { name: 'Ledgers' })
  await expect(dataRows(table).first()).toBeVisible()
  const firstLedger = ledgers[3]
  if (!firstLedger) throw new Error('the seeded history has too few ledgers')
  await expect(dataRows(table).first()).toContainText(utcText(firstLedger.closed_at))
  const times = await dataRows(table).locator('time').allTextContents()
  expect(times.length).toBeGreaterThan(1)
  for (const time of times) expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(.+\)$/)

  await page.goto('/local/ledgers')
  await expect(dataRows(table).first()).toBeVisible()
  await expect(dataRows(table).first().locator('time')).not.toContainText('UTC')
})
