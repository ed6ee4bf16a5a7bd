// "Where the funds are": per asset, what the account holds and what its offers and reserve lock of
// that, plus what it put where the balance no longer shows it (claimable balances it created, pool
// reserves through its shares), each part linked to the Horizon records behind it.
import type { ComponentType, ReactNode } from 'react'
import { Link } from 'react-router'
import type { Account } from '@/api/horizon-types'
import type { ClaimableBalance, LiquidityPool } from '@/api/horizon-ledger-entry-types'
import { maximumLimit } from '@/api/page-params'
import type { FundsLine, PoolShareValue } from '@/accounts/funds-breakdown'
import { fundsBreakdown } from '@/accounts/funds-breakdown'
import { RecordSection } from '@/resource-routes/detail-parts'
import { Amount } from '@/ui/amount'
import { CanonicalAsset, parseCanonicalAsset } from '@/ui/asset'
import { useExplorerHref } from '@/ui/explorer-href'
import { ExplorerLink } from '@/ui/explorer-link'
import { PartError } from '@/ui/part-boundary'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { shortenId } from '@/ui/shorten-id'

function assetCode(asset: string): string {
  const parsed = parseCanonicalAsset(asset)
  return parsed.type === 'native' ? 'XLM' : (parsed.code ?? asset)
}

function Zero() {
  return <span className="text-slate-400 dark:text-slate-500">0</span>
}

/** An amount that links to the records behind it, or a muted 0 when there is nothing there. */
function PartAmount({
  value,
  path,
  search,
}: {
  value: string
  path: string
  search?: Record<string, string>
}) {
  const href = useExplorerHref()
  if (/^0\.0+$/.test(value)) return <Zero />
  return (
    <Link to={href(path, search)} className="text-blue-700 underline dark:text-blue-300">
      <Amount value={value} />
    </Link>
  )
}

function fundsColumns(accountId: string): RecordColumn<FundsLine>[] {
  return [
    { header: 'Asset', cell: (line) => <CanonicalAsset value={line.asset} /> },
    { header: 'Holds', cell: (line) => <Amount value={line.holds} /> },
    {
      header: 'Locked in its offers',
      cell: (line) => <PartAmount value={line.inOffers} path={`/accounts/${accountId}/offers`} />,
    },
    {
      header: 'Locked by reserves',
      cell: (line) =>
        line.reserves === null ? (
          <span className="text-slate-400 dark:text-slate-500">—</span>
        ) : (
          <Amount value={line.reserves} />
        ),
    },
    {
      header: 'In claimable balances it created',
      cell: (line) => (
        <PartAmount
          value={line.inClaimableBalances}
          path="/claimable_balances"
          search={{ sponsor: accountId, asset: line.asset }}
        />
      ),
    },
    {
      header: 'In pools (its shares)',
      cell: (line) => (
        <PartAmount value={line.inPools} path="/liquidity_pools" search={{ account: accountId }} />
      ),
    },
    {
      header: 'Total',
      cell: (line) => (
        <strong>
          <Amount value={line.total} />
        </strong>
      ),
    },
  ]
}

function PoolShares({ pools }: { pools: PoolShareValue[] }) {
  if (pools.length === 0) return null
  return (
    <ul aria-label="Its pool shares" className="space-y-1 text-sm">
      {pools.map((pool) => (
        <li key={pool.poolId}>
          <ExplorerLink to={`/liquidity_pools/${pool.poolId}`}>
            Pool {shortenId(pool.poolId)}
          </ExplorerLink>
          : your shares ({pool.shares}) ={' '}
          {pool.parts.map((part, index) => (
            <span key={part.asset}>
              {index > 0 ? ' + ' : null}
              <Amount value={part.amount} assetCode={assetCode(part.asset)} />
            </span>
          ))}{' '}
          at current reserves
        </li>
      ))}
    </ul>
  )
}

/** Each claimant of a balance, its condition and whether it can claim (claimable-balances/). */
export type ClaimantsView = ComponentType<{ balance: ClaimableBalance }>

function CreatedBalances({
  balances,
  Claimants,
}: {
  balances: ClaimableBalance[]
  Claimants: ClaimantsView
}) {
  if (balances.length === 0) return null
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">
        Who can claim the {balances.length} claimable{' '}
        {balances.length === 1 ? 'balance' : 'balances'} it created
      </summary>
      <ul className="mt-2 space-y-3">
        {balances.map((balance) => (
          <li key={balance.id} className="space-y-1">
            <p>
              <ExplorerLink to={`/claimable_balances/${balance.id}`}>
                <Amount value={balance.amount} assetCode={assetCode(balance.asset)} />
              </ExplorerLink>
            </p>
            <Claimants balance={balance} />
          </li>
        ))}
      </ul>
    </details>
  )
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
}

/** One list the breakdown needs, as the page read it from Horizon. */
export interface FundsSource<T> {
  /** Undefined while it is read (or not needed: no pool shares, no pools). */
  records: T[] | undefined
  error: Error | null
  retry: () => void
}

export interface FundsSectionProps {
  account: Account
  /** The XLM the reserve locks; null while the base reserve is not known. */
  minimumReserve: string | null
  /** `/claimable_balances?sponsor=` the account. */
  created: FundsSource<ClaimableBalance>
  /** `/liquidity_pools?account=` the account; an empty list when it holds no pool shares. */
  pools: FundsSource<LiquidityPool>
  Claimants: ClaimantsView
}

export function FundsSection({
  account,
  minimumReserve,
  created,
  pools,
  Claimants,
}: FundsSectionProps) {
  const accountId = account.account_id
  let body: ReactNode
  const failed = created.error ? created : pools.error ? pools : null
  if (failed) {
    body = (
      <PartError
        title={failed === created ? 'Claimable balances it created' : 'Its pools'}
        error={failed.error}
        onRetry={failed.retry}
      />
    )
  } else if (!created.records || !pools.records) {
    body = <p role="status">Reading the claimable balances it created and its pools…</p>
  } else {
    const createdBalances = created.records
    const poolRecords = pools.records
    const breakdown = fundsBreakdown(account, minimumReserve, createdBalances, poolRecords)
    body = (
      <>
        <Note>
          Total = holds + in claimable balances it created + in pools. What its offers and the
          reserve lock is part of what it holds.
        </Note>
        <RecordColumnsTable
          caption="Where the funds are"
          columns={fundsColumns(accountId)}
          records={breakdown.lines}
          rowKey={(line) => line.asset}
          emptyMessage="It holds nothing."
        />
        {createdBalances.length >= maximumLimit || poolRecords.length >= maximumLimit ? (
          <Note>
            Only the first {maximumLimit} claimable balances and pools Horizon lists are counted.
          </Note>
        ) : null}
        <PoolShares pools={breakdown.pools} />
        <CreatedBalances balances={createdBalances} Claimants={Claimants} />
      </>
    )
  }
  return <RecordSection title="Where the funds are">{body}</RecordSection>
}
