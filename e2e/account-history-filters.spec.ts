// Issue 18: an account's payments filter by direction, failed only and asset. Horizon cannot, so
// the tab walks its pages newest first (bounded) and says how many it read; the filters live in
// the URL. Expected matches are counted here from the sandbox's own pages.
import { test, expect } from './fixtures.ts'
import { records } from './explorer-support.ts'

interface PaymentRow {
  id: string
  type: string
  from?: string
  to?: string
  funder?: string
  account?: string
  transaction_successful: boolean
  paging_token: string
}

test('an account’s payments filter to failed payments it sent, walking Horizon’s pages', async ({
  page,
  sandbox,
}) => {
  const failed = (
    await records<PaymentRow>(sandbox, '/payments?include_failed=true&order=desc&limit=200')
  ).find((record) => record.type === 'payment' && !record.transaction_successful)
  if (!failed?.from) throw new Error('seed 1 has no failed payment')
  const accountId = failed.from
  // The account's whole history as the walk reads it: newest first, 200 a page, at most 10.
  const all: PaymentRow[] = []
  let pages = 0
  let cursor = ''
  while (pages < 10) {
    const batch = await records<PaymentRow>(
      sandbox,
      `/accounts/${accountId}/payments?include_failed=true&order=desc&limit=200&cursor=${cursor}`,
    )
    pages += 1
    all.push(...batch)
    if (batch.length < 200) break
    cursor = batch.at(-1)?.paging_token ?? ''
  }
  // Who sends value, per payment type (Horizon's field names).
  const sender: Record<string, keyof PaymentRow> = {
    payment: 'from',
    path_payment_strict_receive: 'from',
    path_payment_strict_send: 'from',
    create_account: 'funder',
    account_merge: 'account',
  }
  const expected = all.filter((record) => {
    const field = sender[record.type]
    return !record.transaction_successful && field !== undefined && record[field] === accountId
  })

  await page.goto(`/local/accounts/${accountId}/payments`)
  const form = page.getByRole('form', { name: 'Filter this history' })
  await form.getByLabel('Direction').selectOption('sent')
  await form.getByLabel('Failed only').check()
  await form.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/direction=sent/)
  await expect(page).toHaveURL(/failed=only/)
  await expect(page.getByRole('status').filter({ hasText: /match, from/ })).toHaveText(
    `${expected.length} of the newest ${all.length} payments match, from ${pages} ${pages === 1 ? 'page' : 'pages'} read (the whole history).`,
  )
  const table = page.getByRole('table', { name: 'Operations' })
  await expect(table.getByRole('link', { name: failed.id, exact: true })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(expected.length + 1)

  // The URL alone restores the filter, and an asset no payment moved matches none.
  await page.goto(`/local/accounts/${accountId}/payments?asset=NOPE`)
  await expect(page.getByRole('status').filter({ hasText: /match, from/ })).toContainText(
    `0 of the newest ${all.length} payments match`,
  )
  await expect(page.getByRole('textbox', { name: 'Asset', exact: true })).toHaveValue('NOPE')
})
