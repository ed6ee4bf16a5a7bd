// The Horizon read API as one route table, assembled from each resource folder's routes: path
// (`:name` segments are path parameters), whether Accept: text/event-stream may stream it, whether
// Horizon's state middleware adds Latest-Ledger, whether Accept: application/octet-stream is
// served, and the handler. A scoped collection (/ledgers/{sequence}/payments) belongs to the
// resource it lists (operations/).
import { accountRoutes } from './accounts/account-handlers.ts'
import { assetRoutes } from './assets/asset-handlers.ts'
import { claimableBalanceRoutes } from './claimable_balances/claimable-balance-handlers.ts'
import { ClaimableBalanceQueries } from './claimable_balances/claimable-balance-queries.ts'
import { effectRoutes } from './effects/effect-handlers.ts'
import { feeStatsRoutes } from './fee_stats/fee-stats.ts'
import { ledgerRoutes } from './ledgers/ledger-handlers.ts'
import { liquidityPoolRoutes } from './liquidity_pools/liquidity-pool-handlers.ts'
import { LiquidityPoolQueries } from './liquidity_pools/liquidity-pool-queries.ts'
import { offerRoutes } from './offers/offer-handlers.ts'
import { operationRoutes } from './operations/operation-handlers.ts'
import { pathRoutes } from './paths/paths.ts'
import type { RouteDefinition } from '../protocol/router.ts'
import { rootRoutes } from './root/root-handler.ts'
import { HistoryCollections, type RouteEnvironment } from './shared/history-collection.ts'
import { tradeRoutes } from './trades/trade-handlers.ts'
import { transactionRoutes } from './transactions/transaction-handlers.ts'

export type { RouteEnvironment } from './shared/history-collection.ts'

export function createHorizonRoutes(environment: RouteEnvironment): RouteDefinition[] {
  const history = new HistoryCollections(environment)
  const balances = new ClaimableBalanceQueries(environment.store)
  const pools = new LiquidityPoolQueries(environment.store)
  return [
    ...rootRoutes(history),
    ...ledgerRoutes(history),
    ...transactionRoutes(history),
    ...operationRoutes(history),
    ...effectRoutes(history),
    ...accountRoutes(history),
    ...tradeRoutes(environment),
    ...offerRoutes(environment),
    ...feeStatsRoutes(environment),
    ...pathRoutes(environment),
    ...assetRoutes(environment, {
      claimableBalanceHoldings: (asset) => balances.claimableBalanceHoldings(asset),
      liquidityPoolHoldings: (asset) => pools.liquidityPoolHoldings(asset),
    }),
    ...claimableBalanceRoutes(history, balances),
    ...liquidityPoolRoutes(history, pools),
  ]
}
