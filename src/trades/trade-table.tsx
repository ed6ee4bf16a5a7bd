import type { Trade } from '@/api/horizon-types'
import { AccountId, shortenId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { AssetFromRecord } from '@/ui/asset'
import { ParentOperationLink } from '@/ui/operation-link'
import { cellClassName, RecordTable } from '@/ui/record-table'
import { RelativeTime } from '@/ui/relative-time'
import { assetLabel, Price } from '@/ui/price'

export interface TradeTableProps {
  trades: Trade[]
}

const columns = [
  'Time',
  'Base',
  'Base amount',
  'Counter',
  'Counter amount',
  'Price',
  'Type',
  'Operation',
] as const

function Party({
  account,
  liquidityPoolId,
}: {
  account: string | undefined
  liquidityPoolId: string | undefined
}) {
  if (account) return <AccountId id={account} />
  if (liquidityPoolId) {
    return (
      <span className="font-mono" title={liquidityPoolId}>
        Pool {shortenId(liquidityPoolId, 6)}
      </span>
    )
  }
  return <span className="text-slate-500 dark:text-slate-400">—</span>
}

/** The price as the exact fraction Horizon gives (n/d as strings), never a float. */
function TradePrice({ trade }: { trade: Trade }) {
  const price = trade.price
  if (!price) return <span className="text-slate-500 dark:text-slate-400">—</span>
  return (
    <Price
      n={price.n}
      d={price.d}
      unit={assetLabel(trade.counter_asset_type, trade.counter_asset_code)}
      per={assetLabel(trade.base_asset_type, trade.base_asset_code)}
    />
  )
}

export function TradeTable({ trades }: TradeTableProps) {
  return (
    <RecordTable
      caption="Trades"
      columns={columns}
      isEmpty={trades.length === 0}
      emptyMessage="No trades."
    >
      {trades.map((trade) => (
        <tr key={trade.id}>
          <td className={cellClassName}>
            <RelativeTime value={trade.ledger_close_time} />
          </td>
          <td className={cellClassName}>
            <Party account={trade.base_account} liquidityPoolId={trade.base_liquidity_pool_id} />
          </td>
          {/* Amount and asset may wrap apart: at 1366 px eight one-line columns overflow. */}
          <td className={`${cellClassName} whitespace-normal`}>
            <Amount value={trade.base_amount} /> <AssetFromRecord record={trade} prefix="base_" />
          </td>
          <td className={cellClassName}>
            <Party
              account={trade.counter_account}
              liquidityPoolId={trade.counter_liquidity_pool_id}
            />
          </td>
          <td className={`${cellClassName} whitespace-normal`}>
            <Amount value={trade.counter_amount} />{' '}
            <AssetFromRecord record={trade} prefix="counter_" />
          </td>
          <td className={`${cellClassName} whitespace-normal`}>
            <TradePrice trade={trade} />
          </td>
          <td className={`${cellClassName} whitespace-normal`}>
            {trade.trade_type === 'liquidity_pool' ? 'Liquidity pool' : 'Order book'}
            {trade.base_is_seller ? ' (base sold)' : ' (base bought)'}
          </td>
          <td className={cellClassName}>
            <ParentOperationLink record={trade} />
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
