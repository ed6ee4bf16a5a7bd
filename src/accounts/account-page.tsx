import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import type { ClaimableBalance, LiquidityPool } from '@/api/horizon-ledger-entry-types'
import type { Account } from '@/api/horizon-types'
import type { ListSource } from '@/accounts/account-list-reads'
import { mayLeaveOut, useCountedList } from '@/accounts/account-list-reads'
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
import { claimJudge } from '@/claimable-balances/claim-judge'
import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import { useLatestCloseTime } from '@/claimable-balances/claimants-list'
import { liquidityPoolQueries } from '@/liquidity-pools/liquidity-pool-queries'
import { ledgerQueries } from '@/ledgers/ledger-queries'
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

/**
 * `/claimable_balances?claimant=` the account: one request, whose records both the summary's
 * "waiting for it" and the Spendable XLM box (its XLM part) read.
 */
function useClaimantBalances(accountId: string): ListSource<ClaimableBalance> {
  const network = useNetwork()
  return useCountedList<ClaimableBalance>(
    (params) => claimableBalanceQueries.list(network, params, { claimant: accountId }),
    true,
  )
}

/** `/claimable_balances?sponsor=` the account: the balances it created and still sponsors. */
function useCreatedBalances(accountId: string, wanted: boolean): ListSource<ClaimableBalance> {
  const network = useNetwork()
  return useCountedList<ClaimableBalance>(
    (params) => claimableBalanceQueries.list(network, params, { sponsor: accountId }),
    wanted,
  )
}

/** `/liquidity_pools?account=` the account; an empty list when it holds no pool shares. */
function useAccountPools(account: Account, wanted: boolean): ListSource<LiquidityPool> {
  const network = useNetwork()
  const holdsPoolShares = (Array.isArray(account.balances) ? account.balances : []).some(
    (balance) => balance?.asset_type === 'liquidity_pool_shares',
  )
  const pools = useCountedList<LiquidityPool>(
    (params) => liquidityPoolQueries.list(network, params, { account: account.account_id }),
    wanted && holdsPoolShares,
  )
  return holdsPoolShares ? pools : { ...pools, records: [], uncounted: { state: 'none' } }
}

/** The balances this account can claim at the latest ledger's close time. */
function useWaitingToClaim(
  accountId: string,
  claimable: ListSource<ClaimableBalance>,
): WaitingToClaim {
  const { closeTime, failed } = useLatestCloseTime()
  if (claimable.error || failed) return { state: 'failed' }
  if (!claimable.records || closeTime === null) return { state: 'loading' }
  const balances = claimable.records.filter((balance) =>
    (Array.isArray(balance.claimants) ? balance.claimants : []).some(
      (claimant) =>
        claimant?.destination === accountId &&
        evaluatePredicate(claimant.predicate, closeTime).holds === true,
    ),
  )
  return { state: 'known', balances, uncounted: claimable.uncounted }
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
  const claimable = useClaimantBalances(account.account_id)
  return (
    <AccountSummary
      account={account}
      baseReserve={useLatestBaseReserve()}
      waiting={useWaitingToClaim(account.account_id, claimable)}
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

function AccountSections({ record: account }: RecordPartProps<Account>) {
  const baseReserve = useLatestBaseReserve()
  const [fundsSection, setFundsSection] = useState<HTMLDivElement | null>(null)
  // What "Where the funds are" adds beside the account record is read once the section scrolls
  // near the screen: it sits below the history, and these filters cost a Horizon more than the
  // first screen's own requests (the sandbox scans for them).
  const fundsWanted = useNearScreen(fundsSection)
  const created = useCreatedBalances(account.account_id, fundsWanted)
  const pools = useAccountPools(account, fundsWanted)
  // The same request as the summary's: the cache answers both from one response.
  const claimable = useClaimantBalances(account.account_id)
  const { closeTime } = useLatestCloseTime()
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
            judge={closeTime === null ? null : claimJudge(closeTime)}
          />
        </PartBoundary>
      </div>
      <SpendableXlmSection
        account={account}
        baseReserve={baseReserve}
        claimableNow={
          <ClaimableNowXlm
            accountId={account.account_id}
            balances={claimable.records}
            failed={claimable.error !== null}
            incomplete={mayLeaveOut(claimable.uncounted)}
          />
        }
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
