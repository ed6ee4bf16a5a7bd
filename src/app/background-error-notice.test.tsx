import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/api/query-client'
import { BackgroundErrorNotice } from '@/app/background-error-notice'

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
    queryClient.setQueryData(['ledgers'], { shown: true })
    unrelatedClient.setQueryData(['payments'], { shown: true })
    await unrelatedClient
      .fetchQuery({
        queryKey: ['payments'],
        queryFn: () => Promise.reject(new Error('other app')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    await queryClient
      .fetchQuery({
        queryKey: ['ledgers'],
        queryFn: () => Promise.reject(new Error('Horizon rate limit exceeded')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Showing earlier data: refreshing failed (Horizon rate limit exceeded).',
    )
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
