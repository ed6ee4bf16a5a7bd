// /operations and /payments (the payment-like operations) in every scope, and one operation.
import { notFound } from '../../protocol/problem.ts'
import { embedTransaction } from '../../protocol/render.ts'
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'
import {
  parseIncludeFailed,
  parseJoin,
  parseOperationId,
  parseScopeOwner,
  type HistoryCollections,
  type Scope,
} from '../shared/history-collection.ts'

/** Operations and payments: the collections in every scope, and one operation. */
export class OperationHandlers {
  constructor(private readonly history: HistoryCollections) {}

  private readonly operationsLike =
    (options: { onlyPayments: boolean; scope: Exclude<Scope, 'operation'> }): RouteHandler =>
    (context, parameters) => {
      const { onlyPayments, scope } = options
      const page = this.history.pageQuery(context)
      const owner = parseScopeOwner(scope, parameters)
      // The operations of one transaction are listed even when it failed.
      const includeFailed = parseIncludeFailed(context.query) || scope === 'transaction'
      const join = parseJoin(context.query)
      const filter = this.history.requireScope(owner)
      return this.history.collection(
        this.history.store.operations({
          onlyPayments,
          includeFailed,
          ...filter,
        }),
        page,
        { join },
      )
    }

  readonly operations = (scope: Exclude<Scope, 'operation'>): RouteHandler =>
    this.operationsLike({ onlyPayments: false, scope })

  readonly payments = (scope: Exclude<Scope, 'operation'>): RouteHandler =>
    this.operationsLike({ onlyPayments: true, scope })

  readonly operation: RouteHandler = (context, { id = '' }) => {
    const operationId = parseOperationId(id, 'id')
    const join = parseJoin(context.query)
    const operation = this.history.store.operationById(operationId)
    if (!operation) throw notFound()
    if (!join) return { kind: 'object', json: operation.json }
    const transactionJson = this.history.store.transactionJsonById(operation.transactionId)
    return {
      kind: 'object',
      json:
        transactionJson === undefined
          ? operation.json
          : embedTransaction(operation.json, transactionJson),
    }
  }
}

export function operationRoutes(history: HistoryCollections): RouteDefinition[] {
  const handle = new OperationHandlers(history)
  return [
    route({ path: '/operations', stream: true }, handle.operations('all')),
    route({ path: '/operations/:id', stream: false }, handle.operation),
    route({ path: '/ledgers/:sequence/operations', stream: true }, handle.operations('ledger')),
    route(
      { path: '/transactions/:hash/operations', stream: true },
      handle.operations('transaction'),
    ),
    route({ path: '/accounts/:account_id/operations', stream: true }, handle.operations('account')),
    route({ path: '/payments', stream: true }, handle.payments('all')),
    route({ path: '/ledgers/:sequence/payments', stream: true }, handle.payments('ledger')),
    route({ path: '/transactions/:hash/payments', stream: true }, handle.payments('transaction')),
    route({ path: '/accounts/:account_id/payments', stream: true }, handle.payments('account')),
  ]
}
