// The Horizon read API as one route table, assembled from each resource's routes: path (`:name`
// segments are path parameters), whether Accept: text/event-stream may stream it, whether
// Horizon's state middleware adds Latest-Ledger, whether Accept: application/octet-stream is
// served, and the handler. A scoped collection (/ledgers/{sequence}/payments) belongs to the
// resource it lists (operations/).
import { accountsHandler } from './accounts/account-filters.ts'
import { accountRoutes } from './accounts/account-handlers.ts'
import { assetsHandler } from './assets/asset-handlers.ts'
import { effectRoutes } from './effects/effect-handlers.ts'
import { feeStatsHandler } from './fee_stats/fee-stats.ts'
import { ledgerRoutes } from './ledgers/ledger-handlers.ts'
import { PoolBalanceHandlers } from './liquidity_pools/pool-balance-handlers.ts'
import { SqlitePoolBalanceStore } from './liquidity_pools/pool-balance-queries.ts'
import type { PoolBalanceStore } from './liquidity_pools/pool-balance-store.ts'
import { OfferHandlers } from './offers/offer-handlers.ts'
import { operationRoutes } from './operations/operation-handlers.ts'
import { strictReceiveHandler, strictSendHandler } from './paths/paths.ts'
import { route, type RouteDefinition } from '../protocol/router.ts'
import { rootRoutes } from './root/root-handler.ts'
import { HistoryCollections, type RouteEnvironment } from './shared/history-collection.ts'
import { TradeHandlers } from './trades/trade-handlers.ts'
import { transactionRoutes } from './transactions/transaction-handlers.ts'

export type { RouteEnvironment } from './shared/history-collection.ts'

/** Ledger-entry routes Horizon serves from its state tables: state endpoints, never streamed. */
function stateRoute(path: string, handler: RouteDefinition['handle']): RouteDefinition {
  return route({ path, stream: false, latestLedgerHeader: true }, handler)
}

function tradeRoutes(trades: TradeHandlers): RouteDefinition[] {
  return [
    route({ path: '/trades', stream: true }, trades.trades('all')),
    route({ path: '/trade_aggregations', stream: false }, trades.tradeAggregations),
    route({ path: '/offers/:offer_id/trades', stream: true }, trades.trades('offer')),
    route(
      { path: '/liquidity_pools/:liquidity_pool_id/trades', stream: true },
      trades.trades('liquidity_pool'),
    ),
    route({ path: '/accounts/:account_id/trades', stream: true }, trades.trades('account')),
  ]
}

function offerRoutes(offers: OfferHandlers): RouteDefinition[] {
  return [
    stateRoute('/offers', offers.offers),
    stateRoute('/offers/:offer_id', offers.offer),
    route({ path: '/order_book', stream: true, latestLedgerHeader: true }, offers.orderBook),
  ]
}

/** Claimable balances and liquidity pools: the ledger entries and their history. */
function poolAndBalanceRoutes(entries: PoolBalanceHandlers): RouteDefinition[] {
  return [
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
  ]
}

export function createHorizonRoutes(
  environment: RouteEnvironment,
  pools: PoolBalanceStore = new SqlitePoolBalanceStore(environment.store),
): RouteDefinition[] {
  const history = new HistoryCollections(environment)
  return [
    ...rootRoutes(history),
    ...ledgerRoutes(history),
    ...transactionRoutes(history),
    ...operationRoutes(history),
    ...effectRoutes(history),
    ...accountRoutes(history),
    stateRoute('/accounts', accountsHandler(environment)),
    ...tradeRoutes(new TradeHandlers(environment)),
    ...offerRoutes(new OfferHandlers(environment)),
    route({ path: '/fee_stats', stream: false }, feeStatsHandler(environment)),
    stateRoute('/paths', strictReceiveHandler(environment)),
    stateRoute('/paths/strict-receive', strictReceiveHandler(environment)),
    stateRoute('/paths/strict-send', strictSendHandler(environment)),
    stateRoute('/assets', assetsHandler(environment, pools)),
    ...poolAndBalanceRoutes(new PoolBalanceHandlers(history, pools)),
  ]
}
