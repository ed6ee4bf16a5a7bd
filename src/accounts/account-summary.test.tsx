import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Account } from '@/api/horizon-types'
import type { Uncounted } from '@/accounts/account-list-reads'
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
          uncounted: { state: 'none' },
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
    // Every balance it is a claimant of was read: no limit to state.
    expect(within(region).queryByRole('note')).toBeNull()
  })

  it('states the 200-record limit when the list it adds up has more, and how many more', () => {
    const waiting = (uncounted: Uncounted) => (
      <AccountSummary
        account={account}
        baseReserve={{ state: 'unavailable' }}
        waiting={{ state: 'known', balances: [], uncounted }}
        latestActivity={null}
      />
    )
    const cases: [Uncounted, string | null][] = [
      [
        { state: 'counted', more: 37, atLeast: false },
        'Showing the first 200 claimable balances it is a claimant of; 37 more not counted.',
      ],
      [
        { state: 'counted', more: 200, atLeast: true },
        'Showing the first 200 claimable balances it is a claimant of; 200 or more not counted.',
      ],
      // A full page followed by an empty one left nothing out.
      [{ state: 'counted', more: 0, atLeast: false }, null],
    ]
    for (const [uncounted, note] of cases) {
      const view = renderInRouter(waiting(uncounted))
      if (note === null) expect(within(summary()).queryByRole('note')).toBeNull()
      else expect(within(summary()).getByRole('note')).toHaveTextContent(note)
      view.unmount()
    }
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
