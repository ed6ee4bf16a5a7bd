// Issue 19's defects against the sandbox, one test per acceptance point: claim statuses over all
// future time and the never-claimable balance, the spendable box's claimable-now XLM, a fee bump
// opened by its inner hash, the date gap, the last transaction sent, and the custom-Horizon notice.
import { test, expect } from './fixtures.ts'
import type { SandboxControl } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import { expectNoSeriousA11yViolationsInBothThemes, heading, records } from './explorer-support.ts'
import { findFeeBump } from './pools-support.ts'
import {
  expectedStatus,
  startFrozenSandbox,
  type ClaimStatus,
  type Predicate,
} from './claim-status-oracle.ts'

interface Balance {
  id: string
  asset: string
  amount: string
  sponsor?: string
  claimants: { destination: string; predicate: Predicate }[]
}

interface Root {
  history_latest_ledger: number
  history_latest_ledger_closed_at: string
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  expect(response.ok, `${url} answered ${response.status}`).toBe(true)
  return (await response.json()) as T
}

const stroopsOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, '0'))
}
const amountOf = (stroops: bigint) =>
  `${stroops / 10_000_000n}.${String(stroops % 10_000_000n).padStart(7, '0')}`

test.describe('claim statuses, judged at the close of a history no ledger followed', () => {
  let frozen: { url: string; stop: () => Promise<void> }
  let balances: Balance[]
  let now: number
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    frozen = await startFrozenSandbox()
    const root = await getJson<Root>(`${frozen.url}/`)
    now = Date.parse(root.history_latest_ledger_closed_at) / 1000
    balances = (
      await getJson<{ _embedded: { records: Balance[] } }>(
        `${frozen.url}/claimable_balances?limit=200`,
      )
    )._embedded.records
  })
  test.afterAll(() => frozen.stop())

  const custom = (path: string) =>
    `/custom${path}${path.includes('?') ? '&' : '?'}horizon=${encodeURIComponent(frozen.url)}`

  test('every status of the predicate evaluation is shown for its claimant', async ({ page }) => {
    const examples = new Map<ClaimStatus, { balance: Balance; index: number; words: string }>()
    for (const balance of balances) {
      balance.claimants.forEach((claimant, index) => {
        const expected = expectedStatus(claimant.predicate, now)
        if (expected && !examples.has(expected.status)) {
          examples.set(expected.status, { balance, index, words: expected.words })
        }
      })
    }
    expect([...examples.keys()].sort()).toEqual(['expired', 'from', 'never', 'now'])
    for (const { balance, index, words } of examples.values()) {
      await page.goto(custom(`/claimable_balances/${balance.id}`))
      await expect(heading(page, new RegExp(`Claimable balance ${balance.id}`))).toBeVisible()
      const claimant = page
        .getByRole('region', { name: 'Claimants' })
        .getByRole('listitem')
        .nth(index)
      await expect(claimant).toContainText(words)
      await expect(claimant).not.toContainText('Not claimable now')
    }
  })

  test('a balance nobody can ever claim is called out on its page and in lists', async ({
    page,
  }) => {
    const locked = balances.find((balance) =>
      balance.claimants.every((claimant) => {
        const status = expectedStatus(claimant.predicate, now)?.status
        return status === 'expired' || status === 'never'
      }),
    )
    if (!locked) throw new Error('the seeded history has no balance nobody can claim')
    const root = await getJson<Root>(`${frozen.url}/`)
    const ledger = await getJson<{ base_reserve_in_stroops: number }>(
      `${frozen.url}/ledgers/${root.history_latest_ledger}`,
    )
    const reserve = BigInt(ledger.base_reserve_in_stroops) * BigInt(locked.claimants.length)

    await page.goto(custom(`/claimable_balances/${locked.id}`))
    const notice = page.getByRole('note').filter({ hasText: 'Nobody can ever claim this balance.' })
    await expectNoSeriousA11yViolationsInBothThemes(page, 'never-claimable balance', () =>
      expect(notice).toBeVisible(),
    )
    await expect(notice).toContainText('are locked for good')
    await expect(notice.locator(`[title="${locked.amount}"]`)).toBeVisible()
    // "N claimants × base reserve = total", the total last.
    await expect(notice.locator(`[title$=" XLM"]`).last()).toHaveAttribute(
      'title',
      `${amountOf(reserve)} XLM`,
    )
    const count = locked.claimants.length
    await expect(notice).toContainText(`${count} ${count === 1 ? 'claimant' : 'claimants'} ×`)

    const claimant = locked.claimants[0]?.destination ?? ''
    await page.goto(custom(`/claimable_balances?claimant=${claimant}&limit=200`))
    const row = page
      .getByRole('table', { name: 'Claimable balances' })
      .getByRole('row')
      .filter({ has: page.locator(`a[href*="${locked.id}"]`) })
    await expect(row).toContainText('Nobody can ever claim it')
    await expect(row).not.toContainText('not (')

    // The account's own tab flags its claim in the "Claimable now?" column.
    await page.goto(custom(`/accounts/${claimant}/claimable_balances?limit=200`))
    const tabRow = page
      .getByRole('table', { name: 'Claimable balances' })
      .getByRole('row')
      .filter({ has: page.locator(`a[href*="${locked.id}"]`) })
    await expect(tabRow.getByRole('cell').nth(2)).toContainText(/^No: (Expired at|Can never)/)
  })
})

test('the Spendable XLM box names the XLM the account can claim right now', async ({
  page,
  sandbox,
}) => {
  const root = await sandbox.getJson<Root>('/')
  const now = Date.parse(root.history_latest_ledger_closed_at) / 1000
  const native = await records<Balance>(sandbox, '/claimable_balances?asset=native&limit=200')
  const claimants = [...new Set(native.flatMap((b) => b.claimants.map((c) => c.destination)))]
  for (const accountId of claimants) {
    const own = await records<Balance>(
      sandbox,
      `/claimable_balances?claimant=${accountId}&asset=native&limit=200`,
    )
    const statuses = own.map((balance) =>
      balance.claimants
        .filter((claimant) => claimant.destination === accountId)
        .map((claimant) => expectedStatus(claimant.predicate, now)),
    )
    // Only accounts whose every claim the test can read for itself, and one of them is open.
    if (statuses.some((list) => list.some((status) => status === null))) continue
    const open = own.filter((_, index) => statuses[index]?.some((s) => s?.status === 'now'))
    if (open.length === 0) continue
    const account = await sandbox.getJson<unknown>(`/accounts/${accountId}`).catch(() => null)
    if (account === null) continue
    const total = open.reduce((sum, balance) => sum + stroopsOf(balance.amount), 0n)

    await page.goto(`/local/accounts/${accountId}`)
    const claimable = page
      .getByLabel('Spendable XLM figures')
      .locator('dt', { hasText: 'Claimable now' })
      .locator('xpath=following-sibling::dd[1]')
    await expect(claimable.locator(`[title="${amountOf(total)} XLM"]`)).toBeVisible()
    await expect(claimable).toContainText(
      `in ${open.length} claimable ${open.length === 1 ? 'balance' : 'balances'} it can claim now`,
    )
    return
  }
  throw new Error('the seeded history has no account with XLM it can claim now')
})

test('a fee bump opens by its inner hash, by URL and by search', async ({ page, sandbox }) => {
  const feeBump = await findFeeBump(sandbox)
  const innerHash = feeBump.inner_transaction.hash
  const expectNotice = async () => {
    await expect(heading(page, new RegExp(`Transaction ${innerHash}`))).toBeVisible()
    const notice = page.getByRole('note', { name: 'Inner transaction of a fee bump' })
    await expect(notice).toContainText('You opened the inner transaction of a fee bump.')
    await expect(notice).toContainText(innerHash)
    await expect(notice.getByRole('link', { name: feeBump.hash })).toHaveAttribute(
      'href',
      `/local/transactions/${feeBump.hash}`,
    )
  }
  await page.goto(`/local/transactions/${innerHash}`)
  await expectNotice()

  await page.goto('/local/ledgers')
  await page
    .getByRole('searchbox', { name: 'Search account, transaction, ledger or operation' })
    .fill(innerHash)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(`/local/transactions/${innerHash}`)
  await expectNotice()

  // The fee bump under its own hash says nothing of the kind.
  await page.goto(`/local/transactions/${feeBump.hash}`)
  await expect(heading(page, new RegExp(`Transaction ${feeBump.hash}`))).toBeVisible()
  await expect(page.getByRole('note', { name: 'Inner transaction of a fee bump' })).toHaveCount(0)
})

interface LedgerTime {
  sequence: number
  closed_at: string
  paging_token: string
}

/** The last generated ledger and the first one closed after it: the first pair of neighbours
 *  more than an hour apart, read oldest first. */
async function firstGapAfterHistory(
  sandbox: SandboxControl,
): Promise<{ before: LedgerTime; after: LedgerTime }> {
  let cursor = ''
  let previous: LedgerTime | undefined
  for (let page = 0; page < 20; page += 1) {
    const ledgers = await records<LedgerTime>(
      sandbox,
      `/ledgers?order=asc&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
    )
    for (const ledger of ledgers) {
      if (previous && Date.parse(ledger.closed_at) - Date.parse(previous.closed_at) > 3_600_000) {
        return { before: previous, after: ledger }
      }
      previous = ledger
    }
    if (ledgers.length < 200 || !previous) break
    cursor = previous.paging_token
  }
  throw new Error('no gap of over an hour between neighbouring ledgers')
}

test('jumping to a time inside a gap says there are no ledgers until the one found', async ({
  page,
  sandbox,
}) => {
  // The generated history ends in January 2026; the first ledger closed after it (by this test
  // or an earlier one: the suite shares its sandbox) opens a gap of months.
  await sandbox.closeLedgers(1)
  const root = await sandbox.getJson<Root>('/')
  const gap = await firstGapAfterHistory(sandbox)
  const target = new Date(Date.parse(gap.before.closed_at) + 3_600_000)
  const found = gap.after
  expect(Date.parse(found.closed_at)).toBeGreaterThan(target.getTime())
  expect(root.history_latest_ledger).toBeGreaterThanOrEqual(found.sequence)

  await page.goto('/local/ledgers')
  await page.getByLabel('Jump to date (UTC)').fill(target.toISOString().slice(0, 19))
  await page.getByRole('button', { name: 'Jump' }).click()
  const utc = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`
  await expect(page.getByRole('status').filter({ hasText: 'Found ledger' })).toContainText(
    `Found ledger ${found.sequence}`,
  )
  await expect(page.getByRole('status').filter({ hasText: 'Found ledger' })).toContainText(
    `No ledgers closed between ${utc(target.toISOString())} and ${utc(found.closed_at)}`,
  )
})

test('the account page says in which ledger and when it last sent a transaction', async ({
  page,
  sandbox,
}) => {
  const [transaction] = await records<{ source_account: string }>(
    sandbox,
    '/transactions?order=desc&limit=1',
  )
  const accountId = transaction?.source_account ?? ''
  const account = await sandbox.getJson<{ sequence_ledger?: number; sequence_time?: string }>(
    `/accounts/${accountId}`,
  )
  expect(typeof account.sequence_ledger).toBe('number')
  const time = new Date(Number(account.sequence_time) * 1000).toISOString()
  await page.goto(`/local/accounts/${accountId}`)
  const lastSent = page
    .getByLabel('Account details')
    .locator('dt', { hasText: 'Last sent' })
    .locator('xpath=following-sibling::dd[1]')
  await expect(lastSent).toContainText(
    `last transaction sent in ledger ${account.sequence_ledger} at ${time.slice(0, 19).replace('T', ' ')} UTC`,
  )
  await expect(lastSent.getByRole('link', { name: String(account.sequence_ledger) })).toBeVisible()
})

test('a custom Horizon says on every page, on a phone too, where the data comes from', async ({
  page,
  sandbox,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const [transaction] = await records<{ hash: string; source_account: string }>(
    sandbox,
    '/transactions?order=desc&limit=1',
  )
  const horizon = `horizon=${encodeURIComponent(sandboxUrl)}`
  for (const path of [
    '',
    '/ledgers',
    `/transactions/${transaction?.hash}`,
    `/accounts/${transaction?.source_account}`,
  ]) {
    await page.goto(`/custom${path}?${horizon}`)
    const notice = page.getByRole('note', { name: 'Custom Horizon' })
    await expect(notice).toBeVisible()
    await expect(notice).toBeInViewport()
    await expect(notice).toContainText(`the data on this page comes from ${sandboxUrl}`)
  }
  await expectNoSeriousA11yViolationsInBothThemes(page, 'custom-Horizon notice', () =>
    expect(page.getByRole('note', { name: 'Custom Horizon' })).toBeVisible(),
  )
  await page.goto('/local/ledgers')
  await expect(heading(page, 'Ledgers')).toBeVisible()
  await expect(page.getByRole('note', { name: 'Custom Horizon' })).toHaveCount(0)
})
