import { useQueryClient } from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { OrderBook } from '@/api/horizon-market-types'
import type { StreamStatus } from '@/api/stream-types'
import { useStreamManager } from '@/live/stream-manager-context'

/** The shape check an untrusted streamed object must pass before it replaces the cached book. */
function isOrderBook(value: Record<string, unknown>): value is Record<string, unknown> & OrderBook {
  return Array.isArray(value.bids) && Array.isArray(value.asks)
}

/**
 * Keeps an order book current: Horizon streams `/order_book` as a whole object on every change,
 * and each one replaces the cached book (the query's data), so every reader of the query sees it.
 * One EventSource per URL through the app's StreamManager.
 */
export function useLiveOrderBook(streamUrl: string | null, queryKey: QueryKey): StreamStatus {
  const manager = useStreamManager()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<StreamStatus>({ kind: 'connecting' })
  useEffect(() => {
    if (streamUrl === null) return
    return manager.subscribe(
      streamUrl,
      {
        onRecord: () => {},
        onObject: (value) => {
          if (isOrderBook(value)) queryClient.setQueryData<OrderBook>(queryKey, value)
        },
        onStatus: setStatus,
      },
      { objectStream: true },
    )
    // The key is derived from the same inputs as the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [manager, queryClient, streamUrl])
  return status
}
