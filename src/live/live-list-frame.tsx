import { LiveBinding } from '@/live/live-binding'
import { LiveFrameShell } from '@/live/live-frame-shell'
import type { LiveListFrameProps } from '@/live/live-frame-shell'

/**
 * The Live switch, state badge, pause button and "N new" pill above a list, plus the element
 * auto-pause watches and the hold while the pointer or focus is in the rows. Every live list uses
 * it, through DeferredLiveListFrame on pages (the live part loads after the first paint).
 */
export function LiveListFrame({ children, ...frame }: LiveListFrameProps) {
  return (
    <LiveFrameShell controls={(refs) => <LiveBinding refs={refs} {...frame} />}>
      {children}
    </LiveFrameShell>
  )
}
