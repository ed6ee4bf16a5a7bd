import type { LiquidityPool } from '@/api/horizon-ledger-entry-types'
import { feePercent, reservePrice } from '@/liquidity-pools/pool-figures'
import { Amount } from '@/ui/amount'
import { CanonicalAsset, parseCanonicalAsset } from '@/ui/asset'
import { assetLabel, Price } from '@/ui/price'
import { isRecord, readString } from '@/ui/record-fields'

/** The pool's two reserves as `{asset, amount}`, whatever Horizon sent in their place. */
export function poolReserves(pool: LiquidityPool): { asset: string; amount: string }[] {
  const reserves: unknown = pool.reserves
  if (!Array.isArray(reserves)) return []
  return reserves.filter(isRecord).map((reserve) => ({
    asset: readString(reserve, 'asset') ?? '',
    amount: readString(reserve, 'amount') ?? '',
  }))
}

function labelOf(asset: string): string {
  const parsed = parseCanonicalAsset(asset)
  return parsed.type === 'unknown' ? asset || '?' : assetLabel(parsed.type, parsed.code)
}

export function PoolReserveList({ pool }: { pool: LiquidityPool }) {
  const reserves = poolReserves(pool)
  if (reserves.length === 0)
    return <span className="text-slate-600 dark:text-slate-400">no reserves</span>
  return (
    <ul className="space-y-0.5">
      {reserves.map((reserve, index) => (
        <li key={index}>
          <Amount value={reserve.amount} /> <CanonicalAsset value={reserve.asset} />
        </li>
      ))}
    </ul>
  )
}

/** The price the reserves imply, both ways: "0.0841656 USDC per XLM" and its inverse. */
export function PoolPrice({ pool }: { pool: LiquidityPool }) {
  const [first, second] = poolReserves(pool)
  if (!first || !second) return <span className="text-slate-600 dark:text-slate-400">no price</span>
  const forward = reservePrice(first.amount, second.amount)
  const backward = reservePrice(second.amount, first.amount)
  if (forward === undefined || backward === undefined) {
    return <span className="text-slate-600 dark:text-slate-400">no price: a reserve is empty</span>
  }
  return (
    <ul className="space-y-0.5">
      <li>
        <Price decimal={forward} unit={labelOf(second.asset)} per={labelOf(first.asset)} />
      </li>
      <li>
        <Price decimal={backward} unit={labelOf(first.asset)} per={labelOf(second.asset)} />
      </li>
    </ul>
  )
}

export function PoolFee({ pool }: { pool: LiquidityPool }) {
  const percent = feePercent(pool.fee_bp)
  if (percent === undefined) {
    // A value that is not basis points is shown as sent, so a reader can see what is wrong.
    const sent = typeof pool.fee_bp === 'number' || typeof pool.fee_bp === 'string'
    return sent ? <span className="font-mono">{String(pool.fee_bp)}</span> : 'unknown'
  }
  return (
    <span title={`${String(pool.fee_bp)} basis points`}>
      {percent} ({String(pool.fee_bp)} bp)
    </span>
  )
}
