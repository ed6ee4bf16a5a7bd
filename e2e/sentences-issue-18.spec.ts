// Issue 18, defect 5: sentences that broke on real records of the seeded sandbox. A failed pool
// deposit does not say "unknown asset"; failed path payments do not claim "0" was sent or would have
// been received; an offer does not read "53.1183111 USD of USD"; a failed fee bump says why once,
// without "charged))."; pool shares do not read "Not authorized".
import { test, expect } from './fixtures.ts'
import type { SandboxControl } from './fixtures.ts'
import { records, type HorizonPage } from './explorer-support.ts'
import { sandboxUrl } from './servers.ts'
import { waitForHorizon } from './live-support.ts'

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

interface FailedOperation {
  id: string
  type: string
  transaction_successful: boolean
}

/** The seeded history's operations, oldest first, at most `pages` pages of 200. */
async function allOperations(sandbox: SandboxControl, pages: number): Promise<FailedOperation[]> {
  const found: FailedOperation[] = []
  let path = '/operations?include_failed=true&order=asc&limit=200'
  for (let page = 0; page < pages; page++) {
    const answer = await sandbox.getJson<HorizonPage<FailedOperation>>(path)
    if (answer._embedded.records.length === 0) break
    found.push(...answer._embedded.records)
    const next = new URL(answer._links.next.href)
    path = `${next.pathname}${next.search}`
  }
  return found
}

function failedOf(operations: FailedOperation[], type: string): FailedOperation {
  const operation = operations.find(
    (candidate) => candidate.type === type && !candidate.transaction_successful,
  )
  if (!operation) throw new Error(`the seeded history has no failed ${type}`)
  return operation
}

test('a failed pool deposit names the amounts it offered, never "unknown asset"', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(90_000)
  const operations = await allOperations(sandbox, 15)
  const deposit = failedOf(operations, 'liquidity_pool_deposit')
  await page.goto(`/local/operations/${deposit.id}`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  const depositSentence = page.getByText(/tried to deposit at most/).first()
  await expect(depositSentence).toBeVisible()
  await expect(depositSentence).not.toContainText('unknown asset')
  await expect(depositSentence).toContainText(/of its two reserve assets into liquidity pool/)
})

test('failed path payments name their limit, never "by sending 0" or "would have received 0"', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(90_000)
  const operations = await allOperations(sandbox, 15)
  for (const type of ['path_payment_strict_receive', 'path_payment_strict_send']) {
    const payment = failedOf(operations, type)
    await page.goto(`/local/operations/${payment.id}`)
    const sentence = page.getByText(/tried to (pay|send)/).first()
    await expect(sentence).toBeVisible()
    await expect(sentence).not.toContainText(/by sending 0 |would have received 0 /)
    await expect(sentence).toContainText(
      type === 'path_payment_strict_receive'
        ? /, sending at most \d/
        : /was to receive at least \d/,
    )
  }
})

test('an offer page names its amount once, with the asset', async ({ page, sandbox }) => {
  const [offer] = await records<{ id: string; amount: string; selling: { asset_code?: string } }>(
    sandbox,
    '/offers?limit=1',
  )
  if (!offer) throw new Error('the seeded sandbox has no offer')
  await page.goto(`/local/offers/${offer.id}`)
  const selling = page
    .getByRole('term')
    .filter({ hasText: /^Selling$/ })
    .locator('xpath=following-sibling::dd[1]')
  await expect(selling).toBeVisible()
  const code = offer.selling.asset_code ?? 'XLM'
  await expect(selling).not.toContainText(` ${code} of `)
  await expect(selling).toContainText(code)
})

test('a failed fee bump says why once, in sentences that close', async ({ page, sandbox }) => {
  const transactions: { hash: string; successful: boolean; fee_bump_transaction?: object }[] = []
  let path = '/transactions?include_failed=true&order=asc&limit=200'
  for (let count = 0; count < 10; count++) {
    const answer = await sandbox.getJson<HorizonPage<(typeof transactions)[number]>>(path)
    transactions.push(...answer._embedded.records)
    if (transactions.some((record) => record.fee_bump_transaction && !record.successful)) break
    const next = new URL(answer._links.next.href)
    path = `${next.pathname}${next.search}`
  }
  const feeBump = transactions.find((record) => record.fee_bump_transaction && !record.successful)
  if (!feeBump) throw new Error('the seeded history has no failed fee bump')
  await page.goto(`/local/transactions/${feeBump.hash}`)
  const note = page.getByText(/^Fee bump: /)
  await expect(note).toBeVisible()
  await expect(note).toHaveText(
    /^Fee bump: the wrapper paid the fee, and the transaction inside it failed with tx_\w+\.$/,
  )
  const details = page.getByLabel('Transaction details')
  await expect(details).not.toContainText('))')
  await expect(details).not.toContainText('Transaction result: tx_fee_bump_inner_failed')
})

test('pool-share balances show no authorization, not a red "Not authorized"', async ({
  page,
  sandbox,
}) => {
  const [holder] = await records<{ account_id: string }>(
    sandbox,
    '/accounts?liquidity_pool=' +
      ((await records<{ id: string }>(sandbox, '/liquidity_pools?limit=1'))[0]?.id ?? ''),
  )
  if (!holder) throw new Error('the seeded history has no pool-share holder')
  await page.goto(`/local/accounts/${holder.account_id}`)
  const balances = page.getByRole('table', { name: 'Balances' })
  await expect(balances).toBeVisible()
  const poolRow = balances
    .getByRole('row')
    .filter({ hasText: /pool shares/i })
    .first()
  await expect(poolRow).toBeVisible()
  await expect(poolRow).not.toContainText('Not authorized')
})
