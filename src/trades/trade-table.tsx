import type { Trade } from '@/api/horizon-types'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { AssetFromRecord } from '@/ui/asset'
import { ParentOperationLink } from '@/ui/operation-link'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { RecordIdLink } from '@/ui/record-id-link'
import { RelativeTime } from '@/ui/relative-time'
import { assetLabel, Price } from '@/ui/price'

export interface TradeTableProps {
  trades: Trade[]
}

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
      <span className="whitespace-nowrap">
        Pool <RecordIdLink collection="liquidity_pools" id={liquidityPoolId} edge={6} />
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

const columns: readonly RecordColumn<Trade>[] = [
  { header: 'Time', cell: (trade) => <RelativeTime value={trade.ledger_close_time} /> },
  {
    header: 'Base',
    cell: (trade) => (
      <Party account={trade.base_account} liquidityPoolId={trade.base_liquidity_pool_id} />
    ),
  },
  // Amount and asset may wrap apart: at 1366 px eight one-line columns overflow.
  {
    header: 'Base amount',
    className: 'whitespace-normal',
    cell: (trade) => (
      <>
        <Amount value={trade.base_amount} /> <AssetFromRecord record={trade} prefix="base_" />
      </>
    ),
  },
  {
    header: 'Counter',
    cell: (trade) => (
      <Party account={trade.counter_account} liquidityPoolId={trade.counter_liquidity_pool_id} />
    ),
  },
  {
    header: 'Counter amount',
    className: 'whitespace-normal',
    cell: (trade) => (
      <>
        <Amount value={trade.counter_amount} /> <AssetFromRecord record={trade} prefix="counter_" />
      </>
    ),
  },
  {
    header: 'Price',
    className: 'whitespace-normal',
    cell: (trade) => <TradePrice trade={trade} />,
  },
  {
    header: 'Type',
    className: 'whitespace-normal',
    cell: (trade) => (
      <>
        {trade.trade_type === 'liquidity_pool' ? 'Liquidity pool' : 'Order book'}
        {trade.base_is_seller ? ' (base sold)' : ' (base bought)'}
      </>
    ),
  },
  { header: 'Operation', cell: (trade) => <ParentOperationLink record={trade} /> },
]

export function TradeTable({ trades }: TradeTableProps) {
  return <RecordColumnsTable caption="Trades" columns={columns} records={trades} />
}
