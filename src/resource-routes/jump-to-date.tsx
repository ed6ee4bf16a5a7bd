import { useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { FindLedgerResult } from '@/api/find-ledger-by-time'
import type { PageParams } from '@/api/page-params'

export interface JumpToDateProps {
  horizonUrl: string
  params: PageParams
  /** Builds this list's URL for other paging params (usePageHref). */
  pageHref: (params: PageParams, display: 'asc' | 'desc') => string
}

type JumpState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string }

/** `datetime-local` gives "2026-01-01T00:05" with no zone: the field says UTC, so it is UTC. */
export function parseUtcInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null
  const date = new Date(`${value}Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The cursor that opens any time-ordered list (ledgers, transactions, operations, payments,
 * effects) at ledger N in asc order: every paging token of ledger N is above (N << 32) − 1 and
 * every token of ledger N − 1 is at or below it.
 */
export function ledgerStartCursor(sequence: number): string {
  // Ledger N's paging token is N << 32 (ledgerPagingToken in find-ledger-by-time.ts, which
  // loads only when someone jumps).
  return ((BigInt(sequence) << 32n) - 1n).toString()
}

// Ledgers close every 5–6 s: a first ledger this much later than the time asked for means the
// history has a gap there (a network halt, a sandbox between its history and its live ledgers).
const gapNoticeMs = 60_000

const gapUnits: [milliseconds: number, unit: string][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1000, 'second'],
]

/** "3 days 4 hours": the two largest whole units of a duration. */
function describeGap(milliseconds: number): string {
  const parts: string[] = []
  let rest = milliseconds
  for (const [size, unit] of gapUnits) {
    const count = Math.floor(rest / size)
    if (count > 0 && parts.length < 2) parts.push(`${count} ${count === 1 ? unit : `${unit}s`}`)
    if (count > 0) rest -= count * size
  }
  return parts.join(' ') || 'less than a second'
}

const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`

function resultMessage(result: FindLedgerResult, target: Date): string {
  const requests = `${result.requests} ${result.requests === 1 ? 'request' : 'requests'}`
  switch (result.kind) {
    case 'found': {
      const found = `Found ledger ${result.sequence} (${requests})`
      const closed = new Date(result.closedAt)
      const gap = closed.getTime() - target.getTime()
      if (!(gap > gapNoticeMs)) return found
      return `${found}. No ledgers closed between ${utc(target)} and ${utc(closed)}: ledger ${result.sequence} is the first after the time you chose, ${describeGap(gap)} later.`
    }
    case 'after-newest':
      return `No ledger has closed at or after that time yet; the newest closed at ${result.newestClosedAt} (${requests})`
    case 'empty':
      return `This Horizon has no ledgers (${requests})`
  }
}

/**
 * "What happened at this time?": finds the first ledger closed at or after a UTC time and opens
 * the list there, oldest first. The URL stays Horizon-native (cursor=…&order=asc).
 */
export function JumpToDate({ horizonUrl, params, pageHref }: JumpToDateProps) {
  const navigate = useNavigate()
  const inputId = useId()
  const [value, setValue] = useState('')
  const [state, setState] = useState<JumpState>({ kind: 'idle' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  async function jump() {
    const target = parseUtcInput(value)
    if (target === null) {
      setState({ kind: 'failed', message: 'Enter a date and time (UTC) to jump to' })
      return
    }
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setState({ kind: 'searching' })
    try {
      // The search itself loads on the first jump, not with every list page.
      const { findLedgerAtTime } = await import('@/api/find-ledger-by-time')
      const result = await findLedgerAtTime(horizonUrl, target, controller.signal)
      if (controller.signal.aborted) return
      setState({ kind: 'done', message: resultMessage(result, target) })
      if (result.kind === 'found') {
        const cursor = ledgerStartCursor(result.sequence)
        void navigate(pageHref({ ...params, cursor, order: 'asc' }, 'asc'))
      }
    } catch (error) {
      if (controller.signal.aborted) return
      setState({
        kind: 'failed',
        message: `Could not jump to that time: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }

  return (
    <form
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault()
        void jump()
      }}
    >
      <label htmlFor={inputId}>Jump to date (UTC)</label>
      <input
        id={inputId}
        type="datetime-local"
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="rounded border border-slate-300 bg-white px-2 py-0.5 dark:border-slate-600 dark:bg-slate-900"
      />
      <button
        type="submit"
        disabled={state.kind === 'searching'}
        className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        Jump
      </button>
      <span
        role="status"
        className={
          state.kind === 'failed'
            ? 'text-red-800 dark:text-red-300'
            : 'text-slate-600 dark:text-slate-300'
        }
      >
        {state.kind === 'searching'
          ? 'Searching ledgers…'
          : state.kind === 'idle'
            ? ''
            : state.message}
      </span>
    </form>
  )
}
