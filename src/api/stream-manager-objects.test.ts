// Object streams (/order_book): Horizon resends the whole object on each change, with no id.
import { beforeEach, describe, expect, it } from 'vitest'
import { createStreamManager } from '@/api/stream-manager'
import { FakeEventSource, createTestEnvironment } from '@/api/stream-test-event-source'

const bookUrl = 'http://horizon.test/order_book?selling_asset_type=native&buying_asset_type=native'

function emitObject(source: FakeEventSource, data: string) {
  source.emitMessage(data)
}

beforeEach(() => {
  FakeEventSource.reset()
})

describe('object streams', () => {
  it('delivers every object, without a cursor in the URL and without paging tokens', () => {
    const manager = createStreamManager({
      EventSource: FakeEventSource,
      environment: createTestEnvironment(),
      probe: null,
    })
    const objects: unknown[] = []
    const records: unknown[] = []
    manager.subscribe(
      bookUrl,
      { onRecord: (record) => records.push(record), onObject: (value) => objects.push(value) },
      { objectStream: true },
    )
    const source = FakeEventSource.latest()
    expect(source.cursor).toBeNull()
    emitObject(source, JSON.stringify({ bids: [], asks: [] }))
    // The same object again (nothing changed but a resend) is still delivered: no dedupe by id.
    emitObject(source, JSON.stringify({ bids: [], asks: [] }))
    emitObject(source, JSON.stringify({ bids: [{ price: '1.0000000' }], asks: [] }))
    emitObject(source, 'not json')
    emitObject(source, '[1, 2]')
    expect(objects).toEqual([
      { bids: [], asks: [] },
      { bids: [], asks: [] },
      { bids: [{ price: '1.0000000' }], asks: [] },
    ])
    expect(records).toEqual([])
    expect(manager.getStatus(bookUrl)).toEqual({ kind: 'live' })
  })

  it('keeps paged streams as they were: an object without a paging token is no record', () => {
    const manager = createStreamManager({
      EventSource: FakeEventSource,
      environment: createTestEnvironment(),
      probe: null,
    })
    const records: unknown[] = []
    const objects: unknown[] = []
    manager.subscribe('http://horizon.test/trades', {
      onRecord: (record) => records.push(record),
      onObject: (value) => objects.push(value),
    })
    const source = FakeEventSource.latest()
    expect(source.cursor).toBe('now')
    emitObject(source, JSON.stringify({ bids: [], asks: [] }))
    emitObject(source, JSON.stringify({ paging_token: '5-1', id: '5-1' }))
    expect(objects).toEqual([])
    expect(records).toEqual([{ paging_token: '5-1', id: '5-1' }])
  })
})
