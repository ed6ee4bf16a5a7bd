// GET /: Horizon's root document (root-document.ts) with the latest ledger.
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'
import type { HistoryCollections } from '../shared/history-collection.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import { renderRootDocument } from './root-document.ts'

/** Horizon's root document. */
export class RootHandler {
  private readonly store: HistoryStore

  constructor(private readonly history: HistoryCollections) {
    this.store = history.store
  }

  readonly root: RouteHandler = (context) => ({
    kind: 'object',
    json: renderRootDocument({
      base: context.base,
      meta: this.history.environment.historyMeta(),
      latestLedger: this.store.ledgerSummary(this.history.environment.historyMeta().latestLedger),
    }),
  })
}

export function rootRoutes(history: HistoryCollections): RouteDefinition[] {
  return [route({ path: '/', stream: false }, new RootHandler(history).root)]
}
