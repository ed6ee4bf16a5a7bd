// Ledger-entry routes Horizon serves from its state tables (accounts, offers, balances, pools,
// assets, paths): state endpoints, so Horizon's state middleware adds Latest-Ledger, and never
// streamed.
import { route, type RouteDefinition } from '../../protocol/router.ts'

export function stateRoute(path: string, handler: RouteDefinition['handle']): RouteDefinition {
  return route({ path, stream: false, latestLedgerHeader: true }, handler)
}
