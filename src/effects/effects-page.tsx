import { createListRoute } from '@/resource-routes/list-route'
import { effectQueries } from '@/effects/effect-queries'
import { EffectTable } from '@/effects/effect-table'
import { routeManifest } from '@/route-manifest'

const route = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: routeManifest.effects.list,
  query: (network, params) => effectQueries.list(network, params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'page',
})

export const loader = route.loader
export const Component = route.Component
