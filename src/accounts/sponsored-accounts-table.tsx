import type { Account } from '@/api/horizon-types'
import { AccountId } from '@/ui/account-id'
import { lastModifiedColumn } from '@/ui/record-columns'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'

const columns: readonly RecordColumn<Account>[] = [
  { header: 'Account', cell: (account) => <AccountId id={account.account_id} /> },
  {
    header: 'Account sponsor',
    cell: (account) =>
      typeof account.sponsor === 'string' ? (
        <AccountId id={account.sponsor} />
      ) : (
        'none (only some entries)'
      ),
  },
  {
    header: 'Sponsored entries',
    className: 'tabular-nums',
    cell: (account) => String(account.num_sponsored),
  },
  lastModifiedColumn(),
]

/** Accounts from `/accounts?sponsor=`: the sponsor pays for the account or some of its entries. */
export function SponsoredAccountsTable({ accounts }: { accounts: Account[] }) {
  return (
    <RecordColumnsTable
      caption="Sponsored accounts"
      columns={columns}
      records={accounts}
      rowKey={(account, index) =>
        typeof account.account_id === 'string' ? account.account_id : index
      }
      emptyMessage="No sponsored accounts."
    />
  )
}
