import { describe, expect, it } from 'vitest'
import type { Page } from '@/api/horizon-types'
import { mayLeaveOut, pageAfterFull, uncountedOf } from '@/accounts/account-list-reads'

function page(count: number): Page<unknown> {
  const records = Array.from({ length: count }, (_, index) => ({ paging_token: `t${index}` }))
  return { _links: {}, _embedded: { records } } as unknown as Page<unknown>
}

describe('what a full first page leaves out', () => {
  it('reads the page after a full one, from its last record', () => {
    expect(pageAfterFull(page(199))).toBeNull()
    expect(pageAfterFull(undefined)).toBeNull()
    expect(pageAfterFull(page(200))).toEqual({
      cursor: 't199',
      order: 'asc',
      limit: 200,
      includeFailed: null,
    })
  })

  it('counts the records of the next page, and cannot end the list when that one is full too', () => {
    const next = pageAfterFull(page(200))
    expect(uncountedOf(null, { data: undefined, isError: false })).toEqual({ state: 'none' })
    expect(uncountedOf(next, { data: undefined, isError: false })).toEqual({ state: 'counting' })
    expect(uncountedOf(next, { data: undefined, isError: true })).toEqual({ state: 'failed' })
    expect(uncountedOf(next, { data: page(37), isError: false })).toEqual({
      state: 'counted',
      more: 37,
      atLeast: false,
    })
    expect(uncountedOf(next, { data: page(200), isError: false })).toEqual({
      state: 'counted',
      more: 200,
      atLeast: true,
    })
    expect(mayLeaveOut({ state: 'counted', more: 0, atLeast: false })).toBe(false)
    expect(mayLeaveOut({ state: 'counting' })).toBe(true)
  })
})
