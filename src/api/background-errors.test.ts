import type { QueryClient } from '@tanstack/react-query'
import { QueryClient as PlainQueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { backgroundErrorsOf } from '@/api/background-errors'
import { createQueryClient } from '@/api/query-client'

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

function latestBackgroundError(queryClient: QueryClient) {
  return backgroundErrorsOf(queryClient)?.latest() ?? null
}

describe('background error reporting', () => {
  it('reports a failed refetch of data that is on screen', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(['ledgers'], { shown: true })
    await failingFetch(queryClient, 'ledgers')
    expect(latestBackgroundError(queryClient)?.message).toBe('refresh of ledgers failed')
    expect(queryClient.getQueryData(['ledgers'])).toEqual({ shown: true })
  })

  it('leaves first-load failures to the error boundary', async () => {
    const queryClient = createQueryClient()
    await failingFetch(queryClient, 'accounts')
    expect(latestBackgroundError(queryClient)).toBeNull()
  })

  it('keeps each client’s errors to itself, and dismiss clears them', async () => {
    const failing = createQueryClient()
    const other = createQueryClient()
    failing.setQueryData(['ledgers'], { shown: true })
    await failingFetch(failing, 'ledgers')
    expect(latestBackgroundError(failing)?.message).toBe('refresh of ledgers failed')
    expect(latestBackgroundError(other)).toBeNull()

    backgroundErrorsOf(failing)?.dismiss()
    expect(latestBackgroundError(failing)).toBeNull()
  })

  it('ignores silent queries and has no store on a client built without createQueryClient', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(['root'], { shown: true })
    await queryClient
      .fetchQuery({
        queryKey: ['root'],
        queryFn: () => Promise.reject(new Error('badge says so itself')),
        retry: false,
        staleTime: 0,
        meta: { backgroundErrors: 'silent' },
      })
      .catch(() => undefined)
    expect(latestBackgroundError(queryClient)).toBeNull()
    expect(backgroundErrorsOf(new PlainQueryClient())).toBeNull()
  })
})
