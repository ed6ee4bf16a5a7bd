import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RecordColumnsTable, RecordTable } from '@/ui/record-table'
import type { RecordColumn } from '@/ui/record-table'
import { StatusBadge } from '@/ui/status-badge'

describe('RecordTable', () => {
  it('is a captioned table with column headers inside a focusable horizontal scroll region', () => {
    render(
      <RecordTable caption="Things" columns={['Name', 'Status']}>
        <tr>
          <td>a</td>
          <td>
            <StatusBadge successful={false} />
          </td>
        </tr>
      </RecordTable>,
    )
    const region = screen.getByRole('region', { name: 'Things' })
    expect(region).toHaveClass('overflow-x-auto')
    expect(region).toHaveAttribute('tabindex', '0')
    const table = within(region).getByRole('table', { name: 'Things' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col'])
    expect(within(table).getByText('Failed')).toBeInTheDocument()
  })

  it('shows the empty message across all columns', () => {
    render(
      <RecordTable
        caption="Things"
        columns={['A', 'B', 'C']}
        isEmpty
        emptyMessage="Nothing here."
      />,
    )
    expect(screen.getByRole('cell', { name: 'Nothing here.' })).toHaveAttribute('colspan', '3')
  })
})

describe('RecordColumnsTable', () => {
  interface Thing {
    id: string
    name: string
  }
  const columns: RecordColumn<Thing>[] = [{ header: 'Name', cell: (thing) => thing.name }]

  it('says there are none in the words of its caption unless told otherwise', () => {
    const { rerender } = render(
      <RecordColumnsTable caption="Claimable balances" columns={columns} records={[]} />,
    )
    expect(screen.getByRole('cell', { name: 'No claimable balances.' })).toBeInTheDocument()
    rerender(
      <RecordColumnsTable
        caption="Where the funds are"
        columns={columns}
        records={[]}
        emptyMessage="It holds nothing."
      />,
    )
    expect(screen.getByRole('cell', { name: 'It holds nothing.' })).toBeInTheDocument()
  })

  it("keys a row by its record's id unless told otherwise, so a reordered row keeps its element", () => {
    const first = { id: '1', name: 'First' }
    const second = { id: '2', name: 'Second' }
    const { rerender } = render(
      <RecordColumnsTable caption="Things" columns={columns} records={[first, second]} />,
    )
    const firstRow = screen.getByRole('row', { name: 'First' })
    rerender(<RecordColumnsTable caption="Things" columns={columns} records={[second, first]} />)
    expect(screen.getByRole('row', { name: 'First' })).toBe(firstRow)
  })
})
