// Unix-seconds timestamps (transaction time bounds) as a date people read: UTC and relative, with
// the raw seconds on hover. Horizon sends them as uint64 strings: anything else shows as given.
import { useNow } from '@/ui/clock'
import { formatRelative, formatUtc } from '@/ui/relative-time'

// Date's range ends at 8.64e15 ms; later uint64 values are valid on the wire but not dates.
const maxDateSeconds = 8_640_000_000_000

export function unixSecondsToDate(seconds: unknown): Date | undefined {
  if (typeof seconds !== 'string' || !/^\d{1,20}$/.test(seconds)) return undefined
  const value = Number(seconds)
  return value <= maxDateSeconds ? new Date(value * 1000) : undefined
}

export function UnixTime({ seconds }: { seconds: unknown }) {
  const now = useNow()
  const date = unixSecondsToDate(seconds)
  if (!date) return <span className="font-mono">{String(seconds)}</span>
  return (
    <time dateTime={date.toISOString()} title={`${String(seconds)} (Unix seconds)`}>
      {formatUtc(date)} ({formatRelative(date, now)})
    </time>
  )
}
