import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import { describePredicate } from '@/claimable-balances/claim-predicate'
import { AccountId, shortenId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { CanonicalAsset } from '@/ui/asset'
import { IdLink } from '@/ui/explorer-link'
import { isRecord, readString } from '@/ui/record-fields'
import { cellClassName, RecordTable } from '@/ui/record-table'
import { RelativeTime } from '@/ui/relative-time'

const columns = ['Balance', 'Amount', 'Claimants', 'Sponsor', 'Last modified'] as const

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

export function ClaimableBalanceTable({ balances }: { balances: ClaimableBalance[] }) {
  return (
    <RecordTable
      caption="Claimable balances"
      columns={columns}
      isEmpty={balances.length === 0}
      emptyMessage="No claimable balances."
    >
      {balances.map((balance, index) => (
        <tr key={typeof balance.id === 'string' ? balance.id : index}>
          <td className={cellClassName}>
            <IdLink to={`/claimable_balances/${String(balance.id)}`} title={String(balance.id)}>
              {typeof balance.id === 'string' ? shortenId(balance.id, 8) : null}
            </IdLink>
          </td>
          <td className={cellClassName}>
            <Amount value={balance.amount} /> <CanonicalAsset value={balance.asset} />
          </td>
          <td className={cellClassName}>
            <ClaimantSummary balance={balance} />
          </td>
          <td className={cellClassName}>
            {balance.sponsor ? <AccountId id={balance.sponsor} /> : 'none'}
          </td>
          <td className={cellClassName}>
            {balance.last_modified_time ? (
              <RelativeTime value={balance.last_modified_time} />
            ) : (
              <span>ledger {String(balance.last_modified_ledger)}</span>
            )}
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
