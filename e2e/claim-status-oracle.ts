// Issue 19's claim statuses, worked out by the test for the predicate forms it can read at a
// glance (unconditional, one deadline, "from" one time, and the never-true and/not shapes), so the
// explorer's interval evaluation is checked against an independent reading of the sandbox data.
import { startSandboxChild, stopSandboxChild } from '../scripts/sandbox-child.ts'
import { predicateTime } from './pools-support.ts'

export type Predicate = Record<string, unknown>

const isPredicate = (value: unknown): value is Predicate =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function alwaysTrue(predicate: Predicate): boolean {
  if (predicate.unconditional === true) return true
  return (
    Array.isArray(predicate.or) &&
    predicate.or.some((part) => isPredicate(part) && alwaysTrue(part))
  )
}

function neverTrue(predicate: Predicate): boolean {
  if (isPredicate(predicate.not) && alwaysTrue(predicate.not)) return true
  return (
    Array.isArray(predicate.and) &&
    predicate.and.some((part) => isPredicate(part) && neverTrue(part))
  )
}

const onlyDeadline = (predicate: Predicate) =>
  typeof predicate.abs_before === 'string' &&
  Object.keys(predicate).every((key) => key === 'abs_before' || key === 'abs_before_epoch')

export type ClaimStatus = 'now' | 'from' | 'expired' | 'never'

/** The status words the explorer must show at close time `now` (Unix seconds), or null. */
export function expectedStatus(
  predicate: Predicate,
  now: number,
): { status: ClaimStatus; words: string } | null {
  if (predicate.unconditional === true) return { status: 'now', words: 'Claimable now.' }
  if (neverTrue(predicate)) return { status: 'never', words: 'Can never be claimed.' }
  if (onlyDeadline(predicate)) {
    const deadline = String(predicate.abs_before)
    return Date.parse(deadline) / 1000 > now
      ? { status: 'now', words: `Claimable now, until ${predicateTime(deadline)}.` }
      : { status: 'expired', words: `Expired at ${predicateTime(deadline)}.` }
  }
  if (isPredicate(predicate.not) && onlyDeadline(predicate.not)) {
    const opens = String(predicate.not.abs_before)
    return Date.parse(opens) / 1000 > now
      ? { status: 'from', words: `Claimable from ${predicateTime(opens)}.` }
      : { status: 'now', words: 'Claimable now.' }
  }
  return null
}

/**
 * A second sandbox of the same seed that closes no ledger after its history, so its "now" stays
 * inside the generated history and balances that open later exist. The suite's own sandbox cannot
 * serve this: other specs close ledgers at today's time, after every generated predicate.
 */
export async function startFrozenSandbox(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { url, child } = await startSandboxChild([
    ...['--port', '0', '--host', '127.0.0.1', '--db', ':memory:', '--seed', '1'],
    ...['--history', '300', '--close-interval', 'manual'],
  ])
  return { url, stop: () => stopSandboxChild(child, 'SIGTERM') }
}
