import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { redirect, RouterContextProvider } from 'react-router'
import { queryClientContext } from '@/api/query-client'
import { loadRuntimeConfig } from '@/api/runtime-config'
import { AppLayout } from '@/app/app-layout'
import { loadNetwork, networkRouteId } from '@/resource-routes/network-route'
import { LazyNetworkErrorPage, LazyRouteError } from '@/app/lazy-route-errors'
import { tabRoutes } from '@/resource-routes/tab-routes'

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
