import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { ClockProvider } from '@/ui/clock'

export type TimeDisplayMode = 'relative' | 'utc'

export interface TimeDisplay {
  mode: TimeDisplayMode
  toggle: () => void
}

const storageKey = 'ledger-explorer.time-display'

function readStoredMode(): TimeDisplayMode {
  try {
    return localStorage.getItem(storageKey) === 'utc' ? 'utc' : 'relative'
  } catch {
    // Storage can be disabled (private mode, sandboxed iframes); the default is fine then.
    return 'relative'
  }
}

// Without a provider times still render (relative), which keeps props-only components usable alone.
const TimeDisplayContext = createContext<TimeDisplay>({ mode: 'relative', toggle: () => {} })

export function TimeDisplayProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<TimeDisplayMode>(readStoredMode)
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'relative' ? 'utc' : 'relative'
      try {
        localStorage.setItem(storageKey, next)
      } catch {
        // Not persisted; the toggle still works for this visit.
      }
      return next
    })
  }, [])
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle])
  // The clock that ticks relative times lives here too: wherever times render in the app, their
  // mode and their clock come from above.
  return (
    <TimeDisplayContext value={value}>
      <ClockProvider>{children}</ClockProvider>
    </TimeDisplayContext>
  )
}

export function useTimeDisplay(): TimeDisplay {
  return useContext(TimeDisplayContext)
}
