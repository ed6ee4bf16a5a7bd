import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query'
import type { EarlyRoute, StartQuery } from '@/api/early-queries'
import type { Network } from '@/api/networks'
import type { PageParams, PageParamsDefaults } from '@/api/page-params'
import { recordPathParts, routeManifest } from '@/route-manifest'
import type { ManifestPage, PageName, RouteManifest } from '@/route-manifest'
import { readPageParams } from '@/api/page-params'
import { readListFilters } from '@/resource-routes/list-filter-params'
import { accountQueries } from '@/accounts/account-queries'
import type { IssuedAsset } from '@/assets/asset-id'
import { canonicalAsset, readAssetId } from '@/assets/asset-id'
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

// What each page's loaders fetch first, known from the URL alone: the early script
// (early-fetch.ts) asks Horizon for these before the app's code has loaded. Paths and list
// defaults come from route-manifest.ts; this table adds, for each of its pages, the query factory
// its loaders use (TypeScript wants one for every page and tab). early-queries.test.ts fails when
// a deep link's loaders would fetch anything not started here.

/** Starts a top-level list's query for the URL's paging parameters and filters. */
type ListQuery = (
  start: StartQuery,
  network: Network,
  params: PageParams,
  search: URLSearchParams,
) => void
/** Starts a record tab's list query; null when the tab shows only what the record holds. */
type TabQuery =
  ((start: StartQuery, network: Network, id: string, params: PageParams) => void) | null

interface RecordEarlyQueries<TabPath extends string> {
  record: (start: StartQuery, network: Network, id: string) => void
  tabs: Record<TabPath, TabQuery>
  /** An id the page redirects or refuses before its loaders fetch anything. */
  skip?: (id: string) => boolean
}

type EarlyQueriesOf<Page> = Page extends { tabs: { byPath: infer Tabs } }
  ? RecordEarlyQueries<keyof Tabs & string>
  : Page extends { list: object }
    ? ListQuery
    : (start: StartQuery, network: Network, search: URLSearchParams) => void

/** A query factory as a starter: `start` gets the factory's options for the arguments. */
function query<TArgs extends unknown[], TData, TKey extends QueryKey>(
  factory: (...args: TArgs) => FetchQueryOptions<TData, Error, TData, TKey>,
) {
  return (start: StartQuery, ...args: TArgs) => start(factory(...args))
}

/** A list whose URL filters are read by `filters` (null: the page refuses them, nothing to send). */
function filteredList<TFilters>(
  startList: (start: StartQuery, network: Network, params: PageParams, filters: TFilters) => void,
  filters: (search: URLSearchParams) => TFilters | null,
): ListQuery {
  return (start, network, params, search) => {
    const listFilters = filters(search)
    if (listFilters !== null) startList(start, network, params, listFilters)
  }
}

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

/** For each page of the manifest, the queries its loaders start. */
export const earlyQueries: { [Name in PageName]: EarlyQueriesOf<RouteManifest[Name]> } = {
  dashboard: startDashboard,
  // A contract is read from Stellar RPC (POSTs), which the early script does not ask.
  contract: () => undefined,
  // The RPC server page too reads RPC only.
  rpcServer: () => undefined,
  ledgers: query(ledgerQueries.list),
  ledger: {
    record: query(ledgerQueries.detail),
    tabs: {
      transactions: query(ledgerQueries.transactions),
      operations: query(ledgerQueries.operations),
      payments: query(ledgerQueries.payments),
      effects: query(ledgerQueries.effects),
    },
  },
  transactions: query(transactionQueries.list),
  transaction: {
    record: query(transactionQueries.detail),
    tabs: {
      operations: query(transactionQueries.operations),
      effects: query(transactionQueries.effects),
    },
  },
  operations: query(operationQueries.list),
  operation: {
    record: query(operationQueries.detail),
    tabs: { effects: query(operationQueries.effects) },
  },
  account: {
    record: query(accountQueries.detail),
    tabs: {
      operations: query(accountQueries.operations),
      payments: query(accountQueries.payments),
      effects: query(accountQueries.effects),
      transactions: query(accountQueries.transactions),
      offers: query(offerQueries.forAccount),
      trades: query(tradeQueries.forAccount),
      // Data entries come with the account record.
      data: null,
      claimable_balances: (start, network, id, params) =>
        start(claimableBalanceQueries.list(network, params, { claimant: id })),
      sponsoring: query(accountQueries.sponsoredBy),
    },
    // A muxed (M…) address redirects to its G… account before anything is fetched.
    skip: (id) => id.startsWith('M'),
  },
  liquidityPools: filteredList(query(liquidityPoolQueries.list), (search) =>
    readListFilters(search, liquidityPoolListFilters),
  ),
  liquidityPool: {
    record: query(liquidityPoolQueries.detail),
    tabs: {
      operations: query(liquidityPoolQueries.operations),
      transactions: query(liquidityPoolQueries.transactions),
      effects: query(liquidityPoolQueries.effects),
      trades: query(liquidityPoolQueries.trades),
    },
  },
  claimableBalances: filteredList(query(claimableBalanceQueries.list), (search) =>
    readListFilters(search, claimableBalanceListFilters),
  ),
  claimableBalance: {
    record: query(claimableBalanceQueries.detail),
    tabs: {
      operations: query(claimableBalanceQueries.operations),
      transactions: query(claimableBalanceQueries.transactions),
    },
  },
  payments: query(paymentQueries.list),
  effects: query(effectQueries.list),
  assets: filteredList(query(assetQueries.list), readAssetListFilters),
  asset: {
    record: (start, network, id) => start(assetQueries.detail(network, assetOf(id))),
    tabs: {
      trades: (start, network, id, params) =>
        start(assetQueries.tradesAgainstXlm(network, assetOf(id), params)),
      holders: (start, network, id, params) =>
        start(assetQueries.holders(network, assetOf(id), params)),
      pools: (start, network, id, params) =>
        start(
          liquidityPoolQueries.list(network, params, { reserves: canonicalAsset(assetOf(id)) }),
        ),
    },
    skip: (id) => pageAsset(id) === null,
  },
  trades: filteredList(query(tradeQueries.list), tradeFilters),
  offer: {
    record: query(offerQueries.detail),
    tabs: { trades: query(tradeQueries.forOffer) },
  },
}

/** A record page and its tabs (the first is its index route), from the manifest and the table. */
function recordRoutes(
  page: ManifestPage & { tabs: NonNullable<ManifestPage['tabs']> },
  queries: RecordEarlyQueries<string>,
): EarlyRoute[] {
  const startRecordAnd =
    (tabPath: string | undefined): EarlyRoute['start'] =>
    (start, network, params, search) => {
      const id = params[recordPathParts(page).idParam] ?? ''
      if (queries.skip?.(id)) return
      queries.record(start, network, id)
      const tab = tabPath === undefined ? undefined : page.tabs.byPath[tabPath]
      const tabQuery = tabPath === undefined ? null : queries.tabs[tabPath]
      if (tab?.list && tabQuery) tabQuery(start, network, id, readPageParams(search, tab.list))
    }
  const [indexTab] = Object.keys(page.tabs.byPath)
  return [
    { path: page.path, start: startRecordAnd(indexTab) },
    ...Object.keys(page.tabs.byPath).map((tabPath) => ({
      path: `${page.path}/${tabPath}`,
      start: startRecordAnd(tabPath),
    })),
  ]
}

function listRoute(path: string, defaults: PageParamsDefaults, listQuery: ListQuery): EarlyRoute {
  return {
    path,
    start: (start, network, _params, search) =>
      listQuery(start, network, readPageParams(search, defaults), search),
  }
}

/** Every page's early queries, matched against the URL being opened (in the manifest's order). */
export const earlyRoutes: EarlyRoute[] = (Object.keys(routeManifest) as PageName[]).flatMap(
  (name): EarlyRoute[] => {
    const page: ManifestPage = routeManifest[name]
    const queries: unknown = earlyQueries[name]
    if (page.tabs)
      return recordRoutes({ ...page, tabs: page.tabs }, queries as RecordEarlyQueries<string>)
    if (page.list) return [listRoute(page.path, page.list, queries as ListQuery)]
    const startPage = queries as EarlyQueriesOf<RouteManifest['dashboard']>
    return [
      {
        path: page.path,
        start: (start, network, _params, search) => startPage(start, network, search),
      },
    ]
  },
)
