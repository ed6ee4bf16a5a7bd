// A contract's events from getEvents, oldest first as RPC pages them. The page's cursor is in the
// URL (`events_cursor`); the newest page follows new events: every few seconds it asks getEvents
// from its last cursor and appends what came into the page's own cache entry. The Live updates
// switch stops and restarts that; like a list's, it is a view preference, not part of the URL.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { RpcNetwork } from '@/contracts/contract-queries'
import { contractEventPageSize, contractQueries } from '@/contracts/contract-queries'
import type { ContractEventPage, ContractEventRow, TokenInfo } from '@/contracts/contract-types'
import { ContractEventSentence } from '@/contracts/contract-event-sentence'
import { RecordSection } from '@/resource-routes/detail-parts'
import { AppLink } from '@/ui/app-link'
import { ExplorerLink } from '@/ui/explorer-link'
import { PartError } from '@/ui/part-boundary'
import { useLocationSearchParams } from '@/ui/location-search-params'
import { CompactTable, compactRowClassName } from '@/ui/compact-table'
import { LiveSwitch } from '@/ui/live-switch'

const pageLinkClassName = 'text-blue-700 underline dark:text-blue-300'

/** How often the newest page asks for new events (a ledger closes every ~5 s). */
export const contractEventPollMs = 5_000

function useFollowNewEvents(
  network: RpcNetwork,
  contractId: string,
  wasmHash: string | null,
  cursor: string | null,
  page: ContractEventPage | undefined,
  following: boolean,
) {
  const queryClient = useQueryClient()
  const lastCursor = page?.nextCursor ?? null
  const full = (page?.rows.length ?? 0) >= contractEventPageSize
  useEffect(() => {
    if (!following || lastCursor === null || full) return
    const pageKey = contractQueries.events(network, contractId, wasmHash, cursor).queryKey
    const timer = setInterval(() => {
      const tail = contractQueries.events(network, contractId, wasmHash, lastCursor)
      queryClient
        .fetchQuery({ ...tail, staleTime: 0, gcTime: 0 })
        .then((news) => {
          queryClient.setQueryData(pageKey, (current) => {
            if (current === undefined) return current
            const seen = new Set(current.rows.map((row) => row.id))
            const added = news.rows.filter((row) => !seen.has(row.id))
            return {
              ...current,
              rows: [...current.rows, ...added],
              nextCursor: news.nextCursor ?? current.nextCursor,
              latestLedger: news.latestLedger,
            }
          })
        })
        // A failed poll is tried again at the next tick; the page keeps what it has.
        .catch(() => undefined)
    }, contractEventPollMs)
    return () => clearInterval(timer)
  }, [queryClient, network, contractId, wasmHash, cursor, lastCursor, full, following])
}

function EventTable({ rows, token }: { rows: ContractEventRow[]; token: TokenInfo | null }) {
  return (
    <CompactTable label="Contract events" headings={['Ledger', 'Event', 'Transaction']}>
      {rows.map((row) => (
        <tr key={row.id} className={compactRowClassName}>
          <td className="py-1 pr-3 align-top">
            <ExplorerLink to={`/ledgers/${row.ledger}`}>{row.ledger}</ExplorerLink>
          </td>
          <td className="py-1 pr-3 align-top">
            <ContractEventSentence row={row} token={token} />
            {row.inSuccessfulContractCall ? null : (
              <span className="text-red-700 dark:text-red-300"> (call failed)</span>
            )}
          </td>
          <td className="py-1 align-top">
            <ExplorerLink to={`/transactions/${row.txHash}`} longId>
              {row.txHash.slice(0, 8)}…
            </ExplorerLink>
          </td>
        </tr>
      ))}
    </CompactTable>
  )
}

export function ContractEventsSection({
  network,
  contractId,
  wasmHash,
  token,
}: {
  network: RpcNetwork
  contractId: string
  wasmHash: string | null
  token: TokenInfo | null
}) {
  const searchParams = useLocationSearchParams()
  const { pathname } = useLocation()
  const cursor = searchParams.get('events_cursor')
  const eventsQuery = useQuery(contractQueries.events(network, contractId, wasmHash, cursor))
  const page = eventsQuery.data
  const [following, setFollowing] = useState(true)
  useFollowNewEvents(network, contractId, wasmHash, cursor, page, following)
  const canFollow =
    page !== undefined && page.rows.length < contractEventPageSize && page.nextCursor !== null

  const pageHref = (nextCursor: string | null) => {
    const search = new URLSearchParams(searchParams)
    if (nextCursor === null) search.delete('events_cursor')
    else search.set('events_cursor', nextCursor)
    const query = search.toString()
    return `${pathname}${query ? `?${query}` : ''}`
  }

  return (
    <RecordSection title="Events">
      {eventsQuery.isPending ? <p role="status">Loading events…</p> : null}
      {eventsQuery.isError ? (
        <PartError
          title="Events"
          error={eventsQuery.error}
          onRetry={() => void eventsQuery.refetch()}
        />
      ) : null}
      {page !== undefined ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {page.rows.length === 0 ? 'No events' : `${page.rows.length} events`} in ledgers this
            RPC keeps ({page.oldestLedger}–{page.latestLedger}), oldest first.
            {canFollow
              ? following
                ? ' New events appear as they happen.'
                : ' New events are paused.'
              : null}
          </p>
          {canFollow ? (
            <LiveSwitch on={following} onToggle={() => setFollowing((on) => !on)} />
          ) : null}
          {page.rows.length > 0 ? <EventTable rows={page.rows} token={token} /> : null}
          <nav aria-label="Event pages" className="flex gap-3 text-sm">
            {cursor !== null ? (
              <AppLink to={pageHref(null)} className={pageLinkClassName}>
                Oldest events
              </AppLink>
            ) : null}
            {page.rows.length >= contractEventPageSize && page.nextCursor !== null ? (
              <AppLink to={pageHref(page.nextCursor)} className={pageLinkClassName}>
                Next events
              </AppLink>
            ) : null}
          </nav>
        </>
      ) : null}
    </RecordSection>
  )
}
