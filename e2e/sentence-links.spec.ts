// Against the sandbox: ids inside operation and effect sentences link to their pool, claimable
// balance and offer pages on the network in the URL; a muxed source shows its base account and
// id; an account's Sponsoring tab finds accounts it sponsors only through a trustline or data entry.
import type { Page } from '@playwright/test'
import { test, expect, type SandboxControl } from './fixtures.ts'
import {
  effectOperationId,
  expectNoSeriousA11yViolationsInBothThemes,
  heading,
  records,
  walkRecords,
  type EffectRecord,
  type OperationRecord,
} from './explorer-support.ts'

interface SentenceOperation extends OperationRecord {
  liquidity_pool_id?: string
  balance_id?: string
}

/** The newest successful operation of `type` in the seeded history. */
async function newestOperation(sandbox: SandboxControl, type: string): Promise<SentenceOperation> {
  const operations = await records<SentenceOperation & { transaction_successful: boolean }>(
    sandbox,
    '/operations?order=desc&limit=200',
  )
  const found = operations.find((operation) => operation.type === type)
  if (!found) throw new Error(`the seeded history has no ${type} in its newest 200 operations`)
  return found
}

/** The one link of the sentence area that opens `path` (under the network in the URL). */
function linkTo(page: Page, href: string) {
  return page.locator(`main a[href="${href}"]`).first()
}

test('operation sentences link the pool and the claimable balance they name', async ({
  page,
  sandbox,
}) => {
  const deposit = await newestOperation(sandbox, 'liquidity_pool_deposit')
  const poolId = deposit.liquidity_pool_id ?? ''
  await page.goto(`/local/operations/${deposit.id}`)
  await expect(heading(page, new RegExp(`Operation ${deposit.id}`))).toBeVisible()
  const poolLink = linkTo(page, `/local/liquidity_pools/${poolId}`)
  await expect(poolLink).toHaveAttribute('title', poolId)
  await poolLink.click()
  await expect(page).toHaveURL(`/local/liquidity_pools/${poolId}`)
  await expect(heading(page, new RegExp(`Liquidity pool ${poolId}`))).toBeVisible()

  // A claimed balance is gone from Horizon: its link still opens a page that says why.
  const claim = await newestOperation(sandbox, 'claim_claimable_balance')
  const balanceId = claim.balance_id ?? ''
  await page.goto(`/local/operations/${claim.id}`)
  await linkTo(page, `/local/claimable_balances/${balanceId}`).click()
  await expect(page).toHaveURL(`/local/claimable_balances/${balanceId}`)
  await expect(heading(page, 'Not found')).toBeVisible()
  await expect(page.getByText(/once a claimable balance is claimed or clawed back/)).toBeVisible()

  // On a custom Horizon the link keeps that Horizon: it is built from the URL, not the record.
  const horizon = encodeURIComponent(sandbox.url)
  await page.goto(`/custom/operations/${deposit.id}?horizon=${horizon}`)
  await expect(linkTo(page, `/custom/liquidity_pools/${poolId}?horizon=${horizon}`)).toBeVisible()
})

test('a trade effect links its offer: the open offer, or why it is gone', async ({
  page,
  sandbox,
  request,
}) => {
  const effects = await records<EffectRecord & { type: string; offer_id?: string }>(
    sandbox,
    '/effects?order=desc&limit=200',
  )
  const trade = effects.find((effect) => effect.type === 'trade' && effect.offer_id)
  if (!trade?.offer_id) throw new Error('the seeded history has no trade effect')
  await page.goto(`/local/operations/${effectOperationId(trade)}`)
  await expect(page.getByRole('table', { name: 'Effects' })).toBeVisible()
  await linkTo(page, `/local/offers/${trade.offer_id}`).click()
  await expect(page).toHaveURL(`/local/offers/${trade.offer_id}`)
  const open = (await request.get(`${sandbox.url}/offers/${trade.offer_id}`)).ok()
  if (open) await expect(heading(page, `Offer ${trade.offer_id}`)).toBeVisible()
  else await expect(page.getByText(/Horizon keeps only open offers/)).toBeVisible()
})

test('a transaction from a muxed account shows the M… address, its base account and id; axe', async ({
  page,
  sandbox,
}) => {
  const transactions = await records<{
    hash: string
    source_account: string
    account_muxed?: string
    account_muxed_id?: string
  }>(sandbox, '/transactions?order=desc&limit=200')
  const muxed = transactions.find((transaction) => transaction.account_muxed)
  if (!muxed?.account_muxed) throw new Error('the seeded history has no muxed source')
  await page.goto(`/local/transactions/${muxed.hash}`)
  const source = page
    .getByLabel('Transaction details')
    .locator('dt', { hasText: /^Source account$/ })
    .locator('xpath=following-sibling::dd[1]')
  await expectNoSeriousA11yViolationsInBothThemes(page, 'muxed transaction', () =>
    expect(source).toContainText(
      `muxed id ${muxed.account_muxed_id ?? '?'} of account ${muxed.source_account}`,
    ),
  )
  await expect(source).toContainText(muxed.account_muxed)
  await expect(source.getByRole('link').last()).toHaveAttribute(
    'href',
    `/local/accounts/${muxed.source_account}`,
  )
})

/** A sponsor and an account whose only current sponsored entry from it is a trustline or data. */
async function findEntrySponsorship(
  sandbox: SandboxControl,
): Promise<{ sponsor: string; account: string; entry: string }> {
  const effects = walkRecords<
    EffectRecord & { type: string; account: string; sponsor?: string; data_name?: string }
  >(sandbox, '/effects?order=desc')
  for await (const effect of effects) {
    if (!effect.sponsor || effect.account === effect.sponsor) continue
    const account = await sandbox.getJson<{
      sponsor?: string
      signers: { sponsor?: string }[]
      balances: { sponsor?: string }[]
    }>(`/accounts/${effect.account}`)
    const viaAccountOrSigner =
      account.sponsor === effect.sponsor ||
      account.signers.some((signer) => signer.sponsor === effect.sponsor)
    if (viaAccountOrSigner) continue
    if (
      effect.type === 'trustline_sponsorship_created' &&
      account.balances.some((balance) => balance.sponsor === effect.sponsor)
    ) {
      return { sponsor: effect.sponsor, account: effect.account, entry: 'trustline' }
    }
    if (effect.type === 'data_sponsorship_created' && effect.data_name) {
      const data = await sandbox.getJson<{ sponsor?: string }>(
        `/accounts/${effect.account}/data/${effect.data_name}`,
      )
      if (data.sponsor === effect.sponsor) {
        return { sponsor: effect.sponsor, account: effect.account, entry: 'data entry' }
      }
    }
  }
  throw new Error('the seeded history has no current trustline or data sponsorship')
}

test('the Sponsoring tab lists an account sponsored only through a trustline or data entry; axe', async ({
  page,
  sandbox,
}) => {
  const { sponsor, account, entry } = await findEntrySponsorship(sandbox)
  await page.goto(`/local/accounts/${sponsor}/sponsoring?limit=200`)
  const table = page.getByRole('table', { name: 'Sponsored accounts' })
  await expectNoSeriousA11yViolationsInBothThemes(page, 'account (sponsoring tab)', () =>
    expect(table).toBeVisible(),
  )
  await expect(
    table.getByRole('link', { name: new RegExp(account) }).first(),
    `${account} (its ${entry} is sponsored by ${sponsor})`,
  ).toBeVisible()
})

test('a pool-share balance on the account page links its pool', async ({ page, sandbox }) => {
  const pools = await records<{ id: string; total_shares: string }>(
    sandbox,
    '/liquidity_pools?limit=200',
  )
  let holder: { account_id: string } | undefined
  let poolId = ''
  for (const pool of pools.filter((entry) => entry.total_shares !== '0.0000000')) {
    ;[holder] = await records<{ account_id: string }>(
      sandbox,
      `/accounts?liquidity_pool=${pool.id}&limit=1`,
    )
    poolId = pool.id
    if (holder) break
  }
  if (!holder) throw new Error('the seeded history has no account holding pool shares')
  await page.goto(`/local/accounts/${holder.account_id}`)
  const balances = page.getByRole('table', { name: 'Balances' })
  await balances.locator(`a[href="/local/liquidity_pools/${poolId}"]`).click()
  await expect(page).toHaveURL(`/local/liquidity_pools/${poolId}`)
  await expect(heading(page, new RegExp(`Liquidity pool ${poolId}`))).toBeVisible()
})
