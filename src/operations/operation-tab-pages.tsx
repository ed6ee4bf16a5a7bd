import { createListRoute } from '@/resource-routes/list-route'
import { EffectTable } from '@/effects/effect-table'
import { operationQueries } from '@/operations/operation-queries'

const effectsTab = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: { order: 'asc' },
  query: (network, params, routeParams) =>
    operationQueries.effects(network, routeParams.id ?? '', params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
})

/** The record page's tabs by path (router.tsx makes them child routes). */
export const operationTabRoutes = {
  effects: effectsTab,
}
