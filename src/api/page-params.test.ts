import { describe, expect, it } from 'vitest'
import type { Ledger, Page } from '@/api/horizon-types'
import type { PageParams } from '@/api/page-params'
import {
  clampLimit,
  explorerPageSearch,
  horizonPageSearch,
  pageNavigation,
  pageParamsFromHorizonHref,
  pageStaleTime,
  readDisplayOrder,
  readPageParams,
} from '@/api/page-params'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'

const ledgersPage = readHorizonFixture('ledgers-page.json') as Page<Ledger>

function params(overrides: Partial<PageParams> = {}): PageParams {
  return { cursor: null, order: 'desc', limit: 10, includeFailed: null, ...overrides }
}

describe('clampLimit', () => {
  it.each([
    [null, 10],
    ['', 10],
    ['abc', 10],
    ['0', 10],
    ['-5', 10],
    ['1.5', 10],
    ['3', 3],
    ['50', 50],
    ['200', 200],
    ['201', 200],
    ['100000', 200],
  ])('%s → %d', (raw, expected) => {
    expect(clampLimit(raw)).toBe(expected)
  })
})

describe('readPageParams', () => {
  it('uses the page defaults when the URL says nothing', () => {
    expect(readPageParams(new URLSearchParams(), { order: 'desc' })).toEqual(params())
  })

  it('reads Horizon parameters verbatim, keeping big cursors as strings', () => {
    const search = new URLSearchParams('cursor=225257527003537409&order=asc&limit=50')
    expect(readPageParams(search, { order: 'desc' })).toEqual(
      params({ cursor: '225257527003537409', order: 'asc', limit: 50 }),
    )
  })

  it('ignores an invalid order and an empty cursor', () => {
    const search = new URLSearchParams('cursor=&order=up')
    expect(readPageParams(search, { order: 'asc' })).toEqual(params({ order: 'asc' }))
  })

  it('reads include_failed only where the list supports it', () => {
    const search = new URLSearchParams('include_failed=true')
    expect(readPageParams(search, { order: 'desc' }).includeFailed).toBeNull()
    expect(readPageParams(search, { order: 'desc', includeFailed: false }).includeFailed).toBe(true)
    expect(
      readPageParams(new URLSearchParams('include_failed=false'), {
        order: 'desc',
        includeFailed: true,
      }).includeFailed,
    ).toBe(false)
    expect(
      readPageParams(new URLSearchParams(), { order: 'desc', includeFailed: true }).includeFailed,
    ).toBe(true)
  })

  it('reads the display direction separately from the request order', () => {
    const search = new URLSearchParams('order=asc&display=desc&cursor=5')
    const page = readPageParams(search, { order: 'desc' })
    expect(readDisplayOrder(search, page)).toBe('desc')
    expect(readDisplayOrder(new URLSearchParams('order=asc'), params({ order: 'asc' }))).toBe('asc')
  })
})

describe('search builders', () => {
  it('sends only what Horizon understands', () => {
    expect(horizonPageSearch(params({ cursor: '12', includeFailed: true }))).toEqual({
      cursor: '12',
      order: 'desc',
      limit: '10',
      include_failed: 'true',
    })
    expect(horizonPageSearch(params())).toEqual({ order: 'desc', limit: '10' })
  })

  it('adds display only when it differs from the request order', () => {
    expect(explorerPageSearch(params({ order: 'asc' }), 'desc')).toEqual({
      order: 'asc',
      limit: '10',
      display: 'desc',
    })
    expect(explorerPageSearch(params(), 'desc')).not.toHaveProperty('display')
  })
})

describe('pageParamsFromHorizonHref', () => {
  it('translates the fixture next/prev links into page params', () => {
    const fallback = params({ order: 'asc', limit: 3 })
    expect(pageParamsFromHorizonHref(ledgersPage._links.next.href, fallback)).toEqual(
      params({ cursor: '17179869184', order: 'asc', limit: 3 }),
    )
    expect(pageParamsFromHorizonHref(ledgersPage._links.prev.href, fallback)).toEqual(
      params({ cursor: '8589934592', order: 'desc', limit: 3 }),
    )
  })

  it('keeps include_failed from the link', () => {
    const href = 'https://horizon.example/payments?cursor=9&include_failed=true&limit=20&order=desc'
    expect(pageParamsFromHorizonHref(href, params({ includeFailed: false }))).toEqual(
      params({ cursor: '9', limit: 20, includeFailed: true }),
    )
  })

  it('rejects a link that is not a URL', () => {
    expect(pageParamsFromHorizonHref('not a url', params())).toBeNull()
  })
})

describe('pageNavigation', () => {
  it('asc page displayed asc: next goes forward (Newer), prev backward', () => {
    const request = params({ order: 'asc', limit: 3 })
    const navigation = pageNavigation(ledgersPage, request, 'asc')
    expect(navigation.records.map((ledger) => ledger.sequence)).toEqual([2, 3, 4])
    expect(navigation.forward).toEqual(params({ cursor: '17179869184', order: 'asc', limit: 3 }))
    // First page without a cursor: nothing before it in the displayed direction.
    expect(navigation.backward).toBeNull()
    expect(navigation.reachedEnd).toBe(false)
  })

  it('reverses a page fetched through a prev link and swaps the link roles', () => {
    // A desc list whose "Newer" link (Horizon prev, order=asc) was followed: records arrive
    // oldest-first and must be shown newest-first.
    const request = params({ order: 'asc', limit: 3, cursor: '4294967296' })
    const navigation = pageNavigation(ledgersPage, request, 'desc')
    expect(navigation.records.map((ledger) => ledger.sequence)).toEqual([4, 3, 2])
    // Older (forward for desc) is Horizon's prev link; Newer is Horizon's next link.
    expect(navigation.forward).toEqual(params({ cursor: '8589934592', order: 'desc', limit: 3 }))
    expect(navigation.backward).toEqual(params({ cursor: '17179869184', order: 'asc', limit: 3 }))
    // The fixture object itself is not mutated.
    expect(ledgersPage._embedded.records[0]?.sequence).toBe(2)
  })

  it('drops the next link when the page is short (the honest end)', () => {
    const request = params({ order: 'desc', limit: 10, cursor: '17179869184' })
    const navigation = pageNavigation(ledgersPage, request, 'desc')
    expect(navigation.reachedEnd).toBe(true)
    expect(navigation.forward).toBeNull()
    expect(navigation.backward).not.toBeNull()
  })

  it('an empty page offers only the way back', () => {
    const empty: Page<Ledger> = {
      _links: {
        self: { href: 'https://h.example/ledgers?cursor=8589934592&limit=10&order=desc' },
        next: { href: 'https://h.example/ledgers?cursor=8589934592&limit=10&order=desc' },
        prev: { href: 'https://h.example/ledgers?cursor=8589934592&limit=10&order=asc' },
      },
      _embedded: { records: [] },
    }
    const navigation = pageNavigation(empty, params({ cursor: '8589934592' }), 'desc')
    expect(navigation.isEmpty).toBe(true)
    expect(navigation.forward).toBeNull()
    expect(navigation.backward).toEqual(params({ cursor: '8589934592', order: 'asc' }))
  })
})

describe('pageStaleTime', () => {
  it('caches desc pages behind a cursor forever', () => {
    expect(pageStaleTime(params({ cursor: '5' }), undefined, 10)).toBe(Infinity)
  })
  it('keeps the newest page short-lived', () => {
    expect(pageStaleTime(params(), ledgersPage, 10)).toBe(10)
  })
  it('caches full asc pages forever but not the growing last one', () => {
    expect(pageStaleTime(params({ order: 'asc', limit: 3 }), ledgersPage, 10)).toBe(Infinity)
    expect(pageStaleTime(params({ order: 'asc', limit: 10 }), ledgersPage, 10)).toBe(10)
  })
})
