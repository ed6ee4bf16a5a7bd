import type { Effect } from '@/api/horizon-types'
import { EffectSentence } from '@/effects/effect-sentence'
import { AccountId } from '@/ui/account-id'
import { ParentOperationLink } from '@/ui/operation-link'
import { cellClassName, RecordTable } from '@/ui/record-table'
import { RelativeTime } from '@/ui/relative-time'

export interface EffectTableProps {
  effects: Effect[]
}

const columns = ['Effect', 'Account', 'Operation', 'Time'] as const

export function EffectTable({ effects }: EffectTableProps) {
  return (
    <RecordTable
      caption="Effects"
      columns={columns}
      isEmpty={effects.length === 0}
      emptyMessage="No effects."
    >
      {effects.map((effect) => (
        <tr key={effect.id}>
          <td className={`${cellClassName} min-w-72 whitespace-normal`}>
            <EffectSentence effect={effect} />
          </td>
          <td className={cellClassName}>
            <AccountId id={effect.account_muxed ?? effect.account} />
          </td>
          <td className={cellClassName}>
            <ParentOperationLink record={effect} />
          </td>
          <td className={cellClassName}>
            <RelativeTime value={effect.created_at} />
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
