import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Params } from 'react-router'
import { useParams } from 'react-router'
import { accountQueries } from '@/accounts/account-queries'
import { DataEntries } from '@/accounts/data-entries'
import { SponsoredAccountsTable } from '@/accounts/sponsored-accounts-table'
import { claimableBalanceQueries } from '@/claimable-balances/claimable-balance-queries'
import { ClaimableBalanceTable } from '@/claimable-balances/claimable-balance-table'
import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import type { Account, Operation } from '@/api/horizon-types'
import type { RecordNoun } from '@/live/live-controls'
import type { StreamedRecordHandler } from '@/live/use-live-list'
import { createListRoute } from '@/resource-routes/list-route'
import type { ListLiveDefinition } from '@/resource-routes/list-route'
import { useNetwork } from '@/resource-routes/network-route'
import { EffectTable } from '@/effects/effect-table'
import { offerQueries } from '@/offers/offer-queries'
import { OfferTable } from '@/offers/offer-table'
import { OperationTable } from '@/operations/operation-table'
import { tradeQueries } from '@/trades/trade-queries'
import { TradeTable } from '@/trades/trade-table'
import { TransactionTable } from '@/transactions/transaction-table'
import { idleLazy } from '@/ui/idle-lazy'
import type { TabRoute } from '@/resource-routes/tab-routes'
import { routeManifest } from '@/route-manifest'
import type { TabPathOf } from '@/route-manifest'
import { accountHistoryColumns } from '@/accounts/account-history-columns'
import { FilteredHistory, HistoryFilterForm } from '@/accounts/filtered-history'
import { isFiltering, readHistoryFilters } from '@/accounts/history-filters'
import { useLocationSearchParams } from '@/ui/location-search-params'

const { byPath } = routeManifest.account.tabs

/**
 * Anything streamed on an account's own collections touched the account: its balances, offers
 * and data entries are refetched (the account record carries balances and data).
 */
const refreshTouchedAccount =
  (accountId: string): StreamedRecordHandler =>
  (_record, { queryClient, horizonUrl }) => {
    void queryClient.invalidateQueries({
      queryKey: [...accountQueries.all, 'detail', horizonUrl, accountId],
    })
    void queryClient.invalidateQueries({
      queryKey: [...offerQueries.all, 'account', horizonUrl, accountId],
    })
  }

/** The first page of an account's time-ordered tabs goes live on the account's own stream. */
const accountLive =
  (collection: string, recordNoun: RecordNoun) =>
  (routeParams: Params): ListLiveDefinition => {
    const accountId = routeParams.accountId ?? ''
    return {
      streamPath: `/accounts/${encodeURIComponent(accountId)}/${collection}`,
      recordNoun,
      onRecordArrived: refreshTouchedAccount(accountId),
    }
  }

export function AccountOperationTable({ operations }: { operations: Operation[] }) {
  const { accountId = '' } = useParams()
  // The same column objects across renders, so a streamed record re-renders only its own row.
  const accountColumns = useMemo(() => accountHistoryColumns(accountId), [accountId])
  return <OperationTable operations={operations} extraColumns={accountColumns} />
}

/** An account's payments or operations: the filter form, then the page or the filtered walk. */
function AccountHistory({
  operations,
  collection,
}: {
  operations: Operation[]
  collection: 'payments' | 'operations'
}) {
  const filters = readHistoryFilters(useLocationSearchParams())
  return (
    <div className="space-y-3">
      <HistoryFilterForm key={JSON.stringify(filters)} filters={filters} />
      {isFiltering(filters) ? (
        <FilteredHistory
          key={JSON.stringify(filters)}
          collection={collection}
          filters={filters}
          renderRecords={(matches) => <AccountOperationTable operations={matches} />}
        />
      ) : (
        <AccountOperationTable operations={operations} />
      )}
    </div>
  )
}

// An account's history is newest first: that is what people look for. Failed attempts are
// included by default: "did my payment arrive?" needs the ones that did not.
const operationsTab = createListRoute({
  title: () => 'Operations',
  recordNoun: 'operations',
  defaults: byPath.operations.list,
  query: (network, params, routeParams) =>
    accountQueries.operations(network, routeParams.accountId ?? '', params),
  renderRecords: (operations) => <AccountHistory operations={operations} collection="operations" />,
  placement: 'tab',
  timeOrdered: true,
  live: accountLive('operations', { one: 'operation', other: 'operations' }),
})

const paymentsTab = createListRoute({
  title: () => 'Payments',
  recordNoun: 'payments',
  defaults: byPath.payments.list,
  query: (network, params, routeParams) =>
    accountQueries.payments(network, routeParams.accountId ?? '', params),
  renderRecords: (payments) => <AccountHistory operations={payments} collection="payments" />,
  placement: 'tab',
  timeOrdered: true,
  live: accountLive('payments', { one: 'payment', other: 'payments' }),
})

const effectsTab = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: byPath.effects.list,
  query: (network, params, routeParams) =>
    accountQueries.effects(network, routeParams.accountId ?? '', params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
  timeOrdered: true,
  live: accountLive('effects', { one: 'effect', other: 'effects' }),
})

const transactionsTab = createListRoute({
  title: () => 'Transactions',
  recordNoun: 'transactions',
  defaults: byPath.transactions.list,
  query: (network, params, routeParams) =>
    accountQueries.transactions(network, routeParams.accountId ?? '', params),
  renderRecords: (transactions) => <TransactionTable transactions={transactions} />,
  placement: 'tab',
  timeOrdered: true,
  live: accountLive('transactions', { one: 'transaction', other: 'transactions' }),
})

const offersTab = createListRoute({
  title: () => 'Open offers',
  recordNoun: 'offers',
  defaults: byPath.offers.list,
  query: (network, params, routeParams) =>
    offerQueries.forAccount(network, routeParams.accountId ?? '', params),
  renderRecords: (offers) => <OfferTable offers={offers} />,
  placement: 'tab',
})

const tradesTab = createListRoute({
  title: () => 'Trades',
  recordNoun: 'trades',
  defaults: byPath.trades.list,
  query: (network, params, routeParams) =>
    tradeQueries.forAccount(network, routeParams.accountId ?? '', params),
  renderRecords: (trades) => <TradeTable trades={trades} />,
  placement: 'tab',
})

/** This account's balances, each with whether this account can claim it now. */
function BalancesItCanClaim({ balances }: { balances: ClaimableBalance[] }) {
  return <ClaimableBalanceTable balances={balances} claimant={useParams().accountId} />
}

// Balances this account may claim (Horizon's `claimant` filter), newest first.
const claimableBalancesTab = createListRoute({
  title: () => 'Claimable balances it can claim',
  recordNoun: 'claimable balances',
  defaults: byPath.claimable_balances.list,
  query: (network, params, routeParams) =>
    claimableBalanceQueries.list(network, params, { claimant: routeParams.accountId ?? '' }),
  renderRecords: (balances) => <BalancesItCanClaim balances={balances} />,
  placement: 'tab',
})

function AccountsItSponsors({ accounts }: { accounts: Account[] }) {
  return <SponsoredAccountsTable accounts={accounts} sponsor={useParams().accountId ?? ''} />
}

const sponsoringTab = createListRoute({
  title: () => 'Accounts it sponsors',
  recordNoun: 'sponsored accounts',
  defaults: byPath.sponsoring.list,
  query: (network, params, routeParams) =>
    accountQueries.sponsoredBy(network, routeParams.accountId ?? '', params),
  renderRecords: (accounts) => <AccountsItSponsors accounts={accounts} />,
  placement: 'tab',
})

/** Data entries come with the account record: no extra request. */
function DataTab() {
  const network = useNetwork()
  const { accountId = '' } = useParams()
  const { data: account } = useSuspenseQuery(accountQueries.detail(network, accountId))
  return (
    <section aria-labelledby="data-heading" className="space-y-2">
      <h2 id="data-heading" className="text-xl font-semibold">
        Data entries
      </h2>
      <DataEntries data={account.data} />
    </section>
  )
}

const dataTab = { Component: DataTab }

/**
 * The export of an account's whole history sits below the page's rows, and its code (the page
 * walker, the CSV writer, jump-to-date's time search) is none of what the rows need: it loads once
 * the browser is idle, so a cold account page does not fetch three more files before it shows.
 */
const HistoryExport = idleLazy(() =>
  import('@/resource-routes/history-export').then((module) => module.HistoryExport),
)

/** Loads like the export: its walker and form are none of what the rows need. */
const PaymentFinder = idleLazy(() =>
  import('@/accounts/payment-finder').then((module) => module.PaymentFinder),
)

/** A history tab with the export of the account's whole history below the page on screen. */
function withHistoryExport(
  tab: ReturnType<typeof createListRoute<Operation>>,
  collection: 'operations' | 'payments',
) {
  function TabWithExport() {
    const network = useNetwork()
    const { accountId = '' } = useParams()
    return (
      <div className="space-y-4">
        <tab.Component />
        {collection === 'payments' ? (
          <PaymentFinder network={network} accountId={accountId} />
        ) : null}
        <HistoryExport network={network} accountId={accountId} collection={collection} />
      </div>
    )
  }
  return { loader: tab.loader, Component: TabWithExport }
}

/** The record page's tabs by path (route-manifest.ts lists them; router.tsx loads them). */
export const routesByTab = {
  operations: withHistoryExport(operationsTab, 'operations'),
  payments: withHistoryExport(paymentsTab, 'payments'),
  effects: effectsTab,
  transactions: transactionsTab,
  offers: offersTab,
  trades: tradesTab,
  data: dataTab,
  claimable_balances: claimableBalancesTab,
  sponsoring: sponsoringTab,
} satisfies Record<TabPathOf<'account'>, TabRoute>
