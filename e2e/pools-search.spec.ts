// Search for issue 10's kinds against the sandbox: pool ids (after a transaction lookup),
// claimable balance ids, offer:N, asset codes and assets, and contract ids.
import { StrKey } from '@stellar/stellar-sdk'
import { test, expect } from './fixtures.ts'
import { heading } from './explorer-support.ts'
import { findBalanceWithDeadline, findFundedPool, search } from './pools-support.ts'

test('search finds pools, claimable balances, offers, assets and contracts', async ({
  page,
  sandbox,
}) => {
  const pool = await findFundedPool(sandbox)
  const { balance } = await findBalanceWithDeadline(sandbox)
  await page.goto('/local/ledgers')
  await expect(page.getByRole('table', { name: 'Ledgers' })).toBeVisible()

  await search(page, pool.id.toUpperCase())
  await expect(page).toHaveURL(`/local/liquidity_pools/${pool.id}`)
  await expect(heading(page, new RegExp(`Liquidity pool ${pool.id}`))).toBeVisible()
  await expect(
    page.getByText('No transaction has this hash: it is a liquidity pool id.'),
  ).toBeVisible()

  await search(page, balance.id)
  await expect(page).toHaveURL(`/local/claimable_balances/${balance.id}`)
  await expect(heading(page, new RegExp(`Claimable balance ${balance.id}`))).toBeVisible()

  await search(page, 'offer:2')
  await expect(page).toHaveURL('/local/offers/2')

  await search(page, 'USDC')
  await expect(page).toHaveURL('/local/assets?asset_code=USDC')

  const issuer = balance.claimants[0]?.destination ?? ''
  await search(page, `USDC:${issuer}`)
  await expect(page).toHaveURL(`/local/assets/USDC-${issuer}`)

  await page.goto('/local/ledgers')
  await expect(page.getByRole('table', { name: 'Ledgers' })).toBeVisible()
  const contract = StrKey.encodeContract(Buffer.alloc(32, 7))
  await search(page, contract)
  // Contracts are read from the network's RPC: a contract nobody deployed says so on its page.
  await expect(page).toHaveURL(`/local/contracts/${contract}`)
  await expect(page.getByRole('alert')).toContainText('This RPC holds no contract')
  await page.goto('/local/ledgers')

  await search(page, 'f'.repeat(64))
  await expect(page.getByText(/^No transaction or liquidity pool on .* has the id/)).toBeVisible()
})
