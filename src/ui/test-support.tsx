// Test-only helpers (imported by *.test.tsx files, never by the app).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'

/**
 * The shared real-Horizon fixtures (see shared/fixtures/horizon/SOURCES.md). CI clones the repo
 * with shared/ beside it, and Vitest runs from the repo root.
 */
const fixturesDirectory =
  process.env.HORIZON_FIXTURES_DIR ?? resolve(process.cwd(), '../shared/fixtures/horizon')

export function readHorizonFixture(name: string): unknown {
  return JSON.parse(readFileSync(`${fixturesDirectory}/${name}`, 'utf8')) as unknown
}

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
