import type { QueryKey } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { ReactNode, RefObject } from 'react'
import { useRef } from 'react'
import type { Network } from '@/api/networks'
import type { HoldReason } from '@/live/live-list-feed'
import type { RecordNoun } from '@/live/live-controls'
import type { StreamedRecordHandler } from '@/live/use-live-list'

export interface LiveListFrameProps {
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
  recordNoun: RecordNoun
  streamSearch?: Record<string, string>
  /** A paging token to replay from; the list holds the records up to it (the dashboard's ?cursor=). */
  cursor?: string
  /** The resource's own reaction to each streamed record (e.g. ledgers: src/ledgers/ledger-stream.ts). */
  onRecordArrived?: StreamedRecordHandler
  children: ReactNode
}

/** What the live binding (live-binding.tsx) gives the frame: where to attach, how to hold. */
export interface LiveFrameBinding {
  /** Callback ref of the list's container; auto-pause watches where its top is. */
  attachList(element: HTMLElement | null): void
  hold(reason: HoldReason): void
  release(reason: HoldReason): void
}

/** How the live binding reaches the rows the shell renders. */
export interface LiveFrameRefs {
  rows: RefObject<HTMLDivElement | null>
  /** The binding, once it is there (null when it goes). */
  setBinding(binding: LiveFrameBinding | null): void
}

/**
 * The frame's elements: the controls' place above the rows, and the rows, held while the pointer
 * or focus is in them. The live part (stream, controls) is given as `controls`, so it can load
 * after the rows without them being mounted anew.
 */
export function LiveFrameShell({
  controls,
  children,
}: {
  controls: (refs: LiveFrameRefs) => ReactNode
  children: ReactNode
}) {
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
  return (
    <div ref={attachContainer} className="space-y-2">
      {controls(refs)}
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
