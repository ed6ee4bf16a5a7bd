import { createContext, useContext, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'

// One clock for the whole page: a table of 200 rows shares a single interval instead of 200.
const tickMilliseconds = 10_000
const clockListeners = new Set<() => void>()
let clockNow = Date.now()
let clockTimer: ReturnType<typeof setInterval> | undefined

function subscribeToClock(listener: () => void): () => void {
  clockListeners.add(listener)
  if (clockTimer === undefined) {
    clockNow = Date.now()
    clockTimer = setInterval(() => {
      clockNow = Date.now()
      for (const notify of clockListeners) notify()
    }, tickMilliseconds)
  }
  return () => {
    clockListeners.delete(listener)
    if (clockListeners.size === 0 && clockTimer !== undefined) {
      clearInterval(clockTimer)
      clockTimer = undefined
    }
  }
}

function readClock(): number {
  return clockNow
}

// The clock's time, read by every relative time below the provider. One subscription for the
// whole app: a store subscription per time cost a 200-row table 200 subscribe effects as it
// mounted and 200 snapshot checks before each of its commits; a context read costs neither.
const ClockContext = createContext<number | null>(null)

/** Ticks every relative time below it (TimeDisplayProvider holds it for the app). */
export function ClockProvider({ children }: { children: ReactNode }) {
  const now = useSyncExternalStore(subscribeToClock, readClock, readClock)
  return <ClockContext value={now}>{children}</ClockContext>
}

/** The time relative times count from; without a ClockProvider, the last tick's, not ticking. */
export function useNow(): number {
  return useContext(ClockContext) ?? readClock()
}
