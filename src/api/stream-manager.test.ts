import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStreamManager } from '@/api/stream-manager'
import type {
  StreamListener,
  StreamManagerOptions,
  StreamRecord,
  StreamStatus,
} from '@/api/stream-types'
import { comparePagingTokens } from '@/api/stream-paging-token'
import {
  FakeEventSource,
  createTestEnvironment,
  ledgerRecord,
} from '@/api/stream-test-event-source'

const ledgersUrl = 'http://horizon.test/ledgers'

function recordingListener() {
  const records: StreamRecord[] = []
  const statuses: StreamStatus[] = []
  const serverErrors: string[] = []
  const listener: StreamListener = {
    onRecord: (record) => records.push(record),
    onStatus: (status) => statuses.push(status),
    onServerError: (message) => serverErrors.push(message),
  }
  return {
    listener,
    records,
    statuses,
    serverErrors,
    sequences: () => records.map((record) => record.sequence),
  }
}

function setup(options: StreamManagerOptions = {}) {
  const environment = createTestEnvironment()
  const manager = createStreamManager({
    EventSource: FakeEventSource,
    environment,
    probe: null,
    random: () => 0.5,
    now: () => Date.now(),
    ...options,
  })
  return { manager, environment }
}

beforeEach(() => {
  FakeEventSource.reset()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('comparePagingTokens', () => {
  it('compares TOIDs above 2^53 exactly', () => {
    // Number() would make these equal.
    expect(comparePagingTokens('9007199254740993', '9007199254740992')).toBe(1)
    expect(comparePagingTokens('99', '100')).toBe(-1)
    expect(comparePagingTokens('12884905985', '12884905985')).toBe(0)
  })

  it('compares effect and trade tokens pairwise', () => {
    expect(comparePagingTokens('12884905985-2', '12884905985-10')).toBe(-1)
    expect(comparePagingTokens('12884905986-1', '12884905985-10')).toBe(1)
  })
})

describe('stream manager', () => {
  it('starts at cursor=now unless a cursor is given', () => {
    const { manager } = setup()
    manager.subscribe(ledgersUrl, recordingListener().listener)
    expect(FakeEventSource.latest().cursor).toBe('now')

    manager.subscribe('http://horizon.test/payments', recordingListener().listener, {
      cursor: '123',
    })
    expect(FakeEventSource.latest().cursor).toBe('123')
  })

  it('delivers only records strictly after a start cursor, in order, once each', () => {
    const { manager } = setup()
    const subscriber = recordingListener()
    // Ledger 10's token: Horizon starts after it, so the stream begins at ledger 11.
    manager.subscribe(ledgersUrl, subscriber.listener, { cursor: ledgerRecord(10).paging_token })
    const source = FakeEventSource.latest()
    expect(source.cursor).toBe(ledgerRecord(10).paging_token)
    source.emitOpen()
    // A proxy or a misbehaving server repeating the start point must not show it again.
    source.emitRecord(ledgerRecord(9))
    source.emitRecord(ledgerRecord(10))
    source.emitRecord(ledgerRecord(11))
    source.emitRecord(ledgerRecord(11))
    source.emitRecord(ledgerRecord(12))
    expect(subscriber.sequences()).toEqual([11, 12])
  })

  it('compares a start cursor as a TOID, so operations of the cursor ledger still arrive', () => {
    const { manager } = setup()
    const subscriber = recordingListener()
    const ledgerTen = BigInt(ledgerRecord(10).paging_token)
    manager.subscribe('http://horizon.test/payments', subscriber.listener, {
      cursor: ledgerTen.toString(),
    })
    const source = FakeEventSource.latest()
    source.emitOpen()
    const operationOfLedgerTen = (ledgerTen | (1n << 12n) | 1n).toString()
    const operationOfLedgerNine = ((9n << 32n) | (1n << 12n) | 1n).toString()
    source.emitRecord({ paging_token: operationOfLedgerNine })
    source.emitRecord({ paging_token: operationOfLedgerTen })
    expect(subscriber.records.map((record) => record.paging_token)).toEqual([operationOfLedgerTen])
  })

  it('shares one EventSource between subscribers and closes it after the last one leaves', () => {
    const { manager } = setup()
    const first = recordingListener()
    const second = recordingListener()
    const unsubscribeFirst = manager.subscribe(ledgersUrl, first.listener)
    const unsubscribeSecond = manager.subscribe(ledgersUrl, second.listener)
    expect(FakeEventSource.instances).toHaveLength(1)

    const source = FakeEventSource.latest()
    source.emitOpen()
    source.emitRecord(ledgerRecord(10))
    expect(first.sequences()).toEqual([10])
    expect(second.sequences()).toEqual([10])

    unsubscribeFirst()
    expect(source.readyState).not.toBe(2)
    source.emitRecord(ledgerRecord(11))
    expect(first.sequences()).toEqual([10])
    expect(second.sequences()).toEqual([10, 11])

    unsubscribeSecond()
    expect(source.readyState).toBe(2)
    expect(manager.getStatus(ledgersUrl)).toEqual({ kind: 'closed' })
  })

  it('reports connecting, then live once Horizon says hello', () => {
    const { manager } = setup()
    const subscriber = recordingListener()
    manager.subscribe(ledgersUrl, subscriber.listener)
    expect(manager.getStatus(ledgersUrl)).toEqual({ kind: 'connecting' })
    FakeEventSource.latest().emitOpen()
    expect(manager.getStatus(ledgersUrl)).toEqual({ kind: 'live' })
    expect(subscriber.statuses.map((status) => status.kind)).toEqual(['connecting', 'live'])
  })

  it('ignores duplicate ids and older tokens that arrive after newer ones', () => {
    const { manager } = setup()
    const subscriber = recordingListener()
    manager.subscribe(ledgersUrl, subscriber.listener)
    const source = FakeEventSource.latest()
    source.emitOpen()
    source.emitRecord(ledgerRecord(10))
    source.emitRecord(ledgerRecord(10))
    source.emitRecord(ledgerRecord(12))
    source.emitRecord(ledgerRecord(11))
    source.emitRecord(ledgerRecord(13))
    expect(subscriber.sequences()).toEqual([10, 12, 13])
    expect(manager.getLastPagingToken(ledgersUrl)).toBe(ledgerRecord(13).paging_token)
  })

  it('ignores the hello, malformed data and records without a paging token', () => {
    const { manager } = setup()
    const subscriber = recordingListener()
    manager.subscribe(ledgersUrl, subscriber.listener)
    const source = FakeEventSource.latest()
    source.emitOpen()
    source.emitRecord({ paging_token: 'not-a-token' })
    source.emitRecord(ledgerRecord(5))
    expect(subscriber.sequences()).toEqual([5])
  })

  it("reconnects at once from the last token after Horizon's close event", () => {
    const { manager } = setup()
    const subscriber = recordingListener()
    manager.subscribe(ledgersUrl, subscriber.listener)
    const first = FakeEventSource.latest()
    first.emitOpen()
    first.emitRecord(ledgerRecord(20))
    first.emitRecord(ledgerRecord(21))
    first.emitClose()

    expect(first.readyState).toBe(2)
    expect(FakeEventSource.instances).toHaveLength(2)
    const second = FakeEventSource.latest()
    expect(second.cursor).toBe(ledgerRecord(21).paging_token)

    // Horizon resumes after the cursor, but a replay of the last record must not duplicate it.
    second.emitOpen()
    second.emitRecord(ledgerRecord(21))
    second.emitRecord(ledgerRecord(22))
    // A late event from the closed connection is ignored.
    first.emitRecord(ledgerRecord(23))
    expect(subscriber.sequences()).toEqual([20, 21, 22])
  })

  it('backs off instead of looping when Horizon closes at once without records', () => {
    vi.useFakeTimers()
    const { manager } = setup()
    manager.subscribe(ledgersUrl, recordingListener().listener)
    const first = FakeEventSource.latest()
    first.emitOpen()
    first.emitClose()
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(manager.getStatus(ledgersUrl)).toMatchObject({ kind: 'reconnecting', attempt: 1 })
    vi.advanceTimersByTime(1_000)
    const second = FakeEventSource.latest()
    expect(FakeEventSource.instances).toHaveLength(2)
    // A quiet connection that lived its 55 s reconnects at once.
    second.emitOpen()
    vi.advanceTimersByTime(55_000)
    second.emitClose()
    expect(FakeEventSource.instances).toHaveLength(3)
    expect(FakeEventSource.latest().cursor).toBe('now')
  })

  it('lets the browser resume a dropped connection with Last-Event-ID and tracks it', () => {
    const { manager } = setup()
    const subscriber = recordingListener()
    manager.subscribe(ledgersUrl, subscriber.listener)
    const source = FakeEventSource.latest()
    source.emitOpen()
    source.emitRecord(ledgerRecord(30))
    source.emitNetworkDrop()

    expect(manager.getStatus(ledgersUrl)).toEqual({
      kind: 'reconnecting',
      attempt: 1,
      retryAt: null,
    })
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(source.lastEventId).toBe(ledgerRecord(30).paging_token)

    source.emitOpen()
    source.emitRecord(ledgerRecord(30))
    source.emitRecord(ledgerRecord(31))
    expect(manager.getStatus(ledgersUrl)).toEqual({ kind: 'live' })
    expect(subscriber.sequences()).toEqual([30, 31])
  })

  it('takes over with backoff from the last token when the browser gives up (non-200)', () => {
    vi.useFakeTimers()
    const { manager } = setup()
    const subscriber = recordingListener()
    manager.subscribe(ledgersUrl, subscriber.listener)
    const first = FakeEventSource.latest()
    first.emitOpen()
    first.emitRecord(ledgerRecord(40))

    first.emitFailedResponse()
    // random() = 0.5 → equal jitter gives 75% of the 1 s ceiling.
    expect(manager.getStatus(ledgersUrl)).toEqual({
      kind: 'reconnecting',
      attempt: 1,
      retryAt: Date.now() + 750,
    })
    vi.advanceTimersByTime(749)
    expect(FakeEventSource.instances).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeEventSource.instances).toHaveLength(2)
    const second = FakeEventSource.latest()
    expect(second.cursor).toBe(ledgerRecord(40).paging_token)

    // Fails again: the delay doubles.
    second.emitFailedResponse()
    expect(manager.getStatus(ledgersUrl)).toMatchObject({ kind: 'reconnecting', attempt: 2 })
    vi.advanceTimersByTime(1_499)
    expect(FakeEventSource.instances).toHaveLength(2)
    vi.advanceTimersByTime(1)
    const third = FakeEventSource.latest()
    expect(third.cursor).toBe(ledgerRecord(40).paging_token)

    third.emitOpen()
    third.emitRecord(ledgerRecord(41))
    expect(subscriber.sequences()).toEqual([40, 41])
    expect(manager.getStatus(ledgersUrl)).toEqual({ kind: 'live' })
  })

  it('caps the backoff at 30 s', () => {
    vi.useFakeTimers()
    const { manager } = setup({ random: () => 1 })
    manager.subscribe(ledgersUrl, recordingListener().listener)
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      FakeEventSource.latest().emitFailedResponse()
      const status = manager.getStatus(ledgersUrl)
      if (status.kind !== 'reconnecting' || status.retryAt === null) throw new Error('no retry')
      expect(status.retryAt - Date.now()).toBe(Math.min(30_000, 1_000 * 2 ** (attempt - 1)))
      vi.advanceTimersByTime(status.retryAt - Date.now())
    }
  })

  it('waits Retry-After when the probe reports a 429', async () => {
    vi.useFakeTimers()
    const probe = vi.fn(async () => ({
      status: 429,
      retryAfterSeconds: 20,
      detail: 'Rate Limit Exceeded',
    }))
    const { manager } = setup({ probe })
    const subscriber = recordingListener()
    manager.subscribe(ledgersUrl, subscriber.listener)
    FakeEventSource.latest().emitFailedResponse()
    await vi.advanceTimersByTimeAsync(0)

    expect(probe).toHaveBeenCalledWith(`${ledgersUrl}?cursor=now`)
    expect(subscriber.serverErrors).toEqual(['HTTP 429: Rate Limit Exceeded'])
    await vi.advanceTimersByTimeAsync(19_999)
    expect(FakeEventSource.instances).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeEventSource.instances).toHaveLength(2)
  })

  it('surfaces server error events and backs off instead of retrying every second', () => {
    vi.useFakeTimers()
    const { manager } = setup()
    const subscriber = recordingListener()
    manager.subscribe(ledgersUrl, subscriber.listener)
    const source = FakeEventSource.latest()
    source.emitOpen()
    source.emitRecord(ledgerRecord(50))
    source.emitServerError('problem: rate_limit_exceeded. full details: over its alloted limit')

    expect(subscriber.serverErrors).toEqual([
      'problem: rate_limit_exceeded. full details: over its alloted limit',
    ])
    expect(source.readyState).toBe(2)
    expect(manager.getStatus(ledgersUrl)).toMatchObject({ kind: 'reconnecting', attempt: 1 })
    vi.advanceTimersByTime(1_000)
    expect(FakeEventSource.latest().cursor).toBe(ledgerRecord(50).paging_token)
  })

  it('stops trusting browser retries after repeated failures and backs off itself', () => {
    vi.useFakeTimers()
    const { manager } = setup({ maxBrowserRetries: 2 })
    manager.subscribe(ledgersUrl, recordingListener().listener)
    const source = FakeEventSource.latest()
    source.emitNetworkDrop()
    source.emitNetworkDrop()
    expect(manager.getStatus(ledgersUrl)).toMatchObject({ attempt: 2, retryAt: null })
    source.emitNetworkDrop()
    expect(source.readyState).toBe(2)
    expect(manager.getStatus(ledgersUrl)).toMatchObject({ kind: 'reconnecting', attempt: 3 })
    expect(manager.getStatus(ledgersUrl)).not.toMatchObject({ retryAt: null })
  })

  it('closes while the tab is hidden and catches up from the last token when shown', () => {
    const { manager, environment } = setup()
    const subscriber = recordingListener()
    manager.subscribe(ledgersUrl, subscriber.listener)
    const first = FakeEventSource.latest()
    first.emitOpen()
    first.emitRecord(ledgerRecord(60))

    environment.setHidden(true)
    expect(first.readyState).toBe(2)
    expect(manager.getStatus(ledgersUrl)).toEqual({ kind: 'suspended' })
    expect(FakeEventSource.open()).toHaveLength(0)

    environment.setHidden(false)
    const second = FakeEventSource.latest()
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(second.cursor).toBe(ledgerRecord(60).paging_token)
    second.emitOpen()
    second.emitRecord(ledgerRecord(61))
    second.emitRecord(ledgerRecord(62))
    expect(subscriber.sequences()).toEqual([60, 61, 62])
  })

  it('waits for the online event when offline and resumes from the last token', () => {
    vi.useFakeTimers()
    const { manager, environment } = setup()
    manager.subscribe(ledgersUrl, recordingListener().listener)
    const first = FakeEventSource.latest()
    first.emitOpen()
    first.emitRecord(ledgerRecord(70))

    environment.setOnline(false)
    expect(first.readyState).toBe(2)
    expect(manager.getStatus(ledgersUrl)).toEqual({ kind: 'offline' })
    vi.advanceTimersByTime(60_000)
    expect(FakeEventSource.instances).toHaveLength(1)

    environment.setOnline(true)
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(FakeEventSource.latest().cursor).toBe(ledgerRecord(70).paging_token)
  })

  it('does not connect a stream whose subscribers all left during a backoff', () => {
    vi.useFakeTimers()
    const { manager } = setup()
    const unsubscribe = manager.subscribe(ledgersUrl, recordingListener().listener)
    FakeEventSource.latest().emitFailedResponse()
    unsubscribe()
    vi.advanceTimersByTime(60_000)
    expect(FakeEventSource.instances).toHaveLength(1)
  })
})
