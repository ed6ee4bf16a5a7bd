// Lives in ledgers/: besides the StreamManager context it checks the ledger feed handler
// (ledger-stream.ts), and the layers let only a resource import both.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RootDocument } from '@/api/horizon-types'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import { createStreamManager } from '@/api/stream-manager'
import {
  FakeEventSource,
  createTestEnvironment,
  ledgerRecord,
} from '@/api/stream-test-event-source'
import { onLedgerStreamed } from '@/ledgers/ledger-stream'
import { LiveListFrame } from '@/live/live-list-frame'
import type { LiveListFrameProps } from '@/live/live-list-frame'
import { StreamManagerProvider, useStreamManager } from '@/live/stream-manager-context'

const horizonUrl = 'http://horizon.test'
const rootKey = horizonRootQueries.root({ horizonUrl }).queryKey

function fakeManager() {
  return createStreamManager({
    EventSource: FakeEventSource,
    environment: createTestEnvironment(),
    probe: null,
  })
}

function latestLedgerIn(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData<RootDocument>(rootKey)?.history_latest_ledger
}

/** A client whose root document says ledger 12 is the newest. */
function clientAtLedger12(): QueryClient {
  const queryClient = new QueryClient()
  queryClient.setQueryData(rootKey, {
    history_latest_ledger: 12,
    history_latest_ledger_closed_at: '2026-01-01T00:00:00Z',
    ingest_latest_ledger: 12,
    core_latest_ledger: 12,
  } as RootDocument)
  return queryClient
}

function Feed(props: Pick<LiveListFrameProps, 'streamPath' | 'onRecordArrived'>) {
  return (
    <LiveListFrame
      network={{ horizonUrl }}
      queryKey={['feed', props.streamPath]}
      limit={3}
      isNewestFirstPage
      recordNoun={{ one: 'record', other: 'records' }}
      {...props}
    >
      <p>records</p>
    </LiveListFrame>
  )
}

/** The frames' live parts load as their own chunk: waits until `count` switches are there. */
async function liveControlsLoaded(count: number) {
  await waitFor(() =>
    expect(screen.getAllByRole('switch', { name: 'Live updates' })).toHaveLength(count),
  )
}

beforeEach(() => {
  FakeEventSource.reset()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('StreamManagerProvider', () => {
  it('says what is missing when a live feed renders without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useStreamManager())).toThrow(
      'No StreamManager: render live feeds inside <StreamManagerProvider>.',
    )
  })

  it('gives each app its own manager, so one EventSource per URL holds per app', async () => {
    const first = fakeManager()
    const second = fakeManager()
    for (const manager of [first, first, second]) {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <StreamManagerProvider manager={manager}>
            <Feed streamPath="/ledgers" />
          </StreamManagerProvider>
        </QueryClientProvider>,
      )
    }
    await liveControlsLoaded(3)
    // Two feeds under `first` share its connection; `second` opens its own.
    expect(FakeEventSource.open()).toHaveLength(2)
    expect(first.getStatus(`${horizonUrl}/ledgers?limit=200`).kind).toBe('connecting')
  })
})

describe('per-resource reactions to streamed records', () => {
  it('a ledger feed moves the latest ledger forward; other feeds leave it alone', async () => {
    const queryClient = clientAtLedger12()
    render(
      <QueryClientProvider client={queryClient}>
        <StreamManagerProvider manager={fakeManager()}>
          <Feed streamPath="/ledgers" onRecordArrived={onLedgerStreamed} />
          <Feed streamPath="/payments" />
        </StreamManagerProvider>
      </QueryClientProvider>,
    )
    await liveControlsLoaded(2)
    const [ledgerStream, paymentStream] = FakeEventSource.instances
    act(() => {
      paymentStream?.emitOpen()
      paymentStream?.emitRecord(ledgerRecord(20))
    })
    expect(latestLedgerIn(queryClient)).toBe(12)
    act(() => {
      ledgerStream?.emitOpen()
      const ledger13 = { ...ledgerRecord(13), closed_at: '2026-01-01T00:00:05Z' }
      ledgerStream?.emitRecord(ledger13)
    })
    expect(latestLedgerIn(queryClient)).toBe(13)
  })

  it('a new handler function does not reopen the stream, and the latest one is called', async () => {
    const queryClient = clientAtLedger12()
    const manager = fakeManager()
    const firstHandler = vi.fn()
    const secondHandler = vi.fn()
    const tree = (onRecordArrived: LiveListFrameProps['onRecordArrived']) => (
      <QueryClientProvider client={queryClient}>
        <StreamManagerProvider manager={manager}>
          <Feed streamPath="/ledgers" onRecordArrived={onRecordArrived} />
        </StreamManagerProvider>
      </QueryClientProvider>
    )
    const { rerender } = render(tree(firstHandler))
    await liveControlsLoaded(1)
    rerender(tree(secondHandler))
    expect(FakeEventSource.instances).toHaveLength(1)
    act(() => FakeEventSource.latest().emitRecord(ledgerRecord(13)))
    expect(firstHandler).not.toHaveBeenCalled()
    expect(secondHandler).toHaveBeenCalledWith(ledgerRecord(13), { queryClient, horizonUrl })
  })
})
