import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { IdLink } from '@/ui/explorer-link'
import { firstPaintRows, RecordColumnsTable } from '@/ui/record-table'
import type { RecordColumn } from '@/ui/record-table'

interface Row {
  id: string
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(from - index) }))

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>
}

function renderTable(records: Row[], columns: readonly RecordColumn<Row>[]) {
  return render(
    <MemoryRouter initialEntries={['/local/ledgers']}>
      <Routes>
        <Route
          path="/:network/*"
          element={
            <>
              <RecordColumnsTable
                caption="Ledgers"
                columns={columns}
                records={records}
                rowKey={(row) => row.id}
              />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

const linkColumns: readonly RecordColumn<Row>[] = [
  { header: 'Sequence', cell: (row) => <IdLink to={`/ledgers/${row.id}`}>{row.id}</IdLink> },
]

describe('RecordColumnsTable rows', () => {
  it('links rows with plain anchors that navigate in the app on a plain click only', () => {
    renderTable(rows(7, 2), linkColumns)
    const link = screen.getByRole('link', { name: '7' })
    expect(link).toHaveAttribute('href', '/local/ledgers/7')

    // A modified click is the browser's (a new tab): the app does not navigate. (Recorded, then
    // stopped at the window: jsdom cannot open the tab.)
    let leftToBrowser = false
    const recordAndStop = (event: Event) => {
      leftToBrowser = !event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', recordAndStop)
    act(() => {
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
      )
    })
    window.removeEventListener('click', recordAndStop)
    expect(leftToBrowser).toBe(true)
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/local/ledgers')

    fireEvent.click(link)
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/local/ledgers/7')
  })

  it('paints the first rows of a long list at once and the rest in the following frames', async () => {
    renderTable(rows(500, 120), linkColumns)
    const bodyRows = () =>
      screen.getByRole('table', { name: 'Ledgers' }).querySelectorAll('tbody tr')
    expect(bodyRows()).toHaveLength(firstPaintRows)
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(120), { timeout: 4_000 })
    expect(bodyRows()[119]).toHaveTextContent('381')
  })

  it('renders a new list in place of the one on screen whole, in one commit', async () => {
    const table = (records: Row[]) => (
      <RecordColumnsTable
        caption="Ledgers"
        columns={linkColumns}
        records={records}
        rowKey={(row) => row.id}
      />
    )
    const { rerender } = render(<MemoryRouter>{table(rows(500, 120))}</MemoryRouter>)
    const bodyRows = () =>
      screen.getByRole('table', { name: 'Ledgers' }).querySelectorAll('tbody tr')
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(120), { timeout: 4_000 })
    const firstBody = screen.getByRole('table', { name: 'Ledgers' }).querySelector('tbody')
    // The next page: no row in common with the rows on screen.
    rerender(<MemoryRouter>{table(rows(380, 120))}</MemoryRouter>)
    expect(bodyRows()).toHaveLength(120)
    expect(bodyRows()[0]).toHaveTextContent('380')
    expect(bodyRows()[119]).toHaveTextContent('261')
    // Its old rows left in one removal: the table has a new body.
    expect(screen.getByRole('table', { name: 'Ledgers' }).querySelector('tbody')).not.toBe(
      firstBody,
    )
  })

  it('renders only the new row when a record is prepended to the list on screen', async () => {
    const renderedIds: string[] = []
    const countingColumns: readonly RecordColumn<Row>[] = [
      {
        header: 'Sequence',
        cell: (row) => {
          renderedIds.push(row.id)
          return row.id
        },
      },
    ]
    const table = (records: Row[]) => (
      <RecordColumnsTable
        caption="Ledgers"
        columns={countingColumns}
        records={records}
        rowKey={(row) => row.id}
      />
    )
    const shown = rows(60, 60)
    const { rerender } = render(table(shown))
    const bodyRows = () =>
      screen.getByRole('table', { name: 'Ledgers' }).querySelectorAll('tbody tr')
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(60))
    renderedIds.length = 0
    rerender(table([{ id: '61' }, ...shown.slice(0, 59)]))
    expect(renderedIds).toEqual(['61'])
    // Every row stays on screen: an update of the list shown is not a new list.
    expect(bodyRows()).toHaveLength(60)
    expect(bodyRows()[0]).toHaveTextContent('61')
  })
})
