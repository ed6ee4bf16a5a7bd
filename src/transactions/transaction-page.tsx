import { useSuspenseQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { Link, Outlet, useParams } from 'react-router'
import type { Preconditions } from '@/api/horizon-types'
import { queryClientFrom } from '@/api/query-client'
import { useExplorerHref } from '@/ui/explorer-href'
import type { Fact } from '@/resource-routes/detail-parts'
import { FactList, TabNav } from '@/resource-routes/detail-parts'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import { RecordActions } from '@/resource-routes/record-actions'
import { XdrOnDemand } from '@/transactions/xdr-on-demand'
import { MemoView } from '@/transactions/memo-view'
import { transactionQueries } from '@/transactions/transaction-queries'
import { AccountId } from '@/ui/account-id'
import { CopyButton } from '@/ui/copy-button'
import { RelativeTime } from '@/ui/relative-time'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const network = await loadNetwork({ params, request })
  // Cached data renders at once (Back is served from the cache); the page's useSuspenseQuery
  // refreshes it in the background only if it is stale.
  await queryClientFrom(context).query({
    ...transactionQueries.detail(network, params.hash ?? ''),
    staleTime: 'static',
  })
  return null
}

function stroops(value: string): string {
  return `${value} stroops`
}

function preconditionFacts(preconditions: Preconditions | undefined): Fact[] {
  if (!preconditions) return [{ term: 'Preconditions', description: 'none' }]
  const facts: Fact[] = []
  const { timebounds, ledgerbounds } = preconditions
  if (timebounds) {
    facts.push({
      term: 'Valid between (time bounds)',
      description: `${timebounds.min_time === '0' ? 'any time' : timebounds.min_time} – ${
        !timebounds.max_time || timebounds.max_time === '0' ? 'no limit' : timebounds.max_time
      } (Unix seconds)`,
    })
  }
  if (ledgerbounds) {
    facts.push({
      term: 'Ledger bounds',
      description: `${ledgerbounds.min_ledger} – ${ledgerbounds.max_ledger ?? 'no limit'}`,
    })
  }
  if (preconditions.min_account_sequence)
    facts.push({
      term: 'Minimum account sequence',
      description: preconditions.min_account_sequence,
    })
  if (preconditions.min_account_sequence_age)
    facts.push({
      term: 'Minimum sequence age',
      description: `${preconditions.min_account_sequence_age} s`,
    })
  if (preconditions.min_account_sequence_ledger_gap !== undefined)
    facts.push({
      term: 'Minimum sequence ledger gap',
      description: preconditions.min_account_sequence_ledger_gap,
    })
  if (preconditions.extra_signers?.length)
    facts.push({
      term: 'Extra signers',
      description: (
        <ul>
          {preconditions.extra_signers.map((signer) => (
            <li key={signer} className="font-mono break-all">
              {signer}
            </li>
          ))}
        </ul>
      ),
    })
  return facts.length > 0 ? facts : [{ term: 'Preconditions', description: 'none' }]
}

export function Component() {
  const network = useNetwork()
  const { hash = '' } = useParams()
  const href = useExplorerHref()
  const { data: transaction } = useSuspenseQuery(transactionQueries.detail(network, hash))
  const recordPath = `/transactions/${hash}`

  return (
    <article aria-labelledby="transaction-heading" className="space-y-4">
      <h1 id="transaction-heading" className="text-2xl font-semibold break-all">
        Transaction <span className="font-mono text-lg">{transaction.hash}</span>{' '}
        <CopyButton text={transaction.hash} label="Copy transaction hash" />
      </h1>
      <FactList
        label="Transaction details"
        facts={[
          {
            term: 'Status',
            description: transaction.successful ? (
              <span className="font-semibold text-green-700 dark:text-green-400">Successful</span>
            ) : (
              <span className="font-semibold text-red-700 dark:text-red-400">Failed</span>
            ),
          },
          {
            term: 'Ledger',
            description: (
              <Link
                className="text-blue-700 underline dark:text-blue-300"
                to={href(`/ledgers/${transaction.ledger}`)}
              >
                {transaction.ledger}
              </Link>
            ),
          },
          { term: 'Created at', description: <RelativeTime value={transaction.created_at} /> },
          {
            term: 'Source account',
            description: (
              <AccountId
                id={transaction.account_muxed ?? transaction.source_account}
                short={false}
              />
            ),
          },
          { term: 'Source account sequence', description: transaction.source_account_sequence },
          {
            term: 'Fee account',
            description: (
              <AccountId
                id={transaction.fee_account_muxed ?? transaction.fee_account}
                short={false}
              />
            ),
          },
          {
            term: 'Fee charged / max fee',
            description: (
              <>
                {stroops(transaction.fee_charged)} / {stroops(transaction.max_fee)}
              </>
            ),
          },
          { term: 'Operations', description: transaction.operation_count },
          { term: 'Memo', description: <MemoView transaction={transaction} /> },
          {
            term: 'Signatures',
            description: (
              <ul>
                {transaction.signatures.map((signature) => (
                  <li key={signature} className="font-mono text-xs break-all">
                    {signature}
                  </li>
                ))}
              </ul>
            ),
          },
          ...preconditionFacts(transaction.preconditions),
          ...(transaction.fee_bump_transaction
            ? [
                {
                  term: 'Fee-bump transaction',
                  description: (
                    <span className="font-mono break-all">
                      {transaction.fee_bump_transaction.hash}
                    </span>
                  ),
                },
              ]
            : []),
          ...(transaction.inner_transaction
            ? [
                {
                  term: 'Inner transaction',
                  description: (
                    <Link
                      className="font-mono break-all text-blue-700 underline dark:text-blue-300"
                      to={href(`/transactions/${transaction.inner_transaction.hash}`)}
                    >
                      {transaction.inner_transaction.hash}
                    </Link>
                  ),
                },
                {
                  term: 'Inner max fee',
                  description: stroops(transaction.inner_transaction.max_fee),
                },
              ]
            : []),
        ]}
      />
      <section aria-label="Transaction XDR" className="flex flex-wrap gap-2">
        <XdrOnDemand
          xdr={transaction.envelope_xdr}
          type="TransactionEnvelope"
          label="envelope XDR"
        />
        <XdrOnDemand xdr={transaction.result_xdr} type="TransactionResult" label="result XDR" />
      </section>
      <RecordActions
        horizonHref={transaction._links.self.href}
        json={transaction}
        jsonLabel="Transaction JSON"
      />
      <TabNav
        label="Transaction contents"
        recordPath={recordPath}
        tabs={[
          { path: `${recordPath}/operations`, label: 'Operations' },
          { path: `${recordPath}/effects`, label: 'Effects' },
        ]}
      />
      <Outlet />
    </article>
  )
}
