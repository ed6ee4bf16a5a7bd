import type { LiquidityPool } from '@/api/horizon-ledger-entry-types'
import { PoolFee, PoolPrice, PoolReserveList } from '@/liquidity-pools/pool-reserves'
import { shortenId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { IdLink } from '@/ui/explorer-link'
import { cellClassName, RecordTable } from '@/ui/record-table'
import { RelativeTime } from '@/ui/relative-time'

const columns = [
  'Pool',
  'Reserves',
  'Price',
  'Fee',
  'Shares',
  'Trustlines',
  'Last modified',
] as const

export function LiquidityPoolTable({ pools }: { pools: LiquidityPool[] }) {
  return (
    <RecordTable
      caption="Liquidity pools"
      columns={columns}
      isEmpty={pools.length === 0}
      emptyMessage="No liquidity pools."
    >
      {pools.map((pool, index) => (
        <tr key={typeof pool.id === 'string' ? pool.id : index}>
          <td className={cellClassName}>
            <IdLink to={`/liquidity_pools/${String(pool.id)}`} title={String(pool.id)}>
              {typeof pool.id === 'string' ? shortenId(pool.id, 8) : null}
            </IdLink>
          </td>
          <td className={cellClassName}>
            <PoolReserveList pool={pool} />
          </td>
          <td className={cellClassName}>
            <PoolPrice pool={pool} />
          </td>
          <td className={cellClassName}>
            <PoolFee pool={pool} />
          </td>
          <td className={cellClassName}>
            <Amount value={pool.total_shares} />
          </td>
          <td className={`${cellClassName} tabular-nums`}>{String(pool.total_trustlines)}</td>
          <td className={cellClassName}>
            {pool.last_modified_time ? (
              <RelativeTime value={pool.last_modified_time} />
            ) : (
              <span>ledger {String(pool.last_modified_ledger)}</span>
            )}
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
