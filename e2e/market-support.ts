// The sandbox's market as the asset-page tests need it: which issued asset trades most against XLM.
import { records } from './explorer-support.ts'
import type { SandboxControl } from './fixtures.ts'

export interface AssetRecord {
  asset_code: string
  asset_issuer: string
}

interface TradeRecord {
  base_asset_type: string
  counter_asset_type: string
  counter_asset_code?: string
  counter_asset_issuer?: string
}

/** The issued asset traded most often against XLM in the sandbox's latest trades. */
export async function mostTradedAsset(sandbox: SandboxControl): Promise<AssetRecord> {
  const trades = await records<TradeRecord>(sandbox, '/trades?order=desc&limit=200')
  const counts = new Map<string, number>()
  for (const trade of trades) {
    if (trade.base_asset_type !== 'native' || !trade.counter_asset_code) continue
    const key = `${trade.counter_asset_code}:${trade.counter_asset_issuer ?? ''}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1])
  if (!best) throw new Error('the sandbox has no trades against XLM')
  const [asset_code = '', asset_issuer = ''] = best[0].split(':')
  return { asset_code, asset_issuer }
}
