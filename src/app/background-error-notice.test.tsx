import { QueryClientProvider } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/api/query-client'
import { BackgroundErrorNotice } from '@/app/background-error-notice'

/** A refresh of data already on screen that fails with `message`. */
async function failedRefresh(queryClient: QueryClient, key: string, message: string) {
  queryClient.setQueryData([key], { shown: true })
  await queryClient
    .fetchQuery({
      queryKey: [key],
      queryFn: () => Promise.reject(new Error(message)),
      retry: false,
      staleTime: 0,
    })
    .catch(() => undefined)
}

describe('BackgroundErrorNotice', () => {
  it('shows the failed refresh of its own client until dismissed', async () => {
    const user = userEvent.setup()
    const queryClient = createQueryClient()
    const unrelatedClient = createQueryClient()
    render(
      <QueryClientProvider client={queryClient}>
        <BackgroundErrorNotice />
      </QueryClientProvider>,
    )
    await failedRefresh(unrelatedClient, 'payments', 'other app')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    await failedRefresh(queryClient, 'ledgers', 'Horizon rate limit exceeded')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Showing earlier data: refreshing failed (Horizon rate limit exceeded).',
    )
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
