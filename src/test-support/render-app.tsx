// Test-only: the whole app (router, shell, lazy pages) in a memory router, as main.tsx runs it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { createStreamManager } from '@/api/stream-manager'
import { StreamManagerProvider } from '@/live/stream-manager-context'
import { appRouterOptions, appRoutes } from '@/router'
import { awaitIdleLoadsBeforeTeardown } from '@/test-support/idle-loads'

// Every file that imports renderApp renders the app.
awaitIdleLoadsBeforeTeardown()

/** Renders the app at `path` with a fresh QueryClient that never retries; returns the router. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(appRoutes, {
    ...appRouterOptions(queryClient),
    initialEntries: [path],
  })
  render(
    <QueryClientProvider client={queryClient}>
      <StreamManagerProvider manager={createStreamManager()}>
        <RouterProvider router={router} />
      </StreamManagerProvider>
    </QueryClientProvider>,
  )
  return router
}

/** Replaces fetch with `answer`; returns the list every requested URL is appended to. */
export function stubFetch(answer: (url: string) => Response): string[] {
  const requestedUrls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requestedUrls.push(url)
      return Promise.resolve(answer(url))
    }),
  )
  return requestedUrls
}

/** A Horizon page body holding `records` (links present but empty: the tests do not follow them). */
export function horizonPageBody(records: unknown[]): string {
  return JSON.stringify({
    _links: { self: { href: '' }, next: { href: '' }, prev: { href: '' } },
    _embedded: { records },
  })
}

/** Types `text` into the header's search box and submits it, as pressing Enter does. */
export async function submitSearch(text: string): Promise<void> {
  const box = await screen.findByRole('searchbox')
  fireEvent.change(box, { target: { value: text } })
  fireEvent.submit(box.closest('form') as HTMLFormElement)
}
