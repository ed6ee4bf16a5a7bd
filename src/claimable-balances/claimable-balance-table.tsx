import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import { describePredicate } from '@/claimable-balances/claim-predicate'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { CanonicalAsset } from '@/ui/asset'
import { isRecord, readString } from '@/ui/record-fields'
import { idLinkColumn, lastModifiedColumn } from '@/ui/record-columns'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'

function ClaimantSummary({ balance }: { balance: ClaimableBalance }) {
  const claimants: unknown = balance.claimants
  const entries = Array.isArray(claimants) ? claimants.filter(isRecord) : []
  if (entries.length === 0) return <span className="text-slate-600 dark:text-slate-400">none</span>
  return (
    <ul className="min-w-64 space-y-0.5 whitespace-normal">
      {entries.map((claimant, index) => (
        <li key={index}>
          <AccountId id={readString(claimant, 'destination') ?? ''} copyable={false} />{' '}
          {describePredicate(claimant.predicate)}
        </li>
      ))}
    </ul>
  )
}

const columns: readonly RecordColumn<ClaimableBalance>[] = [
  idLinkColumn('Balance', '/claimable_balances'),
  {
    header: 'Amount',
    leads: true,
    cell: (balance) => (
      <>
        <Amount value={balance.amount} /> <CanonicalAsset value={balance.asset} />
      </>
    ),
  },
  { header: 'Claimants', cell: (balance) => <ClaimantSummary balance={balance} /> },
  {
    header: 'Sponsor',
    cell: (balance) => (balance.sponsor ? <AccountId id={balance.sponsor} /> : 'none'),
  },
  lastModifiedColumn(),
]

export function ClaimableBalanceTable({ balances }: { balances: ClaimableBalance[] }) {
  return (
    <RecordColumnsTable
      caption="Claimable balances"
      columns={columns}
      records={balances}
      rowKey={(balance, index) => (typeof balance.id === 'string' ? balance.id : index)}
      emptyMessage="No claimable balances."
    />
  )
}
