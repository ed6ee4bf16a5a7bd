import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import { ClaimantsList } from '@/claimable-balances/claimants-list'
import type { Fact } from '@/resource-routes/detail-parts'
import { RecordSection } from '@/resource-routes/detail-parts'
import type { RecordPartProps } from '@/resource-routes/record-route'
import { createRecordRoute, manifestTabs } from '@/resource-routes/record-route'
import { routeManifest } from '@/route-manifest'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { CanonicalAsset } from '@/ui/asset'
import { ExplorerLink } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'

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
        <>
          ledger{' '}
          <ExplorerLink to={`/ledgers/${String(balance.last_modified_ledger)}`}>
            {String(balance.last_modified_ledger)}
          </ExplorerLink>
          {balance.last_modified_time ? (
            <>
              {' '}
              (<RelativeTime value={balance.last_modified_time} />)
            </>
          ) : null}
        </>
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

export const { loader, Component } = createRecordRoute({
  noun: 'Claimable balance',
  idParam: 'balanceId',
  path: (balanceId) => `/claimable_balances/${balanceId}`,
  query: claimableBalanceQueries.detail,
  heading: (balance) => ({ id: String(balance.id), copyLabel: 'Copy balance ID' }),
  facts: balanceFacts,
  Sections: BalanceSections,
  tabs: manifestTabs(routeManifest.claimableBalance.tabs),
})
