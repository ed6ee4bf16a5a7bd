import { createListRoute } from '@/resource-routes/list-route'
import { tradeQueries } from '@/trades/trade-queries'
import { TradeTable } from '@/trades/trade-table'
import type { TabRoute } from '@/resource-routes/tab-routes'
import { routeManifest } from '@/route-manifest'
import type { TabPathOf } from '@/route-manifest'

const { byPath } = routeManifest.offer.tabs

const tradesTab = createListRoute({
  title: (routeParams) => `Trades of offer ${routeParams.offerId ?? ''}`,
  recordNoun: 'trades',
  defaults: byPath.trades.list,
  query: (network, params, routeParams) =>
    tradeQueries.forOffer(network, routeParams.offerId ?? '', params),
  renderRecords: (trades) => <TradeTable trades={trades} />,
  placement: 'tab',
})

/** The record page's tabs by path (route-manifest.ts lists them; router.tsx loads them). */
export const routesByTab = {
  trades: tradesTab,
} satisfies Record<TabPathOf<'offer'>, TabRoute>
