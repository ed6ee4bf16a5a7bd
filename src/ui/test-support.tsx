// Test-only helpers (imported by *.test.tsx files, never by the app).
import { render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'

export { readHorizonFixture }

export function readFixtureRecords(name: string): unknown[] {
  const page = readHorizonFixture(name)
  if (typeof page === 'object' && page !== null && '_embedded' in page) {
    const embedded = page._embedded
    if (
      typeof embedded === 'object' &&
      embedded !== null &&
      'records' in embedded &&
      Array.isArray(embedded.records)
    ) {
      return embedded.records as unknown[]
    }
  }
  throw new Error(`${name} is not a Horizon page`)
}

/** Renders inside the app's `/:network/*` route so useExplorerHref sees a network. */
export function renderInRouter(ui: ReactElement, url = '/testnet/somewhere') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/:network/*" element={ui} />
      </Routes>
    </MemoryRouter>,
  )
}

/** The text a sighted user reads: screen-reader-only copies (full account ids) are left out. */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true)
  if (!(copy instanceof Element)) return element.textContent ?? ''
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove()
  return copy.textContent ?? ''
}

/**
 * Renders a record table in the router at `url` and returns its two body rows (the heading row
 * left out); it fails unless the table named `name` shows exactly two records.
 */
export function renderTwoRecordTable(
  ui: ReactElement,
  url: string,
  name: string,
): [HTMLElement, HTMLElement] {
  renderInRouter(ui, url)
  const [heading, first, second, ...more] = within(
    screen.getByRole('table', { name }),
  ).getAllByRole('row')
  if (!heading || !first || !second || more.length > 0) {
    throw new Error(`the table ${name} does not show exactly two records`)
  }
  return [first, second]
}
