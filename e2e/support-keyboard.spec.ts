// The support task by keyboard alone: from the dashboard, find an account's payment, open its
// transaction and copy the transaction's link, in at most 15 key presses (10 today: Copy link sits
// beside the heading; it took 24 when it followed the summary and facts). Pasting the account id
// is one press (insertText, as a paste is); every other key is counted as it is pressed.
import { test, expect } from './fixtures.ts'
import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, records, type OperationRecord } from './explorer-support.ts'

interface PaymentRecord extends OperationRecord {
  to?: string
}

test('find an account’s payment, open its transaction and copy its link in ≤ 15 key presses', async ({
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
  expect(presses).toBeLessThanOrEqual(15)
})

interface AttemptRecord extends OperationRecord {
  transaction_successful?: boolean
  from?: string
}

/** An account whose first page of payments (the tab's default: 10, newest first) holds a failed one. */
async function accountWithFailedPayment(sandbox: Parameters<typeof records>[0]) {
  const attempts = await records<AttemptRecord>(
    sandbox,
    '/payments?order=desc&limit=200&include_failed=true',
  )
  for (const attempt of attempts) {
    if (attempt.transaction_successful !== false || !attempt.from) continue
    const payments = await records<AttemptRecord>(
      sandbox,
      `/accounts/${attempt.from}/payments?order=desc&limit=10&include_failed=true`,
    )
    const firstFailed = payments.find((payment) => payment.transaction_successful === false)
    if (firstFailed) return { account: attempt.from, failed: firstFailed }
  }
  throw new Error('no account with a failed payment among the latest 200 payments')
}

/** The row keys load once the browser is idle after the first paint. */
async function keysReady(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
  )
}

test('on an account page: find a failed payment, open its transaction, copy its link in ≤ 15 key presses', async ({
  page,
  context,
  sandbox,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { account, failed } = await accountWithFailedPayment(sandbox)
  let presses = 0
  const press = async (key: string) => {
    presses += 1
    await page.keyboard.press(key)
  }

  await page.goto(`/local/accounts/${account}`)
  await expect(page.getByRole('heading', { level: 1, name: /^Account / })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Operations' })).toBeVisible()
  // Pressed at once: a key that comes before the keys' code has loaded is acted on when it has.

  // 2: the second tab, Payments (failed attempts included by default).
  await press('2')
  await expect(page).toHaveURL(new RegExp(`/local/accounts/${account}/payments$`))
  // The tab has rendered (the Operations tab's table may hold the same row until it has).
  await expect(
    page
      .getByRole('navigation', { name: 'Account history' })
      .getByRole('link', { name: 'Payments', exact: true }),
  ).toHaveAttribute('aria-current', 'page')
  const payments = page.getByRole('table', { name: /Payments|Operations/ })
  // f: the first failed row; the focused row stands out as a whole.
  await expect(payments.getByRole('link', { name: failed.id, exact: true })).toBeVisible()
  await press('f')
  const failedLink = payments.getByRole('link', { name: failed.id, exact: true })
  await expect(failedLink).toBeFocused()
  const idLink = page.getByRole('link', { name: failed.id, exact: true })
  const failedRow = payments.getByRole('row').filter({ has: idLink })
  await expect(failedRow).toContainText('Failed')
  const otherRow = payments.getByRole('row').filter({ hasNot: idLink }).last()
  const background = (row: typeof failedRow) =>
    row.evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(await background(failedRow)).not.toBe(await background(otherRow))

  // t: the focused row's transaction.
  await press('t')
  await expect(page).toHaveURL(new RegExp(`/local/transactions/${failed.transaction_hash}$`))
  await expect(page.getByRole('heading', { level: 1, name: /^Transaction / })).toBeVisible()

  // c: copy this page's link.
  await press('c')
  await expect(page.getByText('Link copied')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(page.url())
  console.log(`support task from the account page: ${presses} key presses`)
  expect(presses).toBeLessThanOrEqual(15)
})

test('? lists every key; ←/→ page an account tab; [ ] move between ledgers', async ({
  page,
  sandbox,
}) => {
  // The account that sent most of the latest payments: its payments tab has older pages.
  const senders = new Map<string, number>()
  for (const payment of await records<AttemptRecord>(sandbox, '/payments?order=desc&limit=200')) {
    if (payment.from) senders.set(payment.from, (senders.get(payment.from) ?? 0) + 1)
  }
  const [account] = [...senders].sort((a, b) => b[1] - a[1])[0] ?? []
  if (!account) throw new Error('no payments')
  await page.goto(`/local/accounts/${account}/payments`)
  await expect(page.getByRole('link', { name: /Older/ })).toBeVisible()
  await expect(page.getByRole('table', { name: /Payments|Operations/ })).toBeVisible()
  await keysReady(page)

  await page.keyboard.press('?')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toBeVisible()
  for (const key of ['/', '?', 'j', 'k', 'f', 'F', 't', '←', '→', '1', '9', '[', ']', 'c', 'Esc']) {
    await expect(dialog.getByText(key, { exact: true })).toBeVisible()
  }
  await expectNoSeriousA11yViolations(page, 'keyboard shortcuts overlay')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // → older page of the tab's list, ← back to the newer one.
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\/payments\?.*cursor=/)
  await expect(page.getByRole('link', { name: /Newer/ })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(/\/payments\?.*order=asc/)

  await page.goto('/local/ledgers/5')
  await expect(page.getByRole('heading', { level: 1, name: /^Ledger 5/ })).toBeVisible()
  await keysReady(page)
  await page.keyboard.press(']')
  await expect(page).toHaveURL(/\/local\/ledgers\/6$/)
  await page.keyboard.press('[')
  await expect(page).toHaveURL(/\/local\/ledgers\/5$/)
})
