import type { ReactNode } from 'react'
import type { FeeStats } from '@/api/horizon-market-types'
import type { Ledger } from '@/api/horizon-types'
import { feeFigures, ledgerWindowFigures, successRate } from '@/dashboard/headline-figures'
import { ExplorerLink } from '@/ui/explorer-link'
import { formatAmount } from '@/ui/format-amount'

// The dashboard leads with the answer a ledger watcher wants: how fast ledgers close, how busy
// the network is, how many transactions fail, what fees cost and how much XLM exists. Each figure
// names where it comes from (which ledgers, which Horizon request), so it can be checked.

export interface HeadlineNumbersProps {
  /** The dashboard's ledger window, any order; undefined while loading or failed. */
  ledgers: readonly Ledger[] | undefined
  /** The Horizon request the window came from (the selected network's URL), if known. */
  ledgersRequest: string | null
  feeStats: FeeStats | undefined
  feeStatsRequest: string | null
}

function RequestLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <>{children}</>
  return (
    <a href={href} target="_blank" rel="noreferrer" className="underline">
      {children}
      <span className="sr-only"> (opens the Horizon response in a new tab)</span>
    </a>
  )
}

function Headline({ label, value, source }: { label: string; value: string; source: ReactNode }) {
  return (
    <div className="min-w-0 rounded border border-slate-200 p-3 dark:border-slate-700">
      <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">{label}</dt>
      <dd className="text-xl font-semibold break-words tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600 dark:text-slate-300">{source}</dd>
    </div>
  )
}

function number(value: number | null, digits: number, unit: string): string {
  return value === null ? 'unknown' : `${value.toFixed(digits)} ${unit}`
}

type WindowFigures = ReturnType<typeof ledgerWindowFigures>

function LedgerSource({ figures, request }: { figures: WindowFigures; request: string | null }) {
  if (!figures) return <>Waiting for /ledgers</>
  return (
    <>
      Ledgers{' '}
      <ExplorerLink to={`/ledgers/${figures.firstSequence}`}>{figures.firstSequence}</ExplorerLink>–
      <ExplorerLink to={`/ledgers/${figures.lastSequence}`}>{figures.lastSequence}</ExplorerLink>{' '}
      from <RequestLink href={request}>/ledgers</RequestLink>
    </>
  )
}

function LatestLedgerSource({ figures }: { figures: WindowFigures }) {
  if (!figures) return <>Waiting for /ledgers</>
  return (
    <>
      Ledger{' '}
      <ExplorerLink to={`/ledgers/${figures.lastSequence}`}>{figures.lastSequence}</ExplorerLink> (
      <code>total_coins</code>, <code>fee_pool</code>)
    </>
  )
}

export function HeadlineNumbers({
  ledgers,
  ledgersRequest,
  feeStats,
  feeStatsRequest,
}: HeadlineNumbersProps) {
  const window = ledgers ? ledgerWindowFigures(ledgers) : null
  const fees = feeStats ? feeFigures(feeStats) : null
  const ledgerSource = <LedgerSource figures={window} request={ledgersRequest} />
  const latestSource = <LatestLedgerSource figures={window} />
  const rate = window ? successRate(window) : null
  return (
    <section aria-labelledby="headline-numbers-heading" className="space-y-2">
      <h2 id="headline-numbers-heading" className="text-lg font-semibold">
        At a glance
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Headline
          label="Ledger close time"
          value={window ? number(window.secondsPerLedger, 1, 's') : '…'}
          source={<>Mean over {ledgerSource}</>}
        />
        <Headline
          label="Operations per second"
          value={window ? number(window.operationsPerSecond, 1, 'ops/s') : '…'}
          source={ledgerSource}
        />
        <Headline
          label="Transaction success rate"
          value={window ? (rate ?? 'no transactions') : '…'}
          source={
            window ? (
              <>
                {window.successful.toLocaleString('en-US')} of{' '}
                {(window.successful + window.failed).toLocaleString('en-US')} succeeded;{' '}
                {ledgerSource}
              </>
            ) : (
              ledgerSource
            )
          }
        />
        <Headline
          label="Fee per operation (p50 / p90 / p99)"
          value={fees ? `${fees.p50} / ${fees.p90} / ${fees.p99} stroops` : '…'}
          source={
            fees ? (
              <>
                Fees charged up to ledger {fees.lastLedger} from{' '}
                <RequestLink href={feeStatsRequest}>/fee_stats</RequestLink>
              </>
            ) : (
              'Waiting for /fee_stats'
            )
          }
        />
        <Headline
          label="Total XLM"
          value={window ? `${formatAmount(window.totalCoins)} XLM` : '…'}
          source={latestSource}
        />
        <Headline
          label="Fee pool"
          value={window ? `${formatAmount(window.feePool)} XLM` : '…'}
          source={latestSource}
        />
      </dl>
    </section>
  )
}
