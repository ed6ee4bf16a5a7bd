import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { readPageParams } from '@/api/page-params'
import { createListRoute } from '@/resource-routes/list-route'
import { useNetwork } from '@/resource-routes/network-route'
import { EffectTable } from '@/effects/effect-table'
import { OperationTable } from '@/operations/operation-table'
import { transactionQueries } from '@/transactions/transaction-queries'
import { useLocationSearchParams } from '@/ui/location-search-params'
import type { TabRoute } from '@/resource-routes/tab-routes'
import { routeManifest } from '@/route-manifest'
import type { TabPathOf } from '@/route-manifest'

const { byPath } = routeManifest.transaction.tabs

const operationsTab = createListRoute({
  title: () => 'Operations',
  recordNoun: 'operations',
  defaults: byPath.operations.list,
  query: (network, params, routeParams) =>
    transactionQueries.operations(network, routeParams.hash ?? '', params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'tab',
})

const effectsDefaults = byPath.effects.list

const effectsTab = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: effectsDefaults,
  query: (network, params, routeParams) =>
    transactionQueries.effects(network, routeParams.hash ?? '', params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
})

/**
 * A failed transaction has no effects by definition: its first, empty page says why instead of
 * "No effects yet.". Anything Horizon does list is still shown as a list.
 */
function TransactionEffectsTab() {
  const network = useNetwork()
  const hash = useParams().hash ?? ''
  const searchParams = useLocationSearchParams()
  const params = readPageParams(searchParams, effectsDefaults)
  // Both are in the cache: the record page and this tab's loader fetched them.
  const { data: transaction } = useQuery(transactionQueries.detail(network, hash))
  const { data: page } = useQuery(transactionQueries.effects(network, hash, params))
  const firstPageIsEmpty = params.cursor === null && page?._embedded.records.length === 0
  if (transaction?.successful !== false || !firstPageIsEmpty) return <effectsTab.Component />
  return (
    <section aria-labelledby="list-heading" className="space-y-3">
      <h2 id="list-heading" className="text-xl font-semibold">
        Effects
      </h2>
      <p role="status" className="rounded border border-slate-200 p-4 dark:border-slate-700">
        No effects: the transaction failed.
      </p>
    </section>
  )
}

/** The record page's tabs by path (route-manifest.ts lists them; router.tsx loads them). */
export const routesByTab = {
  operations: operationsTab,
  effects: { loader: effectsTab.loader, Component: TransactionEffectsTab },
} satisfies Record<TabPathOf<'transaction'>, TabRoute>
