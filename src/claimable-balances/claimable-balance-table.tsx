import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import type { UnixSeconds } from '@/claimable-balances/claim-predicate'
import { describePredicate } from '@/claimable-balances/claim-predicate'
import type { ClaimWindow } from '@/claimable-balances/claim-window'
import { balanceClaimWindows, nobodyCanEverClaim } from '@/claimable-balances/claim-window'
import { ClaimWindowText } from '@/claimable-balances/claim-window-view'
import { useLatestCloseTime } from '@/claimable-balances/claimants-list'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { CanonicalAsset } from '@/ui/asset'
import { isRecord, readString } from '@/ui/record-fields'
import { idLinkColumn, lastModifiedColumn } from '@/ui/record-columns'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'

/** Each claimant's window, in the balance page's words; its condition while "now" is unknown. */
function ClaimantSummary({ balance, now }: { balance: ClaimableBalance; now: UnixSeconds | null }) {
  const claimants: unknown = balance.claimants
  const entries = Array.isArray(claimants) ? claimants.filter(isRecord) : []
  if (entries.length === 0) return <span className="text-slate-600 dark:text-slate-400">none</span>
  const windows = now === null ? null : balanceClaimWindows(entries, now)
  return (
    <div className="min-w-64 space-y-0.5 whitespace-normal">
      {windows !== null && nobodyCanEverClaim(windows) ? (
        <p className="font-semibold text-red-700 dark:text-red-400">
          Nobody can ever claim it: the amount and the sponsor&apos;s reserve are locked for good.
        </p>
      ) : null}
      <ul>
        {entries.map((claimant, index) => {
          const window = windows?.[index]?.window
          return (
            <li key={index}>
              <AccountId id={readString(claimant, 'destination') ?? ''} copyable={false} />{' '}
              {window ? <ClaimWindowText window={window} /> : describePredicate(claimant.predicate)}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function ClaimantsCell({ balance }: { balance: ClaimableBalance }) {
  const { closeTime } = useLatestCloseTime()
  return <ClaimantSummary balance={balance} now={closeTime} />
}

/** Whether `account` can claim the balance now, later, or no more. */
function AccountClaimCell({ balance, account }: { balance: ClaimableBalance; account: string }) {
  const { closeTime } = useLatestCloseTime()
  if (closeTime === null) return <span className="text-slate-600 dark:text-slate-400">…</span>
  const own = balanceClaimWindows(balance.claimants, closeTime).filter(
    ({ destination }) => destination === account,
  )
  const window: ClaimWindow | undefined = own.find(({ window }) => window.state === 'now')?.window
  const shown = window ?? own[0]?.window
  if (!shown) return <span>not a claimant</span>
  return (
    <span>
      {shown.state === 'now' ? 'Yes: ' : 'No: '}
      <ClaimWindowText window={shown} />
    </span>
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
  { header: 'Claimants', cell: (balance) => <ClaimantsCell balance={balance} /> },
  {
    header: 'Sponsor',
    cell: (balance) => (balance.sponsor ? <AccountId id={balance.sponsor} /> : 'none'),
  },
  lastModifiedColumn(),
]

function columnsFor(claimant: string | undefined): readonly RecordColumn<ClaimableBalance>[] {
  if (claimant === undefined) return columns
  const [balanceColumn, amountColumn, ...rest] = columns
  if (!balanceColumn || !amountColumn) return columns
  const claimColumn: RecordColumn<ClaimableBalance> = {
    header: 'Claimable now?',
    cell: (balance) => <AccountClaimCell balance={balance} account={claimant} />,
  }
  return [balanceColumn, amountColumn, claimColumn, ...rest]
}

/** Balances, with a "Claimable now?" column for `claimant` when the list is that account's. */
export function ClaimableBalanceTable({
  balances,
  claimant,
}: {
  balances: ClaimableBalance[]
  claimant?: string
}) {
  return (
    <RecordColumnsTable
      caption="Claimable balances"
      columns={columnsFor(claimant)}
      records={balances}
      rowKey={(balance, index) => (typeof balance.id === 'string' ? balance.id : index)}
    />
  )
}
