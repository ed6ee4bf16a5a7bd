import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import type { Account } from '@/api/horizon-types'
import { AccountFlags } from '@/accounts/account-flags'
import { accountQueries } from '@/accounts/account-queries'
import { BalancesTable } from '@/accounts/balances-table'
import { LastSentTransaction } from '@/accounts/last-sent-transaction'
import { spendableXlm, sponsorshipCount } from '@/accounts/spendable-balance'
import type { BaseReserveSource } from '@/accounts/spendable-xlm-section'
import { SpendableXlmSection } from '@/accounts/spendable-xlm-section'
import { ClaimableNowXlm } from '@/claimable-balances/claimable-now-xlm'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { SignersTable } from '@/accounts/signers-table'
import { SponsorshipsSection } from '@/accounts/sponsorships-section'
import type { Fact } from '@/resource-routes/detail-parts'
import { RecordSection } from '@/resource-routes/detail-parts'
import { useNetwork } from '@/resource-routes/network-route'
import type { RecordPartProps } from '@/resource-routes/record-route'
import { createRecordRoute, manifestTabs } from '@/resource-routes/record-route'
import { routeManifest } from '@/route-manifest'
import { AccountId } from '@/ui/account-id'
import { LastModified } from '@/ui/last-modified'
import { decodeMuxedAccount } from '@/ui/muxed-account'
import { useLocationSearchParams } from '@/ui/location-search-params'

function MuxedNotice() {
  const searchParams = useLocationSearchParams()
  const muxedAddress = searchParams.get('muxed')
  const muxed = muxedAddress ? decodeMuxedAccount(muxedAddress) : null
  if (!muxedAddress || !muxed) return null
  return (
    <p
      role="note"
      className="rounded border border-blue-200 bg-blue-50 p-3 text-sm dark:border-blue-900 dark:bg-blue-950"
    >
      Muxed account <span className="font-mono break-all">{muxedAddress}</span> is this account with
      muxed id <span className="font-mono">{muxed.muxedId}</span>.
    </p>
  )
}

function entries(count: number | null): string {
  return count === null ? 'unknown' : `${count} ${count === 1 ? 'entry' : 'entries'}`
}

function accountFacts(account: Account): Fact[] {
  return [
    { term: 'Sequence', description: account.sequence },
    { term: 'Last sent', description: <LastSentTransaction account={account} /> },
    { term: 'Subentries', description: account.subentry_count },
    { term: 'Home domain', description: account.home_domain || 'none' },
    ...(account.inflation_destination
      ? [
          {
            term: 'Inflation destination',
            description: <AccountId id={account.inflation_destination} />,
          },
        ]
      : []),
    { term: 'Sponsoring', description: entries(sponsorshipCount(account.num_sponsoring)) },
    { term: 'Sponsored', description: entries(sponsorshipCount(account.num_sponsored)) },
    ...(account.sponsor
      ? [{ term: 'Sponsor', description: <AccountId id={account.sponsor} /> }]
      : []),
    {
      term: 'Last modified',
      description: (
        <LastModified ledger={account.last_modified_ledger} time={account.last_modified_time} />
      ),
    },
    { term: 'Flags', description: <AccountFlags flags={account.flags} /> },
  ]
}

/** The base reserve of the latest ledger: the root document names it, the ledger record holds it. */
function useLatestBaseReserve(): BaseReserveSource {
  const network = useNetwork()
  const root = useQuery(horizonRootQueries.root(network))
  const latest = root.data?.history_latest_ledger
  const hasLatest = typeof latest === 'number' && Number.isSafeInteger(latest) && latest > 0
  const ledger = useQuery({
    ...ledgerQueries.detail(network, String(latest)),
    enabled: hasLatest,
    // A new latest ledger replaces the figure without flashing "loading" in between.
    placeholderData: keepPreviousData,
  })
  if (ledger.data) {
    return {
      state: 'known',
      baseReserveStroops: ledger.data.base_reserve_in_stroops,
      ledger: ledger.data.sequence,
    }
  }
  if (root.isError || ledger.isError || (root.data && !hasLatest)) return { state: 'unavailable' }
  return { state: 'loading' }
}

function AccountSections({ record: account }: RecordPartProps<Account>) {
  const baseReserve = useLatestBaseReserve()
  const spendable =
    baseReserve.state === 'known'
      ? spendableXlm(account, baseReserve.baseReserveStroops)?.spendable
      : undefined
  return (
    <>
      <SpendableXlmSection
        account={account}
        baseReserve={baseReserve}
        claimableNow={<ClaimableNowXlm accountId={account.account_id} />}
      />
      <RecordSection title="Balances">
        <BalancesTable balances={account.balances} spendableXlm={spendable} />
      </RecordSection>
      <RecordSection title="Signers and thresholds">
        <SignersTable signers={account.signers} thresholds={account.thresholds} />
      </RecordSection>
      <SponsorshipsSection account={account} baseReserve={baseReserve} />
    </>
  )
}

export const { loader, Component } = createRecordRoute({
  noun: 'Account',
  idParam: 'accountId',
  path: (accountId) => `/accounts/${accountId}`,
  query: accountQueries.detail,
  heading: (account) => ({ id: account.account_id, copyLabel: 'Copy account ID' }),
  // Horizon has no muxed-account resource: show the base account and say which M… led here.
  redirect: (accountId) => {
    const muxed = decodeMuxedAccount(accountId)
    return muxed ? { path: `/accounts/${muxed.accountId}`, search: { muxed: accountId } } : null
  },
  Intro: MuxedNotice,
  facts: accountFacts,
  Sections: AccountSections,
  tabs: manifestTabs(routeManifest.account.tabs, (account: Account) => ({
    data: `Data (${Object.keys(account.data ?? {}).length})`,
  })),
})
