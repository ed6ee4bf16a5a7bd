import type { ReactNode } from 'react'
import type { Ledger } from '@/api/horizon-types'
import { Amount } from '@/ui/amount'
import { CopyButton } from '@/ui/copy-button'
import { stroopsToAmount } from '@/ui/format-amount'
import { RelativeTime } from '@/ui/relative-time'

export interface LedgerSummaryProps {
  ledger: Ledger
}

function Hash({ value, label }: { value: string | undefined; label: string }) {
  if (!value) return <span className="text-slate-500 dark:text-slate-400">none</span>
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono break-all">{value}</span>
      <CopyButton text={value} label={label} />
    </span>
  )
}

function Count({ value }: { value: number | null | undefined }) {
  // failed_transaction_count and tx_set_operation_count are null for ledgers ingested before they existed.
  return value === null || value === undefined ? (
    <span className="text-slate-500 dark:text-slate-400">not recorded</span>
  ) : (
    <>{value}</>
  )
}

export function LedgerSummary({ ledger }: LedgerSummaryProps) {
  const facts: [string, ReactNode][] = [
    ['Sequence', ledger.sequence],
    ['Closed at', <RelativeTime key="closed" value={ledger.closed_at} />],
    ['Hash', <Hash key="hash" value={ledger.hash} label="Copy ledger hash" />],
    [
      'Previous hash',
      <Hash key="prev" value={ledger.prev_hash} label="Copy previous ledger hash" />,
    ],
    ['Successful transactions', <Count key="ok" value={ledger.successful_transaction_count} />],
    ['Failed transactions', <Count key="failed" value={ledger.failed_transaction_count} />],
    ['Operations', <Count key="ops" value={ledger.operation_count} />],
    ['Operations in transaction set', <Count key="txset" value={ledger.tx_set_operation_count} />],
    ['Total coins', <Amount key="coins" value={ledger.total_coins} assetCode="XLM" />],
    ['Fee pool', <Amount key="pool" value={ledger.fee_pool} assetCode="XLM" />],
    [
      'Base fee',
      <span key="fee">
        {ledger.base_fee_in_stroops} stroops (
        <Amount value={stroopsToAmount(String(ledger.base_fee_in_stroops))} assetCode="XLM" />)
      </span>,
    ],
    [
      'Base reserve',
      <span key="reserve">
        {ledger.base_reserve_in_stroops} stroops (
        <Amount value={stroopsToAmount(String(ledger.base_reserve_in_stroops))} assetCode="XLM" />)
      </span>,
    ],
    ['Max transaction set size', ledger.max_tx_set_size],
    ['Protocol version', ledger.protocol_version],
  ]
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-medium text-slate-500 dark:text-slate-400">{name}</dt>
          <dd className="min-w-0 text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
