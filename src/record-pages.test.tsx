import { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import type { LoaderFunctionArgs } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loader as ledgerLoader } from '@/ledgers/ledger-page'
import { readHorizonFixture, readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { appRouterOptions } from '@/router'
import { horizonPageBody, renderApp, stubFetch } from '@/test-support/render-app'

const localHorizon = 'http://127.0.0.1:8000'
const emptyPage = horizonPageBody([])
let requestedUrls: string[] = []
let ledgerFixture = readHorizonFixtureText('ledger.json')

/** The record fixtures at their Horizon paths; every sub-list is an empty page. */
function horizonAnswer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
  }
  const { pathname } = new URL(url)
  const records: Record<string, string> = {
    '/ledgers/52425760': ledgerFixture,
    '/transactions/a434302ea03b42dd00614e258e6b7cdce5dc8a9d7381b1cba8844b75df4f1486':
      readHorizonFixtureText('transaction.json'),
    '/operations/225257527003537409': readHorizonFixtureText('op-payment.json'),
    '/accounts/GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3':
      readHorizonFixtureText('account.json'),
  }
  const record = records[pathname]
  if (record) return new Response(record, { status: 200 })
  if (pathname === '/') return Response.json({ history_latest_ledger: 4, history_elder_ledger: 1 })
  return new Response(emptyPage, { status: 200 })
}

beforeEach(() => {
  ledgerFixture = readHorizonFixtureText('ledger.json')
  requestedUrls = stubFetch(horizonAnswer)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function fact(details: HTMLElement, term: string): string {
  const termElement = within(details).getByText(term, { selector: 'dt' })
  return termElement.nextElementSibling?.textContent ?? ''
}

describe('record pages built by createRecordRoute', () => {
  it('shows a ledger: heading, neighbours, facts, actions, tabs and the first tab', async () => {
    renderApp('/local/ledgers/52425760')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ledger 52425760' }),
    ).toBeInTheDocument()
    const neighbours = screen.getByRole('navigation', { name: 'Neighbouring ledgers' })
    expect(within(neighbours).getByRole('link', { name: /52425759/ })).toHaveAttribute(
      'href',
      '/local/ledgers/52425759',
    )
    const details = screen.getByLabelText('Ledger details')
    expect(fact(details, 'Fee pool')).toBe('4,761,068.4157944 XLM')
    expect(fact(details, 'Total coins')).toBe('105,443,902,087.3472865 XLM')
    expect(screen.getByRole('button', { name: 'Copy ledger hash' })).toBeInTheDocument()
    // The request the page made on the selected network, never the answer's own _links.self;
    // the first such link is the record's (the open tab, once loaded, has its own below).
    expect(screen.getAllByRole('link', { name: /Open in Horizon/ })[0]).toHaveAttribute(
      'href',
      'http://127.0.0.1:8000/ledgers/52425760',
    )
    expect(screen.getByText('Ledger JSON')).toBeInTheDocument()
    const tabs = screen.getByRole('navigation', { name: 'Ledger contents' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/local/ledgers/52425760/transactions',
      '/local/ledgers/52425760/operations',
      '/local/ledgers/52425760/payments',
      '/local/ledgers/52425760/effects',
    ])
    expect(within(tabs).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Transactions in ledger 52425760' }),
    ).toBeInTheDocument()
  })

  it('shows null counts and a missing previous hash as such', async () => {
    const ledger = readHorizonFixture('ledger.json') as Record<string, unknown>
    ledgerFixture = JSON.stringify({
      ...ledger,
      prev_hash: undefined,
      failed_transaction_count: null,
      tx_set_operation_count: null,
    })
    renderApp('/local/ledgers/52425760/effects')
    await screen.findByRole('heading', { level: 1, name: 'Ledger 52425760' })
    const details = screen.getByLabelText('Ledger details')
    expect(fact(details, 'Failed transactions')).toBe('unknown')
    expect(fact(details, 'Operations in transaction set')).toBe('unknown')
    expect(fact(details, 'Previous hash')).toBe('none')
    const tabs = screen.getByRole('navigation', { name: 'Ledger contents' })
    expect(within(tabs).getByRole('link', { name: 'Effects' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('loads only the record in the record loader: tabs load beside it, never inside it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const args = {
      params: { network: 'local', sequence: '52425760' },
      request: new Request('http://app.test/local/ledgers/52425760/operations'),
      context: appRouterOptions(queryClient).getContext(),
    } as unknown as LoaderFunctionArgs
    await ledgerLoader(args)
    expect(requestedUrls.filter((url) => url.startsWith(localHorizon))).toEqual([
      `${localHorizon}/ledgers/52425760`,
    ])
  })

  it('shows a transaction with its copyable hash, links and tabs', async () => {
    const hash = 'a434302ea03b42dd00614e258e6b7cdce5dc8a9d7381b1cba8844b75df4f1486'
    renderApp(`/local/transactions/${hash}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(`^Transaction ${hash}`) }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument()
    const details = screen.getByLabelText('Transaction details')
    const ledger = readHorizonFixture('transaction.json') as { ledger: number }
    expect(within(details).getByRole('link', { name: String(ledger.ledger) })).toHaveAttribute(
      'href',
      `/local/ledgers/${ledger.ledger}`,
    )
    expect(screen.getByRole('button', { name: 'Decode envelope XDR' })).toBeInTheDocument()
    const tabs = screen.getByRole('navigation', { name: 'Transaction contents' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Operations', 'Effects'])
  })

  it('shows an operation with its sentence, fields and effects, without tab links', async () => {
    renderApp('/local/operations/225257527003537409')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operation 225257527003537409' }),
    ).toBeInTheDocument()
    const details = screen.getByLabelText('Operation details')
    expect(within(details).getByRole('link', { name: '52446855' })).toHaveAttribute(
      'href',
      '/local/ledgers/52446855',
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Fields' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Effects' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: /contents|history/ })).toBeNull()
  })

  it('sends a muxed account to its base account and says which M… led there', async () => {
    const muxed = 'MAQXAWHCM4A7SQCT3BOSVEGRI2OOB7LO2CMFOYFF6YRXU4VQSB5V2AAAAAAAAE4DUGF2O'
    const router = renderApp(`/local/accounts/${muxed}`)
    // The muxed address decodes to another base account than the fixture's (answered here with
    // an empty body): this checks the redirect, not the page.
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/local/accounts/GAQXAWHCM4A7SQCT3BOSVEGRI2OOB7LO2CMFOYFF6YRXU4VQSB5V2V2K',
      ),
    )
    expect(router.state.location.search).toBe(`?muxed=${muxed}`)
    // The record itself is never asked for under the M… address. (The index tab's loader runs
    // beside the record's, so it still asks for the M… address's operations once.)
    expect(requestedUrls).not.toContain(`${localHorizon}/accounts/${muxed}`)
    expect(requestedUrls).toContain(
      `${localHorizon}/accounts/GAQXAWHCM4A7SQCT3BOSVEGRI2OOB7LO2CMFOYFF6YRXU4VQSB5V2V2K`,
    )
  })

  it('shows an account with balances, signers and a data tab counting its entries', async () => {
    renderApp('/local/accounts/GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Account GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3/,
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Balances' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Signers and thresholds' }),
    ).toBeInTheDocument()
    const tabs = screen.getByRole('navigation', { name: 'Account history' })
    expect(within(tabs).getByRole('link', { name: 'Data (2)' })).toHaveAttribute(
      'href',
      '/local/accounts/GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3/data',
    )
  })
})
