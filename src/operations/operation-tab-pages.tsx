import { createListRoute } from '@/resource-routes/list-route'
import { EffectTable } from '@/effects/effect-table'
import { operationQueries } from '@/operations/operation-queries'
import type { TabRoute } from '@/resource-routes/tab-routes'
import { routeManifest } from '@/route-manifest'
import type { TabPathOf } from '@/route-manifest'

const { byPath } = routeManifest.operation.tabs

const effectsTab = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: byPath.effects.list,
  query: (network, params, routeParams) =>
    operationQueries.effects(network, routeParams.id ?? '', params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
})

/** The record page's tabs by path (route-manifest.ts lists them; router.tsx loads them). */
export const routesByTab = {
  effects: effectsTab,
} satisfies Record<TabPathOf<'operation'>, TabRoute>
