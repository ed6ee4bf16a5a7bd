import type { Effect } from '@/api/horizon-types'
import { EffectSentence } from '@/effects/effect-sentence'
import { AccountId } from '@/ui/account-id'
import { ParentOperationLink } from '@/ui/operation-link'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { RelativeTime } from '@/ui/relative-time'

export interface EffectTableProps {
  effects: Effect[]
}

const columns: readonly RecordColumn<Effect>[] = [
  {
    header: 'Effect',
    leads: true,
    className: 'min-w-72 whitespace-normal',
    cell: (effect) => <EffectSentence effect={effect} />,
  },
  {
    header: 'Account',
    cell: (effect) => <AccountId id={effect.account_muxed ?? effect.account} />,
  },
  { header: 'Operation', cell: (effect) => <ParentOperationLink record={effect} /> },
  { header: 'Time', cell: (effect) => <RelativeTime value={effect.created_at} /> },
]

export function EffectTable({ effects }: EffectTableProps) {
  return <RecordColumnsTable caption="Effects" columns={columns} records={effects} />
}
