import { act, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageParams } from '@/api/page-params'
import { Pager } from '@/resource-routes/pager'

const firstPage: PageParams = { cursor: null, order: 'desc', limit: 10, includeFailed: null }

const navigation = (forwardCursor: string) => ({
  records: Array.from({ length: 10 }, (_, index) => index),
  forward: { ...firstPage, cursor: forwardCursor },
  backward: null,
  reachedEnd: false,
  isEmpty: false,
})

describe('Pager idle prefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // jsdom has no requestIdleCallback: the pager falls back to a 200 ms timer.
    vi.stubGlobal('requestIdleCallback', undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('prefetches a new page when idle, and a live page only once its Older link holds still', () => {
    const prefetch = vi.fn()
    const pager = (page: PageParams, forwardCursor: string) => (
      <MemoryRouter>
        <Pager
          navigation={navigation(forwardCursor)}
          params={page}
          display="desc"
          recordNoun="ledgers"
          prefetchPage={prefetch}
          keyboard="no-keys"
        />
      </MemoryRouter>
    )
    const { rerender } = render(pager(firstPage, '100'))
    act(() => vi.advanceTimersByTime(250))
    expect(prefetch.mock.calls.map(([target]) => (target as PageParams).cursor)).toEqual(['100'])

    // A burst of streamed records moves the first page's Older link three times.
    prefetch.mockClear()
    for (const cursor of ['101', '102', '103']) {
      rerender(pager(firstPage, cursor))
      act(() => vi.advanceTimersByTime(300))
    }
    expect(prefetch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1_000))
    expect(prefetch.mock.calls.map(([target]) => (target as PageParams).cursor)).toEqual(['103'])

    // Another page (Older was followed) prefetches its own Older page without waiting.
    prefetch.mockClear()
    rerender(pager({ ...firstPage, cursor: '103' }, '93'))
    act(() => vi.advanceTimersByTime(250))
    expect(prefetch.mock.calls.map(([target]) => (target as PageParams).cursor)).toEqual(['93'])
  })
})
