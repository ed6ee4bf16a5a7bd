import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from '@/api/horizon-types'
import { createStreamManager } from '@/api/stream-manager'
import {
  FakeEventSource,
  createTestEnvironment,
  ledgerRecord,
} from '@/api/stream-test-event-source'
import { LiveControls } from '@/live/live-controls'
import { LiveListFrame } from '@/live/live-list-frame'
import { StreamManagerProvider } from '@/live/stream-manager-context'
import { useLiveList } from '@/live/use-live-list'

type LedgerRow = ReturnType<typeof ledgerRecord>

const queryKey = ['ledgers', 'list', 'http://horizon.test', { order: 'desc', limit: 3 }]

function page(sequences: number[]): Page<LedgerRow> {
  const href = 'http://horizon.test/ledgers?cursor=&limit=3&order=desc'
  return {
    _links: { self: { href }, next: { href }, prev: { href } },
    _embedded: { records: sequences.map(ledgerRecord) },
  }
}

function LedgerFeed() {
  const { attachList, ...live } = useLiveList({
    network: { horizonUrl: 'http://horizon.test' },
    streamPath: '/ledgers',
    queryKey,
    limit: 3,
    enabled: true,
  })
  const { data } = useQuery({
    queryKey,
    queryFn: (): Page<LedgerRow> => page([]),
    staleTime: Infinity,
  })
  return (
    <section aria-label="Latest ledgers">
      <LiveControls live={live} recordNoun={{ one: 'ledger', other: 'ledgers' }} />
      <ul ref={attachList} aria-label="Latest ledgers list">
        {data?._embedded.records.map((ledger) => (
          <li key={ledger.paging_token}>Ledger {ledger.sequence}</li>
        ))}
      </ul>
    </section>
  )
}

function renderFeed() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(queryKey, page([12, 11, 10]))
  const environment = createTestEnvironment()
  const streamManager = createStreamManager({
    EventSource: FakeEventSource,
    environment,
    probe: null,
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <StreamManagerProvider manager={streamManager}>
        <LedgerFeed />
      </StreamManagerProvider>
    </QueryClientProvider>,
  )
  return { ...view, environment }
}

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent)

beforeEach(() => {
  FakeEventSource.reset()
})

describe('LiveControls with useLiveList', () => {
  it('opens one stream from the newest cached ledger and shows streamed ledgers on top', async () => {
    renderFeed()
    expect(FakeEventSource.instances).toHaveLength(1)
    const source = FakeEventSource.latest()
    expect(source.url).toBe(
      `http://horizon.test/ledgers?limit=200&cursor=${ledgerRecord(12).paging_token}`,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Connecting')

    act(() => {
      source.emitOpen()
      source.emitRecord(ledgerRecord(13))
    })
    expect(screen.getByRole('status')).toHaveTextContent('Live')
    await waitFor(() => expect(rows()).toEqual(['Ledger 13', 'Ledger 12', 'Ledger 11']))
  })

  it('pauses into a "N new" pill and shows the buffered ledgers in order on click', async () => {
    const user = userEvent.setup()
    renderFeed()
    const source = FakeEventSource.latest()
    act(() => source.emitOpen())

    const liveSwitch = screen.getByRole('switch', { name: 'Live updates' })
    await user.click(liveSwitch)
    expect(liveSwitch).not.toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('Paused')
    act(() => {
      source.emitRecord(ledgerRecord(13))
      source.emitRecord(ledgerRecord(14))
    })
    expect(rows()).toEqual(['Ledger 12', 'Ledger 11', 'Ledger 10'])

    await user.click(screen.getByRole('button', { name: '2 new ledgers' }))
    await waitFor(() => expect(rows()).toEqual(['Ledger 14', 'Ledger 13', 'Ledger 12']))
    expect(screen.queryByRole('button', { name: /new ledgers/ })).not.toBeInTheDocument()

    await user.click(liveSwitch)
    expect(liveSwitch).toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('Live')
  })

  it('auto-pauses when the list scrolls out of view', async () => {
    renderFeed()
    act(() => FakeEventSource.latest().emitOpen())
    const list = screen.getByRole('list', { name: 'Latest ledgers list' })
    list.getBoundingClientRect = () => new DOMRect(0, -400, 100, 100)
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Paused'))
    // Scrolled away is paused too: the one switch says so.
    expect(screen.getByRole('switch', { name: 'Live updates' })).not.toBeChecked()
    act(() => FakeEventSource.latest().emitRecord(ledgerRecord(13)))
    expect(screen.getByRole('button', { name: '1 new ledger' })).toBeInTheDocument()

    list.getBoundingClientRect = () => new DOMRect(0, 10, 100, 100)
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    await waitFor(() => expect(rows()).toEqual(['Ledger 13', 'Ledger 12', 'Ledger 11']))
  })

  it('shows reconnect attempts and server errors', () => {
    renderFeed()
    const source = FakeEventSource.latest()
    act(() => {
      source.emitOpen()
      source.emitServerError('problem: rate_limit_exceeded. full details: slow down')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting')
    expect(screen.getByText(/attempt 1, next try in \d+ s/)).toBeInTheDocument()
    expect(screen.getByText(/rate_limit_exceeded/)).toBeInTheDocument()
  })

  it('has one control: no pause button beside the switch, and turning it off keeps counting', async () => {
    const user = userEvent.setup()
    const { unmount } = renderFeed()
    act(() => FakeEventSource.latest().emitOpen())
    expect(screen.getByRole('switch', { name: 'Live updates' })).toBeChecked()
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    await user.click(screen.getByRole('switch', { name: 'Live updates' }))
    // Off keeps the stream so the pill can count what arrives meanwhile.
    expect(FakeEventSource.open()).toHaveLength(1)
    act(() => FakeEventSource.latest().emitRecord(ledgerRecord(13)))
    expect(screen.getByRole('button', { name: '1 new ledger' })).toBeInTheDocument()
    unmount()
    expect(FakeEventSource.open()).toHaveLength(0)
  })
})

/** A cache holding ledgers 12, 11, 10 and a stream manager over the fake EventSource. */
function frameClients() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(queryKey, page([12, 11, 10]))
  const streamManager = createStreamManager({
    EventSource: FakeEventSource,
    environment: createTestEnvironment(),
    probe: null,
  })
  return { queryClient, streamManager }
}

describe('LiveListFrame', () => {
  function renderFrame(isNewestFirstPage: boolean) {
    const { queryClient, streamManager } = frameClients()
    render(
      <QueryClientProvider client={queryClient}>
        <StreamManagerProvider manager={streamManager}>
          <LiveListFrame
            network={{ horizonUrl: 'http://horizon.test' }}
            streamPath="/payments"
            queryKey={queryKey}
            limit={3}
            isNewestFirstPage={isNewestFirstPage}
            recordNoun={{ one: 'payment', other: 'payments' }}
            streamSearch={{ include_failed: 'true' }}
          >
            <p>the list</p>
          </LiveListFrame>
        </StreamManagerProvider>
      </QueryClientProvider>,
    )
  }

  it('streams the newest first page with the list filters', async () => {
    renderFrame(true)
    expect(await screen.findByRole('switch', { name: 'Live updates' })).toBeChecked()
    expect(new URL(FakeEventSource.latest().url).searchParams.get('include_failed')).toBe('true')
    expect(screen.getByText('the list')).toBeInTheDocument()
  })

  it('does not stream or show controls on older pages', async () => {
    renderFrame(false)
    // The live part loads as its own chunk; once it is there, it still stays away.
    await act(async () => {
      await import('@/live/live-controls')
    })
    expect(FakeEventSource.instances).toHaveLength(0)
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })
})

function LedgerRows() {
  const { data } = useQuery({ queryKey, queryFn: () => page([]), staleTime: Infinity })
  return (
    <ul aria-label="Ledger rows">
      {data?._embedded.records.map((ledger) => (
        <li key={ledger.paging_token}>
          <a href={`#${ledger.sequence}`}>Ledger {ledger.sequence}</a>
        </li>
      ))}
    </ul>
  )
}

async function renderHeldFrame() {
  const { queryClient, streamManager } = frameClients()
  render(
    <QueryClientProvider client={queryClient}>
      <StreamManagerProvider manager={streamManager}>
        <button type="button">outside</button>
        <LiveListFrame
          network={{ horizonUrl: 'http://horizon.test' }}
          streamPath="/ledgers"
          queryKey={queryKey}
          limit={3}
          isNewestFirstPage
          recordNoun={{ one: 'ledger', other: 'ledgers' }}
        >
          <LedgerRows />
        </LiveListFrame>
      </StreamManagerProvider>
    </QueryClientProvider>,
  )
  await screen.findByRole('switch', { name: 'Live updates' })
  const source = FakeEventSource.latest()
  act(() => source.emitOpen())
  return source
}

describe('LiveListFrame holds its rows while the reader is in them', () => {
  it('keeps the rows under the pointer, counts arrivals, and shows them on leave without gap or duplicate', async () => {
    const user = userEvent.setup()
    const source = await renderHeldFrame()
    await user.hover(screen.getByRole('list', { name: 'Ledger rows' }))
    expect(screen.getByRole('status')).toHaveTextContent('Held while you read')

    act(() => {
      for (const sequence of [13, 14, 15, 16, 17]) source.emitRecord(ledgerRecord(sequence))
      // A record the stream repeats after a reconnect must not show twice.
      source.emitRecord(ledgerRecord(17))
    })
    expect(rows()).toEqual(['Ledger 12', 'Ledger 11', 'Ledger 10'])
    expect(screen.getByRole('button', { name: '5 new ledgers' })).toBeInTheDocument()
    // A hold lifts by itself: the switch stays on.
    expect(screen.getByRole('switch', { name: 'Live updates' })).toBeChecked()

    await user.unhover(screen.getByRole('list', { name: 'Ledger rows' }))
    await waitFor(() => expect(rows()).toEqual(['Ledger 17', 'Ledger 16', 'Ledger 15']))
    expect(screen.getByRole('status')).toHaveTextContent('Live')
    expect(screen.queryByRole('button', { name: /new ledger/ })).not.toBeInTheDocument()
  })

  it('holds while keyboard focus is inside the rows and resumes when focus leaves', async () => {
    const user = userEvent.setup()
    const source = await renderHeldFrame()
    screen.getByRole('link', { name: 'Ledger 12' }).focus()
    act(() => source.emitRecord(ledgerRecord(13)))
    expect(rows()).toEqual(['Ledger 12', 'Ledger 11', 'Ledger 10'])
    expect(screen.getByRole('button', { name: '1 new ledger' })).toBeInTheDocument()

    // Moving between rows keeps the hold.
    await user.tab()
    expect(screen.getByRole('link', { name: 'Ledger 11' })).toHaveFocus()
    act(() => source.emitRecord(ledgerRecord(14)))
    expect(rows()).toEqual(['Ledger 12', 'Ledger 11', 'Ledger 10'])

    act(() => screen.getByRole('button', { name: 'outside' }).focus())
    await waitFor(() => expect(rows()).toEqual(['Ledger 14', 'Ledger 13', 'Ledger 12']))
  })

  it('a manual pause outlasts the hold', async () => {
    const user = userEvent.setup()
    const source = await renderHeldFrame()
    await user.click(screen.getByRole('switch', { name: 'Live updates' }))
    await user.hover(screen.getByRole('list', { name: 'Ledger rows' }))
    await user.unhover(screen.getByRole('list', { name: 'Ledger rows' }))
    act(() => source.emitRecord(ledgerRecord(13)))
    expect(rows()).toEqual(['Ledger 12', 'Ledger 11', 'Ledger 10'])
    expect(screen.getByRole('status')).toHaveTextContent('Paused')
  })
})
