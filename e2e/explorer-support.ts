// Helpers for the explorer specs: finding real ids in the seeded sandbox and reading the tables the
// explorer renders, so every assertion compares the UI with the sandbox's own Horizon records.
import AxeBuilder from '@axe-core/playwright'
import { StrKey } from '@stellar/stellar-sdk'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, type SandboxControl } from './fixtures.ts'

export interface HorizonPage<T> {
  _links: { self: { href: string }; next: { href: string }; prev: { href: string } }
  _embedded: { records: T[] }
}

export interface LedgerRecord {
  sequence: number
  hash: string
  paging_token: string
}

export interface TransactionRecord {
  hash: string
  ledger: number
  paging_token: string
  source_account: string
}

export interface OperationRecord {
  id: string
  type: string
  paging_token: string
  transaction_hash: string
  source_account: string
}

export interface EffectRecord {
  id: string
  paging_token: string
}

export interface OfferRecord {
  id: string
}

export interface TradeRecord {
  _links: { operation: { href: string } }
}

export interface AccountRecord {
  account_id: string
  balances: unknown[]
  data: Record<string, string>
}

export async function records<T>(sandbox: SandboxControl, path: string): Promise<T[]> {
  const page = await sandbox.getJson<HorizonPage<T>>(path)
  return page._embedded.records
}

/**
 * Records page by page (200 at a time, by paging token) up to `maxPages`: a search that must not
 * depend on how far the live sandbox has moved past its seeded history while the suite runs.
 */
export async function* walkRecords<T extends { paging_token: string }>(
  sandbox: SandboxControl,
  path: string,
  maxPages = 10,
): AsyncGenerator<T> {
  let cursor = ''
  for (let page = 0; page < maxPages; page += 1) {
    const separator = path.includes('?') ? '&' : '?'
    const batch = await records<T>(sandbox, `${path}${separator}limit=200&cursor=${cursor}`)
    yield* batch
    const last = batch.at(-1)
    if (!last || batch.length < 200) return
    cursor = last.paging_token
  }
}

/** The ledger sequence is the top 32 bits of a TOID (operation id / paging token). */
export function ledgerOfToid(toid: string): number {
  return Number(BigInt(toid) >> 32n)
}

/** How the tables print a transaction hash (see shortenId in src/ui/account-id.tsx). */
export function shortHash(hash: string): string {
  return `${hash.slice(0, 6)}…${hash.slice(-6)}`
}

/** Effects have no own link: the table shows their operation, the paging token's first half. */
export function effectOperationId(effect: EffectRecord): string {
  return effect.paging_token.split('-')[0] ?? ''
}

export function tradeOperationId(trade: TradeRecord): string {
  return /\/operations\/(\d+)/.exec(trade._links.operation.href)?.[1] ?? ''
}

/** A G… key with a muxed id on top: what a wallet shows for a sub-account of `accountId`. */
export function muxedAddress(accountId: string, muxedId: bigint): string {
  const raw = new Uint8Array(40)
  raw.set(StrKey.decodeEd25519PublicKey(accountId), 0)
  new DataView(raw.buffer).setBigUint64(32, muxedId)
  return StrKey.encodeMed25519PublicKey(raw)
}

/**
 * The seeded history's first account (in operation order) that has every kind of sub-record the
 * account page shows: a trustline, data entries, open offers and trades.
 */
export async function findRichAccount(
  sandbox: SandboxControl,
  request: APIRequestContext,
): Promise<string> {
  // The oldest 1,000 operations (five pages): the mixed history's first offers come after 400.
  const offerOperations: OperationRecord[] = []
  for (let page = 0; page < 5; page++) {
    const cursor = offerOperations.at(-1)?.paging_token ?? ''
    offerOperations.push(
      ...(await records<OperationRecord>(
        sandbox,
        `/operations?order=asc&limit=200&cursor=${cursor}`,
      )),
    )
  }
  const candidates = [
    ...new Set(
      offerOperations
        .filter((operation) => operation.type === 'manage_sell_offer')
        .map((operation) => operation.source_account),
    ),
  ]
  for (const accountId of candidates) {
    const response = await request.get(`${sandbox.url}/accounts/${accountId}`)
    if (!response.ok()) continue // merged away since
    const account = (await response.json()) as AccountRecord
    if (account.balances.length < 2 || Object.keys(account.data).length === 0) continue
    const offers = await records<OfferRecord>(sandbox, `/accounts/${accountId}/offers`)
    const trades = await records<TradeRecord>(sandbox, `/accounts/${accountId}/trades`)
    if (offers.length > 0 && trades.length > 0) return accountId
  }
  throw new Error('The seeded history has no account with trustlines, data, offers and trades')
}

/** A ledger early in the history that has payments (and so transactions, operations, effects). */
export async function findLedgerWithPayments(sandbox: SandboxControl): Promise<number> {
  const [payment] = await records<OperationRecord>(sandbox, '/payments?order=asc&limit=1')
  if (!payment) throw new Error('The seeded history has no payments')
  return ledgerOfToid(payment.id)
}

/** The data rows (not the header) of a table. */
export function dataRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell') })
}

/** The trimmed text of one column, top to bottom, read in one go so rows cannot tear. */
export async function columnTexts(table: Locator, column: number): Promise<string[]> {
  return dataRows(table).evaluateAll(
    (rows, index) =>
      rows.map((row) => (row as HTMLTableRowElement).cells[index]?.textContent?.trim() ?? ''),
    column,
  )
}

/** Waits until the column shows exactly `expected` (tables render after the route's data). */
export async function expectColumn(
  table: Locator,
  column: number,
  expected: string[],
): Promise<void> {
  await expect(table).toBeVisible()
  await expect.poll(() => columnTexts(table, column)).toEqual(expected)
}

/** Runs axe on the page as it is and fails on serious or critical violations only. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Only violations are reported back: passes and incomplete results cost time and are not used.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary,
      })),
    }))
  expect(serious, `${label}: serious/critical axe violations`).toEqual([])
}

/** Runs axe on the page in the light theme (after `ready`), then in the dark one. */
export async function expectNoSeriousA11yViolationsInBothThemes(
  page: Page,
  label: string,
  ready: () => Promise<void>,
): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' })
  await ready()
  await expectNoSeriousA11yViolations(page, `${label} (light)`)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoSeriousA11yViolations(page, `${label} (dark)`)
}

/** A heading by level and name (h1 for pages, h2 for tabs and sections). */
export function heading(page: Page, name: string | RegExp, level = 1): Locator {
  return page.getByRole('heading', { level, name })
}

export interface PageType {
  name: string
  path: string
  /** What must be on screen before the page counts as rendered. */
  ready: { role: 'heading' | 'table'; name: string | RegExp }
}

/** One URL per kind of page the explorer has, with ids taken from the seeded sandbox. */
export async function pageTypes(
  sandbox: SandboxControl,
  request: APIRequestContext,
): Promise<PageType[]> {
  const sequence = await findLedgerWithPayments(sandbox)
  const [transaction] = await records<TransactionRecord>(
    sandbox,
    `/ledgers/${sequence}/transactions?order=asc&limit=1`,
  )
  const [payment] = await records<OperationRecord>(sandbox, '/payments?order=asc&limit=1')
  if (!transaction || !payment) throw new Error('the seeded history has no payments')
  const accountId = await findRichAccount(sandbox, request)
  const failed = (
    await records<TransactionRecord & { successful: boolean }>(
      sandbox,
      '/transactions?include_failed=true&order=asc&limit=200',
    )
  ).find((record) => !record.successful)
  if (!failed) throw new Error('the seeded history has no failed transaction')
  const table = (name: string) => ({ role: 'table' as const, name })
  return [
    { name: 'dashboard', path: '/local', ready: { role: 'table', name: 'Ledgers' } },
    { name: 'ledgers', path: '/local/ledgers', ready: { role: 'table', name: 'Ledgers' } },
    {
      name: 'ledger (transactions tab)',
      path: `/local/ledgers/${sequence}`,
      ready: { role: 'table', name: 'Transactions' },
    },
    {
      name: 'transaction (effects tab)',
      path: `/local/transactions/${transaction.hash}/effects`,
      ready: { role: 'table', name: 'Effects' },
    },
    {
      name: 'operation',
      path: `/local/operations/${payment.id}`,
      ready: { role: 'table', name: 'Effects' },
    },
    {
      name: 'account (offers tab)',
      path: `/local/accounts/${accountId}/offers`,
      ready: { role: 'table', name: 'Offers' },
    },
    {
      name: 'account (trades tab)',
      path: `/local/accounts/${accountId}/trades`,
      ready: { role: 'table', name: 'Trades' },
    },
    { name: 'payments', path: '/local/payments', ready: { role: 'table', name: 'Operations' } },
    {
      name: 'error',
      path: '/local/ledgers/abc',
      ready: { role: 'heading', name: 'Invalid request' },
    },
    {
      name: 'network-error',
      path: '/mars',
      ready: { role: 'heading', name: 'Unknown network' },
    },
    // Every other list and tab (names chosen so the prefixes above still find the first ones).
    { name: 'list: transactions', path: '/local/transactions', ready: table('Transactions') },
    { name: 'list: operations', path: '/local/operations', ready: table('Operations') },
    { name: 'list: effects', path: '/local/effects', ready: table('Effects') },
    ...(['operations', 'payments', 'effects'] as const).map((tab) => ({
      name: `ledger (${tab} tab)`,
      path: `/local/ledgers/${sequence}/${tab}`,
      ready: table(tab === 'effects' ? 'Effects' : 'Operations'),
    })),
    {
      name: 'transaction (operations tab)',
      path: `/local/transactions/${transaction.hash}`,
      ready: table('Operations'),
    },
    {
      name: 'transaction (failed, with its reason)',
      path: `/local/transactions/${failed.hash}`,
      ready: { role: 'heading', name: /^Transaction / },
    },
    ...(
      [
        ['operations', '', 'Operations'],
        ['payments', '/payments', 'Operations'],
        ['effects', '/effects', 'Effects'],
        ['transactions', '/transactions', 'Transactions'],
      ] as const
    ).map(([tab, path, tableName]) => ({
      name: `account (${tab} tab)`,
      path: `/local/accounts/${accountId}${path}`,
      ready: table(tableName),
    })),
    {
      name: 'account (data tab)',
      path: `/local/accounts/${accountId}/data`,
      ready: { role: 'heading', name: 'Data entries' },
    },
    ...(await ledgerEntryPageTypes(sandbox)),
  ]
}

/** The asset, trade, offer, pool and claimable balance pages, with ids from the sandbox. */
async function ledgerEntryPageTypes(sandbox: SandboxControl): Promise<PageType[]> {
  const [asset] = await records<{ asset_code: string; asset_issuer: string }>(
    sandbox,
    '/assets?limit=1',
  )
  const [pool] = await records<{ id: string }>(sandbox, '/liquidity_pools?limit=1')
  const [balance] = await records<{ id: string }>(sandbox, '/claimable_balances?limit=1')
  const [offer] = await records<{ id: string }>(sandbox, '/offers?limit=1')
  if (!asset || !pool || !balance || !offer) {
    throw new Error('the seeded history has no asset, pool, claimable balance or offer')
  }
  const table = (name: string) => ({ role: 'table' as const, name })
  return [
    { name: 'assets list', path: '/local/assets', ready: table('Assets') },
    {
      name: 'asset page',
      path: `/local/assets/${asset.asset_code}-${asset.asset_issuer}`,
      ready: { role: 'heading', name: /^Asset / },
    },
    { name: 'trades list', path: '/local/trades', ready: table('Trades') },
    {
      name: 'offer page',
      path: `/local/offers/${offer.id}`,
      ready: { role: 'heading', name: /^Offer / },
    },
    { name: 'pools list', path: '/local/liquidity_pools', ready: table('Liquidity pools') },
    { name: 'pool page', path: `/local/liquidity_pools/${pool.id}`, ready: table('Operations') },
    {
      name: 'claimable balances list',
      path: '/local/claimable_balances',
      ready: table('Claimable balances'),
    },
    {
      name: 'claimable balance page',
      path: `/local/claimable_balances/${balance.id}`,
      ready: table('Operations'),
    },
  ]
}

/** Opens a page type and waits until its content (not just the shell) is there. */
export async function openPageType(page: Page, pageType: PageType): Promise<void> {
  await page.goto(pageType.path)
  await expect(
    page.getByRole(pageType.ready.role, { name: pageType.ready.name }).first(),
  ).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
}
