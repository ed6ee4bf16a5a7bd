import { describe, expect, it } from 'vitest'
import {
  closeTimeSeconds,
  describePredicate,
  evaluatePredicate,
  formatDuration,
} from '@/claimable-balances/claim-predicate'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'

interface FixtureClaimants {
  claimants: { destination: string; predicate: unknown }[]
}

const balance = readHorizonFixture('claimable-balance.json') as FixtureClaimants
const operation = readHorizonFixture('op-create-claimable-balance.json') as FixtureClaimants
const page = readHorizonFixture('claimable-balances-page.json') as {
  _embedded: { records: FixtureClaimants[] }
}
const claimantEffect = readHorizonFixture('effect-claimable-balance-claimant-created.json') as {
  predicate: unknown
}

const at = (iso: string) => closeTimeSeconds(iso) ?? 0n

describe('claim predicates from the real fixtures', () => {
  // Every predicate kind Horizon sends appears here: unconditional, abs_before (+ epoch),
  // rel_before (operations only), and, or, not.
  const cases = [
    {
      name: 'claimable-balance.json: nested and/or with absolute times',
      predicate: balance.claimants[0]?.predicate,
      words:
        '(before 1970-01-01 00:10 UTC or (at any time or before 2024-07-06 02:44:03 UTC)) and at any time',
      now: at('2024-07-06T03:00:00Z'),
      holds: true,
    },
    {
      name: 'claimable-balance.json: unconditional',
      predicate: balance.claimants[1]?.predicate,
      words: 'at any time',
      now: at('2030-01-01T00:00:00Z'),
      holds: true,
    },
    {
      name: 'op-create-claimable-balance.json: rel_before inside or',
      predicate: operation.claimants[0]?.predicate,
      words:
        '(before 1970-01-01 00:10 UTC or (at any time or within 5 minutes of its creation)) and at any time',
      now: at('2024-07-06T03:00:00Z'),
      holds: true,
    },
    {
      name: 'claimable-balances-page.json: abs_before long past',
      predicate: page._embedded.records[2]?.claimants[0]?.predicate,
      words: 'before 1970-01-01 00:05 UTC',
      now: at('2024-07-06T03:00:00Z'),
      holds: false,
      reason: 'its deadline 1970-01-01 00:05 UTC has passed',
    },
    {
      name: 'effect claimant_created: not(abs_before) without an epoch, not yet open',
      predicate: claimantEffect.predicate,
      words: 'from 2021-04-26 04:00 UTC on',
      now: at('2021-04-25T00:00:00Z'),
      holds: false,
      reason: 'it opens at 2021-04-26 04:00 UTC',
    },
    {
      name: 'effect claimant_created: not(abs_before), open',
      predicate: claimantEffect.predicate,
      words: 'from 2021-04-26 04:00 UTC on',
      now: at('2021-04-26T04:00:00Z'),
      holds: true,
    },
  ]

  it.each(cases)('$name', ({ predicate, words, now, holds, reason }) => {
    expect(predicate).toBeDefined()
    expect(describePredicate(predicate)).toBe(words)
    const verdict = evaluatePredicate(predicate, now)
    expect(verdict.holds).toBe(holds)
    if (reason !== undefined) expect(verdict.reason).toBe(reason)
  })
})

describe('claim predicates built for the kinds the fixtures combine differently', () => {
  const deadline = { abs_before: '2026-12-01T14:00:00Z', abs_before_epoch: '1796133600' }
  it.each([
    {
      predicate: { rel_before: '86400' },
      words: 'within 1 day of its creation',
      holds: null,
      reason: 'it depends on when the balance was created',
    },
    {
      predicate: { not: { rel_before: '3600' } },
      words: 'once 1 hour have passed since its creation',
      holds: null,
    },
    {
      predicate: { and: [deadline, { not: { abs_before_epoch: '1796000000' } }] },
      words: 'before 2026-12-01 14:00 UTC and from 2026-11-30 00:53:20 UTC on',
      holds: false,
      reason: 'it opens at 2026-11-30 00:53:20 UTC',
    },
    {
      predicate: { or: [{ abs_before_epoch: '100' }, { abs_before_epoch: '200' }] },
      words: 'before 1970-01-01 00:01:40 UTC or before 1970-01-01 00:03:20 UTC',
      holds: false,
      reason:
        'none of its alternatives holds: its deadline 1970-01-01 00:01:40 UTC has passed; its deadline 1970-01-01 00:03:20 UTC has passed',
    },
    {
      predicate: { not: { or: [{ unconditional: true }, deadline] } },
      words: 'not (at any time or before 2026-12-01 14:00 UTC)',
      holds: false,
      reason: '"at any time or before 2026-12-01 14:00 UTC" holds, and it must not',
    },
    { predicate: { not: { unconditional: true } }, words: 'never', holds: false },
    {
      predicate: { abs_before_epoch: 'soon' },
      words: 'an unreadable condition',
      holds: null,
      reason: 'its condition is unreadable',
    },
    { predicate: 'unconditional', words: 'an unreadable condition', holds: null },
    { predicate: { and: [] }, words: 'an unreadable condition', holds: null },
  ])('$words', ({ predicate, words, holds, reason }) => {
    expect(describePredicate(predicate)).toBe(words)
    const verdict = evaluatePredicate(predicate, at('2026-11-23T00:00:00Z'))
    expect(verdict.holds).toBe(holds)
    if (reason !== undefined) expect(verdict.reason).toBe(reason)
  })

  it('reads a deadline past the range of dates as Unix time, and it has not passed', () => {
    const far = { abs_before_epoch: '9223372036854775807' }
    expect(describePredicate(far)).toBe('before Unix time 9223372036854775807')
    expect(evaluatePredicate(far, at('2026-11-23T00:00:00Z')).holds).toBe(true)
  })

  it('does not recurse without end on a hostile nesting', () => {
    let predicate: unknown = { unconditional: true }
    for (let level = 0; level < 50; level += 1) predicate = { not: predicate }
    expect(describePredicate(predicate)).toContain('an unreadable condition')
    expect(evaluatePredicate(predicate, 0n).holds).toBeNull()
  })
})

describe('formatDuration', () => {
  it.each([
    ['1', '1 second'],
    ['300', '5 minutes'],
    ['301', '301 seconds'],
    ['90000', '25 hours'],
    ['1209600', '2 weeks'],
  ])('%s s reads %s', (seconds, words) => {
    expect(formatDuration(BigInt(seconds))).toBe(words)
  })
})
