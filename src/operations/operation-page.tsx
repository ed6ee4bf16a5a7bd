import { useSuspenseQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { Link, Outlet, useParams } from 'react-router'
import { queryClientFrom } from '@/api/query-client'
import { FactList } from '@/resource-routes/detail-parts'
import { useExplorerHref } from '@/ui/explorer-href'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import { RecordActions } from '@/resource-routes/record-actions'
import { OperationFields } from '@/operations/operation-fields'
import { operationQueries } from '@/operations/operation-queries'
import { OperationSentence } from '@/operations/operation-sentence'
import { AccountId } from '@/ui/account-id'
import { RelativeTime } from '@/ui/relative-time'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const network = await loadNetwork({ params, request })
  // Cached data renders at once (Back is served from the cache); the page's useSuspenseQuery
  // refreshes it in the background only if it is stale.
  await queryClientFrom(context).query({
    ...operationQueries.detail(network, params.id ?? ''),
    staleTime: 'static',
  })
  return null
}

/** The ledger sequence is the top 32 bits of the operation's TOID. */
export function ledgerOfOperationId(id: string): string | null {
  if (!/^\d+$/.test(id)) return null
  return (BigInt(id) >> 32n).toString()
}

export function Component() {
  const network = useNetwork()
  const { id = '' } = useParams()
  const href = useExplorerHref()
  const { data: operation } = useSuspenseQuery(operationQueries.detail(network, id))
  const ledger = ledgerOfOperationId(operation.id)

  return (
    <article aria-labelledby="operation-heading" className="space-y-4">
      <h1 id="operation-heading" className="text-2xl font-semibold">
        Operation <span className="font-mono text-lg">{operation.id}</span>
      </h1>
      <p className="text-lg">
        <OperationSentence operation={operation} />
      </p>
      <FactList
        label="Operation details"
        facts={[
          { term: 'Type', description: operation.type },
          {
            term: 'Transaction',
            description: (
              <Link
                className="font-mono break-all text-blue-700 underline dark:text-blue-300"
                to={href(`/transactions/${operation.transaction_hash}`)}
              >
                {operation.transaction_hash}
              </Link>
            ),
          },
          {
            term: 'Transaction status',
            description: operation.transaction_successful ? 'Successful' : 'Failed',
          },
          ...(ledger
            ? [
                {
                  term: 'Ledger',
                  description: (
                    <Link
                      className="text-blue-700 underline dark:text-blue-300"
                      to={href(`/ledgers/${ledger}`)}
                    >
                      {ledger}
                    </Link>
                  ),
                },
              ]
            : []),
          {
            term: 'Source account',
            description: (
              <AccountId
                id={operation.source_account_muxed ?? operation.source_account}
                short={false}
              />
            ),
          },
          { term: 'Created at', description: <RelativeTime value={operation.created_at} /> },
        ]}
      />
      <section aria-labelledby="operation-fields-heading" className="space-y-2">
        <h2 id="operation-fields-heading" className="text-lg font-semibold">
          Fields
        </h2>
        <OperationFields operation={operation} />
      </section>
      <RecordActions
        horizonHref={operation._links.self.href}
        json={operation}
        jsonLabel="Operation JSON"
      />
      <Outlet />
    </article>
  )
}
