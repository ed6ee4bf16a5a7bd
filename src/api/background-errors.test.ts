import type { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { dismissBackgroundError, latestBackgroundError } from '@/api/background-errors'
import { createQueryClient } from '@/api/query-client'

afterEach(() => dismissBackgroundError())

function failingFetch(queryClient: QueryClient, key: string) {
  return queryClient
    .fetchQuery({
      queryKey: [key],
      queryFn: () => Promise.reject(new Error(`refresh of ${key} failed`)),
      retry: false,
      staleTime: 0,
    })
    .catch(() => undefined)
}

describe('background error reporting', () => {
  it('reports a failed refetch of data that is on screen', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(['ledgers'], { shown: true })
    await failingFetch(queryClient, 'ledgers')
    expect(latestBackgroundError()?.message).toBe('refresh of ledgers failed')
    expect(queryClient.getQueryData(['ledgers'])).toEqual({ shown: true })
  })

  it('leaves first-load failures to the error boundary', async () => {
    const queryClient = createQueryClient()
    await failingFetch(queryClient, 'accounts')
    expect(latestBackgroundError()).toBeNull()
  })
})
