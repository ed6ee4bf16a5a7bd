import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import type { PageParams } from '@/api/page-params'
import { maximumLimit } from '@/api/page-params'
import type { Account } from '@/api/horizon-types'
import { AccountFlags } from '@/accounts/account-flags'
import { accountQueries } from '@/accounts/account-queries'
import type { IssuerVerificationProps } from '@/accounts/balances-table'
import { BalancesTable } from '@/accounts/balances-table'
import { AssetVerificationBadge, issuerReadingOf } from '@/assets/asset-verification-badge'
import { LastSentTransaction } from '@/accounts/last-sent-transaction'
import { spendableXlm, sponsorshipCount } from '@/accounts/spendable-balance'
import { SpendableXlmSection } from '@/accounts/spendable-xlm-section'
import type { WaitingToClaim } from '@/accounts/account-summary'
import { AccountSummary } from '@/accounts/account-summary'
import { FundsSection } from '@/accounts/funds-section'
import type { BaseReserveSource } from '@/accounts/spendable-xlm-section'
import { ClaimableNowXlm } from '@/claimable-balances/claimable-now-xlm'
import { evaluatePredicate } from '@/claimable-balances/claim-predicate'
import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import { ClaimantsList, useLatestCloseTime } from '@/claimable-balances/claimants-list'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { liquidityPoolQueries } from '@/liquidity-pools/liquidity-pool-queries'
import { OperationSentence } from '@/operations/operation-sentence'
import { useNetwork } from '@/resource-routes/network-route'
import { SignersTable } from '@/accounts/signers-table'
import { SponsorshipsSection } from '@/accounts/sponsorships-section'
import type { Fact } from '@/resource-routes/detail-parts'
import { RecordSection } from '@/resource-routes/detail-parts'
import type { RecordPartProps } from '@/resource-routes/record-route'
import { createRecordRoute, manifestTabs } from '@/resource-routes/record-route'
import { routeManifest } from '@/route-manifest'
import { AccountId } from '@/ui/account-id'
import { ExplorerLink } from '@/ui/explorer-link'
import { LastModified } from '@/ui/last-modified'
import { decodeMuxedAccount } from '@/ui/muxed-account'
import { PartBoundary } from '@/ui/part-boundary'
import { RelativeTime } from '@/ui/relative-time'
import { useLocationSearchParams } from '@/ui/location-search-params'

/** The SEP-1 verdict under a credit balance: the issuer's account, then its stellar.toml. */
function BalanceIssuerVerification({ asset, lookup }: IssuerVerificationProps) {
  const network = useNetwork()
  const issuerQuery = useQuery({
    ...accountQueries.detail(network, asset.issuer),
    enabled: lookup === 'fetch',
  })
  return (
    <AssetVerificationBadge
      network={network}
      asset={asset}
      issuer={issuerReadingOf(issuerQuery)}
      variant="cell"
      lookup={lookup}
    />
  )
}

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

/** Oldest first, a full Horizon page: the summary and the funds add these lists up. */
const firstFullPage: PageParams = {
  cursor: null,
  order: 'asc',
  limit: maximumLimit,
  includeFailed: null,
}

/** The balances this account can claim at the latest ledger's close time. */
function useWaitingToClaim(accountId: string): WaitingToClaim {
  const network = useNetwork()
  const { closeTime, failed } = useLatestCloseTime()
  const query = useQuery(
    claimableBalanceQueries.list(network, firstFullPage, { claimant: accountId }),
  )
  if (query.isError || failed) return { state: 'failed' }
  if (!query.data || closeTime === null) return { state: 'loading' }
  const balances = query.data._embedded.records.filter((balance) =>
    (Array.isArray(balance.claimants) ? balance.claimants : []).some(
      (claimant) =>
        claimant?.destination === accountId &&
        evaluatePredicate(claimant.predicate, closeTime).holds === true,
    ),
  )
  return { state: 'known', balances }
}

function LatestActivity({ accountId }: { accountId: string }) {
  const network = useNetwork()
  const query = useQuery(
    accountQueries.operations(network, accountId, {
      cursor: null,
      order: 'desc',
      limit: 1,
      includeFailed: true,
    }),
  )
  if (query.isError) return <p>The latest operation could not be read.</p>
  if (!query.data) return <p role="status">Reading its latest operation…</p>
  const [latest] = query.data._embedded.records
  if (!latest) return <p>No operations yet.</p>
  return (
    <>
      <p className="break-words">
        <OperationSentence operation={latest} />
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <RelativeTime value={latest.created_at} /> ·{' '}
        <ExplorerLink to={`/operations/${latest.id}`}>operation {latest.id}</ExplorerLink>
      </p>
    </>
  )
}

function AccountSummaryPart({ record: account }: RecordPartProps<Account>) {
  return (
    <AccountSummary
      account={account}
      baseReserve={useLatestBaseReserve()}
      waiting={useWaitingToClaim(account.account_id)}
      latestActivity={<LatestActivity accountId={account.account_id} />}
    />
  )
}

/** True once the element has come within a screen of the viewport (at once without the API). */
function useNearScreen(element: Element | null): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, near])
  return near
}

/**
 * What "Where the funds are" adds beside the account record: the balances it created, its pools.
 * Read once the section scrolls near the screen: it sits below the history, and these filters
 * cost a Horizon more than the first screen's own requests (the sandbox scans for them).
 */
function useFundsSources(account: Account, wanted: boolean) {
  const network = useNetwork()
  const accountId = account.account_id
  const holdsPoolShares = (Array.isArray(account.balances) ? account.balances : []).some(
    (balance) => balance?.asset_type === 'liquidity_pool_shares',
  )
  const created = useQuery({
    ...claimableBalanceQueries.list(network, firstFullPage, { sponsor: accountId }),
    enabled: wanted,
  })
  const pools = useQuery({
    ...liquidityPoolQueries.list(network, firstFullPage, { account: accountId }),
    enabled: wanted && holdsPoolShares,
  })
  return {
    created: {
      records: created.data?._embedded.records,
      error: created.error,
      retry: () => void created.refetch(),
    },
    pools: {
      records: holdsPoolShares ? pools.data?._embedded.records : [],
      error: pools.error,
      retry: () => void pools.refetch(),
    },
  }
}

function AccountSections({ record: account }: RecordPartProps<Account>) {
  const baseReserve = useLatestBaseReserve()
  const [fundsSection, setFundsSection] = useState<HTMLDivElement | null>(null)
  const { created, pools } = useFundsSources(account, useNearScreen(fundsSection))
  const figures =
    baseReserve.state === 'known'
      ? spendableXlm(account, baseReserve.baseReserveStroops)
      : undefined
  return (
    <>
      <div ref={setFundsSection}>
        <PartBoundary title="Where the funds are">
          <FundsSection
            account={account}
            minimumReserve={figures?.minimumReserve ?? null}
            created={created}
            pools={pools}
            Claimants={ClaimantsList}
          />
        </PartBoundary>
      </div>
      <SpendableXlmSection
        account={account}
        baseReserve={baseReserve}
        claimableNow={<ClaimableNowXlm accountId={account.account_id} />}
      />
      <RecordSection title="Balances">
        <BalancesTable
          balances={account.balances}
          spendableXlm={figures?.spendable}
          IssuerVerification={BalanceIssuerVerification}
        />
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
  Summary: AccountSummaryPart,
  Sections: AccountSections,
  tabs: manifestTabs(routeManifest.account.tabs, (account: Account) => ({
    data: `Data (${Object.keys(account.data ?? {}).length})`,
  })),
})
