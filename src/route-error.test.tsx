// Every real Horizon error body (shared/fixtures/horizon/error-*.json) rendered by the app's error
// page inside the shell: the kind of error, the field and Horizon's reason must be readable.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appRouterOptions, appRoutes } from '@/router'
import { readHorizonFixture, readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { awaitIdleLoadsBeforeTeardown } from '@/test-support/idle-loads'

const localHorizon = 'http://127.0.0.1:8000'

awaitIdleLoadsBeforeTeardown()

interface ProblemFixture {
  status: number
  title: string
  extras?: { invalid_field?: string; reason?: string }
}

const errorFixtures = [
  'error-404.json',
  'error-bad-account-id.json',
  'error-bad-cursor.json',
  'error-bad-limit-nonnumeric.json',
  'error-bad-limit-zero.json',
  'error-bad-limit.json',
  'error-bad-order.json',
  'error-bad-tx-hash.json',
]

/** The config, the root document, and the fixture's exact bytes and status for the list page. */
function answerWithFixture(fixtureName: string, status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/config.json') {
        return Promise.resolve(
          Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon }),
        )
      }
      if (new URL(url).pathname === '/') {
        return Promise.resolve(
          // Ledger 12345 has closed: its 404 means "no such ledger", not "not closed yet".
          Response.json({ network_passphrase: 'Test', history_latest_ledger: 20_000 }),
        )
      }
      return Promise.resolve(
        new Response(readHorizonFixtureText(fixtureName), {
          status,
          headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
        }),
      )
    }),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Horizon error bodies on the error page', () => {
  it.each(errorFixtures)('%s', async (fixtureName) => {
    const problem = readHorizonFixture(fixtureName) as ProblemFixture
    answerWithFixture(fixtureName, problem.status)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const router = createMemoryRouter(appRoutes, {
      ...appRouterOptions(queryClient),
      initialEntries: ['/local/ledgers/12345'],
    })
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )

    if (problem.status === 404) {
      expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
      expect(screen.getByText('There is no such ledger on local.')).toBeInTheDocument()
      return
    }
    expect(await screen.findByRole('heading', { name: 'Invalid request' })).toBeInTheDocument()
    const field = problem.extras?.invalid_field
    const reason = problem.extras?.reason
    if (field === undefined || reason === undefined) throw new Error(`${fixtureName} has no extras`)
    const explanation = screen.getByText(/Horizon rejected/)
    expect(explanation).toHaveTextContent(`the ${field} parameter: ${reason}`)
    // The shell is still there around the error.
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument()
  })
})
