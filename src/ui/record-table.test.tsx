import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RecordTable } from '@/ui/record-table'
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
