import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Ledger, Operation, Page } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import { createStreamManager } from '@/api/stream-manager'
import { FakeEventSource, createTestEnvironment } from '@/api/stream-test-event-source'
import { networkRouteId } from '@/resource-routes/network-route'
import { DashboardPage } from '@/dashboard/dashboard-page'
import { dashboardLedgerParams, dashboardPaymentParams } from '@/dashboard/dashboard-params'
import { dashboardReplayQueries } from '@/dashboard/dashboard-replay'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { StreamManagerProvider } from '@/live/stream-manager-context'
import { paymentQueries } from '@/payments/payment-queries'

const network: Network = {
  id: 'local',
  horizonUrl: 'http://horizon.test',
  label: 'Local',
  customHorizon: null,
}

function ledgerToken(sequence: number): string {
  return (BigInt(sequence) << 32n).toString()
}

function ledger(sequence: number): Ledger {
  const link = { href: `http://horizon.test/ledgers/${sequence}` }
  return {
    _links: { self: link, transactions: link, operations: link, payments: link, effects: link },
    id: `hash${sequence}`.padEnd(64, '0'),
    paging_token: ledgerToken(sequence),
    hash: `hash${sequence}`.padEnd(64, '0'),
    sequence,
    successful_transaction_count: 2,
    failed_transaction_count: 1,
    operation_count: sequence % 7,
    tx_set_operation_count: sequence % 7,
    closed_at: '2026-11-21T06:00:00Z',
    total_coins: '100000000000.0000000',
    fee_pool: '0.0000000',
    base_fee_in_stroops: 100,
    base_reserve_in_stroops: 5000000,
    max_tx_set_size: 100,
    protocol_version: 23,
    header_xdr: '',
  }
}

function payment(sequence: number, index: number): Operation {
  const id = ((BigInt(sequence) << 32n) | (1n << 12n) | BigInt(index)).toString()
  const link = { href: `http://horizon.test/operations/${id}` }
  return {
    _links: { self: link, transaction: link, effects: link, succeeds: link, precedes: link },
    id,
    paging_token: id,
    transaction_successful: true,
    source_account: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
    type: 'payment',
    type_i: 1,
    created_at: '2026-11-21T06:00:00Z',
    transaction_hash: 'a'.repeat(64),
    asset_type: 'native',
    from: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
    to: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
    amount: '12.5000000',
  }
}

function page<T>(records: T[]): Page<T> {
  const href = 'http://horizon.test/ledgers?cursor=&limit=10&order=desc'
  return { _links: { self: { href }, next: { href }, prev: { href } }, _embedded: { records } }
}

const replayCursor = ledgerToken(100)

function renderDashboard(initialEntry = '/local') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(
    ledgerQueries.list(network, dashboardLedgerParams).queryKey,
    page([102, 101, 100].map(ledger)),
  )
  queryClient.setQueryData(
    paymentQueries.list(network, dashboardPaymentParams).queryKey,
    page([payment(102, 1)]),
  )
  // What the loader fetches for ?cursor=<ledger 100>: the records up to it, newest first.
  queryClient.setQueryData(
    dashboardReplayQueries.ledgers(network, replayCursor, dashboardLedgerParams.limit).queryKey,
    page([100, 99, 98].map(ledger)),
  )
  queryClient.setQueryData(
    dashboardReplayQueries.payments(network, replayCursor, dashboardPaymentParams.limit).queryKey,
    page([payment(99, 2), payment(99, 1)]),
  )
  const streamManager = createStreamManager({
    EventSource: FakeEventSource,
    environment: createTestEnvironment(),
    probe: null,
  })
  const router = createMemoryRouter(
    [
      {
        id: networkRouteId,
        path: '/:network',
        loader: () => network,
        HydrateFallback: () => null,
        children: [{ index: true, element: <DashboardPage /> }],
      },
    ],
    { initialEntries: [initialEntry] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <StreamManagerProvider manager={streamManager}>
        <RouterProvider router={router} />
      </StreamManagerProvider>
    </QueryClientProvider>,
  )
  return { router }
}

/** Ledger sequences in "Latest ledgers", top to bottom (the sequence is each row's link). */
function shownLedgers(region: HTMLElement): number[] {
  return within(region)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
}

function streamFor(path: string): FakeEventSource {
  const source = FakeEventSource.instances.find(
    (instance) => new URL(instance.url).pathname === path && instance.readyState !== 2,
  )
  if (!source) throw new Error(`No open stream for ${path}`)
  return source
}

beforeEach(() => {
  FakeEventSource.reset()
})

describe('DashboardPage', () => {
  it('streams ledgers and payments into their lists from the newest loaded record', async () => {
    renderDashboard()
    const ledgersRegion = await screen.findByRole('region', { name: 'Latest ledgers' })
    const paymentsRegion = screen.getByRole('region', { name: 'Latest payments' })
    expect(within(ledgersRegion).getByRole('link', { name: '102' })).toBeInTheDocument()
    expect(within(ledgersRegion).getByRole('link', { name: 'All ledgers' })).toHaveAttribute(
      'href',
      '/local/ledgers?order=desc',
    )
    expect(within(paymentsRegion).getByRole('link', { name: 'All payments' })).toHaveAttribute(
      'href',
      '/local/payments?order=desc',
    )

    await within(paymentsRegion).findByRole('switch', { name: 'Live updates' })
    await within(ledgersRegion).findByRole('switch', { name: 'Live updates' })
    expect(FakeEventSource.instances).toHaveLength(2)
    const ledgerStream = streamFor('/ledgers')
    const paymentStream = streamFor('/payments')
    expect(ledgerStream.cursor).toBe(ledgerToken(102))
    expect(paymentStream.cursor).toBe(payment(102, 1).paging_token)

    act(() => {
      ledgerStream.emitOpen()
      ledgerStream.emitRecord(ledger(103))
      paymentStream.emitOpen()
      paymentStream.emitRecord(payment(103, 1))
    })
    await waitFor(() =>
      expect(within(ledgersRegion).getByRole('link', { name: '103' })).toBeInTheDocument(),
    )
    await waitFor(() =>
      expect(
        within(paymentsRegion).getByRole('link', { name: payment(103, 1).id }),
      ).toBeInTheDocument(),
    )
    expect(within(ledgersRegion).getByRole('status')).toHaveTextContent('Live')

    const chart = await screen.findByRole('img', { name: /ledgers 100 to 103/ })
    expect(chart).toHaveAccessibleName(expect.stringContaining('Latest ledger 103'))
  })

  it('pauses one feed without touching the other', async () => {
    const user = userEvent.setup()
    renderDashboard()
    const ledgersRegion = await screen.findByRole('region', { name: 'Latest ledgers' })
    const ledgerSwitch = await within(ledgersRegion).findByRole('switch', { name: 'Live updates' })
    const ledgerStream = streamFor('/ledgers')
    act(() => ledgerStream.emitOpen())
    await user.click(ledgerSwitch)
    act(() => {
      ledgerStream.emitRecord(ledger(103))
      ledgerStream.emitRecord(ledger(104))
    })
    const pill = within(ledgersRegion).getByRole('button', { name: '2 new ledgers' })
    expect(within(ledgersRegion).queryByRole('link', { name: '104' })).not.toBeInTheDocument()
    await user.click(pill)
    await waitFor(() =>
      expect(within(ledgersRegion).getByRole('link', { name: '104' })).toBeInTheDocument(),
    )
    const paymentsRegion = screen.getByRole('region', { name: 'Latest payments' })
    expect(within(paymentsRegion).getByRole('switch', { name: 'Live updates' })).toBeChecked()
  })

  describe('replaying from ?cursor=', () => {
    it('streams both feeds from the cursor and fills the lists after it, in order', async () => {
      renderDashboard(`/local?cursor=${replayCursor}`)
      const ledgersRegion = await screen.findByRole('region', { name: 'Latest ledgers' })
      const paymentsRegion = screen.getByRole('region', { name: 'Latest payments' })
      expect(screen.getByText('Replaying from ledger 100')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Go live' })).toHaveAttribute('href', '/local')

      // The lists start from the records up to the cursor…
      expect(shownLedgers(ledgersRegion)).toEqual([100, 99, 98])
      expect(
        within(paymentsRegion).getByRole('link', { name: payment(99, 2).id }),
      ).toBeInTheDocument()
      // …and both streams start at it (one TOID order for ledgers and operations).
      expect(FakeEventSource.instances).toHaveLength(2)
      const ledgerStream = streamFor('/ledgers')
      const paymentStream = streamFor('/payments')
      expect(ledgerStream.cursor).toBe(replayCursor)
      expect(paymentStream.cursor).toBe(replayCursor)

      act(() => {
        ledgerStream.emitOpen()
        for (const sequence of [101, 102, 103]) ledgerStream.emitRecord(ledger(sequence))
        paymentStream.emitOpen()
        // Ledger 100's payments come after its ledger token, so the replay delivers them.
        paymentStream.emitRecord(payment(100, 1))
        paymentStream.emitRecord(payment(101, 1))
      })
      await waitFor(() => expect(shownLedgers(ledgersRegion)).toEqual([103, 102, 101, 100, 99, 98]))
      await waitFor(() =>
        expect(
          within(paymentsRegion).getByRole('link', { name: payment(101, 1).id }),
        ).toBeInTheDocument(),
      )
      expect(
        within(paymentsRegion).getByRole('link', { name: payment(100, 1).id }),
      ).toBeInTheDocument()
      const chart = await screen.findByRole('img', { name: /ledgers 98 to 103/ })
      expect(chart).toHaveAccessibleName(expect.stringContaining('Latest ledger 103'))
    })

    it('"Go live" drops the cursor and streams the live lists instead', async () => {
      const user = userEvent.setup()
      const { router } = renderDashboard(`/local?cursor=${replayCursor}`)
      await screen.findByRole('region', { name: 'Latest ledgers' })
      const replayStreams = [streamFor('/ledgers'), streamFor('/payments')]

      await user.click(screen.getByRole('link', { name: 'Go live' }))
      await waitFor(() => expect(screen.queryByText(/Replaying from/)).not.toBeInTheDocument())
      expect(router.state.location.search).toBe('')
      const ledgersRegion = screen.getByRole('region', { name: 'Latest ledgers' })
      // The live lists load and their streams open asynchronously after the navigation (on a
      // loaded machine that can take longer than the replay notice takes to go).
      await waitFor(() => expect(shownLedgers(ledgersRegion)).toEqual([102, 101, 100]))
      // One EventSource per stream URL: the replay connections are gone, not doubled.
      expect(replayStreams.every((source) => source.readyState === 2)).toBe(true)
      await waitFor(() => expect(FakeEventSource.open()).toHaveLength(2))
      expect(streamFor('/ledgers').cursor).toBe(ledgerToken(102))
      expect(streamFor('/payments').cursor).toBe(payment(102, 1).paging_token)
    })

    it('treats cursor=now like no cursor', async () => {
      renderDashboard('/local?cursor=now')
      const ledgersRegion = await screen.findByRole('region', { name: 'Latest ledgers' })
      expect(screen.queryByText(/Replaying from/)).not.toBeInTheDocument()
      expect(shownLedgers(ledgersRegion)).toEqual([102, 101, 100])
      expect(streamFor('/ledgers').cursor).toBe(ledgerToken(102))
    })

    it('explains a cursor it cannot replay from and opens no stream', async () => {
      renderDashboard('/local?cursor=latest')
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Cannot replay from this cursor')
      expect(alert).toHaveTextContent('“latest” is not a cursor')
      expect(within(alert).getByRole('link', { name: 'Go live' })).toHaveAttribute('href', '/local')
      expect(screen.queryByRole('region', { name: 'Latest ledgers' })).not.toBeInTheDocument()
      expect(FakeEventSource.instances).toHaveLength(0)
    })

    it('says so when the cursor is beyond int64', async () => {
      renderDashboard('/local?cursor=99999999999999999999')
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'larger than the largest cursor Horizon accepts (9223372036854775807)',
      )
      expect(FakeEventSource.instances).toHaveLength(0)
    })
  })
})
