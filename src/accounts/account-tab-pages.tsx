import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { accountQueries } from '@/accounts/account-queries'
import { DataEntries } from '@/accounts/data-entries'
import { createListRoute } from '@/resource-routes/list-route'
import { useNetwork } from '@/resource-routes/network-route'
import { EffectTable } from '@/effects/effect-table'
import { offerQueries } from '@/offers/offer-queries'
import { OfferTable } from '@/offers/offer-table'
import { OperationTable } from '@/operations/operation-table'
import { tradeQueries } from '@/trades/trade-queries'
import { TradeTable } from '@/trades/trade-table'
import { TransactionTable } from '@/transactions/transaction-table'

// An account's history is newest first: that is what people look for.
const operationsTab = createListRoute({
  title: () => 'Operations',
  recordNoun: 'operations',
  defaults: { order: 'desc', includeFailed: false },
  query: (network, params, routeParams) =>
    accountQueries.operations(network, routeParams.accountId ?? '', params),
  renderRecords: (operations) => <OperationTable operations={operations} />,
  placement: 'tab',
})

const paymentsTab = createListRoute({
  title: () => 'Payments',
  recordNoun: 'payments',
  defaults: { order: 'desc', includeFailed: false },
  query: (network, params, routeParams) =>
    accountQueries.payments(network, routeParams.accountId ?? '', params),
  renderRecords: (payments) => <OperationTable operations={payments} />,
  placement: 'tab',
})

const effectsTab = createListRoute({
  title: () => 'Effects',
  recordNoun: 'effects',
  defaults: { order: 'desc' },
  query: (network, params, routeParams) =>
    accountQueries.effects(network, routeParams.accountId ?? '', params),
  renderRecords: (effects) => <EffectTable effects={effects} />,
  placement: 'tab',
})

const transactionsTab = createListRoute({
  title: () => 'Transactions',
  recordNoun: 'transactions',
  defaults: { order: 'desc', includeFailed: true },
  query: (network, params, routeParams) =>
    accountQueries.transactions(network, routeParams.accountId ?? '', params),
  renderRecords: (transactions) => <TransactionTable transactions={transactions} />,
  placement: 'tab',
})

const offersTab = createListRoute({
  title: () => 'Open offers',
  recordNoun: 'offers',
  defaults: { order: 'desc' },
  query: (network, params, routeParams) =>
    offerQueries.forAccount(network, routeParams.accountId ?? '', params),
  renderRecords: (offers) => <OfferTable offers={offers} />,
  placement: 'tab',
})

const tradesTab = createListRoute({
  title: () => 'Trades',
  recordNoun: 'trades',
  defaults: { order: 'desc' },
  query: (network, params, routeParams) =>
    tradeQueries.forAccount(network, routeParams.accountId ?? '', params),
  renderRecords: (trades) => <TradeTable trades={trades} />,
  placement: 'tab',
})

/** Data entries come with the account record: no extra request. */
function DataTab() {
  const network = useNetwork()
  const { accountId = '' } = useParams()
  const { data: account } = useSuspenseQuery(accountQueries.detail(network, accountId))
  return (
    <section aria-labelledby="data-heading" className="space-y-2">
      <h2 id="data-heading" className="text-xl font-semibold">
        Data entries
      </h2>
      <DataEntries data={account.data} />
    </section>
  )
}

const dataTab = { Component: DataTab }

/** The record page's tabs by path (router.tsx makes them child routes). */
export const accountTabRoutes = {
  operations: operationsTab,
  payments: paymentsTab,
  effects: effectsTab,
  transactions: transactionsTab,
  offers: offersTab,
  trades: tradesTab,
  data: dataTab,
}
