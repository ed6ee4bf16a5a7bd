import { useMemo } from 'react'
import type { Operation } from '@/api/horizon-types'
import { OperationSentence } from '@/operations/operation-sentence'
import { shortenId } from '@/ui/shorten-id'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { statusBadge } from '@/ui/status-badge'
import { IdLink } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'
import { OperationFailureSlot } from '@/ui/operation-failure-slot'

export interface OperationTableProps {
  operations: Operation[]
  /** Columns after the id, e.g. an account's direction, amount and asset (src/accounts/). */
  extraColumns?: readonly RecordColumn<Operation>[]
}

const idColumn: RecordColumn<Operation> = {
  header: 'Operation',
  cell: (operation) => <IdLink to={`/operations/${operation.id}`}>{operation.id}</IdLink>,
}

const otherColumns: readonly RecordColumn<Operation>[] = [
  {
    header: 'Description',
    leads: true,
    className: 'min-w-64 whitespace-normal',
    cell: (operation) => (
      <OperationSentence
        operation={operation}
        failureReason={<OperationFailureSlot operation={operation} variant="inline" />}
      />
    ),
  },
  {
    header: 'Transaction',
    cell: (operation) =>
      typeof operation.transaction_hash === 'string' ? (
        <IdLink
          to={`/transactions/${operation.transaction_hash}`}
          title={operation.transaction_hash}
        >
          {shortenId(operation.transaction_hash, 6)}
        </IdLink>
      ) : (
        '—'
      ),
  },
  { header: 'Time', cell: (operation) => <RelativeTime value={operation.created_at} /> },
  {
    header: 'Status',
    // A failed row's code may go under its badge, so a wide history (Direction, Amount and Asset
    // beside the sentence) still fits 1366 px.
    className: 'whitespace-normal',
    // Most rows succeeded: they get no failure slot at all (200 components fewer per page).
    cell: (operation) =>
      operation.transaction_successful === false ? (
        <>
          {statusBadge(false)}
          <OperationFailureSlot operation={operation} variant="row" />
        </>
      ) : (
        statusBadge(true)
      ),
  },
]

const defaultColumns = [idColumn, ...otherColumns]

export function OperationTable({ operations, extraColumns }: OperationTableProps) {
  // The same columns from one render to the next, so rows whose record did not change are not
  // rendered again.
  const columns = useMemo(
    () => (extraColumns ? [idColumn, ...extraColumns, ...otherColumns] : defaultColumns),
    [extraColumns],
  )
  return <RecordColumnsTable caption="Operations" columns={columns} records={operations} />
}
