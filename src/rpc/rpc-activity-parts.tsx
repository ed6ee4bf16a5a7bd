// The RPC server page's view of the network's activity through this RPC: inclusion fee
// percentiles (getFeeStats), and the newest ledgers and transactions (getLedgers,
// getTransactions) linked to the explorer's own pages on the selected network.
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { RpcFeeStats } from '@/api/rpc-server-methods'
import { type FeePercentile, feePercentiles } from '@/api/fee-percentiles'
import { RecordSection } from '@/resource-routes/detail-parts'
import type { RecentLedger, RecentTransaction } from '@/rpc/rpc-history-types'
import { rpcServerQueries } from '@/rpc/rpc-server-queries'
import { compactRowClassName } from '@/ui/compact-table'
import { IdLink } from '@/ui/explorer-link'
import { PartError } from '@/ui/part-boundary'
import type { RecordColumn } from '@/ui/record-table'
import { RecordColumnsTable } from '@/ui/record-table'
import { StatusBadge } from '@/ui/status-badge'
import { shortenId } from '@/ui/shorten-id'
import { UnixTime } from '@/ui/unix-time'

const cellClassName = 'py-1 pr-3 align-top'
const headClassName = 'py-1 pr-3 text-left font-medium text-slate-600 dark:text-slate-400'

const percentileLabels: Record<FeePercentile, string> = {
  min: 'Minimum',
  p10: '10th percentile',
  p20: '20th percentile',
  p30: '30th percentile',
  p40: '40th percentile',
  p50: 'Median (50th)',
  p60: '60th percentile',
  p70: '70th percentile',
  p80: '80th percentile',
  p90: '90th percentile',
  p95: '95th percentile',
  p99: '99th percentile',
  max: 'Maximum',
  mode: 'Most common',
}

export function FeeStatsTable({ stats }: { stats: RpcFeeStats }) {
  return (
    <div className="overflow-x-auto">
      <table aria-label="Inclusion fees" className="text-sm tabular-nums">
        <caption className="pb-1 text-left text-slate-600 dark:text-slate-400">
          Inclusion fees in stroops, over the ledgers before{' '}
          {stats.latestLedger.toLocaleString('en-US')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={headClassName}>
              Fee
            </th>
            <th scope="col" className={headClassName}>
              Soroban
            </th>
            <th scope="col" className={headClassName}>
              Classic
            </th>
          </tr>
        </thead>
        <tbody>
          {feePercentiles.map((percentile) => (
            <tr key={percentile} className={compactRowClassName}>
              <th scope="row" className={headClassName}>
                {percentileLabels[percentile]}
              </th>
              <td className={cellClassName}>{stats.soroban.fees[percentile]}</td>
              <td className={cellClassName}>{stats.classic.fees[percentile]}</td>
            </tr>
          ))}
          <tr className={compactRowClassName}>
            <th scope="row" className={headClassName}>
              Transactions counted
            </th>
            <td className={cellClassName}>{stats.soroban.transactionCount}</td>
            <td className={cellClassName}>{stats.classic.transactionCount}</td>
          </tr>
          <tr className={compactRowClassName}>
            <th scope="row" className={headClassName}>
              Over ledgers
            </th>
            <td className={cellClassName}>{stats.soroban.ledgerCount}</td>
            <td className={cellClassName}>{stats.classic.ledgerCount}</td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/**
 * One section of the page over one RPC query: its error (with a retry) or pending line in place,
 * else what `children` makes of the answer. Each section fails alone.
 */
function RpcQuerySection<T>({
  title,
  errorTitle,
  pendingText,
  query,
  children,
}: {
  title: string
  errorTitle: string
  pendingText: string
  query: UseQueryResult<T, unknown>
  children: (data: T) => ReactNode
}) {
  let body: ReactNode
  if (query.isError) {
    body = <PartError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
  } else if (query.isPending) {
    body = <p role="status">{pendingText}</p>
  } else {
    body = children(query.data)
  }
  return <RecordSection title={title}>{body}</RecordSection>
}

export function RpcFeeStatsPart({ rpcUrl }: { rpcUrl: string | null }) {
  return (
    <RpcQuerySection
      title="Inclusion fees"
      errorTitle="The fee statistics"
      pendingText="Asking the RPC for its fee statistics…"
      query={useQuery(rpcServerQueries.feeStats(rpcUrl))}
    >
      {(stats) => <FeeStatsTable stats={stats} />}
    </RpcQuerySection>
  )
}

const countText = (value: number | null) => (value === null ? 'not decodable' : String(value))

// Record tables like every list's: on a phone each row is a card, the first column leading it.
const recentLedgerColumns: readonly RecordColumn<RecentLedger>[] = [
  {
    header: 'Ledger',
    cell: (row) => <IdLink to={`/ledgers/${row.sequence}`}>{String(row.sequence)}</IdLink>,
    leads: true,
  },
  {
    header: 'Hash',
    cell: (row) => <bdi className="font-mono">{shortenId(row.hash.slice(0, 100), 6)}</bdi>,
    title: (row) => row.hash,
  },
  { header: 'Transactions', cell: (row) => countText(row.transactionCount) },
  {
    header: 'Closed',
    cell: (row) => (row.closeTime === null ? '—' : <UnixTime seconds={row.closeTime} />),
  },
]

const recentTransactionColumns: readonly RecordColumn<RecentTransaction>[] = [
  {
    header: 'Transaction',
    cell: (row) => (
      <>
        {row.hash === null ? (
          `no hash (tx ${row.applicationOrder})`
        ) : (
          <IdLink to={`/transactions/${row.hash}`} title={row.hash}>
            {shortenId(row.hash.slice(0, 100), 6)}
          </IdLink>
        )}
        {row.feeBump ? ' (fee bump)' : ''}
      </>
    ),
    leads: true,
  },
  { header: 'Status', cell: (row) => <StatusBadge successful={row.status === 'SUCCESS'} /> },
  { header: 'Operations', cell: (row) => countText(row.operationCount) },
  {
    header: 'Ledger',
    cell: (row) => <IdLink to={`/ledgers/${row.ledger}`}>{String(row.ledger)}</IdLink>,
  },
  {
    header: 'Created',
    cell: (row) => (row.createdAt === null ? '—' : <UnixTime seconds={row.createdAt} />),
  },
]

export function RpcRecentLedgersPart({ rpcUrl }: { rpcUrl: string | null }) {
  return (
    <RpcQuerySection
      title="Recent ledgers"
      errorTitle="Recent ledgers"
      pendingText="Asking the RPC for its newest ledgers…"
      query={useQuery(rpcServerQueries.recentLedgers(rpcUrl))}
    >
      {(ledgers) => (
        <RecordColumnsTable
          caption="Recent ledgers"
          columns={recentLedgerColumns}
          records={ledgers}
          rowKey={(row) => row.sequence}
          emptyMessage="The RPC returned no ledgers."
        />
      )}
    </RpcQuerySection>
  )
}

export function RpcRecentTransactionsPart({ rpcUrl }: { rpcUrl: string | null }) {
  return (
    <RpcQuerySection
      title="Recent transactions"
      errorTitle="Recent transactions"
      pendingText="Asking the RPC for its newest transactions…"
      query={useQuery(rpcServerQueries.recentTransactions(rpcUrl))}
    >
      {(transactions) => (
        <RecordColumnsTable
          caption="Recent transactions"
          columns={recentTransactionColumns}
          records={transactions}
          rowKey={(row) => `${row.ledger}-${row.applicationOrder}`}
          emptyMessage="The RPC holds no transactions in its newest ledgers."
        />
      )}
    </RpcQuerySection>
  )
}
