// Against the sandbox, for issue 10's page types: the asset page states the sandbox's own figures
// (supply by authorization state, claimable balances, pools, issuer flags), the chart's
// resolution is picked by clicking, every new page has "Open in Horizon" (the exact API URL), its
// JSON and, for lists, a CSV of the page; search takes CODE-ISSUER and asset:CODE; axe on the
// account's claimable balances tab, a fee bump and an asset's holders, light and dark.
import type { Page } from '@playwright/test'
import { test, expect, type SandboxControl } from './fixtures.ts'
import { expectNoSeriousA11yViolationsInBothThemes, heading, records } from './explorer-support.ts'
import { findFeeBump, search, type ClaimableBalanceRecord } from './pools-support.ts'

interface AssetStat {
  asset_code: string
  asset_issuer: string
  accounts: { authorized: number; authorized_to_maintain_liabilities: number; unauthorized: number }
  balances: { authorized: string; authorized_to_maintain_liabilities: string; unauthorized: string }
  num_claimable_balances: number
  claimable_balances_amount: string
  num_liquidity_pools: number
  liquidity_pools_amount: string
  flags: Record<
    'auth_required' | 'auth_revocable' | 'auth_immutable' | 'auth_clawback_enabled',
    boolean
  >
}

/** The asset whose record has the most to show: claimable balances, pools and flags on. */
async function richestAsset(sandbox: SandboxControl): Promise<AssetStat> {
  const assets = await records<AssetStat>(sandbox, '/assets?limit=200')
  const score = (asset: AssetStat) =>
    Number(asset.num_claimable_balances > 0) +
    Number(asset.num_liquidity_pools > 0) +
    Number(asset.accounts.unauthorized > 0) +
    Object.values(asset.flags).filter(Boolean).length
  const [best] = [...assets].sort((a, b) => score(b) - score(a))
  if (!best) throw new Error('the sandbox has no issued asset')
  return best
}

const stroops = (amount: string): bigint => BigInt(amount.replace('.', ''))

function asAmount(value: bigint): string {
  const digits = value.toString().padStart(8, '0')
  return `${digits.slice(0, -7)}.${digits.slice(-7)}`
}

function fact(page: Page, list: string, term: string) {
  return page
    .getByLabel(list)
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

const plural = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`

test('the asset page states the sandbox’s supply, holders by state, balances elsewhere and flags', async ({
  page,
  sandbox,
}) => {
  const asset = await richestAsset(sandbox)
  const code = asset.asset_code
  await page.goto(`/local/assets/${code}-${asset.asset_issuer}`)
  await expect(heading(page, new RegExp(`Asset ${code}`))).toBeVisible()
  const parts = [
    asset.balances.authorized,
    asset.balances.authorized_to_maintain_liabilities,
    asset.balances.unauthorized,
    asset.claimable_balances_amount,
    asset.liquidity_pools_amount,
  ]
  const supply = asAmount(parts.reduce((sum, amount) => sum + stroops(amount), 0n))
  await expect(fact(page, 'Asset details', 'Supply').getByTitle(`${supply} ${code}`)).toBeVisible()
  const states = [
    ['Held by authorized accounts', asset.accounts.authorized, asset.balances.authorized],
    [
      'Held by accounts authorized to maintain liabilities',
      asset.accounts.authorized_to_maintain_liabilities,
      asset.balances.authorized_to_maintain_liabilities,
    ],
    ['Held by unauthorized accounts', asset.accounts.unauthorized, asset.balances.unauthorized],
  ] as const
  for (const [term, count, amount] of states) {
    await expect(fact(page, 'Asset details', term)).toContainText(`${plural(count, 'account')}:`)
    await expect(fact(page, 'Asset details', term).getByTitle(`${amount} ${code}`)).toBeVisible()
  }
  await expect(fact(page, 'Asset details', 'In claimable balances')).toContainText(
    plural(asset.num_claimable_balances, 'balance'),
  )
  await expect(
    fact(page, 'Asset details', 'In claimable balances').getByTitle(
      `${asset.claimable_balances_amount} ${code}`,
    ),
  ).toBeVisible()
  await expect(fact(page, 'Asset details', 'In liquidity pools')).toContainText(
    plural(asset.num_liquidity_pools, 'pool'),
  )
  const flags = fact(page, 'Asset details', "Issuer's flags")
  for (const [field, name] of [
    ['auth_required', 'Auth required'],
    ['auth_revocable', 'Auth revocable'],
    ['auth_immutable', 'Auth immutable'],
    ['auth_clawback_enabled', 'Clawback enabled'],
  ] as const) {
    await expect(flags).toContainText(`${name}: ${asset.flags[field] ? 'on' : 'off'}`)
  }
})

test('the price chart’s resolution is chosen by clicking, and kept in the URL', async ({
  page,
  sandbox,
}) => {
  const asset = await richestAsset(sandbox)
  await page.goto(`/local/assets/${asset.asset_code}-${asset.asset_issuer}`)
  const resolutions = page.getByRole('navigation', { name: 'Chart resolution' })
  await resolutions.getByRole('link', { name: '1 hour' }).click()
  await expect(page).toHaveURL(/[?&]resolution=1h(&|$)/)
  await expect(resolutions.getByRole('link', { name: '1 hour' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  // The chart (or its "no trades" note) follows: an asset may not have traded in every hour.
  const chartSays = (label: string) =>
    page.getByText(
      new RegExp(`buckets of ${label} from|No trades against XLM at this resolution yet`),
    )
  await expect(chartSays('1 hour')).toBeVisible()
  await resolutions.getByRole('link', { name: '1 min' }).click()
  await expect(page).toHaveURL(/[?&]resolution=1m(&|$)/)
  await expect(resolutions.getByRole('link', { name: '1 min' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(chartSays('1 min')).toBeVisible()
})

test('every new page type has Open in Horizon with the exact API URL, its JSON and a CSV of lists', async ({
  page,
  sandbox,
}) => {
  const asset = await richestAsset(sandbox)
  const [pool] = await records<{ id: string }>(sandbox, '/liquidity_pools?limit=1')
  const [balance] = await records<{ id: string }>(sandbox, '/claimable_balances?limit=1')
  const [offer] = await records<{ id: string }>(sandbox, '/offers?limit=1')
  if (!pool || !balance || !offer) throw new Error('the seeded history lacks a ledger entry kind')
  const pages: [string, string, RegExp, boolean][] = [
    ['/local/assets', 'Assets', /^\/assets(\?|$)/, true],
    [
      `/local/assets/${asset.asset_code}-${asset.asset_issuer}`,
      `Asset ${asset.asset_code}`,
      new RegExp(`^/assets\\?asset_code=${asset.asset_code}&asset_issuer=${asset.asset_issuer}`),
      false,
    ],
    ['/local/trades', 'Trades', /^\/trades(\?|$)/, true],
    [`/local/offers/${offer.id}`, `Offer ${offer.id}`, new RegExp(`^/offers/${offer.id}$`), false],
    ['/local/liquidity_pools', 'Liquidity pools', /^\/liquidity_pools(\?|$)/, true],
    [
      `/local/liquidity_pools/${pool.id}`,
      `Liquidity pool ${pool.id}`,
      new RegExp(`^/liquidity_pools/${pool.id}$`),
      false,
    ],
    ['/local/claimable_balances', 'Claimable balances', /^\/claimable_balances(\?|$)/, true],
    [
      `/local/claimable_balances/${balance.id}`,
      `Claimable balance ${balance.id}`,
      new RegExp(`^/claimable_balances/${balance.id}$`),
      false,
    ],
  ]
  for (const [path, title, apiPath, isList] of pages) {
    await test.step(path, async () => {
      await page.goto(path)
      await expect(heading(page, new RegExp(`^${title}`)).first()).toBeVisible()
      const open = page.getByRole('link', { name: /^Open in Horizon/ }).first()
      const href = (await open.getAttribute('href')) ?? ''
      expect(href.startsWith(sandbox.url), href).toBe(true)
      expect(href.slice(sandbox.url.length)).toMatch(apiPath)
      // The link opens what the explorer shows: the sandbox answers it.
      expect((await page.request.get(href)).ok(), href).toBe(true)
      await expect(page.locator('summary', { hasText: /JSON/ }).first()).toBeVisible()
      // A record page's tabs are lists with their own CSV; a list page has one, for its page.
      if (isList) {
        await expect(page.getByRole('button', { name: 'Download CSV of this page' })).toBeVisible()
      }
    })
  }
})

test('search opens CODE-ISSUER as the asset and asset:CODE as the filtered list', async ({
  page,
  sandbox,
}) => {
  const asset = await richestAsset(sandbox)
  await page.goto('/local/ledgers')
  await expect(page.getByRole('table', { name: 'Ledgers' })).toBeVisible()
  await search(page, `${asset.asset_code}-${asset.asset_issuer}`)
  await expect(page).toHaveURL(`/local/assets/${asset.asset_code}-${asset.asset_issuer}`)
  await expect(heading(page, new RegExp(`Asset ${asset.asset_code}`))).toBeVisible()
  await search(page, `asset:${asset.asset_code}`)
  await expect(page).toHaveURL(`/local/assets?asset_code=${asset.asset_code}`)
  await expect(
    page.getByRole('table', { name: 'Assets' }).getByRole('link', { name: asset.asset_code }),
  ).not.toHaveCount(0)
})

test('axe, light and dark: the account’s claimable balances, a fee bump, an asset’s holders', async ({
  page,
  sandbox,
}) => {
  const [balance] = await records<ClaimableBalanceRecord>(sandbox, '/claimable_balances?limit=1')
  const claimant = balance?.claimants[0]?.destination
  if (!claimant) throw new Error('the seeded history has no claimable balance')
  await page.goto(`/local/accounts/${claimant}/claimable_balances`)
  await expectNoSeriousA11yViolationsInBothThemes(page, 'account (claimable balances tab)', () =>
    expect(page.getByRole('table', { name: 'Claimable balances' })).toBeVisible(),
  )

  const feeBump = await findFeeBump(sandbox)
  await page.goto(`/local/transactions/${feeBump.hash}`)
  await expectNoSeriousA11yViolationsInBothThemes(page, 'fee-bump transaction', () =>
    expect(heading(page, 'Fee bump', 2)).toBeVisible(),
  )

  const asset = await richestAsset(sandbox)
  await page.goto(`/local/assets/${asset.asset_code}-${asset.asset_issuer}/holders`)
  await expectNoSeriousA11yViolationsInBothThemes(page, 'asset (holders tab)', () =>
    expect(page.getByRole('table', { name: `Accounts holding ${asset.asset_code}` })).toBeVisible(),
  )
})

interface ListAnswer {
  _links: { next: { href: string } }
  _embedded: { records: Record<string, unknown>[] }
}

/** The record pages a table links to, in row order, once each. */
async function linkedIds(page: Page, table: string, collection: string): Promise<string[]> {
  const hrefs = await page
    .getByRole('table', { name: table })
    .locator(`a[href^="/local/${collection}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((href) => decodeURIComponent(href.split('/')[3] ?? '')))]
}

for (const list of [
  {
    path: '/assets',
    noun: 'assets',
    table: 'Assets',
    collection: 'assets',
    id: (record: Record<string, unknown>) =>
      `${String(record.asset_code)}-${String(record.asset_issuer)}`,
  },
  {
    path: '/liquidity_pools',
    noun: 'liquidity pools',
    table: 'Liquidity pools',
    collection: 'liquidity_pools',
    id: (record: Record<string, unknown>) => String(record.id),
  },
  {
    path: '/claimable_balances',
    noun: 'claimable balances',
    table: 'Claimable balances',
    collection: 'claimable_balances',
    id: (record: Record<string, unknown>) => String(record.id),
  },
]) {
  test(`${list.path} pages by Horizon's own next link, forward and back`, async ({
    page,
    sandbox,
  }) => {
    await page.goto(`/local${list.path}?limit=2`)
    await expect.poll(() => linkedIds(page, list.table, list.collection)).toHaveLength(2)
    const first = await linkedIds(page, list.table, list.collection)
    // What the page asked Horizon, and the page Horizon's own `next` link gives after it.
    const asked = await page
      .getByRole('link', { name: /^Open in Horizon/ })
      .first()
      .getAttribute('href')
    const answer = await sandbox.getJson<ListAnswer>((asked ?? '').slice(sandbox.url.length))
    expect(answer._embedded.records.map(list.id)).toEqual(first)
    const nextHref = new URL(answer._links.next.href)
    const next = await sandbox.getJson<ListAnswer>(`${nextHref.pathname}${nextHref.search}`)
    const cursor = nextHref.searchParams.get('cursor') ?? ''
    const pager = page.getByRole('navigation', { name: `${list.noun} pages` })
    const forward = pager.locator(`a[href*="cursor=${encodeURIComponent(cursor)}"]`)
    await forward.click()
    await expect
      .poll(() => linkedIds(page, list.table, list.collection))
      .toEqual(next._embedded.records.map(list.id))
    await page.goBack()
    await expect.poll(() => linkedIds(page, list.table, list.collection)).toEqual(first)
  })
}

test('claimable balances filter by asset through the form', async ({ page, sandbox }) => {
  const balances = await records<ClaimableBalanceRecord>(sandbox, '/claimable_balances?limit=200')
  const issued = balances.find((balance) => balance.asset !== 'native')
  if (!issued) throw new Error('the seeded history has no claimable balance of an issued asset')
  await page.goto('/local/claimable_balances')
  await page.getByLabel('Asset', { exact: true }).fill(issued.asset)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(new RegExp(`asset=${encodeURIComponent(issued.asset)}`))
  // The page asks Horizon for that asset (in the list's own order), and shows what it answers.
  const openInHorizon = page.getByRole('link', { name: /^Open in Horizon/ }).first()
  await expect
    .poll(async () =>
      new URL((await openInHorizon.getAttribute('href')) ?? '').searchParams.get('asset'),
    )
    .toBe(issued.asset)
  const asked = await openInHorizon.getAttribute('href')
  const expected = await records<ClaimableBalanceRecord>(
    sandbox,
    (asked ?? '').slice(sandbox.url.length),
  )
  expect(expected.length).toBeGreaterThan(0)
  expect(expected.every((balance) => balance.asset === issued.asset)).toBe(true)
  await expect
    .poll(() => linkedIds(page, 'Claimable balances', 'claimable_balances'))
    .toEqual(expected.map((balance) => balance.id))
})
