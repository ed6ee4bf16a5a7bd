// An asset's supply as Horizon 22+ reports it: no `amount` field any more, but the amounts held
// in trustlines by authorization state, in claimable balances, in pools and in contracts. They are
// 7-decimal strings, added as integer stroops (BigInt), never as floats.
import type { AssetRecord } from '@/api/horizon-market-types'
import { isStellarAmount } from '@/ui/format-amount'

function toStroops(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.')
  const stroops = BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, '0') || '0')
  return amount.startsWith('-') ? -stroops : stroops
}

function fromStroops(stroops: bigint): string {
  const sign = stroops < 0n ? '-' : ''
  const digits = (stroops < 0n ? -stroops : stroops).toString().padStart(8, '0')
  return `${sign}${digits.slice(0, -7)}.${digits.slice(-7)}`
}

/** The sum of Stellar amounts, or undefined when any part is missing or not an amount. */
export function sumAmounts(amounts: readonly (string | undefined)[]): string | undefined {
  let total = 0n
  for (const amount of amounts) {
    if (amount === undefined || !isStellarAmount(amount)) return undefined
    total += toStroops(amount)
  }
  return fromStroops(total)
}

export interface AssetSupply {
  /** Everything issued and not burnt: trustlines + claimable balances + pools + contracts. */
  total: string | undefined
  inTrustlines: string | undefined
}

export function assetSupply(asset: AssetRecord): AssetSupply {
  const balances = asset.balances
  const inTrustlines = balances
    ? sumAmounts([
        balances.authorized,
        balances.authorized_to_maintain_liabilities,
        balances.unauthorized,
      ])
    : asset.amount
  const total = sumAmounts([
    inTrustlines,
    asset.claimable_balances_amount ?? '0.0000000',
    asset.liquidity_pools_amount ?? '0.0000000',
    asset.contracts_amount ?? '0.0000000',
  ])
  return { total, inTrustlines }
}
