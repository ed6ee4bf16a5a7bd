// The history filters Horizon cannot apply: read from the URL, written back into it, and matched
// against each record relative to the account.
import { describe, expect, it } from 'vitest'
import type { Operation } from '@/api/horizon-types'
import {
  isFiltering,
  matchesFilters,
  readHistoryFilters,
  searchWithFilters,
} from '@/accounts/history-filters'
import { readHorizonFixture } from '@/ui/test-support'

const payment = readHorizonFixture('op-payment.json') as Operation
const sender = String(payment.from)
const failedPayment = { ...payment, transaction_successful: false } as Operation

describe('history filters', () => {
  it('read only known values from the URL, and write them back without the paging cursor', () => {
    const filters = readHistoryFilters(new URLSearchParams('direction=up&failed=only&asset=usd'))
    expect(filters).toEqual({ direction: null, failedOnly: true, asset: 'usd' })
    expect(isFiltering(readHistoryFilters(new URLSearchParams('limit=20')))).toBe(false)
    const search = searchWithFilters(new URLSearchParams('limit=20&cursor=123'), {
      direction: 'sent',
      failedOnly: false,
      asset: '',
    })
    expect(search).toBe('limit=20&direction=sent')
  })

  it('match direction, failure and asset relative to the account', () => {
    const none = { direction: null, failedOnly: false, asset: '' } as const
    expect(matchesFilters(payment, sender, { ...none, direction: 'sent' })).toBe(true)
    expect(matchesFilters(payment, sender, { ...none, direction: 'received' })).toBe(false)
    expect(matchesFilters(payment, sender, { ...none, failedOnly: true })).toBe(false)
    expect(matchesFilters(failedPayment, sender, { ...none, failedOnly: true })).toBe(true)
    expect(matchesFilters(payment, sender, { ...none, asset: 'usdc' })).toBe(true)
    expect(matchesFilters(payment, sender, { ...none, asset: 'XLM' })).toBe(false)
  })
})
