import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ClaimableBalance, LiquidityPool } from '@/api/horizon-ledger-entry-types'
import type { Account } from '@/api/horizon-types'
import type { ClaimJudge } from '@/accounts/funds-section'
import { FundsSection } from '@/accounts/funds-section'
import { readHorizonFixture, renderInRouter } from '@/ui/test-support'

const account = readHorizonFixture('account.json') as Account
const poolShares = account.balances.find((line) => line.asset_type === 'liquidity_pool_shares')
const poolId = poolShares && 'liquidity_pool_id' in poolShares ? poolShares.liquidity_pool_id : ''
const aqua = account.balances.find((line) => 'asset_code' in line && line.asset_code === 'AQUA')
const aquaAsset = aqua && 'asset_issuer' in aqua ? `AQUA:${aqua.asset_issuer}` : ''
const pool = {
  id: poolId,
  total_shares: '5633.3134178',
  reserves: [
    { asset: 'native', amount: '200.0000000' },
    { asset: aquaAsset, amount: '10.0000001' },
  ],
} as LiquidityPool
const created = [{ id: '00ab', asset: 'native', amount: '3.0000000', claimants: [] }]
const lockedId = `00000000${'aa'.repeat(32)}`
const openId = `00000000${'bb'.repeat(32)}`
/** The claims as claimable-balances/claim-judge.ts judges them (tested there): by id here. */
const judge: ClaimJudge = {
  lockedForGood: (balance) => balance.id === lockedId,
  claims: (balance) => <p>claims of {balance.id.slice(-2)}</p>,
  judgedAt: '2023-11-14 22:13:20 UTC',
}

function render(overrides: Partial<Parameters<typeof FundsSection>[0]> = {}) {
  return renderInRouter(
    <FundsSection
      account={account}
      minimumReserve="6.5000000"
      created={{
        records: created as unknown as ClaimableBalance[],
        error: null,
        retry: () => {},
        uncounted: { state: 'none' },
      }}
      pools={{ records: [pool], error: null, retry: () => {}, uncounted: { state: 'none' } }}
      judge={judge}
      {...overrides}
    />,
  )
}

function cells(asset: string) {
  const table = screen.getByRole('table', { name: 'Where the funds are' })
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.startsWith(asset))
  if (!row) throw new Error(`no ${asset} row`)
  return within(row).getAllByRole('cell')
}

describe('FundsSection', () => {
  it('adds each asset up and links every part to the records behind it', () => {
    render()
    const xlm = cells('XLM')
    // 2816.6567089 of 5633.3134178 shares is half the pool: 100 XLM and 5.00000005 → 5 AQUA.
    expect(xlm.map((cell) => cell.textContent)).toEqual([
      'XLM',
      '10,025.7670792',
      '25.1',
      '6.5',
      '3',
      '100',
      '10,128.7670792',
    ])
    expect(within(xlm[2]!).getByRole('link')).toHaveAttribute(
      'href',
      `/testnet/accounts/${account.account_id}/offers`,
    )
    expect(within(xlm[4]!).getByRole('link')).toHaveAttribute(
      'href',
      `/testnet/claimable_balances?sponsor=${account.account_id}&asset=native`,
    )
    expect(within(xlm[5]!).getByRole('link')).toHaveAttribute(
      'href',
      `/testnet/liquidity_pools?account=${account.account_id}`,
    )
    expect(cells('AQUA').at(-1)?.textContent).toBe('85,734.1030749')
    expect(screen.getByRole('list', { name: 'Its pool shares' })).toHaveTextContent(
      'your shares (2816.6567089) = 100 XLM + 5 AQUA at current reserves',
    )
  })

  it('fails alone, with Retry, when a list behind it cannot be read', () => {
    const retry = vi.fn()
    render({
      pools: {
        records: undefined,
        error: new Error('Horizon unreachable'),
        retry,
        uncounted: { state: 'none' },
      },
    })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Its pools could not be shown')
    within(alert).getByRole('button', { name: 'Retry' }).click()
    expect(retry).toHaveBeenCalled()
  })

  it('says who can ever claim each balance it created, and calls the never-claimable locked for good', () => {
    const balances = [
      { id: lockedId, asset: 'native', amount: '4.0000000', claimants: [] },
      { id: openId, asset: 'native', amount: '2.0000000', claimants: [] },
    ]
    render({
      created: {
        records: balances as unknown as ClaimableBalance[],
        error: null,
        retry: () => {},
        uncounted: { state: 'none' },
      },
    })
    expect(cells('XLM')[4]).toHaveTextContent('64 locked for good')
    const summary = screen.getByText(/^Who can ever claim the 2 claimable balances it created/)
    expect(summary).toHaveTextContent(': 1 can never be claimed')
    const list = summary.closest('details')
    if (!list) throw new Error('no details')
    const [locked, open] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement?.tagName === 'DETAILS')
    expect(locked).toHaveTextContent(
      '4 XLM: nobody can ever claim it. The amount and its reserve are locked for good.',
    )
    expect(within(open!).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/testnet/claimable_balances/${openId}`,
    )
    expect(open).toHaveTextContent('2 XLM:claims of bb')
    expect(list).toHaveTextContent("from the latest ledger's close time, 2023-11-14 22:13:20 UTC.")
  })

  it('calls nothing locked while the latest ledger is not known', () => {
    render({ judge: null })
    expect(screen.queryByText(/locked for good/)).toBeNull()
    expect(screen.getByText('Reading the latest ledger to judge who can claim them…')).toBeVisible()
  })

  it('states the 200-record limit when a list it adds up has more, and how many more', () => {
    render({
      created: {
        records: created as unknown as ClaimableBalance[],
        error: null,
        retry: () => {},
        uncounted: { state: 'counted', more: 37, atLeast: false },
      },
      pools: { records: [pool], error: null, retry: () => {}, uncounted: { state: 'counting' } },
    })
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Showing the first 200 claimable balances it created; 37 more not counted.',
      'Showing the first 200 pools it holds shares in; counting the rest.',
    ])
  })
})
