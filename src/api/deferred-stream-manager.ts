import type { StreamManager, StreamStatus } from '@/api/stream-types'

const connecting: StreamStatus = { kind: 'connecting' }
const closed: StreamStatus = { kind: 'closed' }

/**
 * A StreamManager whose code loads on the first subscription: live updates start after a page
 * has shown its records, so the streaming code need not load before the first paint. Until the
 * real manager is there, a subscribed URL reads as connecting, exactly as it would while its
 * EventSource opens; an unsubscribe before that cancels the subscription.
 */
export function createDeferredStreamManager(load: () => Promise<StreamManager>): StreamManager {
  let manager: StreamManager | null = null
  let loading: Promise<StreamManager> | null = null
  const pending = new Map<string, number>()
  const loadOnce = () => {
    // A failed load is tried again by the next subscription (a page change, Retry).
    loading ??= load().then(
      (loaded) => (manager = loaded),
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  return {
    subscribe(streamUrl, listener, options) {
      if (manager) return manager.subscribe(streamUrl, listener, options)
      let unsubscribe: (() => void) | null = null
      let cancelled = false
      pending.set(streamUrl, (pending.get(streamUrl) ?? 0) + 1)
      const settle = () => {
        const count = (pending.get(streamUrl) ?? 1) - 1
        if (count > 0) pending.set(streamUrl, count)
        else pending.delete(streamUrl)
      }
      void loadOnce().then(
        (loaded) => {
          settle()
          if (!cancelled) unsubscribe = loaded.subscribe(streamUrl, listener, options)
        },
        () => {
          settle()
          if (!cancelled) listener.onServerError?.('The live updates could not be loaded.')
        },
      )
      return () => {
        cancelled = true
        unsubscribe?.()
      }
    },
    getStatus(streamUrl) {
      if (manager) return manager.getStatus(streamUrl)
      return pending.has(streamUrl) ? connecting : closed
    },
    getLastPagingToken(streamUrl) {
      return manager ? manager.getLastPagingToken(streamUrl) : null
    },
  }
}
