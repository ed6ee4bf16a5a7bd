// The Horizon read API as a route table: path (`:name` segments are path parameters), whether
// Accept: text/event-stream may stream it, whether Horizon's state middleware adds Latest-Ledger,
// whether Accept: application/octet-stream is served, and the handler (horizon-handlers.ts).
import { HorizonHandlers, type RouteEnvironment } from './shared/history-handlers.ts'
import { accountsHandler } from './accounts/account-filters.ts'
import { assetsHandler } from './assets/asset-handlers.ts'
import { feeStatsHandler } from './fee_stats/fee-stats.ts'
import { OfferHandlers } from './offers/offer-handlers.ts'
import { strictReceiveHandler, strictSendHandler } from './paths/paths.ts'
import { PoolBalanceHandlers } from './liquidity_pools/pool-balance-handlers.ts'
import { SqlitePoolBalanceStore } from './liquidity_pools/pool-balance-queries.ts'
import type { PoolBalanceStore } from './liquidity_pools/pool-balance-store.ts'
import { route, type RouteDefinition } from '../protocol/router.ts'
import { TradeHandlers } from './trades/trade-handlers.ts'

export type { RouteEnvironment } from './shared/history-handlers.ts'

/** Ledger-entry routes Horizon serves from its state tables: state endpoints, never streamed. */
function stateRoute(path: string, handler: RouteDefinition['handle']): RouteDefinition {
  return route({ path, stream: false, latestLedgerHeader: true }, handler)
}

/** Ledgers, transactions, operations, payments and effects: the history, all streamable. */
function historyRoutes(handle: HorizonHandlers): RouteDefinition[] {
  return [
    route({ path: '/ledgers', stream: true }, handle.ledgers),
    route({ path: '/ledgers/:sequence', stream: false }, handle.ledger),
    route({ path: '/ledgers/:sequence/transactions', stream: true }, handle.transactions('ledger')),
    route({ path: '/ledgers/:sequence/operations', stream: true }, handle.operations('ledger')),
    route({ path: '/ledgers/:sequence/payments', stream: true }, handle.payments('ledger')),
    route({ path: '/ledgers/:sequence/effects', stream: true }, handle.effects('ledger')),
    route({ path: '/transactions', stream: true }, handle.transactions('all')),
    route({ path: '/transactions/:hash', stream: false }, handle.transaction),
    route(
      { path: '/transactions/:hash/operations', stream: true },
      handle.operations('transaction'),
    ),
    route({ path: '/transactions/:hash/payments', stream: true }, handle.payments('transaction')),
    route({ path: '/transactions/:hash/effects', stream: true }, handle.effects('transaction')),
    route({ path: '/operations', stream: true }, handle.operations('all')),
    route({ path: '/operations/:id', stream: false }, handle.operation),
    route({ path: '/operations/:id/effects', stream: true }, handle.effects('operation')),
    route({ path: '/payments', stream: true }, handle.payments('all')),
    route({ path: '/effects', stream: true }, handle.effects('all')),
  ]
}

/** One account and its sub-collections. */
function accountRoutes(handle: HorizonHandlers, trades: TradeHandlers): RouteDefinition[] {
  return [
    route(
      { path: '/accounts/:account_id', stream: true, latestLedgerHeader: true },
      handle.account,
    ),
    route(
      { path: '/accounts/:account_id/transactions', stream: true },
      handle.transactions('account'),
    ),
    route({ path: '/accounts/:account_id/operations', stream: true }, handle.operations('account')),
    route({ path: '/accounts/:account_id/payments', stream: true }, handle.payments('account')),
    route({ path: '/accounts/:account_id/effects', stream: true }, handle.effects('account')),
    route({ path: '/accounts/:account_id/trades', stream: true }, trades.trades('account')),
    route(
      { path: '/accounts/:account_id/offers', stream: true, latestLedgerHeader: true },
      handle.accountOffers,
    ),
    route(
      {
        path: '/accounts/:account_id/data/:key',
        stream: true,
        latestLedgerHeader: true,
        raw: true,
      },
      handle.accountData,
    ),
  ]
}

export function createHorizonRoutes(
  environment: RouteEnvironment,
  pools: PoolBalanceStore = new SqlitePoolBalanceStore(environment.store),
): RouteDefinition[] {
  const handle = new HorizonHandlers(environment)
  const trades = new TradeHandlers(environment)
  const offers = new OfferHandlers(environment)
  const entries = new PoolBalanceHandlers(handle, pools)
  return [
    route({ path: '/', stream: false }, handle.root),
    ...historyRoutes(handle),
    route({ path: '/trades', stream: true }, trades.trades('all')),
    route({ path: '/trade_aggregations', stream: false }, trades.tradeAggregations),
    route({ path: '/fee_stats', stream: false }, feeStatsHandler(environment)),
    stateRoute('/offers', offers.offers),
    stateRoute('/offers/:offer_id', offers.offer),
    route({ path: '/offers/:offer_id/trades', stream: true }, trades.trades('offer')),
    route({ path: '/order_book', stream: true, latestLedgerHeader: true }, offers.orderBook),
    stateRoute('/paths', strictReceiveHandler(environment)),
    stateRoute('/paths/strict-receive', strictReceiveHandler(environment)),
    stateRoute('/paths/strict-send', strictSendHandler(environment)),
    stateRoute('/assets', assetsHandler(environment, pools)),
    stateRoute('/accounts', accountsHandler(environment)),
    stateRoute('/claimable_balances', entries.claimableBalances),
    stateRoute('/claimable_balances/:id', entries.claimableBalance),
    route(
      { path: '/claimable_balances/:claimable_balance_id/operations', stream: true },
      entries.balanceHistory('operations'),
    ),
    route(
      { path: '/claimable_balances/:claimable_balance_id/transactions', stream: true },
      entries.balanceHistory('transactions'),
    ),
    stateRoute('/liquidity_pools', entries.liquidityPools),
    stateRoute('/liquidity_pools/:liquidity_pool_id', entries.liquidityPool),
    route(
      { path: '/liquidity_pools/:liquidity_pool_id/operations', stream: true },
      entries.poolHistory('operations'),
    ),
    route(
      { path: '/liquidity_pools/:liquidity_pool_id/transactions', stream: true },
      entries.poolHistory('transactions'),
    ),
    route(
      { path: '/liquidity_pools/:liquidity_pool_id/effects', stream: true },
      entries.poolHistory('effects'),
    ),
    route(
      { path: '/liquidity_pools/:liquidity_pool_id/trades', stream: true },
      trades.trades('liquidity_pool'),
    ),
    ...accountRoutes(handle, trades),
  ]
}
