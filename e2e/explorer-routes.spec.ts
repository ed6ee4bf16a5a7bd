// Every route of the explorer against the seeded sandbox: each page must show exactly the records
// the sandbox's Horizon API returns for the same request (ids are looked up, never hard-coded).
import { test, expect } from './fixtures.ts'
import {
  columnTexts,
  effectOperationId,
  expectColumn,
  findLedgerWithPayments,
  findRichAccount,
  heading,
  records,
  shortHash,
  tradeOperationId,
  type AccountRecord,
  type EffectRecord,
  type LedgerRecord,
  type OfferRecord,
  type OperationRecord,
  type TradeRecord,
  type TransactionRecord,
} from './explorer-support.ts'

const operationIds = (operations: OperationRecord[]) => operations.map((operation) => operation.id)
const transactionHashes = (transactions: TransactionRecord[]) =>
  transactions.map((transaction) => shortHash(transaction.hash))
const effectOperations = (effects: EffectRecord[]) => effects.map(effectOperationId)

test('/ redirects to the default network, whose dashboard shows the newest ledgers', async ({
  page,
  sandbox,
}) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/local$/)
  await expect(heading(page, 'Local network')).toBeVisible()
  const latest = page.getByRole('region', { name: 'Latest ledgers' })
  const newest = await records<LedgerRecord>(sandbox, '/ledgers?order=desc&limit=10')
  await expectColumn(
    latest.getByRole('table', { name: 'Ledgers' }),
    0,
    newest.map((ledger) => String(ledger.sequence)),
  )
  const payments = await records<OperationRecord>(sandbox, '/payments?order=desc&limit=10')
  await expectColumn(
    page
      .getByRole('region', { name: 'Latest payments' })
      .getByRole('table', { name: 'Operations' }),
    0,
    operationIds(payments),
  )
})

test('the top-level lists show the sandbox pages, by default and at an explicit cursor', async ({
  page,
  sandbox,
}) => {
  await page.goto('/local/ledgers')
  await expect(heading(page, 'Ledgers')).toBeVisible()
  const ledgers = await records<LedgerRecord>(sandbox, '/ledgers?order=desc&limit=10')
  await expectColumn(
    page.getByRole('table', { name: 'Ledgers' }),
    0,
    ledgers.map((ledger) => String(ledger.sequence)),
  )

  // Each section is reached through the navigation, then pinned to a cursor in the middle of the
  // history so the comparison holds even if ledgers close meanwhile.
  const lists = [
    {
      section: 'Payments',
      path: '/payments',
      table: 'Operations',
      column: 0,
      horizon: '&include_failed=false',
      keys: (items: unknown[]) => operationIds(items as OperationRecord[]),
    },
    {
      section: 'Operations',
      path: '/operations',
      table: 'Operations',
      column: 0,
      horizon: '&include_failed=false',
      keys: (items: unknown[]) => operationIds(items as OperationRecord[]),
    },
    {
      section: 'Transactions',
      path: '/transactions',
      table: 'Transactions',
      column: 0,
      horizon: '&include_failed=true',
      keys: (items: unknown[]) => transactionHashes(items as TransactionRecord[]),
    },
    {
      section: 'Effects',
      path: '/effects',
      table: 'Effects',
      column: 2,
      horizon: '',
      keys: (items: unknown[]) => effectOperations(items as EffectRecord[]),
    },
  ]
  for (const list of lists) {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: list.section })
      .click()
    await expect(page).toHaveURL(new RegExp(`/local${list.path}$`))
    await expect(heading(page, list.section)).toBeVisible()
    const table = page.getByRole('table', { name: list.table })
    const newest = await records<unknown>(
      sandbox,
      `${list.path}?order=desc&limit=10${list.horizon}`,
    )
    await expectColumn(table, list.column, list.keys(newest))

    const middle = await sandbox.getJson<{ _embedded: { records: { paging_token: string }[] } }>(
      `${list.path}?order=asc&limit=50${list.horizon}`,
    )
    const cursor = middle._embedded.records.at(-1)?.paging_token ?? ''
    expect(cursor).not.toBe('')
    await page.goto(`/local${list.path}?cursor=${cursor}&order=desc&limit=20`)
    const pinned = await records<unknown>(
      sandbox,
      `${list.path}?cursor=${cursor}&order=desc&limit=20${list.horizon}`,
    )
    expect(pinned).toHaveLength(20)
    await expectColumn(table, list.column, list.keys(pinned))
  }
})

test('a ledger page and its transactions, operations, payments and effects tabs', async ({
  page,
  sandbox,
}) => {
  const sequence = await findLedgerWithPayments(sandbox)
  const ledger = await sandbox.getJson<LedgerRecord>(`/ledgers/${sequence}`)
  const base = `/ledgers/${sequence}`

  await page.goto(`/local${base}`)
  await expect(heading(page, `Ledger ${sequence}`)).toBeVisible()
  await expect(page.getByRole('term').filter({ hasText: /^Hash$/ })).toBeVisible()
  await expect(page.getByLabel('Ledger details')).toContainText(ledger.hash)
  // The bare record URL renders the first tab.
  const transactions = await records<TransactionRecord>(
    sandbox,
    `${base}/transactions?order=asc&limit=10&include_failed=true`,
  )
  await expect(heading(page, `Transactions in ledger ${sequence}`, 2)).toBeVisible()
  await expectColumn(
    page.getByRole('table', { name: 'Transactions' }),
    0,
    transactionHashes(transactions),
  )

  const tabs = page.getByRole('navigation', { name: 'Ledger contents' })
  const checks = [
    {
      tab: 'Operations',
      table: 'Operations',
      column: 0,
      horizon: 'operations?order=asc&limit=10&include_failed=true',
      keys: (items: unknown[]) => operationIds(items as OperationRecord[]),
    },
    {
      tab: 'Payments',
      table: 'Operations',
      column: 0,
      horizon: 'payments?order=asc&limit=10&include_failed=true',
      keys: (items: unknown[]) => operationIds(items as OperationRecord[]),
    },
    {
      tab: 'Effects',
      table: 'Effects',
      column: 2,
      horizon: 'effects?order=asc&limit=10',
      keys: (items: unknown[]) => effectOperations(items as EffectRecord[]),
    },
    {
      tab: 'Transactions',
      table: 'Transactions',
      column: 0,
      horizon: 'transactions?order=asc&limit=10&include_failed=true',
      keys: (items: unknown[]) => transactionHashes(items as TransactionRecord[]),
    },
  ]
  for (const check of checks) {
    await tabs.getByRole('link', { name: check.tab }).click()
    await expect(page).toHaveURL(`/local${base}/${check.tab.toLowerCase()}`)
    await expect(tabs.getByRole('link', { name: check.tab })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(heading(page, `${check.tab} in ledger ${sequence}`, 2)).toBeVisible()
    const expected = check.keys(await records<unknown>(sandbox, `${base}/${check.horizon}`))
    expect(expected.length).toBeGreaterThan(0)
    await expectColumn(page.getByRole('table', { name: check.table }), check.column, expected)
  }
})

test('a transaction page with its operations and effects tabs', async ({ page, sandbox }) => {
  const sequence = await findLedgerWithPayments(sandbox)
  const [transaction] = await records<TransactionRecord>(
    sandbox,
    `/ledgers/${sequence}/transactions?order=asc&limit=1`,
  )
  if (!transaction) throw new Error(`ledger ${sequence} has no transactions`)
  const base = `/transactions/${transaction.hash}`

  await page.goto(`/local${base}`)
  await expect(heading(page, new RegExp(`Transaction ${transaction.hash}`))).toBeVisible()
  const facts = page.getByLabel('Transaction details')
  await expect(
    facts.getByRole('link', { name: String(transaction.ledger), exact: true }),
  ).toHaveAttribute('href', `/local/ledgers/${transaction.ledger}`)
  await expect(facts).toContainText(transaction.source_account)
  const operations = await records<OperationRecord>(sandbox, `${base}/operations?order=asc`)
  await expectColumn(page.getByRole('table', { name: 'Operations' }), 0, operationIds(operations))

  const tabs = page.getByRole('navigation', { name: 'Transaction contents' })
  await tabs.getByRole('link', { name: 'Effects' }).click()
  await expect(page).toHaveURL(`/local${base}/effects`)
  const effects = await records<EffectRecord>(sandbox, `${base}/effects?order=asc`)
  await expectColumn(page.getByRole('table', { name: 'Effects' }), 2, effectOperations(effects))

  await tabs.getByRole('link', { name: 'Operations' }).click()
  await expect(page).toHaveURL(`/local${base}/operations`)
  await expectColumn(page.getByRole('table', { name: 'Operations' }), 0, operationIds(operations))
})

test('an operation page with its effects, at the bare URL and at /effects', async ({
  page,
  sandbox,
}) => {
  const [payment] = await records<OperationRecord>(sandbox, '/payments?order=asc&limit=1')
  if (!payment) throw new Error('no payments in the sandbox')
  const effects = await records<EffectRecord>(sandbox, `/operations/${payment.id}/effects`)
  expect(effects.length).toBeGreaterThan(0)

  for (const path of [`/operations/${payment.id}`, `/operations/${payment.id}/effects`]) {
    await page.goto(`/local${path}`)
    await expect(heading(page, `Operation ${payment.id}`)).toBeVisible()
    const facts = page.getByLabel('Operation details')
    await expect(facts).toContainText(payment.type)
    await expect(facts.getByRole('link', { name: payment.transaction_hash })).toHaveAttribute(
      'href',
      `/local/transactions/${payment.transaction_hash}`,
    )
    await expect(heading(page, 'Effects', 2)).toBeVisible()
    await expectColumn(page.getByRole('table', { name: 'Effects' }), 2, effectOperations(effects))
  }
})

test('an account page and all seven of its tabs', async ({ page, sandbox, request }) => {
  const accountId = await findRichAccount(sandbox, request)
  const base = `/accounts/${accountId}`
  const account = await sandbox.getJson<AccountRecord>(base)

  await page.goto(`/local${base}`)
  await expect(heading(page, new RegExp(`Account ${accountId}`))).toBeVisible()
  await expect(page.getByRole('table', { name: 'Balances' }).getByRole('row')).toHaveCount(
    account.balances.length + 1,
  )
  // An account's operations and payments include failed attempts by default (issue 11).
  const operations = await records<OperationRecord>(
    sandbox,
    `${base}/operations?order=desc&limit=10&include_failed=true`,
  )
  await expect(heading(page, 'Operations', 2)).toBeVisible()
  await expectColumn(page.getByRole('table', { name: 'Operations' }), 0, operationIds(operations))

  const dataNames = Object.keys(account.data)
  const tabs = page.getByRole('navigation', { name: 'Account history' })
  const checks = [
    {
      tab: 'Payments',
      path: 'payments',
      table: 'Operations',
      column: 0,
      expected: async () =>
        operationIds(
          await records<OperationRecord>(
            sandbox,
            `${base}/payments?order=desc&limit=10&include_failed=true`,
          ),
        ),
    },
    {
      tab: 'Effects',
      path: 'effects',
      table: 'Effects',
      column: 2,
      expected: async () =>
        effectOperations(await records<EffectRecord>(sandbox, `${base}/effects?order=desc`)),
    },
    {
      tab: 'Transactions',
      path: 'transactions',
      table: 'Transactions',
      column: 0,
      expected: async () =>
        transactionHashes(
          await records<TransactionRecord>(
            sandbox,
            `${base}/transactions?order=desc&limit=10&include_failed=true`,
          ),
        ),
    },
    {
      tab: 'Offers',
      path: 'offers',
      table: 'Offers',
      column: 0,
      expected: async () =>
        (await records<OfferRecord>(sandbox, `${base}/offers?order=desc`)).map((offer) =>
          String(offer.id),
        ),
    },
    {
      tab: 'Trades',
      path: 'trades',
      table: 'Trades',
      column: 7,
      expected: async () =>
        (await records<TradeRecord>(sandbox, `${base}/trades?order=desc`)).map(tradeOperationId),
    },
    {
      tab: `Data (${dataNames.length})`,
      path: 'data',
      table: 'Data entries',
      column: 0,
      expected: () => Promise.resolve(dataNames),
    },
    {
      tab: 'Operations',
      path: 'operations',
      table: 'Operations',
      column: 0,
      expected: () => Promise.resolve(operationIds(operations)),
    },
  ]
  for (const check of checks) {
    await tabs.getByRole('link', { name: check.tab }).click()
    await expect(page).toHaveURL(`/local${base}/${check.path}`)
    const expected = await check.expected()
    expect(expected.length, `${check.tab} has records in the seeded history`).toBeGreaterThan(0)
    await expectColumn(page.getByRole('table', { name: check.table }), check.column, expected)
  }
  // The data tab decodes the base64 values Horizon sends.
  await tabs.getByRole('link', { name: /^Data/ }).click()
  const [firstName] = dataNames
  const firstValue = firstName ? account.data[firstName] : undefined
  if (firstValue === undefined) throw new Error('no data entry')
  const decoded = Buffer.from(firstValue, 'base64').toString('utf8')
  await expect
    .poll(async () => (await columnTexts(page.getByRole('table', { name: 'Data entries' }), 1))[0])
    .toBe(decoded)
})
