// THE map of the explorer's pages, as plain data: for each page its path below `/:network`, its
// lazily loaded route module, its list defaults, the kind of id in its path and its tabs (path,
// label, list defaults; the first tab is also the record's index route). Everything else is
// derived from it: the router (router.tsx), the record pages' tab links and the tab modules'
// defaults, the early script's table (early-routes.ts), which ids become links
// (ui/record-ids.ts) and the static server's route-module preloads
// (scripts/static/route-module-table.ts). It imports nothing at run time, so any layer (and the
// build, in Node) may read it. route-manifest.test.ts fails when the router, the early table,
// the tab modules or the id checks disagree with it.
//
// A new page: a folder with its route module (and tab module), and one entry here.

/** How a list reads its URL when it names no order (api/page-params.ts's PageParamsDefaults). */
export interface ListDefaults {
  order: 'asc' | 'desc'
  /** Horizon's `include_failed` when the URL does not say; absent: the list has no such filter. */
  includeFailed?: boolean
}

/** What the id in a record page's path must look like before the explorer links to it. */
export type RecordIdKind =
  | 'account'
  | 'ledger-sequence'
  | 'transaction-hash'
  | 'operation-id'
  | 'claimable-balance-id'
  | 'pool-id'
  | 'offer-id'
  | 'asset-id'
  | 'contract-id'

export interface ManifestTab {
  label: string
  /** The tab's list defaults; null: the tab is not a paged list (an account's data entries). */
  list: ListDefaults | null
}

export interface ManifestPage {
  /** Below `/:network`, in React Router's syntax: `''`, `ledgers`, `ledgers/:sequence`. */
  path: string
  /** The route module under src/, without its extension: it exports `loader` and `Component`. */
  module: string
  /** A list page's defaults (its createListRoute reads the URL with them). */
  list?: ListDefaults
  /** A record page's id: the kind of the path's last segment (`:sequence`). */
  idKind?: RecordIdKind
  tabs?: {
    /** The module exporting `routesByTab`, the tabs' routes by path. */
    module: string
    /** The tab bar's accessible name. */
    label: string
    byPath: Readonly<Record<string, ManifestTab>>
  }
}

const newestFirst = { order: 'desc' } as const
const inOrder = { order: 'asc' } as const
const withFailed = (order: 'asc' | 'desc') => ({ order, includeFailed: true }) as const
const withoutFailed = { order: 'desc', includeFailed: false } as const
/** Lists under a record that has a history (an account, a pool, a claimable balance). */
const history = withFailed('desc')

/**
 * The tabs of a record's history, the same on every record that has them (an account, a pool, a
 * claimable balance, an offer): newest first, since that is what people look for; operations,
 * payments and transactions include failed attempts ("did my payment arrive?" needs the ones that
 * did not). Each record page lists the ones it has, in its tab bar's order.
 */
const historyTabs = {
  operations: { label: 'Operations', list: history },
  payments: { label: 'Payments', list: history },
  effects: { label: 'Effects', list: newestFirst },
  transactions: { label: 'Transactions', list: history },
  trades: { label: 'Trades', list: newestFirst },
} as const satisfies Record<string, ManifestTab>
const { operations, payments, effects, transactions, trades } = historyTabs

/**
 * The tabs of what a closed record contains (a transaction's operations and effects, an
 * operation's effects, a ledger's effects): it never changes, and reads naturally in application
 * order.
 */
const contentsTabs = {
  operations: { label: 'Operations', list: inOrder },
  effects: { label: 'Effects', list: inOrder },
} as const satisfies Record<string, ManifestTab>

export const routeManifest = {
  dashboard: { path: '', module: 'dashboard/dashboard-page' },
  ledgers: { path: 'ledgers', module: 'ledgers/ledgers-page', list: newestFirst },
  ledger: {
    path: 'ledgers/:sequence',
    module: 'ledgers/ledger-page',
    idKind: 'ledger-sequence',
    // A closed ledger's contents, in application order; its transactions, operations and
    // payments include the failed ones.
    tabs: {
      module: 'ledgers/ledger-tab-pages',
      label: 'Ledger contents',
      byPath: {
        transactions: { label: 'Transactions', list: withFailed('asc') },
        operations: { label: 'Operations', list: withFailed('asc') },
        payments: { label: 'Payments', list: withFailed('asc') },
        effects: contentsTabs.effects,
      },
    },
  },
  transactions: {
    path: 'transactions',
    module: 'transactions/transactions-page',
    list: withFailed('desc'),
  },
  transaction: {
    path: 'transactions/:hash',
    module: 'transactions/transaction-page',
    idKind: 'transaction-hash',
    tabs: {
      module: 'transactions/transaction-tab-pages',
      label: 'Transaction contents',
      byPath: contentsTabs,
    },
  },
  operations: { path: 'operations', module: 'operations/operations-page', list: withoutFailed },
  operation: {
    path: 'operations/:id',
    module: 'operations/operation-page',
    idKind: 'operation-id',
    // The one sub-list is the index route: the page shows no tab links.
    tabs: {
      module: 'operations/operation-tab-pages',
      label: 'Operation effects',
      byPath: { effects: contentsTabs.effects },
    },
  },
  account: {
    path: 'accounts/:accountId',
    module: 'accounts/account-page',
    idKind: 'account',
    tabs: {
      module: 'accounts/account-tab-pages',
      label: 'Account history',
      byPath: {
        operations,
        payments,
        effects,
        transactions,
        offers: { label: 'Offers', list: newestFirst },
        trades,
        data: { label: 'Data', list: null },
        claimable_balances: { label: 'Claimable balances', list: newestFirst },
        sponsoring: { label: 'Sponsoring', list: inOrder },
      },
    },
  },
  liquidityPools: {
    path: 'liquidity_pools',
    module: 'liquidity-pools/liquidity-pools-page',
    list: inOrder,
  },
  liquidityPool: {
    path: 'liquidity_pools/:poolId',
    module: 'liquidity-pools/liquidity-pool-page',
    idKind: 'pool-id',
    tabs: {
      module: 'liquidity-pools/liquidity-pool-tab-pages',
      label: 'Pool history',
      byPath: { operations, transactions, effects, trades },
    },
  },
  claimableBalances: {
    path: 'claimable_balances',
    module: 'claimable-balances/claimable-balances-page',
    list: newestFirst,
  },
  claimableBalance: {
    path: 'claimable_balances/:balanceId',
    module: 'claimable-balances/claimable-balance-page',
    idKind: 'claimable-balance-id',
    tabs: {
      module: 'claimable-balances/claimable-balance-tab-pages',
      label: 'Balance history',
      byPath: { operations, transactions },
    },
  },
  payments: { path: 'payments', module: 'payments/payments-page', list: withoutFailed },
  effects: { path: 'effects', module: 'effects/effects-page', list: newestFirst },
  assets: { path: 'assets', module: 'assets/assets-page', list: inOrder },
  asset: {
    path: 'assets/:assetId',
    module: 'assets/asset-page',
    idKind: 'asset-id',
    tabs: {
      module: 'assets/asset-tab-pages',
      label: 'Asset activity',
      byPath: {
        trades: { label: 'Trades against XLM', list: newestFirst },
        holders: { label: 'Holders', list: inOrder },
        pools: { label: 'Pools', list: inOrder },
      },
    },
  },
  trades: { path: 'trades', module: 'trades/trades-page', list: newestFirst },
  // Read from Stellar RPC, not Horizon: the network's RPC (or the URL's `rpc=`).
  contract: {
    path: 'contracts/:contractId',
    module: 'contracts/contract-page',
    idKind: 'contract-id',
  },
  // The selected network's Stellar RPC itself: health, version, fees, newest history.
  rpcServer: { path: 'rpc', module: 'rpc/rpc-page' },
  offer: {
    path: 'offers/:offerId',
    module: 'offers/offer-page',
    idKind: 'offer-id',
    tabs: {
      module: 'offers/offer-tab-pages',
      label: 'Offer history',
      byPath: { trades },
    },
  },
} as const satisfies Record<string, ManifestPage>

export type RouteManifest = typeof routeManifest
export type PageName = keyof RouteManifest
/** The pages that have tabs, and each one's tab paths. */
export type PageWithTabs = {
  [Name in PageName]: RouteManifest[Name] extends { tabs: object } ? Name : never
}[PageName]
export type TabPathOf<Name extends PageWithTabs> = keyof RouteManifest[Name]['tabs']['byPath'] &
  string

/** The manifest's pages, in its order (the router's order). */
export const manifestPages: readonly ManifestPage[] = Object.values(routeManifest)

/** A record page's collection and id parameter: `ledgers/:sequence` → ledgers, sequence. */
export function recordPathParts(page: ManifestPage): { collection: string; idParam: string } {
  const [collection = '', idSegment = ''] = page.path.split('/')
  return { collection, idParam: idSegment.replace(/^:/, '') }
}
