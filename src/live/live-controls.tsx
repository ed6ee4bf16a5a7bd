import { useEffect, useLayoutEffect, useState } from 'react'
import type { RefObject } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import type { Network } from '@/api/networks'
import type { HoldReason, LiveListStatus } from '@/live/live-list-feed'
import { defaultBufferCapacity } from '@/live/live-list-feed'
import { useLiveList } from '@/live/use-live-list'
import type { LiveList, StreamedRecordHandler } from '@/live/use-live-list'
import { LiveSwitch } from '@/ui/live-switch'

// The live part of a LiveListFrame (live-list-frame.tsx), loaded as its own chunk: the stream
// into the list's cache entry and the one control above the rows.

export interface RecordNoun {
  one: string
  other: string
}

/** What a live list streams; the frame's props less its own (`defer`, the rows). */
export interface LiveListOptions {
  network: Pick<Network, 'horizonUrl'>
  /** The Horizon collection, e.g. '/ledgers' or '/payments'. */
  streamPath: string
  /** The cache entry the list renders from (its first page, newest first). */
  queryKey: QueryKey
  limit: number
  /**
   * Only the first page in desc order (no cursor, displayed newest first) can go live: on any
   * other page new records belong to a page the user is not looking at.
   */
  isNewestFirstPage: boolean
  /** What the pill counts, e.g. { one: 'ledger', other: 'ledgers' } → "5 new ledgers". */
  recordNoun: RecordNoun
  streamSearch?: Record<string, string>
  /** A paging token to replay from; the list holds the records up to it (the dashboard's ?cursor=). */
  cursor?: string
  /** The resource's own reaction to each streamed record (e.g. ledgers: src/ledgers/ledger-stream.ts). */
  onRecordArrived?: StreamedRecordHandler
}

/** What the live part gives the frame: where to attach, how to hold. */
export interface LiveFrameBinding {
  /** Callback ref of the list's container; auto-pause watches where its top is. */
  attachList(element: HTMLElement | null): void
  hold(reason: HoldReason): void
  release(reason: HoldReason): void
}

/** How the live part reaches the rows the frame renders. */
export interface LiveFrameRefs {
  rows: RefObject<HTMLDivElement | null>
  /** The binding, once it is there (null when it goes). */
  setBinding(binding: LiveFrameBinding | null): void
}

export interface LiveControlsProps {
  /** useLiveList's result without what belongs on the list element (`attachList`, the hold). */
  live: Omit<LiveList, 'attachList' | 'hold' | 'release'>
  recordNoun: RecordNoun
}

export function statusLabel(status: LiveListStatus): string {
  switch (status.kind) {
    case 'live':
      return 'Live'
    case 'connecting':
      return 'Connecting'
    case 'reconnecting':
      return 'Reconnecting'
    case 'paused':
      return 'Paused'
    case 'held':
      return 'Held while you read'
    // A hidden tab closes its streams; when anyone can see the badge again it is reconnecting.
    case 'suspended':
      return 'Paused'
    case 'offline':
      return 'Offline'
    case 'closed':
    case 'off':
      return 'Off'
  }
}

const badgeColours: Record<LiveListStatus['kind'], string> = {
  live: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  connecting: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  reconnecting: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  paused: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  held: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  suspended: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  offline: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  closed: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  off: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
}

/** Seconds until `retryAt`, ticking once a second while there is a scheduled retry. */
function useSecondsUntil(retryAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (retryAt === null) return
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [retryAt])
  if (retryAt === null) return null
  return Math.max(0, Math.ceil((retryAt - now) / 1_000))
}

export function pendingLabel(count: number, overflowed: boolean, noun: RecordNoun): string {
  if (overflowed)
    return `More than ${defaultBufferCapacity.toLocaleString('en-US')} new ${noun.other}`
  return `${count.toLocaleString('en-US')} new ${count === 1 ? noun.one : noun.other}`
}

export function LiveControls({ live, recordNoun }: LiveControlsProps) {
  const { status } = live
  const retryAt = status.kind === 'reconnecting' ? status.retryAt : null
  const secondsUntilRetry = useSecondsUntil(retryAt)
  const label = statusLabel(status)
  // One control, one state: on unless the reader paused (by hand, or by scrolling the list away).
  // A hold (pointer or focus in the list) lifts by itself, so it leaves the switch on.
  const on = !(live.pauseReasons.has('manual') || live.pauseReasons.has('scroll'))

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <LiveSwitch on={on} onToggle={on ? live.pause : live.resume} />

      {/* Only the state word is announced; the retry countdown would be read out every second. */}
      <span className={`rounded px-2 py-0.5 font-medium ${badgeColours[status.kind]}`}>
        <span role="status" aria-live="polite">
          {label}
        </span>
        {status.kind === 'reconnecting' && (
          <span className="font-normal">
            {` · attempt ${status.attempt}`}
            {secondsUntilRetry !== null && `, next try in ${secondsUntilRetry} s`}
          </span>
        )}
      </span>

      {live.pendingCount > 0 && (
        <button
          type="button"
          onClick={live.showPending}
          className="rounded-full bg-sky-700 px-3 py-0.5 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 dark:bg-sky-600"
        >
          {pendingLabel(live.pendingCount, live.pendingOverflowed, recordNoun)}
        </button>
      )}

      {live.lastError !== null && (
        <span className="text-red-800 dark:text-red-300">Horizon: {live.lastError}</span>
      )}
    </div>
  )
}

/**
 * The stream and the control, bound to a frame's rows. The stream starts on; pausing is a view
 * preference, not part of the URL.
 */
export function BoundLiveControls({
  refs,
  recordNoun,
  isNewestFirstPage,
  ...options
}: LiveListOptions & { refs: LiveFrameRefs }) {
  const { attachList, hold, release, ...live } = useLiveList({
    ...options,
    enabled: isNewestFirstPage,
  })
  useLayoutEffect(() => {
    refs.setBinding({ attachList, hold, release })
    return () => refs.setBinding(null)
  }, [attachList, hold, release, refs])
  // Loaded after the rows showed, the live part may find the reader already in them.
  useEffect(() => {
    const rows = refs.rows.current
    if (!rows) return
    if (rows.matches(':hover')) hold('pointer')
    if (rows.contains(document.activeElement)) hold('focus')
  }, [hold, refs])
  if (!isNewestFirstPage) return null
  return <LiveControls live={live} recordNoun={recordNoun} />
}
