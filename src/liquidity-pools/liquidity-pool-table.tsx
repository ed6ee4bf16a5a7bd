import type { LiquidityPool } from '@/api/horizon-ledger-entry-types'
import { PoolFee, PoolPrice, PoolReserveList } from '@/liquidity-pools/pool-reserves'
import { shortenId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { IdLink } from '@/ui/explorer-link'
import { lastModifiedColumn, type RecordColumn, RecordColumnsTable } from '@/ui/record-table'

const columns: readonly RecordColumn<LiquidityPool>[] = [
  {
    header: 'Pool',
    cell: (pool) => (
      <IdLink to={`/liquidity_pools/${String(pool.id)}`} title={String(pool.id)}>
        {typeof pool.id === 'string' ? shortenId(pool.id, 8) : null}
      </IdLink>
    ),
  },
  { header: 'Reserves', cell: (pool) => <PoolReserveList pool={pool} /> },
  { header: 'Price', cell: (pool) => <PoolPrice pool={pool} /> },
  { header: 'Fee', cell: (pool) => <PoolFee pool={pool} /> },
  { header: 'Shares', cell: (pool) => <Amount value={pool.total_shares} /> },
  {
    header: 'Trustlines',
    className: 'tabular-nums',
    cell: (pool) => String(pool.total_trustlines),
  },
  lastModifiedColumn(),
]

export function LiquidityPoolTable({ pools }: { pools: LiquidityPool[] }) {
  return (
    <RecordColumnsTable
      caption="Liquidity pools"
      columns={columns}
      records={pools}
      rowKey={(pool, index) => (typeof pool.id === 'string' ? pool.id : index)}
      emptyMessage="No liquidity pools."
    />
  )
}
