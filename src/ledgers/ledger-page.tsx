import { useEffect, useRef } from 'react'
import { useNavigate, useParams } from 'react-router'
import type { Ledger } from '@/api/horizon-types'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import type { Fact } from '@/resource-routes/detail-parts'
import { createRecordRoute, manifestTabs } from '@/resource-routes/record-route'
import { routeManifest } from '@/route-manifest'
import { Amount } from '@/ui/amount'
import { CopyButton } from '@/ui/copy-button'
import { useExplorerHref } from '@/ui/explorer-href'
import { ExplorerLink } from '@/ui/explorer-link'
import { useBracketKeys } from '@/ui/keyboard'
import { isLedgerSequence } from '@/ui/record-id-shapes'
import { stroopsText, stroopsToAmount } from '@/ui/format-amount'
import { RelativeTime } from '@/ui/relative-time'
import type { SummaryFigure } from '@/ui/summary-card'
import { countText, timeFigure } from '@/ui/summary-card'

/** The base reserve in XLM and stroops; "unknown" when the record's value is not a stroop count. */
function BaseReserve({ stroops }: { stroops: unknown }) {
  const text = stroopsText(stroops)
  if (text === 'unknown') return text
  return (
    <>
      <Amount value={stroopsToAmount(String(stroops))} assetCode="XLM" /> ({text})
    </>
  )
}

/**
 * Previous/next ledger links, also on [ and ] (←/→ page the ledger's tab list). They count from
 * the sequence in the URL, the ledger the reader asked for, never from the record's own field: a
 * Horizon that answers with another or a malformed sequence cannot change where they lead.
 */
function LedgerNeighbours() {
  const href = useExplorerHref()
  const navigate = useNavigate()
  const asked = useParams().sequence ?? ''
  const sequence = isLedgerSequence(asked) ? Number(asked) : null
  // The ledger the last key went to. This page stays on screen until that one has loaded, so the
  // keys count from it: "] [" typed faster than a page loads comes back here and "] ] ]" moves
  // three ledgers, instead of each press counting from the ledger still shown.
  const keyTarget = useRef(sequence)
  useEffect(() => {
    keyTarget.current = sequence
  }, [sequence])
  function goBy(step: number) {
    if (keyTarget.current === null || keyTarget.current + step < 1) return
    keyTarget.current += step
    void navigate(href(`/ledgers/${keyTarget.current}`))
  }
  useBracketKeys(
    sequence !== null && sequence > 1 ? () => goBy(-1) : null,
    sequence !== null ? () => goBy(1) : null,
  )
  if (sequence === null) return null
  return (
    <nav aria-label="Neighbouring ledgers" className="flex gap-3 text-sm">
      {sequence > 1 ? (
        <ExplorerLink rel="prev" to={`/ledgers/${sequence - 1}`}>
          ← Ledger {sequence - 1}
        </ExplorerLink>
      ) : null}
      <ExplorerLink rel="next" to={`/ledgers/${sequence + 1}`}>
        Ledger {sequence + 1} →
      </ExplorerLink>
    </nav>
  )
}

/** When it closed, what it held, what it collected: the figures a ledger watcher reads first. */
function ledgerSummary(ledger: Ledger): SummaryFigure[] {
  const failed = countText(ledger.failed_transaction_count)
  return [
    timeFigure('Closed at', ledger.closed_at),
    {
      term: 'Transactions',
      value: `${countText(ledger.successful_transaction_count)} succeeded`,
      detail: failed === 'unknown' ? 'failed: not stated' : `${failed} failed`,
    },
    { term: 'Operations', value: countText(ledger.operation_count) },
    { term: 'Fee pool', value: <Amount value={ledger.fee_pool} assetCode="XLM" /> },
  ]
}

function ledgerFacts(ledger: Ledger): Fact[] {
  return [
    { term: 'Sequence', description: ledger.sequence },
    {
      term: 'Hash',
      description: (
        <span className="font-mono break-all">
          {ledger.hash} <CopyButton text={ledger.hash} label="Copy ledger hash" />
        </span>
      ),
    },
    {
      term: 'Previous hash',
      description: ledger.prev_hash ? (
        <span className="font-mono break-all">{ledger.prev_hash}</span>
      ) : (
        'none'
      ),
    },
    { term: 'Closed at', description: <RelativeTime value={ledger.closed_at} identifies /> },
    { term: 'Successful transactions', description: ledger.successful_transaction_count },
    { term: 'Failed transactions', description: ledger.failed_transaction_count ?? 'unknown' },
    { term: 'Operations', description: ledger.operation_count },
    {
      term: 'Operations in transaction set',
      description: ledger.tx_set_operation_count ?? 'unknown',
    },
    { term: 'Fee pool', description: <Amount value={ledger.fee_pool} assetCode="XLM" /> },
    { term: 'Total coins', description: <Amount value={ledger.total_coins} assetCode="XLM" /> },
    { term: 'Base fee', description: stroopsText(ledger.base_fee_in_stroops) },
    { term: 'Base reserve', description: <BaseReserve stroops={ledger.base_reserve_in_stroops} /> },
    { term: 'Protocol version', description: ledger.protocol_version },
    { term: 'Max transaction set size', description: ledger.max_tx_set_size },
  ]
}

export const { loader, Component } = createRecordRoute({
  noun: 'Ledger',
  idParam: 'sequence',
  path: (sequence) => `/ledgers/${sequence}`,
  query: ledgerQueries.detail,
  heading: (ledger) => ({ id: String(ledger.sequence) }),
  Intro: LedgerNeighbours,
  summary: ledgerSummary,
  facts: ledgerFacts,
  tabs: manifestTabs(routeManifest.ledger.tabs),
})
