import type { ReactNode } from 'react'
import type { Params } from 'react-router'
import type { Operation, Transaction } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import type { PageParams, PageParamsDefaults } from '@/api/page-params'
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
  /** Each tab's list defaults, as route-manifest.ts gives them. */
  defaults: { operations: PageParamsDefaults; transactions: PageParamsDefaults }
}

/**
 * The operations and transactions tabs of a record that has a history (a pool, a claimable
 * balance), with Jump to date. The manifest has them read newest first, as an account's do, with
 * failed attempts included (they touched the record too).
 */
export function createHistoryTabs(definition: HistoryTabsDefinition) {
  const recordIdOf = (routeParams: Params) => routeParams[definition.recordIdParam] ?? ''
  const historyTab = <T extends object>(
    title: string,
    defaults: PageParamsDefaults,
    query: SubListQuery<T>,
    renderRecords: (records: T[]) => ReactNode,
  ) =>
    createListRoute({
      title: () => title,
      recordNoun: title.toLowerCase(),
      defaults,
      query: (network, params, routeParams) => query(network, recordIdOf(routeParams), params),
      renderRecords,
      placement: 'tab',
      timeOrdered: true,
    })
  return {
    operations: historyTab(
      'Operations',
      definition.defaults.operations,
      definition.queries.operations,
      definition.renderOperations,
    ),
    transactions: historyTab(
      'Transactions',
      definition.defaults.transactions,
      definition.queries.transactions,
      definition.renderTransactions,
    ),
  }
}
