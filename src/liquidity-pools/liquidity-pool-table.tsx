import type { LiquidityPool } from '@/api/horizon-ledger-entry-types'
import { PoolFee, PoolPrice, PoolReserveList } from '@/liquidity-pools/pool-reserves'
import { Amount } from '@/ui/amount'
import { idLinkColumn, lastModifiedColumn } from '@/ui/record-columns'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'

const columns: readonly RecordColumn<LiquidityPool>[] = [
  idLinkColumn('Pool', '/liquidity_pools'),
  // Reserves and price may wrap: at 1366 px seven one-line columns are wider than the page.
  {
    header: 'Reserves',
    leads: true,
    className: 'whitespace-normal',
    cell: (pool) => <PoolReserveList pool={pool} />,
  },
  { header: 'Price', className: 'whitespace-normal', cell: (pool) => <PoolPrice pool={pool} /> },
  { header: 'Fee', cell: (pool) => <PoolFee pool={pool} /> },
  { header: 'Shares', cell: (pool) => <Amount value={pool.total_shares} /> },
  {
    header: 'Trustlines',
    className: 'tabular-nums',
    cell: (pool) => String(pool.total_trustlines),
  },
  lastModifiedColumn(),
]

export function LiquidityPoolTable({
  pools,
  caption = 'Liquidity pools',
}: {
  pools: LiquidityPool[]
  /** What the list is, e.g. "Liquidity pools holding USD" on an asset's Pools tab. */
  caption?: string
}) {
  return (
    <RecordColumnsTable
      caption={caption}
      columns={columns}
      records={pools}
      rowKey={(pool, index) => (typeof pool.id === 'string' ? pool.id : index)}
      emptyMessage="No liquidity pools."
    />
  )
}
