import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Ledger } from '@/api/horizon-types'
import { LedgerTable } from '@/ledgers/ledger-table'
import { readFixtureRecords, readHorizonFixture, renderInRouter } from '@/ui/test-support'

describe('LedgerTable', () => {
  it('renders the ledgers page with links that keep the network', () => {
    const ledgers = readFixtureRecords('ledgers-page.json') as Ledger[]
    renderInRouter(<LedgerTable ledgers={ledgers} />, '/testnet/ledgers')
    const table = screen.getByRole('table', { name: 'Ledgers' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sequence', 'Closed', 'Transactions', 'Operations', 'Hash'])
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', '/testnet/ledgers/3')
    const third = within(table).getAllByRole('row')[2]
    if (!third) throw new Error('missing row')
    expect(third).toHaveTextContent('1 succeeded / 0 failed')
    expect(third).toHaveTextContent('ec168d…')
    expect(third.querySelector('time')).toHaveAttribute('datetime', '2015-09-30T17:15:54Z')
  })

  it('keeps a custom horizon in links and tolerates a null failed count', () => {
    const ledger = readHorizonFixture('ledger.json') as Ledger
    renderInRouter(
      <LedgerTable ledgers={[{ ...ledger, failed_transaction_count: null }]} />,
      '/custom/ledgers?horizon=http%3A%2F%2Flocalhost%3A8000',
    )
    expect(screen.getByRole('link', { name: '52425760' })).toHaveAttribute(
      'href',
      '/custom/ledgers/52425760?horizon=http%3A%2F%2Flocalhost%3A8000',
    )
    expect(screen.getByRole('table')).toHaveTextContent('— failed')
  })

  it('shows a sequence that is no ledger sequence as text, not as a link', () => {
    const ledger = readHorizonFixture('ledger.json') as Ledger
    // Horizon may send anything: a path, zero, a number past the ledger sequences' 10 digits.
    const odd = ['5/../x', 0, 12345678901].map((sequence) => ({
      ...ledger,
      id: String(sequence),
      sequence: sequence as number,
    }))
    renderInRouter(<LedgerTable ledgers={[...odd, ledger]} />, '/testnet/ledgers')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/testnet/ledgers/52425760',
    ])
    expect(screen.getByText('5/../x').closest('a')).toBeNull()
    expect(screen.getByText('12345678901').closest('a')).toBeNull()
  })

  it('says so when there are no ledgers', () => {
    renderInRouter(<LedgerTable ledgers={[]} />)
    expect(screen.getByText('No ledgers.')).toBeInTheDocument()
  })
})
