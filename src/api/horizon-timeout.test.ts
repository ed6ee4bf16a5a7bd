import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  horizonAnswerTimeoutMs,
  horizonBodyIdleTimeoutMs,
  horizonGet,
  HorizonError,
} from '@/api/horizon-client'

/** A 200 whose body sends `firstChunk` and then nothing, ever (a stalled connection). */
function stalledBody(firstChunk: string) {
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(firstChunk))
    },
    cancel() {
      cancelled = true
    },
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body, { status: 200 }))),
  )
  return { wasCancelled: () => cancelled }
}

async function settle(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => error,
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('horizonGet timeouts', () => {
  it('gives up on a body that stops half way, and drops the connection', async () => {
    vi.useFakeTimers()
    const stream = stalledBody('{"_links": {"self"')
    const outcome = settle(horizonGet('https://h.example', '/ledgers/5'))
    await vi.advanceTimersByTimeAsync(horizonBodyIdleTimeoutMs + 10)
    const error = await outcome
    expect(error).toBeInstanceOf(HorizonError)
    expect((error as HorizonError).kind).toBe('timeout')
    expect((error as HorizonError).message).toMatch(/^Horizon did not answer in time/)
    expect(stream.wasCancelled()).toBe(true)
  })

  it('gives up when no answer starts', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    )
    const outcome = settle(horizonGet('https://h.example', '/ledgers'))
    await vi.advanceTimersByTimeAsync(horizonAnswerTimeoutMs - 100)
    let settled = false
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect((await outcome) as HorizonError).toHaveProperty('kind', 'timeout')
  })

  it('keeps reading a body that arrives in pieces', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id": '))
        controller.enqueue(new TextEncoder().encode('"5"}'))
        controller.close()
      },
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(body, { status: 200 }))),
    )
    expect(await horizonGet('https://h.example', '/ledgers/5')).toEqual({ id: '5' })
  })
})
