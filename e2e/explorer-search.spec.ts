// The global search box: every kind of id opens its page; a secret key is refused in the page and
// never leaves it.
import { Keypair } from '@stellar/stellar-sdk'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import {
  findLedgerWithPayments,
  heading,
  muxedAddress,
  records,
  type OperationRecord,
  type TransactionRecord,
} from './explorer-support.ts'

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search account, transaction, ledger or operation' })
}

async function search(page: Page, text: string) {
  await searchBox(page).fill(text)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
}

test('search opens accounts (G and M), transactions, ledgers and operations', async ({
  page,
  sandbox,
}) => {
  const sequence = await findLedgerWithPayments(sandbox)
  const [transaction] = await records<TransactionRecord>(
    sandbox,
    `/ledgers/${sequence}/transactions?order=asc&limit=1`,
  )
  const [operation] = await records<OperationRecord>(sandbox, '/payments?order=asc&limit=1')
  if (!transaction || !operation) throw new Error('the seeded history has no payments')
  const accountId = operation.source_account

  await page.goto('/local')
  await expect(heading(page, 'Local network')).toBeVisible()

  await search(page, accountId)
  await expect(page).toHaveURL(`/local/accounts/${accountId}`)
  await expect(heading(page, new RegExp(`Account ${accountId}`))).toBeVisible()

  // A muxed address is shown as its base account, saying which M… and id led there.
  const muxedId = 1234567890123456789n
  const muxed = muxedAddress(accountId, muxedId)
  await search(page, muxed)
  await expect(page).toHaveURL(`/local/accounts/${accountId}?muxed=${muxed}`)
  await expect(heading(page, new RegExp(`Account ${accountId}`))).toBeVisible()
  await expect(page.getByRole('note')).toHaveText(
    `Muxed account ${muxed} is this account with muxed id ${muxedId}.`,
  )

  // Hashes are accepted in upper case too (Horizon wants lower case).
  await search(page, transaction.hash.toUpperCase())
  await expect(page).toHaveURL(`/local/transactions/${transaction.hash}`)
  await expect(heading(page, new RegExp(`Transaction ${transaction.hash}`))).toBeVisible()

  await search(page, String(sequence))
  await expect(page).toHaveURL(`/local/ledgers/${sequence}`)
  await expect(heading(page, `Ledger ${sequence}`)).toBeVisible()

  await search(page, operation.id)
  await expect(page).toHaveURL(`/local/operations/${operation.id}`)
  await expect(heading(page, `Operation ${operation.id}`)).toBeVisible()

  // `/` focuses the search box from anywhere.
  await page.getByRole('heading', { level: 1 }).click()
  await page.keyboard.press('/')
  await expect(searchBox(page)).toBeFocused()
})

test('a secret key is refused, cleared and never sent anywhere', async ({ page }) => {
  const secret = Keypair.random().secret()
  const leaks: string[] = []
  page.on('request', (request) => {
    const text = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`
    if (text.includes(secret) || text.includes(secret.toLowerCase())) leaks.push(request.url())
  })
  await page.goto('/local/ledgers')
  await expect(heading(page, 'Ledgers')).toBeVisible()
  const urlBefore = page.url()

  await search(page, secret)
  await expect(page.getByRole('alert')).toContainText('That is a secret key. It was not sent')
  await expect(searchBox(page)).toHaveValue('')
  expect(page.url()).toBe(urlBefore)
  // Lower case and surrounding spaces are caught too.
  await search(page, `  ${secret.toLowerCase()} `)
  await expect(page.getByRole('alert')).toContainText('That is a secret key')
  await expect(searchBox(page)).toHaveValue('')

  // Give any stray request time to show up before concluding none was made.
  await page.waitForTimeout(500)
  expect(leaks).toEqual([])
  expect(page.url()).not.toContain(secret)
})

test('unrecognised input is explained in place', async ({ page }) => {
  await page.goto('/local')
  await search(page, 'GABC')
  await expect(page.getByRole('alert')).toContainText('account IDs have 56')
  await expect(page).toHaveURL(/\/local$/)
})
