// Why a transaction failed, on every failed row: each list that shows transactions or operations
// (top-level lists, a ledger's and a transaction's tabs, an account's tabs) says the failed
// transaction's reason in its row — the result code, with the sentence as its accessible name.
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { records, type OperationRecord, type TransactionRecord } from './explorer-support.ts'

interface FailedTransaction extends TransactionRecord {
  successful: boolean
}

/** Opens a list with the failed record on it; checks its row's status cell gives the reason. */
async function expectReasonInRow(page: Page, path: string, table: string, link: string) {
  await page.goto(path)
  const rows: Locator = page.getByRole('table', { name: table }).getByRole('row')
  const row = rows.filter({ has: page.getByRole('link', { name: link, exact: true }) }).first()
  await expect(row, `${path}: the failed row`).toBeVisible()
  await expect(
    row.getByRole('cell', { name: /^Failed\s*(op|tx)_[a-z_]+\s*—\s*\S.{10,}/ }),
    `${path}: the failed row's reason`,
  ).toBeVisible()
}

/** A cursor just before `pagingToken`: an ascending page opened there starts with that record. */
function cursorBefore(pagingToken: string): string {
  return (BigInt(pagingToken) - 1n).toString()
}

test('every list with transactions or operations says why its failed rows failed', async ({
  page,
  sandbox,
  request,
}) => {
  test.setTimeout(120_000)
  let failed: FailedTransaction | undefined
  let payment: OperationRecord | undefined
  for (const candidate of await records<FailedTransaction>(
    sandbox,
    '/transactions?include_failed=true&order=asc&limit=200',
  )) {
    if (candidate.successful) continue
    const [first] = await records<OperationRecord>(
      sandbox,
      `/transactions/${candidate.hash}/operations`,
    )
    const account = await request.get(`${sandbox.url}/accounts/${candidate.source_account}`)
    if (first?.type === 'payment' && account.ok()) {
      failed = candidate
      payment = first
      break
    }
  }
  if (!failed || !payment) throw new Error('seed 1 has no failed payment from a live account')
  const hashLink = `${failed.hash.slice(0, 6)}…${failed.hash.slice(-6)}`
  const account = `/local/accounts/${failed.source_account}`
  const aroundTransaction = `?order=asc&limit=10&cursor=${cursorBefore(failed.paging_token)}`
  const aroundOperation = `?order=asc&limit=10&include_failed=true&cursor=${cursorBefore(payment.paging_token)}`

  const transactionLists = [
    `/local/transactions${aroundTransaction}`,
    `/local/ledgers/${failed.ledger}?limit=200`,
    `${account}/transactions${aroundTransaction}`,
  ]
  for (const path of transactionLists) {
    await expectReasonInRow(page, path, 'Transactions', hashLink)
  }
  const operationLists = [
    `/local/operations${aroundOperation}`,
    `/local/payments${aroundOperation}`,
    `/local/ledgers/${failed.ledger}/operations?limit=200`,
    `/local/ledgers/${failed.ledger}/payments?limit=200`,
    `/local/transactions/${failed.hash}`,
    `${account}${aroundOperation}`,
    `${account}/payments${aroundOperation}`,
  ]
  for (const path of operationLists) {
    await expectReasonInRow(page, path, 'Operations', payment.id)
  }
})
