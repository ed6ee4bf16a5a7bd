import { describe, expect, it } from 'vitest'
import { matchesPaymentSearch, readPaymentSearch } from '@/accounts/payment-search'
import type { PaymentSearch } from '@/accounts/payment-search'

const me = 'GDUKMGUGDZQK6YHYA5Z6AY2G4XDSZPSZ3SW5UN3ARVMO6QSRDWP5YLEX'
const other = 'GBKUUBJYJXSSFO5VWUOY5FTEFFXX5R3EEKHT3WAG2GCYGG4M6YIZSZB3'
const issuer = 'GB5GDYM3CGCTKL4FBR6DPOVZIT5FGKSJ5QAYA3YXNUBL5JGEZBR5R2HH'

function searchOf(query: string): PaymentSearch {
  const search = readPaymentSearch(new URLSearchParams(query))
  if (search === null || typeof search === 'string') throw new Error(String(search))
  return search
}

const xlmPayment = {
  type: 'payment',
  from: other,
  to: me,
  amount: '50.0000000',
  asset_type: 'native',
}
const usdPathPayment = {
  type: 'path_payment_strict_send',
  from: me,
  to: other,
  amount: '9.9000000',
  asset_type: 'credit_alphanum4',
  asset_code: 'EUR',
  asset_issuer: issuer,
  source_amount: '10.0000000',
  source_asset_type: 'credit_alphanum4',
  source_asset_code: 'USD',
  source_asset_issuer: issuer,
}

describe('readPaymentSearch', () => {
  it('is null when the URL holds no search, and reads every field', () => {
    expect(readPaymentSearch(new URLSearchParams('cursor=5'))).toBeNull()
    expect(
      searchOf(
        `find_amount=1,000.5&find_asset=usd:${issuer}&find_direction=sent&find_counterpart=${other}&find_from=2026-01-01T00:00&find_until=2026-01-02T00:00:30`,
      ),
    ).toEqual({
      amount: { min: 10_005_000_000n, max: 10_005_000_000n },
      asset: { code: 'USD', issuer },
      direction: 'sent',
      counterpart: other,
      from: new Date('2026-01-01T00:00:00Z'),
      until: new Date('2026-01-02T00:00:30Z'),
    })
  })

  it('reads a range either way round', () => {
    expect(searchOf('find_amount=60 - 40').amount).toEqual({ min: 400_000_000n, max: 600_000_000n })
    expect(searchOf('find_amount=0.0000001..2').amount).toEqual({ min: 1n, max: 20_000_000n })
  })

  it.each([
    ['find_amount=1e5', 'Amount'],
    ['find_amount=0.00000001', 'Amount'],
    ['find_asset=US D', 'Asset'],
    ['find_direction=sideways', 'Direction'],
    ['find_counterpart=GABC', 'Counterpart'],
    ['find_from=yesterday', 'Time window'],
    ['find_from=2026-01-02T00:00&find_until=2026-01-01T00:00', 'Time window'],
  ])('says which field is wrong: %s', (query, field) => {
    expect(readPaymentSearch(new URLSearchParams(query))).toMatch(new RegExp(`^${field}:`))
  })
})

describe('matchesPaymentSearch', () => {
  it('matches amount, asset, direction and counterpart as seen from the account', () => {
    expect(matchesPaymentSearch(xlmPayment, me, searchOf('find_amount=50'))).toBe(true)
    expect(matchesPaymentSearch(xlmPayment, me, searchOf('find_amount=49.9999999'))).toBe(false)
    expect(matchesPaymentSearch(xlmPayment, me, searchOf('find_amount=40-50'))).toBe(true)
    expect(matchesPaymentSearch(xlmPayment, me, searchOf('find_direction=received'))).toBe(true)
    expect(matchesPaymentSearch(xlmPayment, me, searchOf('find_direction=sent'))).toBe(false)
    expect(matchesPaymentSearch(xlmPayment, me, searchOf(`find_counterpart=${other}`))).toBe(true)
    expect(matchesPaymentSearch(xlmPayment, me, searchOf(`find_counterpart=${issuer}`))).toBe(false)
    expect(matchesPaymentSearch(xlmPayment, other, searchOf('find_direction=sent'))).toBe(true)
    expect(matchesPaymentSearch(xlmPayment, issuer, searchOf('find_amount=50'))).toBe(false)
  })

  it('judges a path payment by what the account sent or received', () => {
    expect(
      matchesPaymentSearch(usdPathPayment, me, searchOf('find_amount=10&find_asset=USD')),
    ).toBe(true)
    expect(matchesPaymentSearch(usdPathPayment, me, searchOf('find_asset=EUR'))).toBe(false)
    expect(
      matchesPaymentSearch(usdPathPayment, other, searchOf('find_amount=9.9&find_asset=EUR')),
    ).toBe(true)
  })

  it('keeps XLM for the native asset: an issued "XLM" is not it', () => {
    const fake = {
      ...xlmPayment,
      asset_type: 'credit_alphanum4',
      asset_code: 'XLM',
      asset_issuer: issuer,
    }
    expect(matchesPaymentSearch(xlmPayment, me, searchOf('find_asset=xlm'))).toBe(true)
    expect(matchesPaymentSearch(fake, me, searchOf('find_asset=XLM'))).toBe(false)
    expect(matchesPaymentSearch(fake, me, searchOf(`find_asset=XLM:${issuer}`))).toBe(true)
  })

  it('reads account creations and merges; a merge has no amount to match', () => {
    const created = {
      type: 'create_account',
      funder: other,
      account: me,
      starting_balance: '5.0000000',
    }
    const merge = { type: 'account_merge', account: me, into: other }
    expect(
      matchesPaymentSearch(created, me, searchOf('find_amount=5&find_direction=received')),
    ).toBe(true)
    expect(matchesPaymentSearch(merge, me, searchOf(`find_counterpart=${other}`))).toBe(true)
    expect(matchesPaymentSearch(merge, me, searchOf('find_amount=5'))).toBe(false)
  })

  it('never matches records that are not payments or are malformed', () => {
    expect(matchesPaymentSearch(null, me, searchOf('find_direction=any'))).toBe(false)
    expect(
      matchesPaymentSearch({ ...xlmPayment, amount: 50 }, me, searchOf('find_amount=50')),
    ).toBe(false)
    expect(
      matchesPaymentSearch({ type: 'change_trust', from: me }, me, searchOf('find_direction=any')),
    ).toBe(false)
  })
})
