import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Account } from '@/api/horizon-types'
import { AccountSummary } from '@/accounts/account-summary'
import { readHorizonFixture, renderInRouter, visibleText } from '@/ui/test-support'

const account = readHorizonFixture('account.json') as Account
const usdc = 'USDC:GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN'

function summary() {
  return screen.getByRole('region', { name: 'Account summary' })
}

describe('AccountSummary', () => {
  it('leads with spendable XLM, what is locked or waiting, the latest activity and the balances', () => {
    renderInRouter(
      <AccountSummary
        account={account}
        baseReserve={{ state: 'known', baseReserveStroops: 5_000_000, ledger: 7 }}
        waiting={{
          state: 'known',
          balances: [
            { asset: 'native', amount: '1.0000000' },
            { asset: usdc, amount: '2.5000000' },
            { asset: 'native', amount: '0.0000001' },
          ],
        }}
        latestActivity={<p>paid someone</p>}
      />,
    )
    const region = summary()
    // (2 + 12 subentries + 1 sponsoring − 2 sponsored) × 0.5 XLM = 6.5 XLM of reserve;
    // 10,025.7670792 − 6.5 − 25.1 selling liabilities = 9,994.1670792 XLM spendable.
    expect(within(region).getByTitle('9994.1670792 XLM')).toBeVisible()
    expect(within(region).getByTitle('6.5000000 XLM')).toBeVisible()
    expect(within(region).getByTitle('25.1000000 XLM').closest('a')).toHaveAttribute(
      'href',
      `/testnet/accounts/${account.account_id}/offers`,
    )
    const waiting = within(region).getByRole('link', { name: '3 claimable now' })
    expect(waiting).toHaveAttribute(
      'href',
      `/testnet/claimable_balances?claimant=${account.account_id}`,
    )
    // Summed per asset, exactly: 1 + 0.0000001 XLM.
    expect(waiting.parentElement?.textContent).toContain('1.0000001 XLM + 2.5 USDC')
    expect(within(region).getByText('paid someone')).toBeVisible()
    const balances = within(region).getByRole('list', { name: 'Balances at a glance' })
    expect(within(balances).getAllByRole('listitem')).toHaveLength(account.balances.length)
    expect(visibleText(balances)).toContain('85,729.1030749 AQUA')
  })

  it('says when the base reserve or the claimable balances could not be read', () => {
    renderInRouter(
      <AccountSummary
        account={account}
        baseReserve={{ state: 'unavailable' }}
        waiting={{ state: 'failed' }}
        latestActivity={null}
      />,
    )
    const region = summary()
    expect(region).toHaveTextContent('Spendable XLMnot known')
    expect(region).toHaveTextContent('could not be read (the list)')
  })
})
