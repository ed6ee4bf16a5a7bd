// The bench's floor: the least a React + React Router (loader) + TanStack Query app does to show
// the newest ledgers — config.json, one Horizon request, a table of rows — and an account's heading
// and balances. bench/explorer-bench.ts builds it with the explorer's Vite config and compares the
// explorer's /local/ledgers and account page (at 375 px) with it.
import {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, useLoaderData } from 'react-router'
import { RouterProvider } from 'react-router/dom'

const queryClient = new QueryClient()
let configPromise
const loadConfig = () =>
  (configPromise ??= fetch('/config.json').then((response) => response.json()))

const ledgersQuery = (horizon) =>
  queryOptions({
    queryKey: ['ledgers', horizon],
    queryFn: () =>
      fetch(`${horizon}/ledgers?order=desc&limit=10`, {
        headers: { Accept: 'application/hal+json' },
      }).then((response) => response.json()),
  })

function Ledgers() {
  const { horizon } = useLoaderData()
  const { data } = useSuspenseQuery(ledgersQuery(horizon))
  return (
    <table aria-label="Ledgers">
      <thead>
        <tr>
          <th>Sequence</th>
          <th>Closed at</th>
          <th>Transactions</th>
          <th>Operations</th>
        </tr>
      </thead>
      <tbody>
        {data._embedded.records.map((ledger) => (
          <tr key={ledger.id}>
            <td>
              <a href={`/local/ledgers/${ledger.sequence}`}>{ledger.sequence}</a>
            </td>
            <td>{ledger.closed_at}</td>
            <td>{ledger.successful_transaction_count}</td>
            <td>{ledger.operation_count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const accountQuery = (horizon, accountId) =>
  queryOptions({
    queryKey: ['account', horizon, accountId],
    queryFn: () =>
      fetch(`${horizon}/accounts/${encodeURIComponent(accountId)}`, {
        headers: { Accept: 'application/hal+json' },
      }).then((response) => response.json()),
  })

function Account() {
  const { horizon, accountId } = useLoaderData()
  const { data } = useSuspenseQuery(accountQuery(horizon, accountId))
  return (
    <article>
      <h1>Account {data.account_id}</h1>
      <ul>
        {data.balances.map((balance) => (
          <li key={`${balance.asset_code}:${balance.asset_issuer}:${balance.liquidity_pool_id}`}>
            {balance.balance} {balance.asset_code ?? 'XLM'}
          </li>
        ))}
      </ul>
    </article>
  )
}

const router = createBrowserRouter([
  {
    path: '/:network/accounts/:accountId',
    loader: async ({ params }) => {
      const { localHorizonUrl } = await loadConfig()
      await queryClient.ensureQueryData(accountQuery(localHorizonUrl, params.accountId))
      return { horizon: localHorizonUrl, accountId: params.accountId }
    },
    Component: Account,
  },
  {
    path: '/:network/ledgers',
    loader: async () => {
      const { localHorizonUrl } = await loadConfig()
      await queryClient.ensureQueryData(ledgersQuery(localHorizonUrl))
      return { horizon: localHorizonUrl }
    },
    Component: Ledgers,
  },
])

createRoot(document.getElementById('root')).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
)
