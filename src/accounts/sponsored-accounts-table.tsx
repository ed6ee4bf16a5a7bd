import type { Account } from '@/api/horizon-types'
import { AccountId } from '@/ui/account-id'
import { cellClassName, RecordTable } from '@/ui/record-table'
import { RelativeTime } from '@/ui/relative-time'

const columns = ['Account', 'Account sponsor', 'Sponsored entries', 'Last modified'] as const

/** Accounts from `/accounts?sponsor=`: the sponsor pays for the account or some of its entries. */
export function SponsoredAccountsTable({ accounts }: { accounts: Account[] }) {
  return (
    <RecordTable
      caption="Sponsored accounts"
      columns={columns}
      isEmpty={accounts.length === 0}
      emptyMessage="No sponsored accounts."
    >
      {accounts.map((account, index) => (
        <tr key={typeof account.account_id === 'string' ? account.account_id : index}>
          <td className={cellClassName}>
            <AccountId id={account.account_id} />
          </td>
          <td className={cellClassName}>
            {typeof account.sponsor === 'string' ? (
              <AccountId id={account.sponsor} />
            ) : (
              'none (only some entries)'
            )}
          </td>
          <td className={`${cellClassName} tabular-nums`}>{String(account.num_sponsored)}</td>
          <td className={cellClassName}>
            {account.last_modified_time ? (
              <RelativeTime value={account.last_modified_time} />
            ) : (
              <span>ledger {String(account.last_modified_ledger)}</span>
            )}
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
