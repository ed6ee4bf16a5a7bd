import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { PageParamsDefaults } from '@/api/page-params'
import { readPageParams } from '@/api/page-params'
import { createListRoute } from '@/resource-routes/list-route'
import { useNetwork } from '@/resource-routes/network-route'
import { EffectTable } from '@/effects/effect-table'
import { OperationTable } from '@/operations/operation-table'
import { transactionQueries } from '@/transactions/transaction-queries'
import { useLocationSearchParams } from '@/ui/location-search-params'

const operationsTab = createListRoute({
  title: () => 'Operations',
  recordNoun: 'operations',
  defaults: { order: 'asc' },
  query: (network, params, routeParams) =>
    transactionQueries.operations(network, routeParams.hash ?? '', params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'tab',
})

const effectsDefaults: PageParamsDefaults = { order: 'asc' }

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

/** The record page's tabs by path (router.tsx makes them child routes). */
export const transactionTabRoutes = {
  operations: operationsTab,
  effects: { loader: effectsTab.loader, Component: TransactionEffectsTab },
}
