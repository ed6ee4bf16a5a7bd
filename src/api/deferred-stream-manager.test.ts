import { describe, expect, it, vi } from 'vitest'
import { createDeferredStreamManager } from '@/api/deferred-stream-manager'
import type { StreamManager } from '@/api/stream-types'

function fakeManager() {
  const unsubscribe = vi.fn()
  const manager: StreamManager = {
    subscribe: vi.fn(() => unsubscribe),
    getStatus: vi.fn(() => ({ kind: 'live' }) as const),
    getLastPagingToken: vi.fn(() => '42'),
  }
  return { manager, unsubscribe }
}

describe('deferred stream manager', () => {
  it('loads the real manager on the first subscription, not before, and then delegates', async () => {
    const { manager, unsubscribe } = fakeManager()
    const load = vi.fn(() => Promise.resolve(manager))
    const deferred = createDeferredStreamManager(load)
    expect(load).not.toHaveBeenCalled()
    expect(deferred.getStatus('/ledgers')).toEqual({ kind: 'closed' })

    const listener = { onRecord: vi.fn() }
    const stop = deferred.subscribe('/ledgers', listener, { cursor: 'now' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(deferred.getStatus('/ledgers')).toEqual({ kind: 'connecting' })
    expect(deferred.getLastPagingToken('/ledgers')).toBeNull()

    await vi.waitFor(() =>
      expect(manager.subscribe).toHaveBeenCalledWith('/ledgers', listener, { cursor: 'now' }),
    )
    expect(deferred.getStatus('/ledgers')).toEqual({ kind: 'live' })
    expect(deferred.getLastPagingToken('/ledgers')).toBe('42')
    stop()
    expect(unsubscribe).toHaveBeenCalledTimes(1)

    deferred.subscribe('/payments', listener)
    expect(manager.subscribe).toHaveBeenLastCalledWith('/payments', listener, undefined)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('never opens a stream unsubscribed before the code arrived', async () => {
    const { manager } = fakeManager()
    const deferred = createDeferredStreamManager(() => Promise.resolve(manager))
    const stop = deferred.subscribe('/ledgers', { onRecord: vi.fn() })
    stop()
    deferred.subscribe('/payments', { onRecord: vi.fn() })
    await vi.waitFor(() => expect(manager.subscribe).toHaveBeenCalledTimes(1))
    expect(manager.subscribe).toHaveBeenCalledWith('/payments', expect.anything(), undefined)
  })

  it('says so on the stream when the code cannot load', async () => {
    const deferred = createDeferredStreamManager(() => Promise.reject(new Error('offline')))
    const listener = { onRecord: vi.fn(), onServerError: vi.fn() }
    deferred.subscribe('/ledgers', listener)
    await vi.waitFor(() =>
      expect(listener.onServerError).toHaveBeenCalledWith('The live updates could not be loaded.'),
    )
    expect(deferred.getStatus('/ledgers')).toEqual({ kind: 'closed' })
  })
})
