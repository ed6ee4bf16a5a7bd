// A failed operation's row reads its transaction for the reason. A transaction Horizon could not
// give (a 404 from a pruned or hostile Horizon) is not asked for again by each page of rows that
// shows one of its operations while that answer is cached: on a 200-row page, every Older click
// sent those requests again.
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'
import { horizonPageBody, renderApp, stubFetch } from '@/test-support/render-app'

const localHorizon = 'http://127.0.0.1:8000'
const missingHash = 'ab'.repeat(32)

function failedOperation(id: string) {
  const record = readHorizonFixture('op-payment.json') as Record<string, unknown>
  return {
    ...record,
    id,
    paging_token: id,
    transaction_successful: false,
    transaction_hash: missingHash,
  }
}

// The whole app loads lazily in jsdom; on a busy machine that takes seconds.
const slowFind = { timeout: 15_000 }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the reason of a failed operation in a list', () => {
  it('asks for a transaction Horizon did not find once, not again on the next page', async () => {
    const requested = stubFetch((url) => {
      if (url === '/config.json') {
        return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
      }
      const { pathname, searchParams } = new URL(url)
      if (pathname === '/') {
        return Response.json({ network_passphrase: 'Test', history_latest_ledger: 4 })
      }
      if (pathname === '/operations') {
        const id = searchParams.get('cursor') === '1000' ? '999' : '799'
        return new Response(horizonPageBody([failedOperation(id)]))
      }
      return Response.json({ title: 'Resource Missing', status: 404 }, { status: 404 })
    })
    const transactionRequests = () =>
      requested.filter((url) => new URL(url, localHorizon).pathname.startsWith('/transactions/'))
    const router = renderApp('/local/operations?cursor=1000')
    await screen.findByRole('link', { name: '999' }, slowFind)
    await vi.waitFor(() => expect(transactionRequests()).toHaveLength(1), slowFind)

    await act(() => router.navigate('/local/operations?cursor=800'))
    await screen.findByRole('link', { name: '799' }, slowFind)
    // Time for the new row's query observer to mount and, if it would, to fetch.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(transactionRequests()).toEqual([`${localHorizon}/transactions/${missingHash}`])
  }, 30_000)
})
