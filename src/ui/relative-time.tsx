import { createContext, useContext } from 'react'
import { useNow } from '@/ui/clock'
import { useTimeDisplay } from '@/ui/time-display'

/** "2024-07-06 10:13:42 UTC" */
export function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

/** Close times up to this far in the future read as "just now". */
const futureSkewSeconds = 60

export function formatRelative(date: Date, now: number): string {
  const seconds = Math.round((now - date.getTime()) / 1000)
  const magnitude = Math.abs(seconds)
  let text: string
  // Ledger close times a little ahead of this browser's clock are clock skew (or a sandbox closing
  // ledgers faster than one a second), not events to come.
  if (seconds < 5 && seconds > -futureSkewSeconds) return 'just now'
  if (magnitude < 60) text = `${magnitude} s`
  else if (magnitude < 3600) text = `${Math.floor(magnitude / 60)} min`
  else if (magnitude < 86_400) text = `${Math.floor(magnitude / 3600)} h`
  else if (magnitude < 86_400 * 60) {
    const days = Math.floor(magnitude / 86_400)
    text = `${days} ${days === 1 ? 'day' : 'days'}`
  } else if (magnitude < 86_400 * 730) text = `${Math.floor(magnitude / (86_400 * 30))} months`
  else text = `${Math.floor(magnitude / (86_400 * 365))} years`
  return seconds >= 0 ? `${text} ago` : `in ${text}`
}

/**
 * True where a time identifies its record: the rows of a list opened at a cursor or a date, where
 * "10 months ago" on every row would tell them apart by nothing. Times there read in UTC, with the
 * relative time beside it.
 */
const TimesIdentifyRecords = createContext(false)

export const TimesIdentifyRecordsProvider = TimesIdentifyRecords.Provider

export interface RelativeTimeProps {
  /** RFC 3339 timestamp from Horizon, e.g. "2024-07-06T10:13:42Z". */
  value: string | null | undefined
  /**
   * The time identifies the record (a record page's "Created at", "Closed at"): it reads in UTC
   * whatever the time display, with the relative time beside it.
   */
  identifies?: boolean
}

export function RelativeTime({ value, identifies = false }: RelativeTimeProps) {
  const { mode } = useTimeDisplay()
  const inIdentifyingList = useContext(TimesIdentifyRecords)
  const now = useNow()
  const date = typeof value === 'string' ? new Date(value) : undefined
  if (!value || !date || Number.isNaN(date.getTime())) {
    return (
      <span className="text-slate-500 dark:text-slate-400">{value ? value : 'unknown time'}</span>
    )
  }
  const utc = formatUtc(date)
  const relative = formatRelative(date, now)
  return (
    <time dateTime={value} title={utc} className="whitespace-nowrap">
      {identifies || inIdentifyingList ? `${utc} (${relative})` : mode === 'utc' ? utc : relative}
    </time>
  )
}
