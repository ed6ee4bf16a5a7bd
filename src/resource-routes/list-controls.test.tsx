import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ledgerPagingToken } from '@/api/find-ledger-by-time'
import type { PageParams } from '@/api/page-params'
import { stubFetch } from '@/test-support/render-app'
import { HistoryExport, readExportRange } from '@/resource-routes/history-export'
import { JumpToDate, ledgerStartCursor, parseUtcInput } from '@/resource-routes/jump-to-date'
import { Pager, singular } from '@/resource-routes/pager'

const horizon = 'http://horizon.test'
const start = Date.parse('2026-01-01T00:00:00Z')
// Ledgers 1..100 closing every 5 s from `start`.
const closedAt = (sequence: number) => new Date(start + (sequence - 1) * 5_000).toISOString()

function ledgersAnswer(url: string): Response {
  const search = new URL(url).searchParams
  const limit = Number(search.get('limit') ?? '10')
  const order = search.get('order') ?? 'asc'
  const cursor = search.get('cursor')
  const after = cursor ? Number(BigInt(cursor) >> 32n) : 0
  const sequences =
    order === 'desc'
      ? [100]
      : Array.from({ length: limit }, (_, index) => after + 1 + index).filter((s) => s <= 100)
  const records = sequences.map((sequence) => ({
    sequence,
    closed_at: closedAt(sequence),
    paging_token: ledgerPagingToken(sequence),
  }))
  return Response.json({ _embedded: { records } })
}

function ShowLocation() {
  const location = useLocation()
  return <p>{`Location: ${location.pathname}${location.search}`}</p>
}

const params: PageParams = { cursor: null, order: 'desc', limit: 10, includeFailed: null }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('JumpToDate', () => {
  beforeEach(() => {
    stubFetch(ledgersAnswer)
  })

  it('reads the field as UTC and rejects what is not a date-time', () => {
    expect(parseUtcInput('2026-01-01T00:05')?.toISOString()).toBe('2026-01-01T00:05:00.000Z')
    expect(parseUtcInput('yesterday')).toBeNull()
    expect(ledgerStartCursor(3)).toBe(String((3n << 32n) - 1n))
  })

  it('opens the list at the first ledger at or after the time, oldest first, and says how', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/local/ledgers']}>
        <Routes>
          <Route
            path="/:network/*"
            element={
              <>
                <JumpToDate
                  horizonUrl={horizon}
                  params={params}
                  pageHref={(target, display) =>
                    `/local/ledgers?cursor=${target.cursor}&order=${target.order}&display=${display}`
                  }
                />
                <ShowLocation />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByText('Jump to date (UTC)')).toBeInTheDocument()
    // 00:00:12 lies between ledger 3 (00:00:10) and ledger 4 (00:00:15).
    await user.type(screen.getByLabelText('Jump to date (UTC)'), '2026-01-01T00:00:12')
    await user.click(screen.getByRole('button', { name: 'Jump' }))
    expect(await screen.findByText(/^Found ledger 4 \(\d+ requests?\)$/)).toBeInTheDocument()
    expect(
      await screen.findByText(
        `Location: /local/ledgers?cursor=${ledgerStartCursor(4)}&order=asc&display=asc`,
      ),
    ).toBeInTheDocument()
  })

  it('explains an empty field instead of searching', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <JumpToDate horizonUrl={horizon} params={params} pageHref={() => '/'} />
      </MemoryRouter>,
    )
    await user.click(screen.getByRole('button', { name: 'Jump' }))
    expect(screen.getByText('Enter a date and time (UTC) to jump to')).toBeInTheDocument()
  })
})

describe('HistoryExport', () => {
  it('checks the range before exporting', () => {
    const first = (count: string) => readExportRange({ mode: 'first', count, from: '', until: '' })
    const dates = (from: string, until: string) =>
      readExportRange({ mode: 'dates', count: '', from, until })
    expect(first('0')).toMatch(/from 1 to 10,000/)
    expect(first('10001')).toMatch(/from 1 to 10,000/)
    expect(first('250')).toEqual({ kind: 'first', count: 250 })
    expect(dates('2026-01-02T00:00', '2026-01-01T00:00')).toMatch(/must be after/)
    expect(dates('', '')).toMatch(/both ends/)
  })

  it('reads a date range from its fields once that choice is made', async () => {
    const requested = stubFetch(() => Response.json({ _embedded: { records: [] } }))
    const user = userEvent.setup()
    render(<HistoryExport network={{ horizonUrl: horizon }} accountId="GA" collection="payments" />)
    await user.click(screen.getByRole('radio', { name: 'Date range (UTC)' }))
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-01-02T00:00' } })
    fireEvent.change(screen.getByLabelText('Until (UTC)'), {
      target: { value: '2026-01-01T00:00' },
    })
    expect(screen.getByLabelText('From (UTC)')).toHaveValue('2026-01-02T00:00')
    expect(screen.getByRole('radio', { name: 'First' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      'The end of the range must be after its start',
    )
    expect(requested).toEqual([])
  })

  it('walks the pages, shows progress, and saves one CSV of every record', async () => {
    const total = 450
    const requested = stubFetch((url) => {
      const search = new URL(url).searchParams
      const after = Number(search.get('cursor') || '0')
      const limit = Number(search.get('limit'))
      const records = Array.from({ length: limit }, (_, index) => after + 1 + index)
        .filter((n) => n <= total)
        .map((n) => ({ id: String(n), paging_token: String(n), amount: `${n}.0000000` }))
      return Response.json({ _embedded: { records } })
    })
    const saved: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob)
      return 'blob:test'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const user = userEvent.setup()
    render(<HistoryExport network={{ horizonUrl: horizon }} accountId="GA" collection="payments" />)
    await user.clear(screen.getByLabelText('Number of records'))
    await user.type(screen.getByLabelText('Number of records'), '1000')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Exported 450 payments from 3 pages')).toBeInTheDocument()
    expect(requested).toHaveLength(3)
    expect(requested[0]).toContain('/accounts/GA/payments?include_failed=true&order=asc')
    const lines = (await saved[0]?.text())?.trim().split('\r\n') ?? []
    expect(lines[0]).toBe('id,paging_token,amount')
    expect(lines).toHaveLength(total + 1)
    expect(lines.at(-1)).toBe('450,450,450.0000000')
  })

  it('cancels a running export and saves nothing', async () => {
    let release: () => void = () => {}
    stubFetch(() => Response.json({ _embedded: { records: [] } }))
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            release = () => reject(new DOMException('aborted', 'AbortError'))
            init?.signal?.addEventListener('abort', () => release())
          }),
      ),
    )
    const createUrl = vi.spyOn(URL, 'createObjectURL')
    const user = userEvent.setup()
    render(
      <HistoryExport network={{ horizonUrl: horizon }} accountId="GA" collection="operations" />,
    )
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(screen.getByRole('progressbar', { name: 'Export of operations' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel export' }))
    await act(async () => {
      await Promise.resolve()
    })
    await waitFor(() =>
      expect(screen.getByText('Export cancelled; nothing was saved')).toBeInTheDocument(),
    )
    expect(createUrl).not.toHaveBeenCalled()
  })
})

describe('Pager', () => {
  const navigation = (records: number, forward: PageParams | null) => ({
    records: Array.from({ length: records }, (_, index) => index),
    forward,
    backward: null,
    reachedEnd: forward === null,
    isEmpty: records === 0,
  })

  it('counts the records of a list that fits on one page instead of "first" and "no newer"', () => {
    render(
      <MemoryRouter>
        <Pager
          navigation={navigation(1, null)}
          params={{ ...params, order: 'asc' }}
          display="asc"
          recordNoun="operations"
          prefetchPage={() => {}}
          keyboard="no-keys"
        />
      </MemoryRouter>,
    )
    const pager = screen.getByRole('navigation', { name: 'operations pages' })
    expect(pager).toHaveTextContent(/^1 operation$/)
    expect(singular('entries')).toBe('entry')
  })

  it('offers the next page when there is one', () => {
    render(
      <MemoryRouter>
        <Pager
          navigation={navigation(10, { ...params, cursor: '5' })}
          params={params}
          display="desc"
          recordNoun="ledgers"
          prefetchPage={() => {}}
          keyboard="no-keys"
        />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Older →' })).toBeInTheDocument()
    expect(screen.getByText('Newest ledgers first')).toBeInTheDocument()
  })
})
