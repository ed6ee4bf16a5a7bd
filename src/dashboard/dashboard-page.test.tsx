import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Ledger, Operation, Page } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import { createStreamManager } from '@/api/stream-manager'
import { FakeEventSource, createTestEnvironment } from '@/api/stream-test-event-source'
import { networkRouteId } from '@/app/network-route'
import {
  DashboardPage,
  dashboardLedgerParams,
  dashboardPaymentParams,
} from '@/dashboard/dashboard-page'
import { ledgerQueries } from '@/ledgers/ledger-queries'
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

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(
    ledgerQueries.list(network, dashboardLedgerParams).queryKey,
    page([102, 101, 100].map(ledger)),
  )
  queryClient.setQueryData(
    paymentQueries.list(network, dashboardPaymentParams).queryKey,
    page([payment(102, 1)]),
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
        children: [{ index: true, element: <DashboardPage streamManager={streamManager} /> }],
      },
    ],
    { initialEntries: ['/local'] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
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
    const ledgerStream = streamFor('/ledgers')
    act(() => ledgerStream.emitOpen())
    await user.click(within(ledgersRegion).getByRole('button', { name: 'Pause live updates' }))
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
    expect(
      within(paymentsRegion).getByRole('button', { name: 'Pause live updates' }),
    ).toBeInTheDocument()
  })
})
