import { useSuspenseQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { Link, Outlet, useNavigate, useParams } from 'react-router'
import { queryClientFrom } from '@/api/query-client'
import { useExplorerHref } from '@/ui/explorer-href'
import { FactList, TabNav } from '@/resource-routes/detail-parts'
import { useArrowKeys } from '@/ui/keyboard'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import { RecordActions } from '@/resource-routes/record-actions'
import { ledgerQueries } from '@/ledgers/ledger-queries'
import { Amount } from '@/ui/amount'
import { CopyButton } from '@/ui/copy-button'
import { RelativeTime } from '@/ui/relative-time'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const network = await loadNetwork({ params, request })
  // Cached data renders at once (Back is served from the cache); the page's useSuspenseQuery
  // refreshes it in the background only if it is stale.
  await queryClientFrom(context).query({
    ...ledgerQueries.detail(network, params.sequence ?? ''),
    staleTime: 'static',
  })
  return null
}

function stroopsAsXlm(stroops: number): string {
  const whole = Math.trunc(stroops / 10_000_000)
  const fraction = String(stroops % 10_000_000).padStart(7, '0')
  return `${whole}.${fraction}`
}

export function Component() {
  const network = useNetwork()
  const { sequence = '' } = useParams()
  const href = useExplorerHref()
  const navigate = useNavigate()
  const { data: ledger } = useSuspenseQuery(ledgerQueries.detail(network, sequence))
  const previousHref = ledger.sequence > 1 ? href(`/ledgers/${ledger.sequence - 1}`) : null
  const nextHref = href(`/ledgers/${ledger.sequence + 1}`)
  useArrowKeys(
    previousHref ? () => void navigate(previousHref) : null,
    () => void navigate(nextHref),
  )
  const recordPath = `/ledgers/${sequence}`

  return (
    <article aria-labelledby="ledger-heading" className="space-y-4">
      <h1 id="ledger-heading" className="text-2xl font-semibold">
        Ledger {ledger.sequence}
      </h1>
      <nav aria-label="Neighbouring ledgers" className="flex gap-3 text-sm">
        {previousHref ? (
          <Link rel="prev" className="text-blue-700 underline dark:text-blue-300" to={previousHref}>
            ← Ledger {ledger.sequence - 1}
          </Link>
        ) : null}
        <Link rel="next" className="text-blue-700 underline dark:text-blue-300" to={nextHref}>
          Ledger {ledger.sequence + 1} →
        </Link>
      </nav>
      <FactList
        label="Ledger details"
        facts={[
          { term: 'Sequence', description: ledger.sequence },
          {
            term: 'Hash',
            description: (
              <span className="font-mono break-all">
                {ledger.hash} <CopyButton text={ledger.hash} label="Copy ledger hash" />
              </span>
            ),
          },
          {
            term: 'Previous hash',
            description: ledger.prev_hash ? (
              <span className="font-mono break-all">{ledger.prev_hash}</span>
            ) : (
              'none'
            ),
          },
          { term: 'Closed at', description: <RelativeTime value={ledger.closed_at} /> },
          { term: 'Successful transactions', description: ledger.successful_transaction_count },
          {
            term: 'Failed transactions',
            description: ledger.failed_transaction_count ?? 'unknown',
          },
          { term: 'Operations', description: ledger.operation_count },
          {
            term: 'Operations in transaction set',
            description: ledger.tx_set_operation_count ?? 'unknown',
          },
          { term: 'Fee pool', description: <Amount value={ledger.fee_pool} assetCode="XLM" /> },
          {
            term: 'Total coins',
            description: <Amount value={ledger.total_coins} assetCode="XLM" />,
          },
          { term: 'Base fee', description: `${ledger.base_fee_in_stroops} stroops` },
          {
            term: 'Base reserve',
            description: (
              <>
                <Amount value={stroopsAsXlm(ledger.base_reserve_in_stroops)} assetCode="XLM" /> (
                {ledger.base_reserve_in_stroops} stroops)
              </>
            ),
          },
          { term: 'Protocol version', description: ledger.protocol_version },
          { term: 'Max transaction set size', description: ledger.max_tx_set_size },
        ]}
      />
      <RecordActions horizonHref={ledger._links.self.href} json={ledger} jsonLabel="Ledger JSON" />
      <TabNav
        label="Ledger contents"
        recordPath={recordPath}
        tabs={[
          { path: `${recordPath}/transactions`, label: 'Transactions' },
          { path: `${recordPath}/operations`, label: 'Operations' },
          { path: `${recordPath}/payments`, label: 'Payments' },
          { path: `${recordPath}/effects`, label: 'Effects' },
        ]}
      />
      <Outlet />
    </article>
  )
}
