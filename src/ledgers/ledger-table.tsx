import type { Ledger } from '@/api/horizon-types'
import { shortenId } from '@/ui/shorten-id'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { CheckedIdLink } from '@/ui/app-link'
import { isLedgerSequence } from '@/ui/record-id-shapes'
import { RelativeTime } from '@/ui/relative-time'

export interface LedgerTableProps {
  ledgers: Ledger[]
}

const columns: readonly RecordColumn<Ledger>[] = [
  {
    header: 'Sequence',
    // The ledgers list links ledgers only: one check, not every kind's (the first route's bytes).
    cell: (ledger) => (
      <CheckedIdLink
        to={`/ledgers/${ledger.sequence}`}
        linkable={isLedgerSequence(String(ledger.sequence))}
      >
        {ledger.sequence}
      </CheckedIdLink>
    ),
  },
  { header: 'Closed', cell: (ledger) => <RelativeTime value={ledger.closed_at} /> },
  {
    header: 'Transactions',
    cell: (ledger) => (
      <>
        <span className="text-green-800 dark:text-green-300">
          {ledger.successful_transaction_count} succeeded
        </span>
        {' / '}
        <span
          className={ledger.failed_transaction_count ? 'text-red-800 dark:text-red-300' : undefined}
        >
          {ledger.failed_transaction_count ?? '—'} failed
        </span>
      </>
    ),
  },
  { header: 'Operations', cell: (ledger) => ledger.operation_count },
  {
    header: 'Hash',
    cell: (ledger) => (
      <span className="font-mono" title={ledger.hash}>
        {shortenId(ledger.hash ?? '', 6)}
      </span>
    ),
  },
]

export function LedgerTable({ ledgers }: LedgerTableProps) {
  return (
    <RecordColumnsTable
      caption="Ledgers"
      columns={columns}
      records={ledgers}
      rowKey={(ledger) => ledger.id ?? ledger.sequence}
    />
  )
}
