import type { Ledger } from '@/api/horizon-types'
import { shortenId } from '@/ui/account-id'
import { cellClassName, RecordTable } from '@/ui/record-table'
import { IdLink } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'

export interface LedgerTableProps {
  ledgers: Ledger[]
}

const columns = ['Sequence', 'Closed', 'Transactions', 'Operations', 'Hash'] as const

export function LedgerTable({ ledgers }: LedgerTableProps) {
  return (
    <RecordTable
      caption="Ledgers"
      columns={columns}
      isEmpty={ledgers.length === 0}
      emptyMessage="No ledgers."
    >
      {ledgers.map((ledger) => (
        <tr key={ledger.id ?? ledger.sequence}>
          <td className={cellClassName}>
            <IdLink to={`/ledgers/${ledger.sequence}`}>{ledger.sequence}</IdLink>
          </td>
          <td className={cellClassName}>
            <RelativeTime value={ledger.closed_at} />
          </td>
          <td className={cellClassName}>
            <span className="text-green-800 dark:text-green-300">
              {ledger.successful_transaction_count} succeeded
            </span>
            {' / '}
            <span
              className={
                ledger.failed_transaction_count ? 'text-red-800 dark:text-red-300' : undefined
              }
            >
              {ledger.failed_transaction_count ?? '—'} failed
            </span>
          </td>
          <td className={cellClassName}>{ledger.operation_count}</td>
          <td className={cellClassName}>
            <span className="font-mono" title={ledger.hash}>
              {shortenId(ledger.hash ?? '', 6)}
            </span>
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
