import type { Transaction } from '@/api/horizon-types'
import { FailureReason } from '@/transactions/failure-reason'
import { memoSummary } from '@/transactions/memo-summary'
import { AccountId, shortenId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { stroopsToAmount } from '@/ui/format-amount'
import { cellClassName, RecordTable, StatusBadge } from '@/ui/record-table'
import { IdLink } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'

export interface TransactionTableProps {
  transactions: Transaction[]
}

const columns = ['Hash', 'Ledger', 'Source', 'Operations', 'Fee', 'Status', 'Memo', 'Time'] as const

export function TransactionTable({ transactions }: TransactionTableProps) {
  return (
    <RecordTable
      caption="Transactions"
      columns={columns}
      isEmpty={transactions.length === 0}
      emptyMessage="No transactions."
    >
      {transactions.map((transaction) => {
        const memo = memoSummary(transaction)
        return (
          <tr key={transaction.id ?? transaction.hash}>
            <td className={cellClassName}>
              <IdLink to={`/transactions/${transaction.hash}`} title={transaction.hash}>
                {shortenId(transaction.hash ?? '', 6)}
              </IdLink>
            </td>
            <td className={cellClassName}>
              <IdLink to={`/ledgers/${transaction.ledger}`}>{transaction.ledger}</IdLink>
            </td>
            <td className={cellClassName}>
              <AccountId
                id={transaction.account_muxed ?? transaction.source_account}
                copyable={false}
              />
            </td>
            <td className={cellClassName}>{transaction.operation_count}</td>
            <td className={cellClassName}>
              {typeof transaction.fee_charged === 'string' ? (
                <Amount value={stroopsToAmount(transaction.fee_charged)} assetCode="XLM" />
              ) : (
                '—'
              )}
            </td>
            <td className={cellClassName}>
              <StatusBadge successful={transaction.successful} />
              {transaction.successful ? null : (
                <FailureReason resultXdr={transaction.result_xdr} variant="row" />
              )}
            </td>
            <td className={`${cellClassName} max-w-48 truncate`} title={memo || undefined}>
              {memo || <span className="text-slate-400 dark:text-slate-500">—</span>}
            </td>
            <td className={cellClassName}>
              <RelativeTime value={transaction.created_at} />
            </td>
          </tr>
        )
      })}
    </RecordTable>
  )
}
