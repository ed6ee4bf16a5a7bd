import type { ReactNode } from 'react'
import type { Params } from 'react-router'
import type { Operation, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams } from '@/api/page-params'
import { createListRoute } from '@/resource-routes/list-route'
import type { PageQueryOptions } from '@/resource-routes/list-route'

type SubListQuery<T> = (
  network: Network,
  recordId: string,
  params: PageParams,
) => PageQueryOptions<T>

export interface HistoryTabsDefinition {
  /** The record's id in the route, e.g. a pool page's `poolId`. */
  recordIdParam: string
  /** The record's sub-lists, e.g. `liquidityPoolQueries`. */
  queries: { operations: SubListQuery<Operation>; transactions: SubListQuery<Transaction> }
  // The tables are a resource's own: this building block may not import them.
  renderOperations: (operations: Operation[]) => ReactNode
  renderTransactions: (transactions: Transaction[]) => ReactNode
}

/**
 * The operations and transactions tabs of a record that has a history (a pool, a claimable
 * balance). It reads newest first, as an account's does, with failed attempts included (they
 * touched the record too) and Jump to date.
 */
export function createHistoryTabs(definition: HistoryTabsDefinition) {
  const recordIdOf = (routeParams: Params) => routeParams[definition.recordIdParam] ?? ''
  const historyTab = <T extends object>(
    title: string,
    query: SubListQuery<T>,
    renderRecords: (records: T[]) => ReactNode,
  ) =>
    createListRoute({
      title: () => title,
      recordNoun: title.toLowerCase(),
      defaults: { order: 'desc', includeFailed: true },
      query: (network, params, routeParams) => query(network, recordIdOf(routeParams), params),
      renderRecords,
      placement: 'tab',
      timeOrdered: true,
    })
  return {
    operations: historyTab(
      'Operations',
      definition.queries.operations,
      definition.renderOperations,
    ),
    transactions: historyTab(
      'Transactions',
      definition.queries.transactions,
      definition.renderTransactions,
    ),
  }
}
