import { useSuspenseQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { Link, Outlet, redirect, useParams, useSearchParams } from 'react-router'
import { queryClientFrom } from '@/api/query-client'
import { AccountFlags } from '@/accounts/account-flags'
import { accountQueries } from '@/accounts/account-queries'
import { BalancesTable } from '@/accounts/balances-table'
import { SignersTable } from '@/accounts/signers-table'
import { FactList, TabNav } from '@/resource-routes/detail-parts'
import { explorerHref, useExplorerHref } from '@/ui/explorer-href'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import { RecordActions } from '@/resource-routes/record-actions'
import { AccountId } from '@/ui/account-id'
import { CopyButton } from '@/ui/copy-button'
import { decodeMuxedAccount } from '@/ui/muxed-account'
import { RelativeTime } from '@/ui/relative-time'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const accountId = params.accountId ?? ''
  const url = new URL(request.url)
  // Horizon has no muxed-account resource: show the base account and say which M… led here.
  const muxed = decodeMuxedAccount(accountId)
  if (muxed) {
    return redirect(
      explorerHref(
        params.network ?? '',
        url.searchParams.get('horizon'),
        `/accounts/${muxed.accountId}`,
        {
          muxed: accountId,
        },
      ),
    )
  }
  const network = await loadNetwork({ params, request })
  // Cached data renders at once (Back is served from the cache); the page's useSuspenseQuery
  // refreshes it in the background only if it is stale.
  await queryClientFrom(context).query({
    ...accountQueries.detail(network, accountId),
    staleTime: 'static',
  })
  return null
}

function MuxedNotice() {
  const [searchParams] = useSearchParams()
  const muxedAddress = searchParams.get('muxed')
  const muxed = muxedAddress ? decodeMuxedAccount(muxedAddress) : null
  if (!muxedAddress || !muxed) return null
  return (
    <p
      role="note"
      className="rounded border border-blue-200 bg-blue-50 p-3 text-sm dark:border-blue-900 dark:bg-blue-950"
    >
      Muxed account <span className="font-mono break-all">{muxedAddress}</span> is this account with
      muxed id <span className="font-mono">{muxed.muxedId}</span>.
    </p>
  )
}

export function Component() {
  const network = useNetwork()
  const { accountId = '' } = useParams()
  const href = useExplorerHref()
  const { data: account } = useSuspenseQuery(accountQueries.detail(network, accountId))
  const recordPath = `/accounts/${accountId}`

  return (
    <article aria-labelledby="account-heading" className="space-y-4">
      <h1 id="account-heading" className="text-2xl font-semibold break-all">
        Account <span className="font-mono text-lg">{account.account_id}</span>{' '}
        <CopyButton text={account.account_id} label="Copy account ID" />
      </h1>
      <MuxedNotice />
      <FactList
        label="Account details"
        facts={[
          { term: 'Sequence', description: account.sequence },
          { term: 'Subentries', description: account.subentry_count },
          { term: 'Home domain', description: account.home_domain || 'none' },
          ...(account.inflation_destination
            ? [
                {
                  term: 'Inflation destination',
                  description: <AccountId id={account.inflation_destination} />,
                },
              ]
            : []),
          { term: 'Sponsoring', description: `${account.num_sponsoring} entries` },
          { term: 'Sponsored', description: `${account.num_sponsored} entries` },
          ...(account.sponsor
            ? [{ term: 'Sponsor', description: <AccountId id={account.sponsor} /> }]
            : []),
          {
            term: 'Last modified',
            description: (
              <>
                ledger{' '}
                <Link
                  className="text-blue-700 underline dark:text-blue-300"
                  to={href(`/ledgers/${account.last_modified_ledger}`)}
                >
                  {account.last_modified_ledger}
                </Link>
                {account.last_modified_time ? (
                  <>
                    {' '}
                    (<RelativeTime value={account.last_modified_time} />)
                  </>
                ) : null}
              </>
            ),
          },
          { term: 'Flags', description: <AccountFlags flags={account.flags} /> },
        ]}
      />
      <section aria-labelledby="balances-heading" className="space-y-2">
        <h2 id="balances-heading" className="text-lg font-semibold">
          Balances
        </h2>
        <BalancesTable balances={account.balances} />
      </section>
      <section aria-labelledby="signers-heading" className="space-y-2">
        <h2 id="signers-heading" className="text-lg font-semibold">
          Signers and thresholds
        </h2>
        <SignersTable signers={account.signers} thresholds={account.thresholds} />
      </section>
      <RecordActions
        horizonHref={account._links.self.href}
        json={account}
        jsonLabel="Account JSON"
      />
      <TabNav
        label="Account history"
        recordPath={recordPath}
        tabs={[
          { path: `${recordPath}/operations`, label: 'Operations' },
          { path: `${recordPath}/payments`, label: 'Payments' },
          { path: `${recordPath}/effects`, label: 'Effects' },
          { path: `${recordPath}/transactions`, label: 'Transactions' },
          { path: `${recordPath}/offers`, label: 'Offers' },
          { path: `${recordPath}/trades`, label: 'Trades' },
          { path: `${recordPath}/data`, label: `Data (${Object.keys(account.data).length})` },
        ]}
      />
      <Outlet />
    </article>
  )
}
