// /effects in every scope: all, a ledger, a transaction, an operation, an account.
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'
import {
  parseScopeOwner,
  type HistoryCollections,
  type Scope,
} from '../shared/history-collection.ts'

/** The effects collection in every scope. */
export class EffectHandlers {
  constructor(private readonly history: HistoryCollections) {}

  readonly effects =
    (scope: Scope): RouteHandler =>
    (context, parameters) => {
      const page = this.history.pageQuery(context)
      const filter = this.history.requireScope(parseScopeOwner(scope, parameters))
      return this.history.collection(this.history.store.effects(filter), page)
    }
}

export function effectRoutes(history: HistoryCollections): RouteDefinition[] {
  const handle = new EffectHandlers(history)
  return [
    route({ path: '/effects', stream: true }, handle.effects('all')),
    route({ path: '/ledgers/:sequence/effects', stream: true }, handle.effects('ledger')),
    route({ path: '/transactions/:hash/effects', stream: true }, handle.effects('transaction')),
    route({ path: '/operations/:id/effects', stream: true }, handle.effects('operation')),
    route({ path: '/accounts/:account_id/effects', stream: true }, handle.effects('account')),
  ]
}
