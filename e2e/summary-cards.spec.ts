// Issue 18, one visual system: every record page opens with its summary (the answer: status,
// amount, counterpart, time) before the raw fields, and links stand out only where they lead
// somewhere new: nothing on a record page links back to that record. Expected figures are read
// from the sandbox's own Horizon records.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import {
  findLedgerWithPayments,
  findRichAccount,
  openPageType,
  pageTypes,
  records,
  type OperationRecord,
} from './explorer-support.ts'

/** How the explorer prints an amount: thousands grouped, trailing zeros dropped. */
function shownAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  const grouped = BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}

function stroopsAsXlm(stroops: string): string {
  const padded = stroops.padStart(8, '0')
  return `${shownAmount(`${padded.slice(0, -7)}.${padded.slice(-7)}`)} XLM`
}

/** "2024-07-06T10:13:42Z" as the explorer prints a time that identifies a record. */
function utc(time: string): string {
  return `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

interface SummaryCase {
  noun: string
  path: string
  /** Texts the summary must hold, worked out from the record. */
  expected: (string | RegExp)[]
  /** The raw label/value list that must come after the summary. */
  details: string
}

async function summaryCases(
  sandbox: Parameters<typeof findLedgerWithPayments>[0],
  request: Parameters<typeof findRichAccount>[1],
): Promise<SummaryCase[]> {
  const sequence = await findLedgerWithPayments(sandbox)
  const ledger = await sandbox.getJson<{ closed_at: string; operation_count: number }>(
    `/ledgers/${sequence}`,
  )
  const failed = (
    await records<{ hash: string; successful: boolean; fee_charged: string; created_at: string }>(
      sandbox,
      '/transactions?include_failed=true&order=asc&limit=200',
    )
  ).find((transaction) => !transaction.successful)
  const payment = (
    await records<OperationRecord & { amount: string; created_at: string }>(
      sandbox,
      '/payments?order=asc&limit=200',
    )
  ).find((operation) => operation.type === 'payment')
  const [asset] = await records<{
    asset_code: string
    asset_issuer: string
    accounts: { authorized: number }
  }>(sandbox, '/assets?limit=1')
  const [offer] = await records<{ id: string; amount: string }>(sandbox, '/offers?limit=1')
  const [pool] = await records<{ id: string; total_trustlines: string }>(
    sandbox,
    '/liquidity_pools?limit=1',
  )
  const [balance] = await records<{ id: string; amount: string; claimants: unknown[] }>(
    sandbox,
    '/claimable_balances?limit=1',
  )
  if (!failed || !payment || !asset || !offer || !pool || !balance) {
    throw new Error('seed 1 lacks a failed transaction, payment, asset, offer, pool or balance')
  }
  const accountId = await findRichAccount(sandbox, request)
  return [
    {
      noun: 'Ledger',
      path: `/local/ledgers/${sequence}`,
      expected: [utc(ledger.closed_at), 'Operations', String(ledger.operation_count)],
      details: 'Ledger details',
    },
    {
      noun: 'Transaction',
      path: `/local/transactions/${failed.hash}`,
      expected: ['Failed', stroopsAsXlm(String(failed.fee_charged)), utc(failed.created_at)],
      details: 'Transaction details',
    },
    {
      noun: 'Operation',
      path: `/local/operations/${payment.id}`,
      expected: ['Successful', shownAmount(payment.amount), utc(payment.created_at)],
      details: 'Operation details',
    },
    {
      noun: 'Account',
      path: `/local/accounts/${accountId}`,
      expected: ['Spendable XLM', /\d XLM/],
      details: 'Account details',
    },
    {
      noun: 'Asset',
      path: `/local/assets/${asset.asset_code}-${asset.asset_issuer}`,
      expected: ['Holders', String(asset.accounts.authorized)],
      details: 'Asset details',
    },
    {
      noun: 'Offer',
      path: `/local/offers/${offer.id}`,
      expected: ['Selling', shownAmount(offer.amount)],
      details: 'Offer details',
    },
    {
      noun: 'Liquidity pool',
      path: `/local/liquidity_pools/${pool.id}`,
      expected: ['Trustlines', String(pool.total_trustlines)],
      details: 'Liquidity pool details',
    },
    {
      noun: 'Claimable balance',
      path: `/local/claimable_balances/${balance.id}`,
      expected: [shownAmount(balance.amount), 'Claimants', String(balance.claimants.length)],
      details: 'Claimable balance details',
    },
  ]
}

test('every record page opens with its summary, the answer before the raw fields', async ({
  page,
  sandbox,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  for (const summaryCase of await summaryCases(sandbox, request)) {
    await page.goto(summaryCase.path)
    const summary = page.getByRole('region', { name: `${summaryCase.noun} summary` })
    await expect(summary, summaryCase.noun).toBeVisible()
    for (const text of summaryCase.expected) {
      await expect(summary.getByText(text).first(), `${summaryCase.noun}: ${text}`).toBeVisible()
    }
    const details = page.getByLabel(summaryCase.details, { exact: true })
    await expect(details).toBeAttached()
    const [summaryBox, detailsBox] = [await summary.boundingBox(), await details.boundingBox()]
    if (!summaryBox || !detailsBox) throw new Error(`${summaryCase.noun}: no layout`)
    // The answer is on the first screen, and the raw fields come after it.
    expect(summaryBox.y, `${summaryCase.noun} summary on the first screen`).toBeLessThan(768)
    expect(summaryBox.y + summaryBox.height, summaryCase.noun).toBeLessThanOrEqual(detailsBox.y)
  }
})

/**
 * Where every link in the page's main content leads, path and query (a list's order or filter
 * links keep the record's path with a query of their own: another view, not this page).
 */
async function linkPaths(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => {
        const url = new URL((anchor as HTMLAnchorElement).href)
        return `${url.pathname}${url.search}`
      }),
    )
}

const recordPath =
  /^\/local\/(?:ledgers|transactions|operations|accounts|assets|offers|liquidity_pools|claimable_balances)\/[^/]+/

test('no link on a record page (any tab) leads back to that record', async ({
  page,
  sandbox,
  request,
}) => {
  const types = (await pageTypes(sandbox, request)).filter(
    (pageType) => recordPath.test(pageType.path) && pageType.name !== 'error',
  )
  expect(types.length).toBeGreaterThan(15)
  for (const pageType of types) {
    await openPageType(page, pageType)
    const own = recordPath.exec(pageType.path)?.[0]
    const selfLinks = (await linkPaths(page)).filter((path) => path === own)
    expect(selfLinks, `${pageType.name}: links to ${own}`).toEqual([])
  }
})

test("on an account's history the account itself reads as text, other accounts as links", async ({
  page,
  sandbox,
  request,
}) => {
  const accountId = await findRichAccount(sandbox, request)
  await page.goto(`/local/accounts/${accountId}/payments`)
  const table = page.getByRole('table', { name: 'Operations' })
  await expect(table).toBeVisible()
  // Its own id appears in its rows (as a sender or receiver), but not as a link.
  const ownId = table.getByText(accountId, { exact: true }).first()
  await expect(ownId).toBeAttached()
  await expect(table.getByRole('link', { name: accountId, exact: true })).toHaveCount(0)
  const otherAccount = table.getByRole('link', { name: /^G[A-Z2-7]{55}$/ }).first()
  await expect(otherAccount).toBeVisible()
  // Leads nowhere new → not link-coloured: the visible id takes its row's text colour.
  const [ownColour, linkColour, rowColour] = await Promise.all([
    ownId.evaluate((element) => getComputedStyle(element.parentElement ?? element).color),
    otherAccount.evaluate((element) => getComputedStyle(element).color),
    table
      .locator('tbody tr')
      .first()
      .evaluate((element) => getComputedStyle(element).color),
  ])
  expect(ownColour).not.toBe(linkColour)
  expect(ownColour).toBe(rowColour)
})
