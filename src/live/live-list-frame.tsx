import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'
import type { Network } from '@/api/networks'
import { LiveControls } from '@/live/live-controls'
import type { RecordNoun } from '@/live/live-controls'
import { useLiveList } from '@/live/use-live-list'
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

/**
 * The Live switch, state badge, pause button and "N new" pill above a list, plus the element
 * auto-pause watches and the hold while the pointer or focus is in the rows. The switch starts on; it is a view preference, not part of the URL.
 * Every live list uses it: the list pages and both dashboard feeds.
 */
export function LiveListFrame({
  network,
  streamPath,
  queryKey,
  limit,
  isNewestFirstPage,
  recordNoun,
  streamSearch,
  cursor,
  onRecordArrived,
  children,
}: LiveListFrameProps) {
  const [liveSwitchOn, setLiveSwitchOn] = useState(true)
  const { attachList, hold, release, ...live } = useLiveList({
    network,
    streamPath,
    queryKey,
    limit,
    enabled: isNewestFirstPage && liveSwitchOn,
    ...(streamSearch ? { streamSearch } : {}),
    ...(cursor === undefined ? {} : { cursor }),
    ...(onRecordArrived ? { onRecordArrived } : {}),
  })
  return (
    <div ref={attachList} className="space-y-2">
      {isNewestFirstPage && (
        <LiveControls
          live={live}
          enabled={liveSwitchOn}
          onEnabledChange={setLiveSwitchOn}
          recordNoun={recordNoun}
        />
      )}
      {/* The rows hold still while the reader points at or focuses into them; the pill counts. */}
      <div
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') hold('pointer')
        }}
        onPointerLeave={() => release('pointer')}
        onFocus={() => hold('focus')}
        onBlur={(event) => {
          const next = event.relatedTarget
          if (!(next instanceof Node && event.currentTarget.contains(next))) release('focus')
        }}
      >
        {children}
      </div>
    </div>
  )
}
