// "Where the funds are": per asset, what the account holds and what its offers and reserve lock of
// that, plus what it put where the balance no longer shows it (claimable balances it created, pool
// reserves through its shares), each part linked to the Horizon records behind it.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Account } from '@/api/horizon-types'
import type { ClaimableBalance, LiquidityPool } from '@/api/horizon-ledger-entry-types'
import type { ListSource } from '@/accounts/account-list-reads'
import { FirstPageLimitNote } from '@/accounts/first-page-limit-note'
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
        <>
          <PartAmount
            value={line.inClaimableBalances}
            path="/claimable_balances"
            search={{ sponsor: accountId, asset: line.asset }}
          />
          {/^0\.0+$/.test(line.lockedForGood) ? null : (
            <span className="block text-xs text-red-700 dark:text-red-400">
              <Amount value={line.lockedForGood} /> locked for good
            </span>
          )}
        </>
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

/** Who can ever claim a balance and when, judged from the latest ledger (claimable-balances/). */
export interface ClaimJudge {
  lockedForGood: (balance: ClaimableBalance) => boolean
  claims: (balance: ClaimableBalance) => ReactNode
  /** The close time it judges from, in words. */
  judgedAt: string
}

/** Who can claim a balance it created, over all future time; or that nobody ever can. */
function CreatedBalance({ balance, judge }: { balance: ClaimableBalance; judge: ClaimJudge }) {
  const amount = <Amount value={balance.amount} assetCode={assetCode(balance.asset)} />
  const link = <ExplorerLink to={`/claimable_balances/${balance.id}`}>{amount}</ExplorerLink>
  if (judge.lockedForGood(balance)) {
    return (
      <li className="rounded border border-red-300 bg-red-50 p-2 dark:border-red-800 dark:bg-red-950">
        {link}: <strong>nobody can ever claim it.</strong> The amount and its reserve are locked for
        good.
      </li>
    )
  }
  return (
    <li className="space-y-1">
      {link}:{judge.claims(balance)}
    </li>
  )
}

function CreatedBalances({
  balances,
  judge,
}: {
  balances: ClaimableBalance[]
  judge: ClaimJudge | null
}) {
  if (balances.length === 0) return null
  if (judge === null) return <Note>Reading the latest ledger to judge who can claim them…</Note>
  const locked = balances.filter(judge.lockedForGood).length
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">
        Who can ever claim the {balances.length} claimable{' '}
        {balances.length === 1 ? 'balance' : 'balances'} it created
        {locked > 0 ? `: ${locked} can never be claimed` : null}
      </summary>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Judged over all future time from the latest ledger&apos;s close time, {judge.judgedAt}.
      </p>
      <ul className="mt-2 space-y-3">
        {balances.map((balance) => (
          <CreatedBalance key={balance.id} balance={balance} judge={judge} />
        ))}
      </ul>
    </details>
  )
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
}

export interface FundsSectionProps {
  account: Account
  /** The XLM the reserve locks; null while the base reserve is not known. */
  minimumReserve: string | null
  /** `/claimable_balances?sponsor=` the account. */
  created: ListSource<ClaimableBalance>
  /** `/liquidity_pools?account=` the account; an empty list when it holds no pool shares. */
  pools: ListSource<LiquidityPool>
  /** Judges the claims of the balances it created; null until the latest ledger is known. */
  judge: ClaimJudge | null
}

export function FundsSection({
  account,
  minimumReserve,
  created,
  pools,
  judge,
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
    const breakdown = fundsBreakdown(
      account,
      minimumReserve,
      createdBalances,
      poolRecords,
      judge?.lockedForGood ?? null,
    )
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
        <FirstPageLimitNote noun="claimable balances it created" uncounted={created.uncounted} />
        <FirstPageLimitNote noun="pools it holds shares in" uncounted={pools.uncounted} />
        <PoolShares pools={breakdown.pools} />
        <CreatedBalances balances={createdBalances} judge={judge} />
      </>
    )
  }
  return <RecordSection title="Where the funds are">{body}</RecordSection>
}
