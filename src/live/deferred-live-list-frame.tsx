import { lazy, Suspense } from 'react'
import { LiveFrameShell } from '@/live/live-frame-shell'
import type { LiveListFrameProps } from '@/live/live-frame-shell'
import { useIdle } from '@/ui/when-idle'

const LazyLiveBinding = lazy(() =>
  import('@/live/live-binding').then((module) => ({ default: module.LiveBinding })),
)

/** Where the controls will be: holds their height, so the rows do not move when they arrive. */
function ControlsPlaceholder({ shown }: { shown: boolean }) {
  return shown ? <div aria-hidden="true" className="min-h-7" /> : null
}

/**
 * A LiveListFrame whose live part (stream, feed, controls) loads once the browser is idle after
 * the first paint: the rows show without waiting for it, and are not mounted anew when it comes.
 */
export function DeferredLiveListFrame({ children, ...frame }: LiveListFrameProps) {
  const idle = useIdle()
  const placeholder = <ControlsPlaceholder shown={frame.isNewestFirstPage} />
  return (
    <LiveFrameShell
      controls={(refs) =>
        idle ? (
          <Suspense fallback={placeholder}>
            <LazyLiveBinding refs={refs} {...frame} />
          </Suspense>
        ) : (
          placeholder
        )
      }
    >
      {children}
    </LiveFrameShell>
  )
}
