import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Operation } from '@/api/horizon-types'
import { OperationTable } from '@/operations/operation-table'
import { readFixtureRecords, renderInRouter } from '@/ui/test-support'

describe('OperationTable', () => {
  it('renders operations with id, sentence, transaction, time and status', () => {
    const operations = readFixtureRecords('operations-page.json') as Operation[]
    renderInRouter(<OperationTable operations={operations} />, '/testnet/operations')
    const table = screen.getByRole('table', { name: 'Operations' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(screen.getByRole('link', { name: '12884905985' })).toHaveAttribute(
      'href',
      '/testnet/operations/12884905985',
    )
    const [firstTransactionLink] = screen.getAllByRole('link', { name: /^3389e9…/ })
    expect(firstTransactionLink?.getAttribute('href')).toMatch(/^\/testnet\/transactions\/3389e9f0/)
    expect(table).toHaveTextContent('created account')
    expect(within(table).getAllByText('Success')).toHaveLength(3)
  })

  it('marks failed operations', () => {
    const [operation] = readFixtureRecords('operations-page.json') as Operation[]
    if (!operation) throw new Error('fixture changed')
    renderInRouter(
      <OperationTable operations={[{ ...operation, transaction_successful: false }]} />,
    )
    expect(screen.getByText('Failed')).toBeInTheDocument()
  })
})
