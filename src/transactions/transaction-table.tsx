import type { Transaction } from '@/api/horizon-types'
import { FailureReason } from '@/transactions/failure-reason'
import { memoSummary } from '@/transactions/memo-summary'
import { AccountId } from '@/ui/account-id'
import { shortenId } from '@/ui/shorten-id'
import { Amount } from '@/ui/amount'
import { stroopsToAmount } from '@/ui/format-amount'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { StatusBadge } from '@/ui/status-badge'
import { IdLink } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'

export interface TransactionTableProps {
  transactions: Transaction[]
}

const columns: readonly RecordColumn<Transaction>[] = [
  {
    header: 'Hash',
    cell: (transaction) => (
      <IdLink to={`/transactions/${transaction.hash}`} title={transaction.hash}>
        {shortenId(transaction.hash ?? '', 6)}
      </IdLink>
    ),
  },
  {
    header: 'Ledger',
    cell: (transaction) => (
      <IdLink to={`/ledgers/${transaction.ledger}`}>{transaction.ledger}</IdLink>
    ),
  },
  {
    header: 'Source',
    cell: (transaction) => (
      <AccountId id={transaction.account_muxed ?? transaction.source_account} copyable={false} />
    ),
  },
  { header: 'Operations', cell: (transaction) => transaction.operation_count },
  {
    header: 'Fee',
    cell: (transaction) =>
      typeof transaction.fee_charged === 'string' ? (
        <Amount value={stroopsToAmount(transaction.fee_charged)} assetCode="XLM" />
      ) : (
        '—'
      ),
  },
  {
    header: 'Status',
    cell: (transaction) => (
      <>
        <StatusBadge successful={transaction.successful} />
        {transaction.successful ? null : (
          <FailureReason resultXdr={transaction.result_xdr} variant="row" />
        )}
      </>
    ),
  },
  {
    header: 'Memo',
    className: 'max-w-48 truncate',
    title: (transaction) => memoSummary(transaction) || undefined,
    cell: (transaction) =>
      memoSummary(transaction) || <span className="text-slate-400 dark:text-slate-500">—</span>,
  },
  { header: 'Time', cell: (transaction) => <RelativeTime value={transaction.created_at} /> },
]

export function TransactionTable({ transactions }: TransactionTableProps) {
  return (
    <RecordColumnsTable
      caption="Transactions"
      columns={columns}
      records={transactions}
      rowKey={(transaction) => transaction.id ?? transaction.hash}
    />
  )
}
