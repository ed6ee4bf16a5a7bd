// /transactions, one transaction, and the transactions of a ledger or an account.
import { notFound } from '../../protocol/problem.ts'
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'
import {
  parseIncludeFailed,
  parseScopeOwner,
  validateTransactionHash,
  type HistoryCollections,
} from '../shared/history-collection.ts'
import { asInnerHashAnswer } from './fee-bump-inner-hash.ts'

/** Transactions: one by hash, and the collection in every scope. */
export class TransactionHandlers {
  constructor(private readonly history: HistoryCollections) {}

  readonly transaction: RouteHandler = (_context, { hash = '' }) => {
    const valid = validateTransactionHash(hash)
    const transaction = this.history.store.transactionByHash(valid)
    if (transaction) return { kind: 'object', json: transaction.json }
    const feeBump = this.history.store.transactionByInnerHash(valid)
    if (!feeBump) throw notFound()
    return { kind: 'object', json: asInnerHashAnswer(feeBump.json) }
  }

  readonly transactions =
    (scope: 'all' | 'ledger' | 'account'): RouteHandler =>
    (context, parameters) => {
      const page = this.history.pageQuery(context)
      const owner = parseScopeOwner(scope, parameters)
      const includeFailed = parseIncludeFailed(context.query)
      const filter = this.history.requireScope(owner)
      return this.history.collection(
        this.history.store.transactions({
          includeFailed,
          ...filter,
        }),
        page,
      )
    }
}

export function transactionRoutes(history: HistoryCollections): RouteDefinition[] {
  const handle = new TransactionHandlers(history)
  return [
    route({ path: '/transactions', stream: true }, handle.transactions('all')),
    route({ path: '/transactions/:hash', stream: false }, handle.transaction),
    route({ path: '/ledgers/:sequence/transactions', stream: true }, handle.transactions('ledger')),
    route(
      { path: '/accounts/:account_id/transactions', stream: true },
      handle.transactions('account'),
    ),
  ]
}
