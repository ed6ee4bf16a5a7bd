import type { Account } from '@/api/horizon-types'
import { AccountId } from '@/ui/account-id'
import { readString } from '@/ui/record-fields'
import { lastModifiedColumn } from '@/ui/record-columns'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'

function counted(count: number, one: string, other: string): string | null {
  return count === 0 ? null : `${count} ${count === 1 ? one : other}`
}

/**
 * What `sponsor` pays for in `account`, as the account record shows it: the account entry, its
 * trustlines and signers. num_sponsored would be every sponsor's total, not this one's.
 */
export function sponsoredBy(account: Account, sponsor: string): string {
  const balances = Array.isArray(account.balances) ? account.balances : []
  const signers = Array.isArray(account.signers) ? account.signers : []
  const trustlines = balances.filter(
    (balance) => readString<unknown>(balance, 'sponsor') === sponsor,
  ).length
  const sponsoredSigners = signers.filter((signer) => signer.sponsor === sponsor).length
  const parts = [
    account.sponsor === sponsor ? 'the account itself' : null,
    counted(trustlines, 'trustline', 'trustlines'),
    counted(sponsoredSigners, 'signer', 'signers'),
  ].filter((part) => part !== null)
  return parts.length > 0 ? parts.join(', ') : 'data entries only'
}

function columnsFor(sponsor: string): readonly RecordColumn<Account>[] {
  return [
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
      cell: (account) => sponsoredBy(account, sponsor),
    },
    lastModifiedColumn(),
  ]
}

/** Accounts from `/accounts?sponsor=`: the sponsor pays for the account or some of its entries. */
export function SponsoredAccountsTable({
  accounts,
  sponsor,
}: {
  accounts: Account[]
  sponsor: string
}) {
  return (
    <>
      <RecordColumnsTable
        caption="Sponsored accounts"
        columns={columnsFor(sponsor)}
        records={accounts}
        rowKey={(account, index) =>
          typeof account.account_id === 'string' ? account.account_id : index
        }
      />
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Sponsored entries: what this account pays the reserve for in each account. Horizon&apos;s
        account record does not name the sponsor of data entries, so they are not counted.
      </p>
    </>
  )
}
