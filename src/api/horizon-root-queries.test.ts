import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { RootDocument } from '@/api/horizon-types'
import {
  holdLedgerStream,
  horizonRootQueries,
  recordStreamedLedger,
} from '@/api/horizon-root-queries'

const horizonUrl = 'http://127.0.0.1:8000'

function rootDocument(latest: number): RootDocument {
  return {
    _links: {},
    horizon_version: 'sandbox',
    core_version: 'sandbox',
    ingest_latest_ledger: latest,
    history_latest_ledger: latest,
    history_latest_ledger_closed_at: '2026-01-01T00:00:00Z',
    history_elder_ledger: 1,
    core_latest_ledger: latest,
    network_passphrase: 'Test',
    current_protocol_version: 21,
    supported_protocol_version: 21,
    core_supported_protocol_version: 21,
  }
}

function refetchInterval(): unknown {
  const options = horizonRootQueries.root({ horizonUrl })
  return typeof options.refetchInterval === 'function'
    ? // The interval function ignores its query argument.
      options.refetchInterval(undefined as never)
    : options.refetchInterval
}

describe('root document kept current by ledger streams', () => {
  it('moves the latest ledger forward, never back', () => {
    const queryClient = new QueryClient()
    const key = horizonRootQueries.root({ horizonUrl }).queryKey
    queryClient.setQueryData(key, rootDocument(10))

    recordStreamedLedger(queryClient, horizonUrl, {
      sequence: 12,
      closed_at: '2026-01-01T00:01:00Z',
    })
    expect(queryClient.getQueryData<RootDocument>(key)).toMatchObject({
      history_latest_ledger: 12,
      history_latest_ledger_closed_at: '2026-01-01T00:01:00Z',
      core_latest_ledger: 12,
    })

    recordStreamedLedger(queryClient, horizonUrl, {
      sequence: 11,
      closed_at: '2026-01-01T00:00:55Z',
    })
    expect(queryClient.getQueryData<RootDocument>(key)?.history_latest_ledger).toBe(12)
  })

  it('stops polling the root document while a ledger stream is open', () => {
    expect(refetchInterval()).toBe(30_000)
    const releaseFirst = holdLedgerStream(horizonUrl)
    const releaseSecond = holdLedgerStream(horizonUrl)
    expect(refetchInterval()).toBe(false)
    releaseFirst()
    releaseFirst()
    expect(refetchInterval()).toBe(false)
    releaseSecond()
    expect(refetchInterval()).toBe(30_000)
  })
})
