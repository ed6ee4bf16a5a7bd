import { Link } from 'react-router'
import type { Operation } from '@/api/horizon-types'
import { useExplorerHref } from '@/ui/explorer-href'
import { OperationSentence } from '@/operations/operation-sentence'
import { shortenId } from '@/ui/account-id'
import { cellClassName, RecordTable, StatusBadge } from '@/ui/record-table'
import { idLinkClassName } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'
import { OperationFailureSlot } from '@/ui/operation-failure-slot'

export interface OperationTableProps {
  operations: Operation[]
}

const columns = ['Operation', 'Description', 'Transaction', 'Time', 'Status'] as const

export function OperationTable({ operations }: OperationTableProps) {
  const href = useExplorerHref()
  return (
    <RecordTable
      caption="Operations"
      columns={columns}
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
          <td className={`${cellClassName} min-w-72 whitespace-normal`}>
            <OperationSentence
              operation={operation}
              failureReason={<OperationFailureSlot operation={operation} variant="inline" />}
            />
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
            <OperationFailureSlot operation={operation} variant="row" />
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
