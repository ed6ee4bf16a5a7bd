// When a claimant can claim, over all time: a predicate on absolute times is a set of close times,
// a union of half-open intervals [from, until). `and` intersects, `or` unites, `not` complements,
// so the set is exact and "can it ever be claimed?" is a look at the set after "now".
import type { UnixSeconds } from '@/claimable-balances/claim-predicate'
import { classify, formatPredicateTime, maximumDepth } from '@/claimable-balances/claim-predicate'
import { isRecord } from '@/ui/record-fields'

/** A close time before or after any int64 a predicate can name. */
const beforeAllTime: UnixSeconds = -(2n ** 64n)
const afterAllTime: UnixSeconds = 2n ** 64n

/** Close times at which a predicate holds: sorted, disjoint, non-empty [from, until) intervals. */
export type TimeSet = readonly (readonly [from: UnixSeconds, until: UnixSeconds])[]

const allTime: TimeSet = [[beforeAllTime, afterAllTime]]

function complement(set: TimeSet): TimeSet {
  const gaps: [UnixSeconds, UnixSeconds][] = []
  let start = beforeAllTime
  for (const [from, until] of set) {
    if (from > start) gaps.push([start, from])
    start = until
  }
  if (start < afterAllTime) gaps.push([start, afterAllTime])
  return gaps
}

function intersect(left: TimeSet, right: TimeSet): TimeSet {
  const result: [UnixSeconds, UnixSeconds][] = []
  for (const [leftFrom, leftUntil] of left) {
    for (const [rightFrom, rightUntil] of right) {
      const from = leftFrom > rightFrom ? leftFrom : rightFrom
      const until = leftUntil < rightUntil ? leftUntil : rightUntil
      if (from < until) result.push([from, until])
    }
  }
  return result.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

function unite(left: TimeSet, right: TimeSet): TimeSet {
  return complement(intersect(complement(left), complement(right)))
}

/** The close times at which the predicate holds, or null when they cannot be told (a relative
 * time, which only an operation's claimant has, or an unreadable node). */
export function predicateTimeSet(predicate: unknown, depth = 0): TimeSet | null {
  if (depth > maximumDepth) return null
  const node = classify(predicate)
  switch (node.kind) {
    case 'unconditional':
      return allTime
    case 'before':
      return [[beforeAllTime, node.deadline]]
    case 'within':
    case 'unreadable':
      return null
    case 'not': {
      const inner = predicateTimeSet(node.part, depth + 1)
      return inner === null ? null : complement(inner)
    }
    case 'and':
    case 'or': {
      let result: TimeSet = node.kind === 'and' ? allTime : []
      for (const part of node.parts) {
        const set = predicateTimeSet(part, depth + 1)
        if (set === null) return null
        result = node.kind === 'and' ? intersect(result, set) : unite(result, set)
      }
      return result
    }
  }
}

/** Where a claimant stands at the close time `now`, looking at all future time. */
export type ClaimWindow =
  | { state: 'now'; until: UnixSeconds | null }
  | { state: 'later'; from: UnixSeconds }
  | { state: 'expired'; at: UnixSeconds }
  | { state: 'never' }
  | { state: 'unknown' }

export function claimWindow(predicate: unknown, now: UnixSeconds): ClaimWindow {
  const set = predicateTimeSet(predicate)
  if (set === null) return { state: 'unknown' }
  const current = set.find(([from, until]) => from <= now && now < until)
  if (current) return { state: 'now', until: current[1] === afterAllTime ? null : current[1] }
  const next = set.find(([from]) => from > now)
  if (next) return { state: 'later', from: next[0] }
  const last = set.at(-1)
  return last ? { state: 'expired', at: last[1] } : { state: 'never' }
}

/** Whether the claimant can claim now or at some later close time. */
export function canStillClaim(window: ClaimWindow): boolean {
  return window.state === 'now' || window.state === 'later'
}

/** The window in the words the balance page and every list use. */
export function describeClaimWindow(window: ClaimWindow): string {
  switch (window.state) {
    case 'now':
      return window.until === null
        ? 'claimable now'
        : `claimable now, until ${formatPredicateTime(window.until)}`
    case 'later':
      return `claimable from ${formatPredicateTime(window.from)}`
    case 'expired':
      return `expired at ${formatPredicateTime(window.at)}`
    case 'never':
      return 'can never be claimed'
    case 'unknown':
      return 'cannot tell when it can be claimed'
  }
}

/** Each readable claimant's window, and whether nobody can ever claim the balance: every window
 * is known and none is open now or later. */
export function balanceClaimWindows(
  claimants: unknown,
  now: UnixSeconds,
): { destination: unknown; predicate: unknown; window: ClaimWindow }[] {
  const entries = Array.isArray(claimants) ? claimants : []
  return entries.filter(isRecord).map((claimant) => ({
    destination: claimant.destination,
    predicate: claimant.predicate,
    window: claimWindow(claimant.predicate, now),
  }))
}

export function nobodyCanEverClaim(windows: readonly { window: ClaimWindow }[]): boolean {
  return (
    windows.length > 0 &&
    windows.every(({ window }) => window.state !== 'unknown' && !canStillClaim(window))
  )
}
