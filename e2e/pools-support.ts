// Records of issue 10's kinds in the seeded sandbox, for the pools-* specs.
import type { Page } from '@playwright/test'
import type { SandboxControl } from './fixtures.ts'
import { records } from './explorer-support.ts'

export interface PoolRecord {
  id: string
  fee_bp: number
  total_shares: string
  total_trustlines: string
  reserves: { asset: string; amount: string }[]
}

export interface ClaimableBalanceRecord {
  id: string
  asset: string
  amount: string
  sponsor?: string
  claimants: { destination: string; predicate: Record<string, unknown> }[]
}

/** The first pool (in id order) that holds reserves, so it has a price. */
export async function findFundedPool(sandbox: SandboxControl): Promise<PoolRecord> {
  const pools = await records<PoolRecord>(sandbox, '/liquidity_pools?order=asc&limit=200')
  const funded = pools.find((pool) => pool.total_shares !== '0.0000000')
  if (!funded) throw new Error('the seeded history has no funded liquidity pool')
  return funded
}

/** The newest balance whose first claimant has a plain absolute deadline. */
export async function findBalanceWithDeadline(
  sandbox: SandboxControl,
): Promise<{ balance: ClaimableBalanceRecord; deadline: string; epoch: string }> {
  const balances = await records<ClaimableBalanceRecord>(
    sandbox,
    '/claimable_balances?order=desc&limit=200',
  )
  for (const balance of balances) {
    const predicate = balance.claimants[0]?.predicate
    if (
      typeof predicate?.abs_before === 'string' &&
      typeof predicate.abs_before_epoch === 'string'
    ) {
      return { balance, deadline: predicate.abs_before, epoch: predicate.abs_before_epoch }
    }
  }
  throw new Error('the seeded history has no claimable balance with an absolute deadline')
}

/** "2026-01-01T00:12:08Z" as the explorer writes it: "2026-01-01 00:12:08 UTC". */
export function predicateTime(iso: string): string {
  const minutes = iso.slice(0, 16).replace('T', ' ')
  const seconds = iso.slice(17, 19)
  return seconds === '00' ? `${minutes} UTC` : `${minutes}:${seconds} UTC`
}

/** A fee-bump transaction of the seeded history (newest first). */
export async function findFeeBump(
  sandbox: SandboxControl,
): Promise<{ hash: string; fee_account: string; inner_transaction: { hash: string } }> {
  let cursor = ''
  for (let page = 0; page < 10; page++) {
    const transactions = await records<{
      hash: string
      paging_token: string
      fee_account: string
      inner_transaction?: { hash: string }
    }>(sandbox, `/transactions?order=desc&limit=200&cursor=${cursor}`)
    const feeBump = transactions.find((transaction) => transaction.inner_transaction)
    if (feeBump?.inner_transaction) {
      return { ...feeBump, inner_transaction: feeBump.inner_transaction }
    }
    const last = transactions.at(-1)
    if (!last) break
    cursor = last.paging_token
  }
  throw new Error('the seeded history has no fee-bump transaction')
}

/**
 * A sponsor of another account's entry or signer (from the newest sponsorship effects) whose
 * `/accounts?sponsor=` lists that account.
 */
export async function findAccountSponsor(
  sandbox: SandboxControl,
): Promise<{ sponsor: string; sponsoredAccount: string }> {
  let cursor = ''
  for (let page = 0; page < 15; page++) {
    const effects = await records<{ type: string; sponsor?: string; paging_token: string }>(
      sandbox,
      `/effects?order=desc&limit=200&cursor=${cursor}`,
    )
    for (const effect of effects) {
      const kinds = ['account_sponsorship_created', 'signer_sponsorship_created']
      if (!kinds.includes(effect.type) || !effect.sponsor) continue
      const [account] = await records<{ account_id: string }>(
        sandbox,
        `/accounts?sponsor=${effect.sponsor}&limit=1`,
      )
      if (account) return { sponsor: effect.sponsor, sponsoredAccount: account.account_id }
    }
    const last = effects.at(-1)
    if (!last) break
    cursor = last.paging_token
  }
  throw new Error('the seeded history has no sponsor of another account')
}

/** Types `text` into the header's search box and submits it. */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: /^Search account/ }).fill(text)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
}
