import { createListRoute } from '@/resource-routes/list-route'
import { tradeQueries } from '@/trades/trade-queries'
import { TradeTable } from '@/trades/trade-table'

const tradesTab = createListRoute({
  title: (routeParams) => `Trades of offer ${routeParams.offerId ?? ''}`,
  recordNoun: 'trades',
  defaults: { order: 'desc' },
  query: (network, params, routeParams) =>
    tradeQueries.forOffer(network, routeParams.offerId ?? '', params),
  renderRecords: (trades) => <TradeTable trades={trades} />,
  placement: 'tab',
})

/** The record page's tabs by path (router.tsx makes them child routes). */
export const offerTabRoutes = {
  trades: tradesTab,
}
