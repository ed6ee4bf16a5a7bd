import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import type { claimableBalanceTabRoutes } from '@/claimable-balances/claimable-balance-tab-pages'
import { ClaimantsList } from '@/claimable-balances/claimants-list'
import type { Fact } from '@/resource-routes/detail-parts'
import { RecordSection } from '@/resource-routes/detail-parts'
import type { RecordPartProps, RecordTab } from '@/resource-routes/record-route'
import { createRecordRoute } from '@/resource-routes/record-route'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { CanonicalAsset } from '@/ui/asset'
import { LastModified } from '@/ui/last-modified'

function balanceFacts(balance: ClaimableBalance): Fact[] {
  const clawback = balance.flags?.clawback_enabled
  return [
    {
      term: 'Amount',
      description: (
        <>
          <Amount value={balance.amount} /> <CanonicalAsset value={balance.asset} />
        </>
      ),
    },
    {
      term: 'Sponsor',
      description: balance.sponsor ? (
        <>
          <AccountId id={balance.sponsor} /> (holds its reserve)
        </>
      ) : (
        'none'
      ),
    },
    {
      term: 'Clawback',
      description:
        clawback === true
          ? 'enabled: the issuer can claw this balance back'
          : clawback === false
            ? 'not enabled'
            : 'not stated',
    },
    {
      term: 'Last modified',
      description: (
        <LastModified ledger={balance.last_modified_ledger} time={balance.last_modified_time} />
      ),
    },
  ]
}

function BalanceSections({ record: balance }: RecordPartProps<ClaimableBalance>) {
  return (
    <RecordSection title="Claimants">
      <ClaimantsList balance={balance} />
    </RecordSection>
  )
}

const balanceTabs: RecordTab<keyof typeof claimableBalanceTabRoutes>[] = [
  { path: 'operations', label: 'Operations' },
  { path: 'transactions', label: 'Transactions' },
]

export const { loader, Component } = createRecordRoute({
  noun: 'Claimable balance',
  idParam: 'balanceId',
  path: (balanceId) => `/claimable_balances/${balanceId}`,
  query: claimableBalanceQueries.detail,
  heading: (balance) => ({ id: String(balance.id), copyLabel: 'Copy balance ID' }),
  facts: balanceFacts,
  Sections: BalanceSections,
  tabs: { label: 'Balance history', list: () => balanceTabs },
})
