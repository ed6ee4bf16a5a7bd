import type { ReactNode } from 'react'
import type { Operation } from '@/api/horizon-types'
import { OperationSentence } from '@/operations/operation-sentence'
import { shortenId } from '@/ui/account-id'
import { cellClassName, RecordTable, StatusBadge } from '@/ui/record-table'
import { IdLink } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'
import { OperationFailureSlot } from '@/ui/operation-failure-slot'

export interface OperationTableProps {
  operations: Operation[]
  /** A column after the id, e.g. an account's "Sent"/"Received" (src/accounts/). */
  extraColumn?: { header: string; cell: (operation: Operation) => ReactNode }
}

const columns = ['Operation', 'Description', 'Transaction', 'Time', 'Status'] as const

export function OperationTable({ operations, extraColumn }: OperationTableProps) {
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
            <IdLink to={`/operations/${operation.id}`}>{operation.id}</IdLink>
          </td>
          {extraColumn ? <td className={cellClassName}>{extraColumn.cell(operation)}</td> : null}
          <td className={`${cellClassName} min-w-72 whitespace-normal`}>
            <OperationSentence
              operation={operation}
              failureReason={<OperationFailureSlot operation={operation} variant="inline" />}
            />
          </td>
          <td className={cellClassName}>
            {typeof operation.transaction_hash === 'string' ? (
              <IdLink
                to={`/transactions/${operation.transaction_hash}`}
                title={operation.transaction_hash}
              >
                {shortenId(operation.transaction_hash, 6)}
              </IdLink>
            ) : (
              '—'
            )}
          </td>
          <td className={cellClassName}>
            <RelativeTime value={operation.created_at} />
          </td>
          <td className={cellClassName}>
            <StatusBadge successful={operation.transaction_successful !== false} />
            <OperationFailureSlot operation={operation} variant="row" />
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
