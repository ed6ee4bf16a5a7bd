// /effects in every scope: all, a ledger, a transaction, an operation, an account.
import { notFound } from '../../protocol/problem.ts'
import {
  route,
  type PathParameters,
  type RouteContext,
  type RouteDefinition,
  type RouteResult,
} from '../../protocol/router.ts'
import {
  parseOperationId,
  scopeValue,
  type HistoryCollections,
  type Scope,
} from '../shared/history-collection.ts'
import { operationRange, type HistoryStore, type IdRange } from '../shared/history-store.ts'

/** The effects collection in every scope. */
export class EffectHandlers {
  private readonly store: HistoryStore

  constructor(private readonly history: HistoryCollections) {
    this.store = history.store
  }

  readonly effects =
    (scope: Scope) =>
    (context: RouteContext, parameters: PathParameters): RouteResult => {
      const page = this.history.pageQuery(context)
      const scopeParameter = scopeValue(scope, parameters)
      let range: IdRange | undefined
      let account: string | undefined
      if (scope === 'ledger') range = this.history.requireLedger(scopeParameter)
      if (scope === 'transaction') range = this.history.requireTransaction(scopeParameter)
      if (scope === 'operation') {
        const operationId = parseOperationId(scopeParameter, 'op_id')
        if (!this.store.operationById(operationId)) throw notFound()
        range = operationRange(operationId)
      }
      if (scope === 'account') account = this.history.requireAccount(scopeParameter)
      return this.history.collection(
        this.store.effects({ ...(range ? { range } : {}), ...(account ? { account } : {}) }),
        page,
      )
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
