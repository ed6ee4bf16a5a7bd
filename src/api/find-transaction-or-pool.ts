// A 64-hex search is ambiguous: a transaction hash and a liquidity pool id look the same. Horizon
// is asked for the transaction first (the common case), then for the pool.
import { horizonGet, isHorizonError } from '@/api/horizon-client'

export type HexIdMatch = 'transaction' | 'liquidity-pool' | 'none'

async function exists(horizonUrl: string, path: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await horizonGet(horizonUrl, path, undefined, { signal })
    return true
  } catch (error) {
    // Only "not found" means "try the next kind"; anything else (unreachable, 429) is the answer.
    if (isHorizonError(error) && error.status === 404) return false
    throw error
  }
}

/** Which record a 64-hex id names on this Horizon: at most two requests, in order. */
export async function findTransactionOrPool(
  horizonUrl: string,
  id: string,
  signal?: AbortSignal,
): Promise<HexIdMatch> {
  const encoded = encodeURIComponent(id)
  if (await exists(horizonUrl, `/transactions/${encoded}`, signal)) return 'transaction'
  if (await exists(horizonUrl, `/liquidity_pools/${encoded}`, signal)) return 'liquidity-pool'
  return 'none'
}
