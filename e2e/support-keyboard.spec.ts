// The support task by keyboard alone: from the dashboard, find an account's payment, open its
// transaction and copy the transaction's link, in at most 25 key presses. Pasting the account id
// is one press (insertText, as a paste is); every other key is counted as it is pressed.
import { test, expect } from './fixtures.ts'
import { records, type OperationRecord } from './explorer-support.ts'

interface PaymentRecord extends OperationRecord {
  to?: string
}

test('find an account’s payment, open its transaction and copy its link in ≤ 25 key presses', async ({
  page,
  context,
  sandbox,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // The customer's latest payment: a received payment that is the newest operation of its account.
  let payment: PaymentRecord | undefined
  for (const candidate of await records<PaymentRecord>(sandbox, '/payments?order=desc&limit=50')) {
    if (candidate.type !== 'payment' || !candidate.to) continue
    const [newest] = await records<OperationRecord>(
      sandbox,
      `/accounts/${candidate.to}/operations?order=desc&limit=1&include_failed=true`,
    )
    if (newest?.id === candidate.id) {
      payment = candidate
      break
    }
  }
  if (!payment?.to) throw new Error('no account whose newest operation is a received payment')

  let presses = 0
  const press = async (key: string) => {
    presses += 1
    await page.keyboard.press(key)
  }

  await page.goto('/local')
  await expect(page.getByRole('table', { name: 'Ledgers' }).first()).toBeVisible()
  await press('/')
  presses += 1
  await page.keyboard.insertText(payment.to)
  await press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: /^Account / })).toBeFocused()

  // j: the first row of the account's history; Tab along the row to its transaction link.
  const history = page.getByRole('table', { name: 'Operations' })
  await expect(history).toBeVisible()
  await press('j')
  await expect(history.getByRole('link', { name: payment.id, exact: true })).toBeFocused()
  const transactionLink = history
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: payment.id, exact: true }) })
    .locator(`a[href*="/transactions/${payment.transaction_hash}"]`)
  for (let tab = 0; tab < 10; tab += 1) {
    if (await transactionLink.evaluate((link) => link === document.activeElement)) break
    await press('Tab')
  }
  await expect(transactionLink).toBeFocused()
  await press('Enter')
  await expect(page).toHaveURL(new RegExp(`/local/transactions/${payment.transaction_hash}$`))
  await expect(page.getByRole('heading', { level: 1, name: /^Transaction / })).toBeFocused()

  const copyLink = page.getByRole('button', { name: 'Copy link' })
  for (let tab = 0; tab < 20; tab += 1) {
    if (await copyLink.evaluate((button) => button === document.activeElement)) break
    await press('Tab')
  }
  await expect(copyLink).toBeFocused()
  await press('Enter')
  await expect(page.getByText('Link copied')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(page.url())
  expect(copied).toMatch(new RegExp(`/local/transactions/${payment.transaction_hash}$`))
  console.log(`support task by keyboard: ${presses} key presses`)
  expect(presses).toBeLessThanOrEqual(25)
})
