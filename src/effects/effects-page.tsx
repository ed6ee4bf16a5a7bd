import { createListRoute } from '@/resource-routes/list-route'
import { effectQueries } from '@/effects/effect-queries'
import { EffectTable } from '@/effects/effect-table'

const route = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: { order: 'desc' },
  query: (network, params) => effectQueries.list(network, params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'page',
})

export const loader = route.loader
export const Component = route.Component
