import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluatePredicate } from '@/claimable-balances/claim-predicate'
import {
  canStillClaim,
  claimWindow,
  describeClaimWindow,
  predicateTimeSet,
} from '@/claimable-balances/claim-window'

const before = (seconds: bigint) => ({ abs_before_epoch: String(seconds) })
const from = (seconds: bigint) => ({ not: before(seconds) })
const anyTime = { unconditional: true }
// 2026-01-01 00:25:00 UTC, the seed-1 sandbox's latest close after 300 ledgers.
const now = 1767227100n

describe('claimWindow at the edges of each predicate form', () => {
  it.each([
    { name: 'unconditional', predicate: anyTime, words: 'claimable now' },
    {
      name: 'before a deadline one second away',
      predicate: before(now + 1n),
      words: 'claimable now, until 2026-01-01 00:25:01 UTC',
    },
    {
      name: 'before a deadline equal to now (Core: close time < deadline)',
      predicate: before(now),
      words: 'expired at 2026-01-01 00:25 UTC',
    },
    {
      name: 'from a time one second away',
      predicate: from(now + 1n),
      words: 'claimable from 2026-01-01 00:25:01 UTC',
    },
    { name: 'from now', predicate: from(now), words: 'claimable now' },
    { name: 'not unconditional', predicate: { not: anyTime }, words: 'can never be claimed' },
    {
      name: 'and of a window that opens after it closes',
      predicate: { and: [from(now + 100n), before(now + 50n)] },
      words: 'can never be claimed',
    },
    {
      name: 'and of a future window',
      predicate: { and: [from(now + 50n), before(now + 100n)] },
      words: 'claimable from 2026-01-01 00:25:50 UTC',
    },
    {
      name: 'or of two past deadlines: the later one is when it expired',
      predicate: { or: [before(now - 100n), before(now - 50n)] },
      words: 'expired at 2026-01-01 00:24:10 UTC',
    },
    {
      name: 'or of a past window and a future one',
      predicate: { or: [before(now - 100n), from(now + 60n)] },
      words: 'claimable from 2026-01-01 00:26 UTC',
    },
    {
      name: 'not (at any time or before …), which the list used to print as is',
      predicate: { not: { or: [anyTime, before(now + 60n)] } },
      words: 'can never be claimed',
    },
    {
      name: 'not of a closed window: open again after it',
      predicate: { not: { and: [from(now - 10n), before(now + 10n)] } },
      words: 'claimable from 2026-01-01 00:25:10 UTC',
    },
    {
      name: 'a relative time (an operation, not a balance)',
      predicate: { rel_before: '60' },
      words: 'cannot tell when it can be claimed',
    },
    {
      name: 'an unreadable node',
      predicate: { and: [anyTime, 'x'] },
      words: 'cannot tell when it can be claimed',
    },
  ])('$name', ({ predicate, words }) => {
    expect(describeClaimWindow(claimWindow(predicate, now))).toBe(words)
  })

  it('only "now" and "later" can still be claimed', () => {
    expect(canStillClaim(claimWindow(from(now + 1n), now))).toBe(true)
    expect(canStillClaim(claimWindow(before(now), now))).toBe(false)
    expect(canStillClaim(claimWindow({ not: anyTime }, now))).toBe(false)
    expect(canStillClaim(claimWindow({ rel_before: '5' }, now))).toBe(false)
  })
})

// Predicates over a small time range, so generated deadlines collide with the instants tested.
const time = fc.bigInt({ min: 0n, max: 40n })
const predicate = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant<unknown>(anyTime),
    time.map<unknown>(before),
    tie('node').map<unknown>((part) => ({ not: part })),
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map<unknown>((parts) => ({ and: parts })),
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map<unknown>((parts) => ({ or: parts })),
  ),
})).node

const holdsAt = (tree: unknown, at: bigint) => evaluatePredicate(tree, at).holds === true

describe('claimWindow agrees with the evaluation at each instant', () => {
  it('the time set holds exactly where the predicate holds', () => {
    fc.assert(
      fc.property(predicate, time, (tree, at) => {
        const set = predicateTimeSet(tree)
        if (set === null) return
        const inSet = set.some(([start, end]) => start <= at && at < end)
        expect(inSet).toBe(holdsAt(tree, at))
      }),
    )
  })

  it('each state is true of the instants around it', () => {
    fc.assert(
      fc.property(predicate, time, (tree, at) => {
        const window = claimWindow(tree, at)
        const instants = Array.from({ length: 50 }, (_, index) => BigInt(index) - 5n)
        const later = instants.filter((instant) => instant >= at)
        switch (window.state) {
          case 'now':
            expect(holdsAt(tree, at)).toBe(true)
            if (window.until !== null) {
              expect(holdsAt(tree, window.until - 1n)).toBe(true)
              expect(holdsAt(tree, window.until)).toBe(false)
            }
            break
          case 'later':
            expect(window.from > at).toBe(true)
            expect(holdsAt(tree, window.from)).toBe(true)
            expect(later.filter((i) => i < window.from).some((i) => holdsAt(tree, i))).toBe(false)
            break
          case 'expired':
            expect(window.at <= at).toBe(true)
            expect(holdsAt(tree, window.at - 1n)).toBe(true)
            expect(later.some((i) => holdsAt(tree, i))).toBe(false)
            expect(holdsAt(tree, 10n ** 12n)).toBe(false)
            break
          case 'never':
            expect(instants.some((i) => holdsAt(tree, i))).toBe(false)
            break
          case 'unknown':
            throw new Error('absolute predicates are always known')
        }
      }),
    )
  })
})
