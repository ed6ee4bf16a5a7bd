import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Ledger } from '@/api/horizon-types'
import { LedgerSummary } from '@/ledgers/ledger-summary'
import { LedgerTable } from '@/ledgers/ledger-table'
import {
  readFixtureRecords,
  readHorizonFixture,
  renderInRouter,
  visibleText,
} from '@/ui/test-support'

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

  it('says so when there are no ledgers', () => {
    renderInRouter(<LedgerTable ledgers={[]} />)
    expect(screen.getByText('No ledgers.')).toBeInTheDocument()
  })
})

describe('LedgerSummary', () => {
  it('lists the facts of the ledger fixture', () => {
    const ledger = readHorizonFixture('ledger.json') as Ledger
    const view = renderInRouter(<LedgerSummary ledger={ledger} />)
    const text = visibleText(view.container)
    expect(text).toContain('52425760')
    expect(text).toContain('c0e25db186d08e5614018def632a730a6ea30ed6b8d438148c884bd503d08736')
    expect(text).toContain('105,443,902,087.3472865 XLM')
    expect(text).toContain('4,761,068.4157944 XLM')
    expect(text).toContain('100 stroops')
    expect(text).toContain('276')
    expect(text).toContain('864')
    expect(screen.getByRole('button', { name: 'Copy ledger hash' })).toBeInTheDocument()
  })

  it('shows null counts and a missing prev_hash as such', () => {
    const ledger = readHorizonFixture('ledger.json') as Ledger
    const view = renderInRouter(
      <LedgerSummary
        ledger={{
          ...ledger,
          prev_hash: undefined,
          failed_transaction_count: null,
          tx_set_operation_count: null,
        }}
      />,
    )
    expect(visibleText(view.container)).toContain('not recorded')
    expect(screen.getAllByText('not recorded')).toHaveLength(2)
    expect(screen.getByText('none')).toBeInTheDocument()
  })
})
