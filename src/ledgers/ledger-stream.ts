import type { QueryClient } from '@tanstack/react-query'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import type { Ledger, RootDocument } from '@/api/horizon-types'
import type { StreamedRecordHandler } from '@/live/use-live-list'

/**
 * A streamed ledger newer than the root document's latest is the newest Horizon has ingested:
 * move the header's latest ledger forward. Older ledgers (a replay that has not caught up) leave
 * the document alone, so they neither move it back nor pass for fresh news that would put off
 * its next poll (horizon-root-queries.ts).
 */
export function recordStreamedLedger(
  queryClient: QueryClient,
  horizonUrl: string,
  ledger: Pick<Ledger, 'sequence' | 'closed_at'>,
): void {
  const rootKey = horizonRootQueries.root({ horizonUrl }).queryKey
  const root = queryClient.getQueryData<RootDocument>(rootKey)
  // Every byte from a Horizon is untrusted: a record without a numeric sequence moves nothing.
  if (!root || typeof ledger.sequence !== 'number') return
  if (ledger.sequence <= root.history_latest_ledger) return
  queryClient.setQueryData<RootDocument>(rootKey, {
    ...root,
    history_latest_ledger: ledger.sequence,
    history_latest_ledger_closed_at: ledger.closed_at,
    ingest_latest_ledger: Math.max(root.ingest_latest_ledger, ledger.sequence),
    core_latest_ledger: Math.max(root.core_latest_ledger, ledger.sequence),
  })
}

/** What every live ledger list does with a streamed ledger besides listing it. */
export const onLedgerStreamed: StreamedRecordHandler = (record, { queryClient, horizonUrl }) => {
  // The one cast from the untyped stream record: this handler is only given Horizon's /ledgers.
  const ledger = record as unknown as Ledger
  recordStreamedLedger(queryClient, horizonUrl, ledger)
}
