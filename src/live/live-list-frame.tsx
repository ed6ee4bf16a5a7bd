import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'
import type { Network } from '@/api/networks'
import type { StreamManager } from '@/api/stream-manager'
import { LiveControls } from '@/live/live-controls'
import type { RecordNoun } from '@/live/live-controls'
import { useLiveList } from '@/live/use-live-list'

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
  streamManager?: StreamManager
  children: ReactNode
}

/**
 * The Live switch, state badge, pause button and "N new" pill above a list, plus the element
 * auto-pause watches. The switch starts on; it is a view preference, not part of the URL.
 */
export function LiveListFrame({
  network,
  streamPath,
  queryKey,
  limit,
  isNewestFirstPage,
  recordNoun,
  streamSearch,
  streamManager,
  children,
}: LiveListFrameProps) {
  const [liveSwitchOn, setLiveSwitchOn] = useState(true)
  const { attachList, ...live } = useLiveList({
    network,
    streamPath,
    queryKey,
    limit,
    enabled: isNewestFirstPage && liveSwitchOn,
    ...(streamSearch ? { streamSearch } : {}),
    ...(streamManager ? { streamManager } : {}),
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
      {children}
    </div>
  )
}
