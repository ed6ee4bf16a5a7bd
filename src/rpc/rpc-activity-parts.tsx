// The RPC server page's view of the network's activity through this RPC: inclusion fee
// percentiles (getFeeStats), and the newest ledgers and transactions (getLedgers,
// getTransactions) linked to the explorer's own pages on the selected network.
import { useQuery } from '@tanstack/react-query'
import type { RpcFeeStats } from '@/api/rpc-server-methods'
import { feePercentiles } from '@/api/rpc-server-methods'
import type { FeePercentile } from '@/api/rpc-server-methods'
import { RecordSection } from '@/resource-routes/detail-parts'
import type { RecentLedger, RecentTransaction } from '@/rpc/rpc-history-types'
import { rpcServerQueries } from '@/rpc/rpc-server-queries'
import { IdLink } from '@/ui/explorer-link'
import { PartError } from '@/ui/part-boundary'
import type { RecordColumn } from '@/ui/record-table'
import { RecordColumnsTable, StatusBadge } from '@/ui/record-table'
import { shortenId } from '@/ui/shorten-id'
import { UnixTime } from '@/ui/unix-time'

const cellClassName = 'py-1 pr-3 align-top'
const headClassName = 'py-1 pr-3 text-left font-medium text-slate-600 dark:text-slate-400'
const rowClassName = 'border-t border-slate-200 dark:border-slate-700'

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
            <tr key={percentile} className={rowClassName}>
              <th scope="row" className={headClassName}>
                {percentileLabels[percentile]}
              </th>
              <td className={cellClassName}>{stats.soroban.fees[percentile]}</td>
              <td className={cellClassName}>{stats.classic.fees[percentile]}</td>
            </tr>
          ))}
          <tr className={rowClassName}>
            <th scope="row" className={headClassName}>
              Transactions counted
            </th>
            <td className={cellClassName}>{stats.soroban.transactionCount}</td>
            <td className={cellClassName}>{stats.classic.transactionCount}</td>
          </tr>
          <tr className={rowClassName}>
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

export function RpcFeeStatsPart({ rpcUrl }: { rpcUrl: string | null }) {
  const stats = useQuery(rpcServerQueries.feeStats(rpcUrl))
  let body
  if (stats.isError) {
    body = (
      <PartError
        title="The fee statistics"
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    )
  } else if (stats.isPending) {
    body = <p role="status">Asking the RPC for its fee statistics…</p>
  } else {
    body = <FeeStatsTable stats={stats.data} />
  }
  return <RecordSection title="Inclusion fees">{body}</RecordSection>
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
  const ledgers = useQuery(rpcServerQueries.recentLedgers(rpcUrl))
  let body
  if (ledgers.isError) {
    body = (
      <PartError
        title="Recent ledgers"
        error={ledgers.error}
        onRetry={() => void ledgers.refetch()}
      />
    )
  } else if (ledgers.isPending) {
    body = <p role="status">Asking the RPC for its newest ledgers…</p>
  } else if (ledgers.data.length === 0) {
    body = <p>The RPC returned no ledgers.</p>
  } else {
    body = (
      <RecordColumnsTable
        caption="Recent ledgers"
        columns={recentLedgerColumns}
        records={ledgers.data}
        rowKey={(row) => row.sequence}
      />
    )
  }
  return <RecordSection title="Recent ledgers">{body}</RecordSection>
}

export function RpcRecentTransactionsPart({ rpcUrl }: { rpcUrl: string | null }) {
  const transactions = useQuery(rpcServerQueries.recentTransactions(rpcUrl))
  let body
  if (transactions.isError) {
    body = (
      <PartError
        title="Recent transactions"
        error={transactions.error}
        onRetry={() => void transactions.refetch()}
      />
    )
  } else if (transactions.isPending) {
    body = <p role="status">Asking the RPC for its newest transactions…</p>
  } else if (transactions.data.length === 0) {
    body = <p>The RPC holds no transactions in its newest ledgers.</p>
  } else {
    body = (
      <RecordColumnsTable
        caption="Recent transactions"
        columns={recentTransactionColumns}
        records={transactions.data}
        rowKey={(row) => `${row.ledger}-${row.applicationOrder}`}
      />
    )
  }
  return <RecordSection title="Recent transactions">{body}</RecordSection>
}
