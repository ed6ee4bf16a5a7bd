import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { redirect, RouterContextProvider } from 'react-router'
import type { EarlyRoute, StartQuery } from '@/api/early-queries'
import type { Network } from '@/api/networks'
import type { PageParams, PageParamsDefaults } from '@/api/page-params'
import { readPageParams } from '@/api/page-params'
import { queryClientContext } from '@/api/query-client'
import { loadRuntimeConfig } from '@/api/runtime-config'
import { AppLayout } from '@/app/app-layout'
import { loadNetwork, networkRouteId } from '@/resource-routes/network-route'
import { LazyNetworkErrorPage, LazyRouteError } from '@/app/lazy-route-errors'
import { tabRoutes } from '@/resource-routes/tab-routes'
import { accountQueries } from '@/accounts/account-queries'
import { dashboardLedgerParams, dashboardPaymentParams } from '@/dashboard/dashboard-params'
import { dashboardReplayQueries, readDashboardStart } from '@/dashboard/dashboard-replay'
import { effectQueries } from '@/effects/effect-queries'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { offerQueries } from '@/offers/offer-queries'
import { operationQueries } from '@/operations/operation-queries'
import { paymentQueries } from '@/payments/payment-queries'
import { tradeQueries } from '@/trades/trade-queries'
import { transactionQueries } from '@/transactions/transaction-queries'

function InitialLoading() {
  return (
    <p role="status" className="p-4">
      Loading Ledger Explorer…
    </p>
  )
}

declare module 'react-router' {
  interface Future {
    // Loaders receive a typed RouterContextProvider (carrying the QueryClient).
    v8_middleware: true
  }
}

/** THE map of the app. Every page is a lazily loaded module exporting `loader` + `Component`. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    loader: async () => {
      const config = await loadRuntimeConfig()
      return redirect(`/${config.defaultNetwork}`)
    },
  },
  {
    id: networkRouteId,
    path: '/:network',
    loader: loadNetwork,
    // The network only changes with the URL's path segment or `horizon` parameter.
    shouldRevalidate: ({ currentParams, nextParams, currentUrl, nextUrl }) =>
      currentParams.network !== nextParams.network ||
      currentUrl.searchParams.get('horizon') !== nextUrl.searchParams.get('horizon'),
    Component: AppLayout,
    HydrateFallback: InitialLoading,
    ErrorBoundary: LazyNetworkErrorPage,
    children: [
      {
        ErrorBoundary: LazyRouteError,
        children: [
          { index: true, lazy: () => import('@/dashboard/dashboard-page') },
          { path: 'ledgers', lazy: () => import('@/ledgers/ledgers-page') },
          {
            path: 'ledgers/:sequence',
            lazy: () => import('@/ledgers/ledger-page'),
            children: tabRoutes(
              () => import('@/ledgers/ledger-tab-pages').then((m) => m.ledgerTabRoutes),
              ['transactions', 'operations', 'payments', 'effects'],
            ),
          },
          { path: 'transactions', lazy: () => import('@/transactions/transactions-page') },
          {
            path: 'transactions/:hash',
            lazy: () => import('@/transactions/transaction-page'),
            children: tabRoutes(
              () =>
                import('@/transactions/transaction-tab-pages').then((m) => m.transactionTabRoutes),
              ['operations', 'effects'],
            ),
          },
          { path: 'operations', lazy: () => import('@/operations/operations-page') },
          {
            path: 'operations/:id',
            lazy: () => import('@/operations/operation-page'),
            children: tabRoutes(
              () => import('@/operations/operation-tab-pages').then((m) => m.operationTabRoutes),
              ['effects'],
            ),
          },
          {
            path: 'accounts/:accountId',
            lazy: () => import('@/accounts/account-page'),
            children: tabRoutes(
              () => import('@/accounts/account-tab-pages').then((m) => m.accountTabRoutes),
              [
                'operations',
                'payments',
                'effects',
                'transactions',
                'offers',
                'trades',
                'data',
                'claimable_balances',
                'sponsoring',
              ],
            ),
          },
          { path: 'liquidity_pools', lazy: () => import('@/liquidity-pools/liquidity-pools-page') },
          {
            path: 'liquidity_pools/:poolId',
            lazy: () => import('@/liquidity-pools/liquidity-pool-page'),
            children: tabRoutes(
              () =>
                import('@/liquidity-pools/liquidity-pool-tab-pages').then(
                  (m) => m.liquidityPoolTabRoutes,
                ),
              ['operations', 'transactions', 'effects', 'trades'],
            ),
          },
          {
            path: 'claimable_balances',
            lazy: () => import('@/claimable-balances/claimable-balances-page'),
          },
          {
            path: 'claimable_balances/:balanceId',
            lazy: () => import('@/claimable-balances/claimable-balance-page'),
            children: tabRoutes(
              () =>
                import('@/claimable-balances/claimable-balance-tab-pages').then(
                  (m) => m.claimableBalanceTabRoutes,
                ),
              ['operations', 'transactions'],
            ),
          },
          { path: 'payments', lazy: () => import('@/payments/payments-page') },
          { path: 'effects', lazy: () => import('@/effects/effects-page') },
          { path: 'assets', lazy: () => import('@/assets/assets-page') },
          {
            path: 'assets/:assetId',
            lazy: () => import('@/assets/asset-page'),
            children: tabRoutes(
              () => import('@/assets/asset-tab-pages').then((m) => m.assetTabRoutes),
              ['trades', 'holders'],
            ),
          },
          { path: 'trades', lazy: () => import('@/trades/trades-page') },
          {
            path: 'offers/:offerId',
            lazy: () => import('@/offers/offer-page'),
            children: tabRoutes(
              () => import('@/offers/offer-tab-pages').then((m) => m.offerTabRoutes),
              ['trades'],
            ),
          },
          {
            path: '*',
            loader: () => {
              throw new Response('No such page in the explorer', { status: 404 })
            },
          },
        ],
      },
    ],
  },
]

/** Router options shared by the browser router and tests' memory routers. */
export function appRouterOptions(queryClient: QueryClient) {
  return {
    future: { v8_middleware: true },
    getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
  } as const
}

/** Starts one early query from the URL's paging parameters (cursor, order, limit …). */
type EarlyListStart = (
  start: StartQuery,
  network: Network,
  id: string,
  search: URLSearchParams,
) => void

/** A list and the defaults its route module reads the URL with (see its createListRoute). */
function earlyList<TData, TKey extends QueryKey>(
  query: (
    network: Network,
    id: string,
    params: PageParams,
  ) => FetchQueryOptions<TData, Error, TData, TKey>,
  defaults: PageParamsDefaults,
): EarlyListStart {
  return (start, network, id, search) => start(query(network, id, readPageParams(search, defaults)))
}

/** A record page, its tabs (the first is its index route) and the tab-less paths below it. */
function earlyRecordRoutes<TData, TKey extends QueryKey>(
  path: string,
  record: (network: Network, id: string) => FetchQueryOptions<TData, Error, TData, TKey>,
  tabs: Record<string, EarlyListStart>,
  options: { plainTabs?: string[]; skip?: (id: string) => boolean } = {},
): EarlyRoute[] {
  const startRecordAnd =
    (tab: EarlyListStart | null): EarlyRoute['start'] =>
    (start, network, params, search) => {
      const id = params.id ?? ''
      if (options.skip?.(id)) return
      start(record(network, id))
      tab?.(start, network, id, search)
    }
  const [indexTab] = Object.values(tabs)
  return [
    { path: `${path}/:id`, start: startRecordAnd(indexTab ?? null) },
    ...Object.entries(tabs).map(([tabPath, tab]) => ({
      path: `${path}/:id/${tabPath}`,
      start: startRecordAnd(tab),
    })),
    ...(options.plainTabs ?? []).map((tabPath) => ({
      path: `${path}/:id/${tabPath}`,
      start: startRecordAnd(null),
    })),
  ]
}

function earlyListRoute<TData, TKey extends QueryKey>(
  path: string,
  query: (network: Network, params: PageParams) => FetchQueryOptions<TData, Error, TData, TKey>,
  defaults: PageParamsDefaults,
): EarlyRoute {
  return {
    path,
    start: (start, network, _params, search) =>
      start(query(network, readPageParams(search, defaults))),
  }
}

const newestFirst: PageParamsDefaults = { order: 'desc' }
const inOrder: PageParamsDefaults = { order: 'asc' }
const withFailed = (order: 'asc' | 'desc'): PageParamsDefaults => ({ order, includeFailed: true })
const withoutFailed: PageParamsDefaults = { order: 'desc', includeFailed: false }

/**
 * What each page's loaders fetch first, known from the URL alone: main.tsx starts these before
 * the page's route module has loaded. It mirrors the route modules' loaders and list defaults;
 * early-queries.test.tsx fails when a deep link would fetch anything twice.
 */
export const earlyRoutes: EarlyRoute[] = [
  {
    path: '',
    start: (start, network, _params, search) => {
      const dashboardStart = readDashboardStart(search)
      if (dashboardStart.kind === 'invalid') return
      if (dashboardStart.kind === 'live') {
        start(ledgerQueries.list(network, dashboardLedgerParams))
        start(paymentQueries.list(network, dashboardPaymentParams))
        return
      }
      const { cursor } = dashboardStart
      start(dashboardReplayQueries.ledgers(network, cursor, dashboardLedgerParams.limit))
      start(dashboardReplayQueries.payments(network, cursor, dashboardPaymentParams.limit))
    },
  },
  earlyListRoute('ledgers', ledgerQueries.list, newestFirst),
  earlyListRoute('transactions', transactionQueries.list, withFailed('desc')),
  earlyListRoute('operations', operationQueries.list, withoutFailed),
  earlyListRoute('payments', paymentQueries.list, withoutFailed),
  earlyListRoute('effects', effectQueries.list, newestFirst),
  ...earlyRecordRoutes('ledgers', ledgerQueries.detail, {
    transactions: earlyList(ledgerQueries.transactions, withFailed('asc')),
    operations: earlyList(ledgerQueries.operations, withFailed('asc')),
    payments: earlyList(ledgerQueries.payments, withFailed('asc')),
    effects: earlyList(ledgerQueries.effects, inOrder),
  }),
  ...earlyRecordRoutes('transactions', transactionQueries.detail, {
    operations: earlyList(transactionQueries.operations, inOrder),
    effects: earlyList(transactionQueries.effects, inOrder),
  }),
  ...earlyRecordRoutes('operations', operationQueries.detail, {
    effects: earlyList(operationQueries.effects, inOrder),
  }),
  ...earlyRecordRoutes(
    'accounts',
    accountQueries.detail,
    {
      operations: earlyList(accountQueries.operations, withFailed('desc')),
      payments: earlyList(accountQueries.payments, withFailed('desc')),
      effects: earlyList(accountQueries.effects, newestFirst),
      transactions: earlyList(accountQueries.transactions, withFailed('desc')),
      offers: earlyList(offerQueries.forAccount, newestFirst),
      trades: earlyList(tradeQueries.forAccount, newestFirst),
    },
    // A muxed (M…) address redirects to its G… account before anything is fetched.
    { plainTabs: ['data'], skip: (id) => id.startsWith('M') },
  ),
]
