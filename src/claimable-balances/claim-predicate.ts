// A claimant's predicate (Horizon's JSON form of ClaimPredicate) in words, and whether it holds
// at a given ledger close time. Predicates come from Horizon: every node is checked, and a node
// that is none of the six kinds reads as "an unreadable condition" and never as satisfied.
import { isRecord } from '@/ui/record-fields'

/** Close times as Unix seconds: predicates compare whole seconds, as Stellar Core does. */
export type UnixSeconds = bigint

/** Whether a predicate holds now: `null` when it cannot be told (a relative time, bad data). */
export interface PredicateVerdict {
  holds: boolean | null
  /** Why it does not hold (or cannot be told); empty when it holds. */
  reason: string
}

// Date's range ends at 8.64e15 ms; later int64 values are valid on the wire but not dates.
const maxDateSeconds = 8_640_000_000_000n

/** "2026-12-01 14:00 UTC", with seconds only when they are not zero. */
export function formatPredicateTime(seconds: UnixSeconds): string {
  if (seconds > maxDateSeconds || seconds < -maxDateSeconds) return `Unix time ${seconds}`
  const iso = new Date(Number(seconds) * 1000).toISOString()
  const minutes = iso.slice(0, 16).replace('T', ' ')
  const secondsPart = iso.slice(17, 19)
  return secondsPart === '00' ? `${minutes} UTC` : `${minutes}:${secondsPart} UTC`
}

const durationUnits: [seconds: bigint, one: string, other: string][] = [
  [604800n, 'week', 'weeks'],
  [86400n, 'day', 'days'],
  [3600n, 'hour', 'hours'],
  [60n, 'minute', 'minutes'],
]

/** Exact: the largest unit that divides the duration ("1 day", "25 hours", "301 seconds"). */
export function formatDuration(seconds: bigint): string {
  for (const [unit, one, other] of durationUnits) {
    if (seconds >= unit && seconds % unit === 0n) {
      const count = seconds / unit
      return `${count} ${count === 1n ? one : other}`
    }
  }
  return `${seconds} ${seconds === 1n ? 'second' : 'seconds'}`
}

function parseSeconds(value: unknown): UnixSeconds | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^-?\d{1,20}$/.test(value)) return BigInt(value)
  return null
}

/** `abs_before_epoch` (a string since Horizon 2.13), else the `abs_before` date. */
function absoluteDeadline(node: Record<string, unknown>): UnixSeconds | null {
  const epoch = parseSeconds(node.abs_before_epoch)
  if (epoch !== null) return epoch
  if (typeof node.abs_before !== 'string') return null
  const milliseconds = Date.parse(node.abs_before)
  return Number.isNaN(milliseconds) ? null : BigInt(Math.floor(milliseconds / 1000))
}

/** One node of a predicate, read from Horizon's JSON. */
export type PredicateNode =
  | { kind: 'unconditional' }
  | { kind: 'before'; deadline: UnixSeconds }
  | { kind: 'within'; seconds: bigint }
  | { kind: 'and' | 'or'; parts: unknown[] }
  | { kind: 'not'; part: unknown }
  | { kind: 'unreadable' }

export function classify(predicate: unknown): PredicateNode {
  if (!isRecord(predicate)) return { kind: 'unreadable' }
  if (predicate.unconditional === true) return { kind: 'unconditional' }
  if (Array.isArray(predicate.and) && predicate.and.length > 0) {
    return { kind: 'and', parts: predicate.and }
  }
  if (Array.isArray(predicate.or) && predicate.or.length > 0) {
    return { kind: 'or', parts: predicate.or }
  }
  if (isRecord(predicate.not)) return { kind: 'not', part: predicate.not }
  if ('abs_before' in predicate || 'abs_before_epoch' in predicate) {
    const deadline = absoluteDeadline(predicate)
    return deadline === null ? { kind: 'unreadable' } : { kind: 'before', deadline }
  }
  const relative = parseSeconds(predicate.rel_before)
  if (relative !== null && relative >= 0n) return { kind: 'within', seconds: relative }
  return { kind: 'unreadable' }
}

// Deeper nesting than Stellar allows (4 levels) is not a predicate a ledger can hold.
export const maximumDepth = 8

function describeAt(predicate: unknown, depth: number): string {
  if (depth > maximumDepth) return 'an unreadable condition'
  const node = classify(predicate)
  const inner = (part: unknown) => {
    const text = describeAt(part, depth + 1)
    const compound = ['and', 'or'].includes(classify(part).kind)
    return compound ? `(${text})` : text
  }
  switch (node.kind) {
    case 'unconditional':
      return 'at any time'
    case 'before':
      return `before ${formatPredicateTime(node.deadline)}`
    case 'within':
      return `within ${formatDuration(node.seconds)} of its creation`
    case 'and':
    case 'or':
      return node.parts.map(inner).join(` ${node.kind} `)
    case 'not': {
      const negated = classify(node.part)
      if (negated.kind === 'before') return `from ${formatPredicateTime(negated.deadline)} on`
      if (negated.kind === 'within') {
        return `once ${formatDuration(negated.seconds)} have passed since its creation`
      }
      if (negated.kind === 'unconditional') return 'never'
      return `not ${inner(node.part)}`
    }
    case 'unreadable':
      return 'an unreadable condition'
  }
}

/** The predicate in words: "before 2026-12-01 14:00 UTC", "(…) or from … on". */
export function describePredicate(predicate: unknown): string {
  return describeAt(predicate, 0)
}

const holds: PredicateVerdict = { holds: true, reason: '' }

function combine(kind: 'and' | 'or', verdicts: PredicateVerdict[]): PredicateVerdict {
  const failing = verdicts.filter((verdict) => verdict.holds === false)
  const unknown = verdicts.find((verdict) => verdict.holds === null)
  const reasons = failing.map((verdict) => verdict.reason).join('; ')
  if (kind === 'and') {
    if (failing.length > 0) return { holds: false, reason: reasons }
    return unknown ?? holds
  }
  if (verdicts.some((verdict) => verdict.holds === true)) return holds
  return unknown ?? { holds: false, reason: `none of its alternatives holds: ${reasons}` }
}

function evaluateAt(predicate: unknown, now: UnixSeconds, depth: number): PredicateVerdict {
  if (depth > maximumDepth) return { holds: null, reason: 'its condition is unreadable' }
  const node = classify(predicate)
  switch (node.kind) {
    case 'unconditional':
      return holds
    case 'before':
      return now < node.deadline
        ? holds
        : { holds: false, reason: `its deadline ${formatPredicateTime(node.deadline)} has passed` }
    case 'within':
      // Horizon turns relative times into absolute ones on balances; an operation's claimant
      // cannot be judged without the closing time of the ledger that created the balance.
      return { holds: null, reason: 'it depends on when the balance was created' }
    case 'and':
    case 'or':
      return combine(
        node.kind,
        node.parts.map((part) => evaluateAt(part, now, depth + 1)),
      )
    case 'not': {
      const negated = classify(node.part)
      if (negated.kind === 'before') {
        return now >= negated.deadline
          ? holds
          : { holds: false, reason: `it opens at ${formatPredicateTime(negated.deadline)}` }
      }
      const verdict = evaluateAt(node.part, now, depth + 1)
      if (verdict.holds === null) return verdict
      return verdict.holds
        ? { holds: false, reason: `"${describeAt(node.part, depth + 1)}" holds, and it must not` }
        : holds
    }
    case 'unreadable':
      return { holds: null, reason: 'its condition is unreadable' }
  }
}

/** Whether the predicate holds at the close time `now`, and why not. */
export function evaluatePredicate(predicate: unknown, now: UnixSeconds): PredicateVerdict {
  return evaluateAt(predicate, now, 0)
}

/** A ledger close time ("2026-01-01T00:00:00Z") as Unix seconds, or null. */
export function closeTimeSeconds(closedAt: unknown): UnixSeconds | null {
  if (typeof closedAt !== 'string') return null
  const milliseconds = Date.parse(closedAt)
  return Number.isNaN(milliseconds) ? null : BigInt(Math.floor(milliseconds / 1000))
}
