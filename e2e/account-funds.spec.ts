// Issue 18 "lead with the answer" (account page) and issue 19 "where the funds are": every figure
// is worked out here from the sandbox's own Horizon records, with BigInt stroops, and compared with
// what the page shows.
import type { Locator } from '@playwright/test'
import { expect, test, type SandboxControl } from './fixtures.ts'
import { dataRows, expectNoSeriousA11yViolationsInBothThemes, records } from './explorer-support.ts'
import type { ClaimableBalanceRecord, PoolRecord } from './pools-support.ts'
import { expectedStatus } from './claim-status-oracle.ts'

interface BalanceLine {
  asset_type: string
  asset_code?: string
  asset_issuer?: string
  liquidity_pool_id?: string
  balance: string
  selling_liabilities?: string
}

interface AccountRecord {
  account_id: string
  subentry_count: number
  num_sponsoring: number
  num_sponsored: number
  balances: BalanceLine[]
}

const stroops = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, '0'))
}
const amount = (value: bigint): string =>
  `${value / 10_000_000n}.${(value % 10_000_000n).toString().padStart(7, '0')}`
const assetOf = (line: BalanceLine): string =>
  line.asset_type === 'native' ? 'native' : `${line.asset_code}:${line.asset_issuer}`

async function latestBaseReserve(sandbox: SandboxControl): Promise<bigint> {
  const root = await sandbox.getJson<{ history_latest_ledger: number }>('/')
  const ledger = await sandbox.getJson<{ base_reserve_in_stroops: number }>(
    `/ledgers/${root.history_latest_ledger}`,
  )
  return BigInt(ledger.base_reserve_in_stroops)
}

/** The pool-share holder with the most kinds of "elsewhere": offers and balances it created. */
async function findSpreadAccount(sandbox: SandboxControl): Promise<AccountRecord> {
  const balances = await records<ClaimableBalanceRecord>(
    sandbox,
    '/claimable_balances?order=asc&limit=200',
  )
  const sponsors = new Set(balances.map((balance) => balance.sponsor))
  const pools = await records<PoolRecord>(sandbox, '/liquidity_pools?order=asc&limit=200')
  let best: { account: AccountRecord; score: number } | null = null
  for (const pool of pools.filter((candidate) => candidate.total_shares !== '0.0000000')) {
    for (const account of await records<AccountRecord>(
      sandbox,
      `/accounts?liquidity_pool=${pool.id}&limit=200`,
    )) {
      const sells = account.balances.some(
        (line) => stroops(line.selling_liabilities ?? '0.0000000') > 0n,
      )
      const score = Number(sponsors.has(account.account_id)) * 2 + Number(sells)
      if (!best || score > best.score) best = { account, score }
    }
  }
  if (!best) throw new Error('the seeded history has no account holding pool shares')
  return best.account
}

interface FundsRow {
  asset: string
  links: string[]
  values: string[]
}

/** Each row's asset text, the links in its asset cell, and every figure's exact value. */
async function readFundsTable(table: Locator): Promise<FundsRow[]> {
  return dataRows(table).evaluateAll((rows) =>
    rows.map((row) => {
      const [assetCell, ...cells] = Array.from((row as HTMLTableRowElement).cells)
      return {
        asset: assetCell?.textContent?.trim() ?? '',
        links: Array.from(assetCell?.querySelectorAll('a') ?? []).map(
          (link) => link.getAttribute('href') ?? '',
        ),
        // Amounts carry their exact value in `title`; an empty part is a bare "0" or "—".
        values: cells.map(
          (cell) =>
            cell.querySelector('[title]')?.getAttribute('title') ?? cell.textContent?.trim() ?? '',
        ),
      }
    }),
  )
}

test('where the funds are: each asset adds up to Horizon’s own figures, computed here', async ({
  page,
  sandbox,
}) => {
  const account = await findSpreadAccount(sandbox)
  const accountId = account.account_id
  const baseReserve = await latestBaseReserve(sandbox)
  const created = await records<ClaimableBalanceRecord>(
    sandbox,
    `/claimable_balances?sponsor=${accountId}&limit=200`,
  )
  const pools = await records<PoolRecord>(
    sandbox,
    `/liquidity_pools?account=${accountId}&limit=200`,
  )

  const expected = new Map<string, { holds: bigint; offers: bigint; cb: bigint; pool: bigint }>()
  const tally = (asset: string) => {
    const entry = expected.get(asset) ?? { holds: 0n, offers: 0n, cb: 0n, pool: 0n }
    expected.set(asset, entry)
    return entry
  }
  for (const line of account.balances) {
    if (line.asset_type === 'liquidity_pool_shares') continue
    const entry = tally(assetOf(line))
    entry.holds += stroops(line.balance)
    entry.offers += stroops(line.selling_liabilities ?? '0')
  }
  for (const balance of created) tally(balance.asset).cb += stroops(balance.amount)
  for (const pool of pools) {
    const shares = account.balances.find((line) => line.liquidity_pool_id === pool.id)
    if (!shares) continue
    for (const reserve of pool.reserves) {
      tally(reserve.asset).pool +=
        (stroops(shares.balance) * stroops(reserve.amount)) / stroops(pool.total_shares)
    }
  }
  const reserveUnits =
    2n +
    BigInt(account.subentry_count) +
    BigInt(account.num_sponsoring) -
    BigInt(account.num_sponsored)

  await page.goto(`/local/accounts/${accountId}`)
  // The section, not its table's scroll box (a region of the same name).
  const section = page.getByRole('region', { name: 'Where the funds are' }).first()
  const table = section.getByRole('table', { name: 'Where the funds are' })
  // Its lists are read once it comes near the screen (the tab above may still push it down).
  await expect(async () => {
    await section.scrollIntoViewIfNeeded()
    await expect(dataRows(table)).toHaveCount(expected.size, { timeout: 2_000 })
  }).toPass()
  const rows = await readFundsTable(table)
  const shown = (value: bigint) => (value === 0n ? '0' : amount(value))
  for (const [asset, figures] of expected) {
    const [code, issuer] = asset.split(':')
    const row = rows.find((candidate) =>
      asset === 'native'
        ? candidate.asset === 'XLM'
        : candidate.asset.startsWith(`${code} `) &&
          candidate.links.some((href) => href.endsWith(`/accounts/${issuer}`)),
    )
    expect(row, `a row for ${asset}`).toBeDefined()
    expect(row?.values, asset).toEqual([
      amount(figures.holds),
      shown(figures.offers),
      asset === 'native' ? amount(reserveUnits * baseReserve) : '—',
      shown(figures.cb),
      shown(figures.pool),
      amount(figures.holds + figures.cb + figures.pool),
    ])
  }

  // Each part links to the records behind it.
  await expect(
    section
      .getByRole('link')
      .filter({ has: page.locator('[title]') })
      .first(),
  ).toBeVisible()
  const poolLink = table.locator(`a[href="/local/liquidity_pools?account=${accountId}"]`).first()
  await expect(poolLink).toBeVisible()
  if (created.length > 0) {
    const [first] = created
    await expect(
      table.locator(
        `a[href="/local/claimable_balances?sponsor=${accountId}&asset=${encodeURIComponent(first?.asset ?? '')}"]`,
      ),
    ).toBeVisible()
  }
  // "your shares = X XLM + Y USD" for each pool, at current reserves.
  const shares = section.getByRole('list', { name: 'Its pool shares' }).getByRole('listitem')
  await expect(shares).toHaveCount(pools.length)
  await expectNoSeriousA11yViolationsInBothThemes(page, 'account: where the funds are', () =>
    expect(table).toBeVisible(),
  )
  await poolLink.click()
  await expect(page).toHaveURL(`/local/liquidity_pools?account=${accountId}`)
  await expect(page.getByRole('table', { name: 'Liquidity pools' })).toBeVisible()
})

type Predicate = Record<string, unknown>

/** Whether a claimant's predicate holds at `now` (Unix seconds), as Stellar Core judges it. */
function holdsAt(predicate: Predicate, now: bigint): boolean {
  if (predicate.unconditional === true) return true
  if (Array.isArray(predicate.and)) {
    return (predicate.and as Predicate[]).every((part) => holdsAt(part, now))
  }
  if (Array.isArray(predicate.or)) {
    return (predicate.or as Predicate[]).some((part) => holdsAt(part, now))
  }
  if (typeof predicate.not === 'object' && predicate.not !== null) {
    return !holdsAt(predicate.not as Predicate, now)
  }
  if (typeof predicate.abs_before_epoch === 'string') {
    return now < BigInt(predicate.abs_before_epoch)
  }
  throw new Error(`a predicate this test cannot judge: ${JSON.stringify(predicate)}`)
}

test('the account page leads with the answer: summary first, history tabs on the first screen', async ({
  page,
  sandbox,
}) => {
  const all = await records<ClaimableBalanceRecord>(
    sandbox,
    '/claimable_balances?order=asc&limit=200',
  )
  const root = await sandbox.getJson<{ history_latest_ledger_closed_at: string }>('/')
  const now = BigInt(Date.parse(root.history_latest_ledger_closed_at) / 1000)
  const claimableNowBy = (accountId: string) =>
    all.filter((balance) =>
      balance.claimants.some(
        (claimant) => claimant.destination === accountId && holdsAt(claimant.predicate, now),
      ),
    )
  const claimant = all
    .flatMap((balance) => balance.claimants.map((entry) => entry.destination))
    .find((accountId) => claimableNowBy(accountId).length > 0)
  if (!claimant) throw new Error('the seeded history has no balance claimable now')
  const account = await sandbox.getJson<AccountRecord>(`/accounts/${claimant}`)
  const waiting = await records<ClaimableBalanceRecord>(
    sandbox,
    `/claimable_balances?claimant=${claimant}&limit=200`,
  )
  const waitingNow = waiting.filter((balance) =>
    balance.claimants.some(
      (entry) => entry.destination === claimant && holdsAt(entry.predicate, now),
    ),
  )
  const native = account.balances.find((line) => line.asset_type === 'native')
  const reserve =
    (2n +
      BigInt(account.subentry_count) +
      BigInt(account.num_sponsoring) -
      BigInt(account.num_sponsored)) *
    (await latestBaseReserve(sandbox))
  const spendable =
    stroops(native?.balance ?? '0') - reserve - stroops(native?.selling_liabilities ?? '0')
  const [latest] = await records<{ id: string }>(
    sandbox,
    `/accounts/${claimant}/operations?order=desc&limit=1&include_failed=true`,
  )

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`/local/accounts/${claimant}`)
  const summary = page.getByRole('region', { name: 'Account summary' })
  await expect(summary.getByText(/ XLM$/).first()).toBeVisible()
  await expect(
    summary.locator(`[title="${amount(spendable > 0n ? spendable : 0n)} XLM"]`),
  ).toBeVisible()
  await expect(summary.locator(`[title="${amount(reserve)} XLM"]`)).toBeVisible()
  await expect(
    summary.getByRole('link', { name: `${waitingNow.length} claimable now` }),
  ).toHaveAttribute('href', `/local/claimable_balances?claimant=${claimant}`)
  await expect(summary.getByRole('link', { name: `operation ${latest?.id}` })).toBeVisible()
  await expect(
    summary.getByRole('list', { name: 'Balances at a glance' }).getByRole('listitem'),
  ).toHaveCount(account.balances.length)

  // The history tabs start on the first screen; sequence, flags and thresholds come after them.
  const tabs = page.getByRole('navigation', { name: 'Account history' })
  const tabsBox = await tabs.boundingBox()
  expect(tabsBox, 'the tabs are laid out').not.toBeNull()
  expect((tabsBox?.y ?? Infinity) + (tabsBox?.height ?? 0)).toBeLessThanOrEqual(768)
  for (const below of [
    page.getByRole('term').filter({ hasText: /^Sequence$/ }),
    page.getByRole('term').filter({ hasText: /^Flags$/ }),
    page.getByRole('heading', { name: 'Signers and thresholds' }),
  ]) {
    const box = await below.boundingBox()
    expect(box?.y ?? 0).toBeGreaterThan(tabsBox?.y ?? Infinity)
  }
  await expectNoSeriousA11yViolationsInBothThemes(page, 'account summary', () =>
    expect(summary).toBeVisible(),
  )
})

interface PaymentRecord {
  id: string
  type: string
  from?: string
  to?: string
  amount?: string
  asset_type?: string
  asset_code?: string
  created_at: string
  transaction_successful: boolean
}

/** Every payment record of the account (failed attempts included), newest first. */
async function allPayments(sandbox: SandboxControl, accountId: string): Promise<PaymentRecord[]> {
  const all: PaymentRecord[] = []
  let cursor = ''
  for (;;) {
    const page = await records<PaymentRecord & { paging_token: string }>(
      sandbox,
      `/accounts/${accountId}/payments?order=desc&limit=200&include_failed=true&cursor=${cursor}`,
    )
    all.push(...page)
    if (page.length < 200) return all
    cursor = page.at(-1)?.paging_token ?? ''
  }
}

const utc = (milliseconds: number) =>
  `${new Date(milliseconds).toISOString().slice(0, 19).replace('T', ' ')} UTC`
const localInput = (milliseconds: number) => new Date(milliseconds).toISOString().slice(0, 19)

test('find a payment: finds a known payment in its window, and says "no match" for an absent one', async ({
  page,
  sandbox,
}) => {
  const recent = await records<PaymentRecord>(sandbox, '/payments?order=desc&limit=200')
  let target: { payment: PaymentRecord; history: PaymentRecord[] } | null = null
  for (const payment of recent) {
    if (payment.type !== 'payment' || !payment.to || !payment.transaction_successful) continue
    const history = await allPayments(sandbox, payment.to)
    // Not its newest: the walk has to go back to find it.
    if (history.length > 3 && history.length < 2000 && history[0]?.id !== payment.id) {
      target = { payment, history }
      break
    }
  }
  if (!target) throw new Error('no received payment behind newer ones in the seeded history')
  const { payment, history } = target
  const accountId = payment.to ?? ''
  const at = Date.parse(payment.created_at)
  const [from, until] = [at - 60_000, at + 60_000]
  const inWindow = history.filter((record) => {
    const time = Date.parse(record.created_at)
    return time >= from && time < until
  })
  const matching = inWindow.filter(
    (record) =>
      record.type === 'payment' &&
      record.to === accountId &&
      record.from === payment.from &&
      record.amount === payment.amount &&
      (record.asset_type === 'native' ? 'XLM' : record.asset_code) ===
        (payment.asset_type === 'native' ? 'XLM' : payment.asset_code),
  )

  await page.goto(`/local/accounts/${accountId}/payments`)
  const finder = page.getByRole('region', { name: 'Find a payment' })
  await finder.getByLabel('Amount').fill(payment.amount ?? '')
  await finder
    .getByLabel('Asset')
    .fill(payment.asset_type === 'native' ? 'XLM' : (payment.asset_code ?? ''))
  await finder.getByLabel('Direction').selectOption('received')
  await finder.getByLabel('Counterpart').fill(payment.from ?? '')
  await finder.getByLabel('From (UTC)').fill(localInput(from))
  await finder.getByLabel('Until (UTC)').fill(localInput(until))
  await finder.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/find_amount=/)
  const noun = matching.length === 1 ? 'match' : 'matches'
  await expect(finder.getByRole('status').filter({ hasText: /match/ })).toHaveText(
    `${matching.length} ${noun} in the ${inWindow.length} ${inWindow.length === 1 ? 'record' : 'records'} between ${utc(from)} and ${utc(until)}.`,
  )
  const matches = finder.getByRole('table', { name: 'Matching payments' })
  await expect(matches.getByRole('link', { name: payment.id, exact: true })).toHaveAttribute(
    'href',
    `/local/operations/${payment.id}`,
  )
  await expectNoSeriousA11yViolationsInBothThemes(page, 'account: find a payment', () =>
    expect(matches).toBeVisible(),
  )

  // The search is in the URL: the same link opened afresh answers the same.
  await page.goto(page.url())
  await expect(
    page
      .getByRole('table', { name: 'Matching payments' })
      .getByRole('link', { name: payment.id, exact: true }),
  ).toBeVisible()

  // An amount nobody paid: "no match" over the account's whole history, which is an answer.
  await page.goto(
    `/local/accounts/${accountId}/payments?find_amount=123456.7654321&find_direction=any`,
  )
  const newest = Date.parse(history[0]?.created_at ?? '')
  const oldest = Date.parse(history.at(-1)?.created_at ?? '')
  await expect(page.getByRole('region', { name: 'Find a payment' }).getByRole('status')).toHaveText(
    `No match in the ${history.length} records between ${utc(oldest)} and ${utc(newest)}.`,
  )
})

test('where the funds are: who can ever claim the balances it created, the locked ones locked for good, from one claimant request', async ({
  page,
  sandbox,
}) => {
  const root = await sandbox.getJson<{ history_latest_ledger_closed_at: string }>('/')
  const now = Date.parse(root.history_latest_ledger_closed_at) / 1000
  const all = await records<ClaimableBalanceRecord>(
    sandbox,
    '/claimable_balances?order=asc&limit=200',
  )
  // Expired and never-true claims stay so as ledgers close: the figure holds whatever runs first.
  const isLocked = (balance: ClaimableBalanceRecord) =>
    balance.claimants.every((claimant) => {
      const status = expectedStatus(claimant.predicate, now)?.status
      return status === 'expired' || status === 'never'
    })
  const sponsor = all.find((balance) => balance.sponsor && isLocked(balance))?.sponsor
  if (!sponsor) throw new Error('the seeded history has no never-claimable balance')
  const created = await records<ClaimableBalanceRecord>(
    sandbox,
    `/claimable_balances?sponsor=${sponsor}&order=asc&limit=200`,
  )
  const locked = created.filter(isLocked)
  const lockedAsset = locked[0]?.asset ?? ''
  const lockedAmount = locked
    .filter((balance) => balance.asset === lockedAsset)
    .reduce((sum, balance) => sum + stroops(balance.amount), 0n)

  const claimantRequests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/claimable_balances' && url.searchParams.has('claimant'))
      claimantRequests.push(url.search)
  })
  await page.goto(`/local/accounts/${sponsor}`)
  const section = page.getByRole('region', { name: 'Where the funds are' }).first()
  const table = section.getByRole('table', { name: 'Where the funds are' })
  await expect(async () => {
    await section.scrollIntoViewIfNeeded()
    await expect(table.getByText('locked for good').first()).toBeVisible({ timeout: 2_000 })
  }).toPass()
  const [code, issuer] = lockedAsset.split(':')
  const row = dataRows(table).filter(
    lockedAsset === 'native'
      ? { hasText: /^XLM/ }
      : // The issuer may be the account itself, whose own id reads as text, not a link.
        { hasText: new RegExp(`^${code ?? ''}\\b.*${issuer ?? ''}`) },
  )
  await expect(
    row.getByText('locked for good').locator(`[title^="${amount(lockedAmount)}"]`),
  ).toBeVisible()

  const who = section.getByText(
    `Who can ever claim the ${created.length} claimable ${created.length === 1 ? 'balance' : 'balances'} it created: ${locked.length} can never be claimed`,
  )
  await who.click()
  for (const balance of locked) {
    await expect(
      section
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="/local/claimable_balances/${balance.id}"]`) }),
    ).toContainText('nobody can ever claim it. The amount and its reserve are locked for good.')
  }

  // The summary's "waiting for it" and the Spendable XLM box read one claimant list between them.
  await expect(
    page
      .getByLabel('Spendable XLM figures')
      .locator('dt', { hasText: 'Claimable now' })
      .locator('xpath=following-sibling::dd[1]'),
  ).toContainText(/it can claim now/)
  await expect(
    page
      .getByRole('region', { name: 'Account summary' })
      .getByText(/claimable now/)
      .first(),
  ).toBeVisible()
  expect(claimantRequests).toEqual([`?claimant=${sponsor}&order=asc&limit=200`])
})
