// One hop of a path payment, as Core converts it since protocol 18: the order book and the
// liquidity pool of the pair are both quoted and the hop goes wholly through the better one.
// A pool hop becomes a ClaimLiquidityAtom, a liquidity_pool trade and a liquidity_pool_trade
// effect (the taker's, with the pool after the operation).

import { xdr } from '@stellar/stellar-sdk'
import type { CreditAsset } from '../ledger-entries.ts'
import {
  applyPoolSwap,
  assetAmount,
  liquidityPoolDetails,
  poolFor,
  poolSwap,
} from '../liquidity-pools.ts'
import type { PoolSwap } from '../liquidity-pools.ts'
import { sdkAsset } from '../ledger-primitives.ts'
import type { BookQuote, LedgerState, QuoteRequest } from '../ledger-state.ts'
import { effect } from './operation-handler.ts'
import type { CrossedOffers } from './order-book-fills.ts'

export type HopQuote = { kind: 'book'; quote: BookQuote } | { kind: 'pool'; swap: PoolSwap }

export const hopSent = (hop: HopQuote): bigint =>
  hop.kind === 'book' ? hop.quote.sent : hop.swap.toPool
export const hopReceived = (hop: HopQuote): bigint =>
  hop.kind === 'book' ? hop.quote.received : hop.swap.fromPool

/** The better of book and pool for the whole hop; null = neither can carry it. */
export function quoteHop(
  ledger: LedgerState,
  request: QuoteRequest,
): HopQuote | 'cross_self' | null {
  const book = ledger.quote(request)
  const pool = poolFor(ledger, request.sold, request.bought)
  const swap =
    pool === undefined ? null : poolSwap(pool, request.sold, request.mode, request.amount)
  if (swap === null)
    return book === null || book === 'cross_self' ? book : { kind: 'book', quote: book }
  if (book === null || book === 'cross_self') return { kind: 'pool', swap }
  const poolIsBetter =
    request.mode === 'send' ? swap.fromPool > book.received : swap.toPool < book.sent
  return poolIsBetter ? { kind: 'pool', swap } : { kind: 'book', quote: book }
}

export interface PoolHop {
  swap: PoolSwap
  /** What the taker gives to the pool. */
  sold: CreditAsset | null
  /** What the taker receives from the pool. */
  bought: CreditAsset | null
  takerId: string
  ledgerSequence: number
}

/** Moves the pool's side of the hop (the taker's side is the caller's) and records it. */
export function takePoolHop(ledger: LedgerState, hop: PoolHop, crossed: CrossedOffers): void {
  const { swap, sold, bought, takerId, ledgerSequence } = hop
  applyPoolSwap(ledger, swap, sold, ledgerSequence)
  const poolId = swap.pool.id
  crossed.trades.push({
    makerOfferId: 0,
    maker: '',
    makerSold: bought,
    makerSoldAmount: swap.fromPool,
    makerBought: sold,
    makerBoughtAmount: swap.toPool,
    liquidityPoolId: poolId,
  })
  crossed.claims.push(
    xdr.ClaimAtom.claimAtomTypeLiquidityPool(
      new xdr.ClaimLiquidityAtom({
        liquidityPoolId: new xdr.PoolId(Buffer.from(poolId, 'hex')),
        assetSold: sdkAsset(bought).toXDRObject(),
        amountSold: swap.fromPool,
        assetBought: sdkAsset(sold).toXDRObject(),
        amountBought: swap.toPool,
      }),
    ),
  )
  const live = ledger.requireState().liquidityPools[poolId] ?? swap.pool
  crossed.effects.push(
    effect(takerId, 'liquidity_pool_trade', {
      liquidity_pool: liquidityPoolDetails(live),
      sold: assetAmount(bought, swap.fromPool),
      bought: assetAmount(sold, swap.toPool),
    }),
  )
}
