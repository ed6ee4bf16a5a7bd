import { startTransition, useLayoutEffect } from 'react'
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

const bodyRows = () => screen.getByRole('table', { name: 'Ledgers' }).querySelectorAll('tbody tr')

interface RowsAtCommit {
  count: number
  first: string | undefined
  last: string | undefined
}

/** Reads the table's rows in the commit that gives it `records` (a layout effect after it). */
function CommitProbe({
  records,
  onCommit,
}: {
  records: readonly Row[]
  onCommit: (rows: RowsAtCommit) => void
}) {
  useLayoutEffect(() => {
    const shown = [...bodyRows()]
    onCommit({
      count: shown.length,
      first: shown[0]?.textContent ?? undefined,
      last: shown.at(-1)?.textContent ?? undefined,
    })
  }, [records, onCommit])
  return null
}

/** A table of `records` and what its rows were at each commit that changed them; `show` renders others. */
function renderWithCommitProbe(records: Row[]) {
  const rowsAtCommit: RowsAtCommit[] = []
  const onCommit = (rows: RowsAtCommit) => rowsAtCommit.push(rows)
  const ui = (shown: Row[]) => (
    <MemoryRouter>
      <RecordColumnsTable
        caption="Ledgers"
        columns={linkColumns}
        records={shown}
        rowKey={(row) => row.id}
      />
      <CommitProbe records={shown} onCommit={onCommit} />
    </MemoryRouter>
  )
  const { rerender } = render(ui(records))
  return { rowsAtCommit, show: (shown: Row[]) => rerender(ui(shown)) }
}

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

  it('renders another page in place of the one on screen whole, in the commit that brings it', async () => {
    const rendered = renderWithCommitProbe(rows(500, 120))
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(120), { timeout: 4_000 })
    const firstBody = screen.getByRole('table', { name: 'Ledgers' }).querySelector('tbody')
    // The next page, as a navigation brings it: in React Router's transition.
    act(() => startTransition(() => rendered.show(rows(380, 120))))
    // One commit, one layout: every new row is on the page when the new records are.
    expect(rendered.rowsAtCommit.at(-1)).toEqual({ count: 120, first: '380', last: '261' })
    // Its old rows left in one removal: the table has a new body.
    expect(screen.getByRole('table', { name: 'Ledgers' }).querySelector('tbody')).not.toBe(
      firstBody,
    )
  })

  it('removes the page it replaces from the document in one DOM removal, not one per row', async () => {
    const rendered = renderWithCommitProbe(rows(500, 120))
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(120), { timeout: 4_000 })
    const oldBody = screen.getByRole('table', { name: 'Ledgers' }).querySelector('tbody')
    const removed: Node[] = []
    const originalRemoveChild = Node.prototype.removeChild
    const removeChild = vi.spyOn(Node.prototype, 'removeChild').mockImplementation(function <
      T extends Node,
    >(this: Node, child: T): T {
      removed.push(child)
      return originalRemoveChild.call(this, child) as T
    })
    try {
      act(() => startTransition(() => rendered.show(rows(380, 120))))
    } finally {
      removeChild.mockRestore()
    }
    // The old tbody leaves with its 120 rows: one removal, as the floor of bench/render-profile.ts
    // pays one (its tbody.replaceWith).
    expect(removed).toEqual([oldBody])
    expect(bodyRows()).toHaveLength(120)
  })

  it('keeps the rows on screen through an urgent update and renders a new list after it', async () => {
    const rendered = renderWithCommitProbe(rows(500, 120))
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(120), { timeout: 4_000 })
    // A refetch whose answer shares no row with the page on screen: an urgent update.
    act(() => rendered.show(rows(380, 120)))
    expect(rendered.rowsAtCommit.at(-1)).toEqual({ count: 120, first: '500', last: '381' })
    expect(bodyRows()).toHaveLength(120)
    expect(bodyRows()[0]).toHaveTextContent('380')
    expect(bodyRows()[119]).toHaveTextContent('261')
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
