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
import { LiveListFrame } from '@/live/live-list-frame'
import { StreamManagerProvider } from '@/live/stream-manager-context'

type LedgerRow = ReturnType<typeof ledgerRecord>

const queryKey = ['ledgers', 'list', 'http://horizon.test', { order: 'desc', limit: 3 }]

function page(sequences: number[]): Page<LedgerRow> {
  const href = 'http://horizon.test/ledgers?cursor=&limit=3&order=desc'
  return {
    _links: { self: { href }, next: { href }, prev: { href } },
    _embedded: { records: sequences.map(ledgerRecord) },
  }
}

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

function renderFrame() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(queryKey, page([12, 11, 10]))
  const streamManager = createStreamManager({
    EventSource: FakeEventSource,
    environment: createTestEnvironment(),
    probe: null,
  })
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
  const source = FakeEventSource.latest()
  act(() => source.emitOpen())
  return source
}

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent)

beforeEach(() => {
  FakeEventSource.reset()
})

describe('LiveListFrame holds its rows while the reader is in them', () => {
  it('keeps the rows under the pointer, counts arrivals, and shows them on leave without gap or duplicate', async () => {
    const user = userEvent.setup()
    const source = renderFrame()
    await user.hover(screen.getByRole('list', { name: 'Ledger rows' }))
    expect(screen.getByRole('status')).toHaveTextContent('Held while you read')

    act(() => {
      for (const sequence of [13, 14, 15, 16, 17]) source.emitRecord(ledgerRecord(sequence))
      // A record the stream repeats after a reconnect must not show twice.
      source.emitRecord(ledgerRecord(17))
    })
    expect(rows()).toEqual(['Ledger 12', 'Ledger 11', 'Ledger 10'])
    expect(screen.getByRole('button', { name: '5 new ledgers' })).toBeInTheDocument()
    // The button offers pausing, not resuming: the hold lifts by itself.
    expect(screen.getByRole('button', { name: 'Pause live updates' })).toBeInTheDocument()

    await user.unhover(screen.getByRole('list', { name: 'Ledger rows' }))
    await waitFor(() => expect(rows()).toEqual(['Ledger 17', 'Ledger 16', 'Ledger 15']))
    expect(screen.getByRole('status')).toHaveTextContent('Live')
    expect(screen.queryByRole('button', { name: /new ledger/ })).not.toBeInTheDocument()
  })

  it('holds while keyboard focus is inside the rows and resumes when focus leaves', async () => {
    const user = userEvent.setup()
    const source = renderFrame()
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
    const source = renderFrame()
    await user.click(screen.getByRole('button', { name: 'Pause live updates' }))
    await user.hover(screen.getByRole('list', { name: 'Ledger rows' }))
    await user.unhover(screen.getByRole('list', { name: 'Ledger rows' }))
    act(() => source.emitRecord(ledgerRecord(13)))
    expect(rows()).toEqual(['Ledger 12', 'Ledger 11', 'Ledger 10'])
    expect(screen.getByRole('status')).toHaveTextContent('Paused')
  })
})
