import type { Operation } from '@/api/horizon-types'
import { Amount } from '@/ui/amount'
import { Asset, AssetFromRecord } from '@/ui/asset'
import { operationAmount } from '@/ui/operation-amount'
import { directionLabels, operationDirection } from '@/ui/operation-direction'
import type { RecordColumn } from '@/ui/record-table'

// An account's payments and operations lead with the answer: which way value went relative to
// the account, how much and of what, in columns of their own beside the sentence.

export function accountHistoryColumns(accountId: string): RecordColumn<Operation>[] {
  return [
    {
      header: 'Direction',
      className: 'whitespace-normal',
      cell: (operation) => directionLabels[operationDirection(operation, accountId)],
    },
    {
      header: 'Amount',
      className: 'text-right tabular-nums',
      cell: (operation) => {
        const moved = operationAmount(operation, accountId)
        return moved ? <Amount value={moved.amount} /> : '—'
      },
    },
    {
      header: 'Asset',
      // A credit asset's issuer, like a long direction, may go to a second line: the table fits 1366 px.
      className: 'whitespace-normal',
      cell: (operation) => {
        const moved = operationAmount(operation, accountId)
        if (!moved) return '—'
        return moved.native ? (
          <Asset type="native" />
        ) : (
          <AssetFromRecord record={operation} prefix={moved.assetPrefix} />
        )
      },
    },
  ]
}
