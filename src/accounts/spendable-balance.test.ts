import { describe, expect, it } from 'vitest'
import type { Account } from '@/api/horizon-types'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'
import {
  amountToStroops,
  availableAmount,
  spendableXlm,
  stroopsToAmountString,
} from './spendable-balance'

const accountId = 'GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3'

function account(overrides: Partial<Account>): Account {
  const base = readHorizonFixture('account.json') as Account
  return { ...base, ...overrides }
}

describe('amounts in stroops', () => {
  it('round-trips 7-decimal amounts without float error', () => {
    expect(amountToStroops('922337203685.4775807')).toBe(9223372036854775807n)
    expect(amountToStroops('0.0000001')).toBe(1n)
    expect(amountToStroops('12.5')).toBe(125000000n)
    expect(stroopsToAmountString(9223372036854775807n)).toBe('922337203685.4775807')
    expect(stroopsToAmountString(-15n)).toBe('-0.0000015')
  })

  it('rejects what is not a Stellar amount', () => {
    for (const bad of ['', '-1', '1e5', '1.12345678', '1'.repeat(100), ' 1', null, 5]) {
      expect(amountToStroops(bad)).toBeUndefined()
    }
  })
})

describe('spendableXlm', () => {
  it('subtracts (2 + subentries + sponsoring − sponsored) base reserves and selling liabilities', () => {
    const result = spendableXlm(
      account({
        account_id: accountId,
        subentry_count: 4,
        num_sponsoring: 1,
        num_sponsored: 2,
        balances: [
          {
            asset_type: 'native',
            balance: '100.0000000',
            buying_liabilities: '0.0000000',
            selling_liabilities: '10.0000000',
          },
        ],
        signers: [{ key: accountId, weight: 1, type: 'ed25519_public_key' }],
        data: { a: 'AA==', b: 'AA==' },
      }),
      5_000_000,
    )
    // (2 + 4 + 1 − 2) × 0.5 = 2.5 XLM; 100 − 2.5 − 10 = 87.5
    expect(result).toMatchObject({
      reserveUnits: 5,
      minimumReserve: '2.5000000',
      sellingLiabilities: '10.0000000',
      spendable: '87.5000000',
      subentries: { trustlines: 0, signers: 0, dataEntries: 2, offers: 2, total: 4 },
    })
  })

  it('breaks down the real account fixture’s subentries, counting pool shares twice', () => {
    const fixture = readHorizonFixture('account.json') as Account
    const result = spendableXlm(fixture, 5_000_000)
    expect(result).toBeDefined()
    const { subentries } = result!
    expect(
      subentries.trustlines +
        2 * subentries.poolShareTrustlines +
        subentries.signers +
        subentries.dataEntries +
        subentries.offers,
    ).toBe(fixture.subentry_count)
    expect(subentries.poolShareTrustlines).toBe(1)
  })

  it('never goes below zero', () => {
    const result = spendableXlm(
      account({
        subentry_count: 0,
        num_sponsoring: 0,
        num_sponsored: 0,
        balances: [
          {
            asset_type: 'native',
            balance: '0.5000000',
            buying_liabilities: '0',
            selling_liabilities: '0',
          },
        ],
      }),
      5_000_000,
    )
    expect(result?.spendable).toBe('0.0000000')
  })

  it('is undefined for a malformed balance or base reserve rather than a wrong number', () => {
    const malformed = account({
      balances: [
        {
          asset_type: 'native',
          balance: '9'.repeat(100),
          buying_liabilities: '0',
          selling_liabilities: '0',
        },
      ],
    })
    expect(spendableXlm(malformed, 5_000_000)).toBeUndefined()
    expect(spendableXlm(account({}), '5000000')).toBeUndefined()
    expect(
      spendableXlm(account({ balances: null as unknown as Account['balances'] }), 5_000_000),
    ).toBeUndefined()
  })
})

describe('availableAmount', () => {
  it('is the balance less selling liabilities', () => {
    expect(availableAmount('10.0000000', '2.5000000')).toBe('7.5000000')
    expect(availableAmount('1.0000000', '2.0000000')).toBe('0.0000000')
    expect(availableAmount('x', '0')).toBeUndefined()
  })
})
