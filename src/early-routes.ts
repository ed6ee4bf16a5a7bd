import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query'
import type { EarlyRoute, StartQuery } from '@/api/early-queries'
import type { Network } from '@/api/networks'
import type { PageParams, PageParamsDefaults } from '@/api/page-params'
import { readPageParams } from '@/api/page-params'
import { readListFilters } from '@/resource-routes/list-filter-params'
import { accountQueries } from '@/accounts/account-queries'
import type { IssuedAsset } from '@/assets/asset-id'
import { readAssetId } from '@/assets/asset-id'
import { assetQueries, readAssetListFilters } from '@/assets/asset-queries'
import { tradeFilterProblem, tradeSearchOf } from '@/assets/trade-filters'
import {
  claimableBalanceListFilters,
  claimableBalanceQueries,
} from '@/claimable-balances/claimable-balance-queries'
import { dashboardLedgerParams, dashboardPaymentParams } from '@/dashboard/dashboard-params'
import { dashboardReplayQueries, readDashboardStart } from '@/dashboard/dashboard-replay'
import { effectQueries } from '@/effects/effect-queries'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import {
  liquidityPoolListFilters,
  liquidityPoolQueries,
} from '@/liquidity-pools/liquidity-pool-queries'
import { offerQueries } from '@/offers/offer-queries'
import { operationQueries } from '@/operations/operation-queries'
import { paymentQueries } from '@/payments/payment-queries'
import { tradeQueries } from '@/trades/trade-queries'
import { transactionQueries } from '@/transactions/transaction-queries'

// What each page's loaders fetch first, known from the URL alone: main.tsx starts these before
// the page's route module has loaded. It mirrors the route modules' loaders and list defaults
// (router.tsx); early-queries.test.ts fails when a deep link would fetch anything twice or
// leave a loader's request to start late.

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

/** A top-level list; `filters` reads its Horizon filters from the URL (null: none to send). */
function earlyListRoute<TData, TKey extends QueryKey, TFilters>(
  path: string,
  query: (
    network: Network,
    params: PageParams,
    filters: TFilters,
  ) => FetchQueryOptions<TData, Error, TData, TKey>,
  defaults: PageParamsDefaults,
  filters: (search: URLSearchParams) => TFilters | null = () => ({}) as TFilters,
): EarlyRoute {
  return {
    path,
    start: (start, network, _params, search) => {
      const listFilters = filters(search)
      if (listFilters === null) return
      start(query(network, readPageParams(search, defaults), listFilters))
    },
  }
}

const newestFirst: PageParamsDefaults = { order: 'desc' }
const inOrder: PageParamsDefaults = { order: 'asc' }
const withFailed = (order: 'asc' | 'desc'): PageParamsDefaults => ({ order, includeFailed: true })
const withoutFailed: PageParamsDefaults = { order: 'desc', includeFailed: false }
/** A pool's or a claimable balance's history tabs (resource-routes/history-tabs.ts). */
const history = withFailed('desc')

/** The asset an asset page's URL names. Another spelling (`CODE:ISSUER`) redirects to the page's
 *  own address (`CODE-ISSUER`), whose loaders ask for the same queries. */
function pageAsset(id: string): IssuedAsset | null {
  const reading = readAssetId(id)
  return reading.kind === 'asset' ? reading.asset : null
}
const assetOf = (id: string): IssuedAsset => pageAsset(id) ?? { code: '', issuer: '' }

/** Filters the trades page refuses (with the form to correct them) are never sent. */
const tradeFilters = (search: URLSearchParams) =>
  tradeFilterProblem(search) === null ? tradeSearchOf(search) : null

function startDashboard(start: StartQuery, network: Network, search: URLSearchParams): void {
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
}

const listRoutes: EarlyRoute[] = [
  { path: '', start: (start, network, _params, search) => startDashboard(start, network, search) },
  earlyListRoute('ledgers', ledgerQueries.list, newestFirst),
  earlyListRoute('transactions', transactionQueries.list, withFailed('desc')),
  earlyListRoute('operations', operationQueries.list, withoutFailed),
  earlyListRoute('payments', paymentQueries.list, withoutFailed),
  earlyListRoute('effects', effectQueries.list, newestFirst),
  earlyListRoute('assets', assetQueries.list, inOrder, readAssetListFilters),
  earlyListRoute('trades', tradeQueries.list, newestFirst, tradeFilters),
  earlyListRoute('liquidity_pools', liquidityPoolQueries.list, inOrder, (search) =>
    readListFilters(search, liquidityPoolListFilters),
  ),
  earlyListRoute('claimable_balances', claimableBalanceQueries.list, newestFirst, (search) =>
    readListFilters(search, claimableBalanceListFilters),
  ),
]

const recordRoutes: EarlyRoute[] = [
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
      claimable_balances: earlyList(
        (network, id, params) => claimableBalanceQueries.list(network, params, { claimant: id }),
        newestFirst,
      ),
      sponsoring: earlyList(accountQueries.sponsoredBy, inOrder),
    },
    // A muxed (M…) address redirects to its G… account before anything is fetched.
    { plainTabs: ['data'], skip: (id) => id.startsWith('M') },
  ),
  ...earlyRecordRoutes(
    'assets',
    (network, id) => assetQueries.detail(network, assetOf(id)),
    {
      trades: earlyList(
        (network, id, params) => assetQueries.tradesAgainstXlm(network, assetOf(id), params),
        newestFirst,
      ),
      holders: earlyList(
        (network, id, params) => assetQueries.holders(network, assetOf(id), params),
        inOrder,
      ),
    },
    { skip: (id) => pageAsset(id) === null },
  ),
  ...earlyRecordRoutes('offers', offerQueries.detail, {
    trades: earlyList(tradeQueries.forOffer, newestFirst),
  }),
  ...earlyRecordRoutes('liquidity_pools', liquidityPoolQueries.detail, {
    operations: earlyList(liquidityPoolQueries.operations, history),
    transactions: earlyList(liquidityPoolQueries.transactions, history),
    effects: earlyList(liquidityPoolQueries.effects, newestFirst),
    trades: earlyList(liquidityPoolQueries.trades, newestFirst),
  }),
  ...earlyRecordRoutes('claimable_balances', claimableBalanceQueries.detail, {
    operations: earlyList(claimableBalanceQueries.operations, history),
    transactions: earlyList(claimableBalanceQueries.transactions, history),
  }),
]

/** Every page type's early queries, matched against the URL being opened (main.tsx). */
export const earlyRoutes: EarlyRoute[] = [...listRoutes, ...recordRoutes]
