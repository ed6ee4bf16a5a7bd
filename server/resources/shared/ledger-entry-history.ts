// What the history of a claimable balance and of a liquidity pool share: link tables tying the
// entry to the operations and transactions that touched it, read as keyset sources, served with
// include_failed (and join on operations).
import { singleKeySource, type KeysetSource } from '../../protocol/keyset-source.ts'
import type { PageRequest } from '../../protocol/page-query.ts'
import type { CollectionResult, RouteContext } from '../../protocol/router.ts'
import { parseIncludeFailed, parseJoin, type HistoryCollections } from './history-collection.ts'
import type { HistoryStore } from './history-store.ts'
import { HISTORY_LINKS, type EntryWithHistory } from '../../store/schema.ts'

/** How much of an asset sits in claimable balances or pools (asset stats). */
export interface AssetHoldings {
  count: number
  /** Stroops. */
  amount: bigint
}

export type LinkedCollection = 'operations' | 'transactions'

/**
 * One kind of ledger entry with history (claimable balances, liquidity pools): its stored
 * Horizon JSON by id, and the operations or transactions its link tables tie to an entry.
 */
export class LinkedEntries {
  constructor(
    private readonly store: HistoryStore,
    private readonly table: EntryWithHistory,
  ) {}

  json(id: string): string | undefined {
    const row = this.store.statements.get(`SELECT json FROM ${this.table} WHERE id = ?`).get(id) as
      { json: string } | undefined
    return row?.json
  }

  /** Keyed by operation / transaction TOID; failed ones only with `includeFailed`. */
  history(kind: LinkedCollection, id: string, includeFailed: boolean): KeysetSource {
    const links = HISTORY_LINKS[this.table]
    const [key, selected, joined] =
      kind === 'operations'
        ? ['operation_id', 'r.embedded_json, r.transaction_id', 'operations']
        : ['transaction_id', 'r.embedded_json', 'transactions']
    return singleKeySource(this.store.statements, {
      selectFrom: `SELECT l.${key}, ${selected} FROM ${links[kind]} l JOIN ${joined} r ON r.id = l.${key}`,
      keyColumn: `l.${key}`,
      filters: [`l.${links.column} = ?`, ...(includeFailed ? [] : ['l.successful = 1'])],
      filterParameters: [id],
      shareKey: `${links.column}|${kind}|${id}|${includeFailed}`,
    })
  }
}

/** The collection of /{entry}/{id}/{operations,transactions}: include_failed, then join. */
export function linkedHistoryCollection(
  history: HistoryCollections,
  context: RouteContext,
  collection: LinkedCollection,
  page: PageRequest,
  source: (includeFailed: boolean) => KeysetSource,
): CollectionResult {
  const includeFailed = parseIncludeFailed(context.query)
  const join = collection === 'operations' && parseJoin(context.query)
  return history.collection(source(includeFailed), page, { join })
}
