import { Link } from 'react-router'
import type { Effect } from '@/api/horizon-types'
import { useExplorerHref } from '@/ui/explorer-href'
import { EffectSentence } from '@/effects/effect-sentence'
import { AccountId } from '@/ui/account-id'
import { cellClassName, RecordTable, tableLinkClassName } from '@/ui/record-table'
import { operationIdOf } from '@/ui/record-fields'
import { RelativeTime } from '@/ui/relative-time'

export interface EffectTableProps {
  effects: Effect[]
}

const columns = ['Effect', 'Account', 'Operation', 'Time'] as const

export function EffectTable({ effects }: EffectTableProps) {
  const href = useExplorerHref()
  return (
    <RecordTable
      caption="Effects"
      columns={columns}
      isEmpty={effects.length === 0}
      emptyMessage="No effects."
    >
      {effects.map((effect) => {
        const operationId = operationIdOf(effect)
        return (
          <tr key={effect.id}>
            <td className={`${cellClassName} min-w-72 whitespace-normal`}>
              <EffectSentence effect={effect} />
            </td>
            <td className={cellClassName}>
              <AccountId id={effect.account_muxed ?? effect.account} />
            </td>
            <td className={cellClassName}>
              {operationId ? (
                <Link to={href(`/operations/${operationId}`)} className={tableLinkClassName}>
                  {operationId}
                </Link>
              ) : (
                '—'
              )}
            </td>
            <td className={cellClassName}>
              <RelativeTime value={effect.created_at} />
            </td>
          </tr>
        )
      })}
    </RecordTable>
  )
}
