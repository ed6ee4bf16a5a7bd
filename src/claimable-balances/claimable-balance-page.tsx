import { useQuery } from '@tanstack/react-query'
import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import { balanceClaimWindows, nobodyCanEverClaim } from '@/claimable-balances/claim-window'
import { NeverClaimableNotice } from '@/claimable-balances/claim-window-view'
import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import { ClaimantsList, useLatestCloseTime } from '@/claimable-balances/claimants-list'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import type { Fact } from '@/resource-routes/detail-parts'
import { RecordSection } from '@/resource-routes/detail-parts'
import type { RecordPartProps } from '@/resource-routes/record-route'
import { createRecordRoute, manifestTabs } from '@/resource-routes/record-route'
import { useNetwork } from '@/resource-routes/network-route'
import { routeManifest } from '@/route-manifest'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { CanonicalAsset } from '@/ui/asset'
import { stroopsToAmount } from '@/ui/format-amount'
import { LastModified } from '@/ui/last-modified'
import type { SummaryFigure } from '@/ui/summary-card'
import { countText } from '@/ui/summary-card'

/** How much of what, for how many claimants, whose reserve holds it. */
function balanceSummary(balance: ClaimableBalance): SummaryFigure[] {
  const claimants = Array.isArray(balance.claimants)
    ? countText(balance.claimants.length)
    : 'unknown'
  return [
    {
      term: 'Amount',
      value: (
        <>
          <Amount value={balance.amount} /> <CanonicalAsset value={balance.asset} />
        </>
      ),
    },
    { term: 'Claimants', value: claimants },
    {
      term: 'Sponsor',
      value: balance.sponsor ? <AccountId id={balance.sponsor} copyable={false} /> : 'none',
    },
    {
      term: 'Last modified',
      value: (
        <LastModified ledger={balance.last_modified_ledger} time={balance.last_modified_time} />
      ),
    },
  ]
}

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

/** The latest ledger's base reserve in stroops, once the root and that ledger are read. */
function useLatestBaseReserveStroops(): string | null {
  const network = useNetwork()
  const latest = useQuery(horizonRootQueries.root(network)).data?.history_latest_ledger
  const ledger = useQuery({
    ...ledgerQueries.detail(network, String(latest)),
    enabled: typeof latest === 'number' && Number.isSafeInteger(latest) && latest > 0,
  })
  const stroops = String(ledger.data?.base_reserve_in_stroops)
  return /^\d{1,19}$/.test(stroops) ? stroops : null
}

/** At the top of the page: when no claimant can ever claim it, say what stays locked. */
function NeverClaimableIntro({ record: balance }: RecordPartProps<ClaimableBalance>) {
  const { closeTime } = useLatestCloseTime()
  const baseReserve = useLatestBaseReserveStroops()
  if (closeTime === null) return null
  const windows = balanceClaimWindows(balance.claimants, closeTime)
  if (!nobodyCanEverClaim(windows)) return null
  // Creating a balance takes one base reserve per claimant from its sponsor.
  const count = windows.length
  const reserve = baseReserve ? (
    <>
      {count} {count === 1 ? 'claimant' : 'claimants'} ×{' '}
      <Amount value={stroopsToAmount(baseReserve)} assetCode="XLM" /> ={' '}
      <Amount
        value={stroopsToAmount(String(BigInt(count) * BigInt(baseReserve)))}
        assetCode="XLM"
      />
      {balance.sponsor ? (
        <>
          {' '}
          of <AccountId id={balance.sponsor} />
        </>
      ) : null}
    </>
  ) : undefined
  return <NeverClaimableNotice amount={balance.amount} asset={balance.asset} reserve={reserve} />
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
  Intro: NeverClaimableIntro,
  summary: balanceSummary,
  facts: balanceFacts,
  Sections: BalanceSections,
  tabs: manifestTabs(routeManifest.claimableBalance.tabs),
})
