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

test('Cancel stops the filter’s walk: no page is asked for after it, and it says how far it got', async ({
  page,
  sandbox,
}) => {
  // Seed 1's accounts hold fewer than 200 payments (one page of the walk), so the walk's first
  // page is served a full page of real records (the network's newest 200 payments) and its second
  // is held: the walk is mid-way, between pages, when Cancel is pressed.
  const [somePayment] = await records<PaymentRow>(sandbox, '/payments?order=desc&limit=1')
  if (!somePayment?.from) throw new Error('seed 1 has no payment')
  const accountId = somePayment.from
  const fullPage = await sandbox.getJson<{ _embedded: { records: PaymentRow[] } }>(
    '/payments?include_failed=true&order=desc&limit=200',
  )
  expect(fullPage._embedded.records).toHaveLength(200)

  const walkRequests: string[] = []
  let releaseHeld: (() => void) | undefined
  // The walk's requests: newest first, 200 a page (the live stream asks without an order).
  const isWalkRequest = (url: URL) =>
    url.pathname === `/accounts/${accountId}/payments` &&
    url.searchParams.get('limit') === '200' &&
    url.searchParams.get('order') === 'desc'
  await page.route(isWalkRequest, async (route) => {
    walkRequests.push(route.request().url())
    if (walkRequests.length === 1) {
      await route.fulfill({ json: fullPage, headers: { 'access-control-allow-origin': '*' } })
      return
    }
    // Held until the test ends: the walk must give up on it, not wait for it.
    await new Promise<void>((resolve) => (releaseHeld = resolve))
    await route.abort().catch(() => undefined)
  })

  await page.goto(`/local/accounts/${accountId}/payments?failed=only`)
  const progress = page.getByRole('status').filter({ hasText: /^Filtering: read/ })
  await expect(progress).toContainText('Filtering: read 1 page (200 payments) of at most 10')
  await expect.poll(() => walkRequests.length).toBe(2)
  await progress.getByRole('button', { name: 'Cancel' }).click()

  await expect(page.getByRole('status').filter({ hasText: /^Cancelled after/ })).toHaveText(
    'Cancelled after reading 1 page (200 payments).',
  )
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  // The walk asks for nothing more once cancelled.
  await page.waitForTimeout(1500)
  expect(walkRequests).toHaveLength(2)
  await expect(page.getByRole('table', { name: 'Operations' })).toHaveCount(0)
  releaseHeld?.()
})
