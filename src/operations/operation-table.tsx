import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Operation } from '@/api/horizon-types'
import { useExplorerHref } from '@/ui/explorer-href'
import { OperationSentence } from '@/operations/operation-sentence'
import { shortenId } from '@/ui/account-id'
import { cellClassName, RecordTable, StatusBadge } from '@/ui/record-table'
import { idLinkClassName } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'

export interface OperationTableProps {
  operations: Operation[]
  /** A column after the id, e.g. an account's "Sent"/"Received" (src/accounts/). */
  extraColumn?: { header: string; cell: (operation: Operation) => ReactNode }
}

const columns = ['Operation', 'Description', 'Transaction', 'Time', 'Status'] as const

export function OperationTable({ operations, extraColumn }: OperationTableProps) {
  const href = useExplorerHref()
  return (
    <RecordTable
      caption="Operations"
      columns={extraColumn ? [columns[0], extraColumn.header, ...columns.slice(1)] : columns}
      isEmpty={operations.length === 0}
      emptyMessage="No operations."
    >
      {operations.map((operation) => (
        <tr key={operation.id}>
          <td className={cellClassName}>
            <Link to={href(`/operations/${operation.id}`)} className={idLinkClassName}>
              {operation.id}
            </Link>
          </td>
          {extraColumn ? <td className={cellClassName}>{extraColumn.cell(operation)}</td> : null}
          <td className={`${cellClassName} min-w-72 whitespace-normal`}>
            <OperationSentence operation={operation} />
          </td>
          <td className={cellClassName}>
            {typeof operation.transaction_hash === 'string' ? (
              <Link
                to={href(`/transactions/${operation.transaction_hash}`)}
                title={operation.transaction_hash}
                className={idLinkClassName}
              >
                {shortenId(operation.transaction_hash, 6)}
              </Link>
            ) : (
              '—'
            )}
          </td>
          <td className={cellClassName}>
            <RelativeTime value={operation.created_at} />
          </td>
          <td className={cellClassName}>
            <StatusBadge successful={operation.transaction_successful !== false} />
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
