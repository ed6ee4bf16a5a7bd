// The bench's floor: the least a React + React Router (loader) + TanStack Query app does to show
// the newest ledgers — config.json, one Horizon request, a table of rows. bench/explorer-bench.ts
// builds it with the explorer's Vite config and compares the explorer's /local/ledgers with it.
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

const router = createBrowserRouter([
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
