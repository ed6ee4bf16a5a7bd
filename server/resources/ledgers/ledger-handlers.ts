// /ledgers and /ledgers/{sequence}. A ledger's transactions, operations, payments and effects are
// routed by those resources (their handlers take the ledger scope).
import { beforeHistory, notFound } from '../../protocol/problem.ts'
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'
import { parseLedgerId, type HistoryCollections } from '../shared/history-collection.ts'

/** The ledgers collection and one ledger. */
export class LedgerHandlers {
  constructor(private readonly history: HistoryCollections) {}

  readonly ledgers: RouteHandler = (context) =>
    this.history.collection(this.history.store.ledgers(), this.history.pageQuery(context))

  readonly ledger: RouteHandler = (_context, { sequence = '' }) => {
    const ledger = parseLedgerId(sequence)
    if (ledger < this.history.environment.historyMeta().elderLedger) throw beforeHistory()
    const json = this.history.store.ledgerJson(ledger)
    if (json === undefined) throw notFound()
    return { kind: 'object', json }
  }
}

export function ledgerRoutes(history: HistoryCollections): RouteDefinition[] {
  const handle = new LedgerHandlers(history)
  return [
    route({ path: '/ledgers', stream: true }, handle.ledgers),
    route({ path: '/ledgers/:sequence', stream: false }, handle.ledger),
  ]
}
