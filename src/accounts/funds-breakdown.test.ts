import { describe, expect, it } from 'vitest'
import type { ClaimableBalance, LiquidityPool } from '@/api/horizon-ledger-entry-types'
import type { Account } from '@/api/horizon-types'
import { fundsBreakdown, poolShareValue } from '@/accounts/funds-breakdown'

const usd = 'USD:GDUKMGUGDZQK6YHYA5Z6AY2G4XDSZPSZ3SW5UN3ARVMO6QSRDWP5YLEX'
const eur = 'EUR:GDUKMGUGDZQK6YHYA5Z6AY2G4XDSZPSZ3SW5UN3ARVMO6QSRDWP5YLEX'
const [usdCode, issuer] = usd.split(':') as [string, string]
const poolId = 'ab'.repeat(32)

function pool(totalShares: string, xlm: string, usdAmount: string): LiquidityPool {
  return {
    id: poolId,
    total_shares: totalShares,
    reserves: [
      { asset: 'native', amount: xlm },
      { asset: usd, amount: usdAmount },
    ],
  } as LiquidityPool
}

/** What the breakdown says the account's 3 shares of the XLM/USD pool are worth. */
function threeSharesWorth(xlm: string, usdAmount: string) {
  return {
    poolId,
    shares: '3.0000000',
    parts: [
      { asset: 'native', amount: xlm },
      { asset: usd, amount: usdAmount },
    ],
  }
}

const account = {
  account_id: 'GA',
  balances: [
    { asset_type: 'liquidity_pool_shares', liquidity_pool_id: poolId, balance: '3.0000000' },
    {
      asset_type: 'credit_alphanum4',
      asset_code: usdCode,
      asset_issuer: issuer,
      balance: '50.0000000',
      selling_liabilities: '0.0000000',
    },
    { asset_type: 'native', balance: '100.0000000', selling_liabilities: '10.0000000' },
  ],
} as unknown as Account

const created = [
  { asset: usd, amount: '5.0000000' },
  { asset: 'native', amount: '1.5000000' },
  { asset: eur, amount: '2.0000001' },
] as ClaimableBalance[]

describe('fundsBreakdown', () => {
  it('adds what it holds, what it put in claimable balances and its share of pool reserves', () => {
    const { lines, pools } = fundsBreakdown(
      account,
      '2.5000000',
      created,
      [pool('10.0000000', '7.0000000', '1.0000001')],
      null,
    )
    expect(lines).toEqual([
      {
        asset: usd,
        holds: '50.0000000',
        inOffers: '0.0000000',
        reserves: null,
        inClaimableBalances: '5.0000000',
        claimableBalanceCount: 1,
        lockedForGood: '0.0000000',
        // 3 × 1.0000001 ÷ 10 = 0.30000003, rounded down as a withdrawal pays out.
        inPools: '0.3000000',
        total: '55.3000000',
      },
      {
        asset: 'native',
        holds: '100.0000000',
        inOffers: '10.0000000',
        reserves: '2.5000000',
        inClaimableBalances: '1.5000000',
        claimableBalanceCount: 1,
        lockedForGood: '0.0000000',
        inPools: '2.1000000',
        total: '103.6000000',
      },
      {
        asset: eur,
        holds: '0.0000000',
        inOffers: '0.0000000',
        reserves: null,
        inClaimableBalances: '2.0000001',
        claimableBalanceCount: 1,
        lockedForGood: '0.0000000',
        inPools: '0.0000000',
        total: '2.0000001',
      },
    ])
    expect(pools).toEqual([threeSharesWorth('2.1000000', '0.3000000')])
  })

  it('stays exact past 2^53 stroops', () => {
    const value = poolShareValue(
      pool('922337203685.4775807', '922337203685.4775807', '1.0000000'),
      '922337203685.4775806',
    )
    expect(value?.parts[0]?.amount).toBe('922337203685.4775806')
  })

  it('ignores pools it holds no shares of, and a pool with no shares left is worth nothing', () => {
    const { lines, pools } = fundsBreakdown(
      account,
      null,
      [],
      [
        { ...pool('0.0000000', '0.0000000', '0.0000000') },
        { ...pool('1.0000000', '1.0000000', '1.0000000'), id: 'cd'.repeat(32) },
      ],
      null,
    )
    expect(pools).toEqual([threeSharesWorth('0.0000000', '0.0000000')])
    expect(lines.find((line) => line.asset === 'native')?.reserves).toBeNull()
  })

  it('skips malformed records from Horizon instead of counting them', () => {
    const { lines } = fundsBreakdown(
      account,
      null,
      [{ asset: usd, amount: '1e9' } as ClaimableBalance],
      [{ ...pool('10.0000000', 'lots', '1.0000000') }],
      null,
    )
    expect(lines.find((line) => line.asset === usd)?.total).toBe('50.0000000')
  })

  it('sets apart, per asset, what the judge says no claimant can ever claim', () => {
    const balances = [
      { id: 'expired', asset: usd, amount: '4.0000000' },
      { id: 'never', asset: usd, amount: '0.5000000' },
      { id: 'later', asset: usd, amount: '2.0000000' },
      { id: 'now', asset: 'native', amount: '1.0000000' },
    ] as ClaimableBalance[]
    const lockedForGood = (balance: ClaimableBalance) =>
      balance.id === 'expired' || balance.id === 'never'
    const { lines } = fundsBreakdown(account, null, balances, [], lockedForGood)
    const usdLine = lines.find((line) => line.asset === usd)
    expect(usdLine?.inClaimableBalances).toBe('6.5000000')
    expect(usdLine?.lockedForGood).toBe('4.5000000')
    expect(lines.find((line) => line.asset === 'native')?.lockedForGood).toBe('0.0000000')
    // Before the latest ledger is known there is no judge, and nothing is called locked.
    const unknownNow = fundsBreakdown(account, null, balances, [], null).lines
    expect(unknownNow.find((line) => line.asset === usd)?.lockedForGood).toBe('0.0000000')
  })
})
