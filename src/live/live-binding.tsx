import { useEffect, useLayoutEffect, useState } from 'react'
import { LiveControls } from '@/live/live-controls'
import type { LiveFrameRefs, LiveListFrameProps } from '@/live/live-frame-shell'
import { useLiveList } from '@/live/use-live-list'

export interface LiveBindingProps extends Omit<LiveListFrameProps, 'children'> {
  refs: LiveFrameRefs
}

/**
 * The live part of a LiveListFrame: the stream into the list's cache entry and the Live switch,
 * state badge, pause button and "N new" pill. The switch starts on; it is a view preference, not
 * part of the URL.
 */
export function LiveBinding({
  refs,
  network,
  streamPath,
  queryKey,
  limit,
  isNewestFirstPage,
  recordNoun,
  streamSearch,
  cursor,
  onRecordArrived,
}: LiveBindingProps) {
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
  useLayoutEffect(() => {
    refs.setBinding({ attachList, hold, release })
    return () => refs.setBinding(null)
  }, [attachList, hold, release, refs])
  // Loaded after the rows showed, the binding may find the reader already in them.
  useEffect(() => {
    const rows = refs.rows.current
    if (!rows) return
    if (rows.matches(':hover')) hold('pointer')
    if (rows.contains(document.activeElement)) hold('focus')
  }, [hold, refs])
  if (!isNewestFirstPage) return null
  return (
    <LiveControls
      live={live}
      enabled={liveSwitchOn}
      onEnabledChange={setLiveSwitchOn}
      recordNoun={recordNoun}
    />
  )
}
