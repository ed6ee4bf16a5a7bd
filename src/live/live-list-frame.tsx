import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { LiveFrameBinding, LiveFrameRefs, LiveListOptions } from '@/live/live-controls'
import { useIdle } from '@/ui/when-idle'

// The live part (stream, feed, controls) is its own chunk: a page's rows never wait for it, and
// the first route's JS does not carry it.
const LazyBoundLiveControls = lazy(() =>
  import('@/live/live-controls').then((module) => ({ default: module.BoundLiveControls })),
)

export interface LiveListFrameProps extends LiveListOptions {
  /**
   * Load the live part once the browser is idle after the first paint (list pages), rather than
   * at once (the dashboard, whose point is the live feed).
   */
  defer?: boolean
  children: ReactNode
}

/** Where the controls will be: holds their height, so the rows do not move when they arrive. */
function ControlsPlaceholder({ shown }: { shown: boolean }) {
  return shown ? <div aria-hidden="true" className="min-h-7" /> : null
}

/**
 * A live list: the Live switch, state badge and "N new" pill above the rows, the element
 * auto-pause watches, and the hold while the pointer or focus is in the rows. The rows render
 * at once; the live part joins them without their being mounted anew.
 */
export function LiveListFrame({ defer = false, children, ...live }: LiveListFrameProps) {
  const idle = useIdle()
  const container = useRef<HTMLDivElement | null>(null)
  const rows = useRef<HTMLDivElement | null>(null)
  const binding = useRef<LiveFrameBinding | null>(null)
  // The binding may come before the container is attached (same commit: a child's layout effects
  // run first) or long after it (loaded when idle): each side hands over what it has.
  const [refs] = useState<LiveFrameRefs>(() => ({
    rows,
    setBinding: (next) => {
      binding.current = next
      next?.attachList(container.current)
    },
  }))
  const attachContainer = useCallback((element: HTMLDivElement | null) => {
    container.current = element
    binding.current?.attachList(element)
  }, [])
  const placeholder = <ControlsPlaceholder shown={live.isNewestFirstPage} />
  return (
    <div ref={attachContainer} className="space-y-2">
      {defer && !idle ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <LazyBoundLiveControls refs={refs} {...live} />
        </Suspense>
      )}
      {/* The rows hold still while the reader points at or focuses into them; the pill counts. */}
      <div
        ref={rows}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') binding.current?.hold('pointer')
        }}
        onPointerLeave={() => binding.current?.release('pointer')}
        onFocus={() => binding.current?.hold('focus')}
        onBlur={(event) => {
          const next = event.relatedTarget
          if (!(next instanceof Node && event.currentTarget.contains(next))) {
            binding.current?.release('focus')
          }
        }}
      >
        {children}
      </div>
    </div>
  )
}
