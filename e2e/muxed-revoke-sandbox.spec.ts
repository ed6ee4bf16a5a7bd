// The simulator's muxed (M…) destinations and CAP-38 revocations, seen in the explorer against the
// sandbox: a payment to an M… address names it in its sentence and in the credit it derives, and
// the M… address opens its base account with the mux id; a deauthorization's effects show the
// pool shares it redeemed, the claimable balances they became and the pool it removed.
import { test, expect } from './fixtures.ts'
import type { SandboxControl } from './fixtures.ts'
import { heading } from './explorer-support.ts'

interface HorizonPage<T> {
  _embedded: { records: T[] }
  _links: { next: { href: string } }
}

interface Payment {
  id: string
  type: string
  transaction_successful: boolean
  to?: string
  to_muxed?: string
  to_muxed_id?: string
}

interface Effect {
  paging_token: string
  type: string
  liquidity_pool?: { id: string }
  reserves_revoked?: { asset: string; amount: string; claimable_balance_id: string }[]
}

/** The first record (ascending) that `wanted` accepts, following the pages' next links. */
async function findRecord<T>(
  sandbox: SandboxControl,
  path: string,
  wanted: (record: T) => boolean,
): Promise<T> {
  let next = path
  for (let pages = 0; pages < 60; pages++) {
    const page = await sandbox.getJson<HorizonPage<T>>(next)
    const found = page._embedded.records.find(wanted)
    if (found !== undefined) return found
    if (page._embedded.records.length === 0) break
    next = page._links.next.href.slice(sandbox.url.length)
  }
  throw new Error(`the seeded history has no such record in ${path}`)
}

test('a payment to an M… address names it and opens its base account with the mux id', async ({
  page,
  sandbox,
}) => {
  const payment = await findRecord<Payment>(
    sandbox,
    '/payments?order=asc&limit=200',
    (record) =>
      record.type === 'payment' &&
      record.transaction_successful &&
      typeof record.to_muxed === 'string',
  )
  const muxed = payment.to_muxed ?? ''
  const muxedId = payment.to_muxed_id ?? ''
  const base = payment.to ?? ''

  await page.goto(`/local/operations/${payment.id}`)
  await expect(heading(page, `Operation ${payment.id}`)).toBeVisible()
  const sentenceLink = page.getByRole('link', { name: muxed, exact: true }).first()
  await expect(sentenceLink).toBeVisible()
  await expect(sentenceLink).toHaveAttribute('title', `${muxed} (muxed id ${muxedId} of ${base})`)
  // The credit Horizon derives names the M… address too (its account_muxed).
  const credit = page
    .getByRole('table', { name: 'Effects' })
    .getByRole('row')
    .filter({ hasText: 'received' })
  await expect(credit.getByRole('link', { name: muxed, exact: true }).first()).toBeVisible()

  // Opened as an address, the M… account is its base account with the mux id.
  await page.goto(`/local/accounts/${muxed}`)
  await expect(page).toHaveURL(`/local/accounts/${base}?muxed=${muxed}`)
  await expect(page.getByText(/is this account with muxed id/)).toContainText(muxedId)
})

test('a deauthorization shows the pool shares it redeemed into claimable balances', async ({
  page,
  sandbox,
}) => {
  const revoked = await findRecord<Effect>(
    sandbox,
    '/effects?order=asc&limit=200',
    (record) => record.type === 'liquidity_pool_revoked',
  )
  const operationId = revoked.paging_token.split('-')[0] ?? ''
  await page.goto(`/local/operations/${operationId}`)
  await expect(heading(page, `Operation ${operationId}`)).toBeVisible()
  await expect(page.getByText(/deauthorized|updated the .* trustline/).first()).toBeVisible()

  const effects = page.getByRole('table', { name: 'Effects' })
  const revokedRow = effects
    .getByRole('row')
    .filter({ hasText: /revoked [\d.,]+ pool shares in liquidity pool .*, returning/ })
  await expect(revokedRow).toBeVisible()
  await expect(revokedRow.getByTitle(revoked.liquidity_pool?.id ?? '')).toBeVisible()
  // Each revoked reserve went into a claimable balance the trustor can claim.
  for (const reserve of revoked.reserves_revoked ?? []) {
    const claimant = effects
      .getByRole('row')
      .filter({ hasText: 'can claim' })
      .filter({ has: page.getByTitle(reserve.claimable_balance_id) })
    await expect(claimant).toHaveCount(1)
  }
})
