import { afterEach, describe, expect, it, vi } from 'vitest'

const handoffKey = Symbol.for('ledger-explorer.early-fetch')

/** A fresh copy of the module, as each bundle (early script, app) has its own. */
async function freshCopy() {
  vi.resetModules()
  return import('@/api/early-fetch-handoff')
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete (globalThis as Record<symbol, unknown>)[handoffKey]
})

describe('the early fetch handoff', () => {
  it('hands each early response to the app once; the next request asks Horizon again', async () => {
    const requested: string[] = []
    vi.stubGlobal('fetch', (url: string) => {
      requested.push(url)
      return Promise.resolve(new Response(`{"n":${requested.length}}`))
    })
    const early = await freshCopy()
    early.openEarlyFetchHandoff(Promise.resolve({ localHorizonUrl: 'http://h.test' }))
    const earlyAnswer = await early.fetchHorizon('http://h.test/ledgers', {})
    // The early query function reads its own response; the app gets an unread copy.
    expect(await earlyAnswer.json()).toEqual({ n: 1 })

    const app = await freshCopy()
    expect(await app.takeEarlyConfig()).toEqual({ localHorizonUrl: 'http://h.test' })
    expect(app.takeEarlyConfig()).toBeUndefined()
    expect(await (await app.fetchHorizon('http://h.test/ledgers', {})).json()).toEqual({ n: 1 })
    expect(await (await app.fetchHorizon('http://h.test/ledgers', {})).json()).toEqual({ n: 2 })
    expect(await (await app.fetchHorizon('http://h.test/other', {})).json()).toEqual({ n: 3 })
    expect(requested).toEqual([
      'http://h.test/ledgers',
      'http://h.test/ledgers',
      'http://h.test/other',
    ])
  })

  it('hands over a failed early request as the failure, not as a new request', async () => {
    let calls = 0
    vi.stubGlobal('fetch', () => {
      calls++
      return Promise.reject(new TypeError('Failed to fetch'))
    })
    const early = await freshCopy()
    early.openEarlyFetchHandoff(Promise.resolve(undefined))
    await expect(early.fetchHorizon('http://h.test/ledgers', {})).rejects.toThrow('Failed to fetch')
    const app = await freshCopy()
    await expect(app.fetchHorizon('http://h.test/ledgers', {})).rejects.toThrow('Failed to fetch')
    expect(calls).toBe(1)
  })

  it('without an early script the app fetches as before and has no early config', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')))
    vi.stubGlobal('fetch', fetchSpy)
    const app = await freshCopy()
    expect(app.takeEarlyConfig()).toBeUndefined()
    await app.fetchHorizon('http://h.test/ledgers', { headers: { Accept: 'application/hal+json' } })
    expect(fetchSpy).toHaveBeenCalledWith('http://h.test/ledgers', {
      headers: { Accept: 'application/hal+json' },
    })
  })
})
