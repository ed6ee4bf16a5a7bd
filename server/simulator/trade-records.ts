// Horizon's trade record (GET /trades): an order book trade between two accounts, or a
// liquidity_pool trade where one side is the pool.

import { assetFields, link, rfc3339 } from './horizon-records.ts'
import type { JsonObject } from './horizon-records.ts'
import type { CreditAsset } from './ledger-entries.ts'
import { formatStroops } from './stroops.ts'

/** One side of a trade: an account (with its offer id) or a liquidity pool. */
export type TradeSide = { account: string; offerId: string } | { liquidityPoolId: string }

export interface TradeRecordInput {
  operationId: bigint
  order: number
  closeTime: number
  /** The maker's (resting) offer id; absent when the maker is a liquidity pool. */
  offerId?: string
  base: TradeSide
  baseAmount: bigint
  baseAsset: CreditAsset | null
  counter: TradeSide
  counterAmount: bigint
  counterAsset: CreditAsset | null
  baseIsSeller: boolean
}

function greatestCommonDivisor(left: bigint, right: bigint): bigint {
  return right === 0n ? left : greatestCommonDivisor(right, left % right)
}

const sideLink = (side: TradeSide) =>
  'liquidityPoolId' in side
    ? link(`/liquidity_pools/${side.liquidityPoolId}`)
    : link(`/accounts/${side.account}`)

/** Horizon's omitempty side fields: <prefix>liquidity_pool_id, or <prefix>offer_id and account. */
function sideFields(side: TradeSide, prefix: string): JsonObject {
  if ('liquidityPoolId' in side) return { [`${prefix}liquidity_pool_id`]: side.liquidityPoolId }
  return { [`${prefix}offer_id`]: side.offerId, [`${prefix}account`]: side.account }
}

export function tradeRecord(input: TradeRecordInput): JsonObject {
  const id = `${input.operationId}-${input.order}`
  const divisor = greatestCommonDivisor(input.counterAmount, input.baseAmount)
  const pool = 'liquidityPoolId' in input.base || 'liquidityPoolId' in input.counter
  return {
    _links: {
      // Horizon renders the trade's self link with an empty href.
      self: { href: '' },
      base: sideLink(input.base),
      counter: sideLink(input.counter),
      operation: link(`/operations/${input.operationId}`),
    },
    id,
    paging_token: id,
    ledger_close_time: rfc3339(input.closeTime),
    ...(input.offerId === undefined ? {} : { offer_id: input.offerId }),
    trade_type: pool ? 'liquidity_pool' : 'orderbook',
    // Every pool charges LIQUIDITY_POOL_FEE_BP (30): the only fee Stellar allows.
    ...(pool ? { liquidity_pool_fee_bp: 30 } : {}),
    ...sideFields(input.base, 'base_'),
    base_amount: formatStroops(input.baseAmount),
    ...assetFields(input.baseAsset, 'base_'),
    ...sideFields(input.counter, 'counter_'),
    counter_amount: formatStroops(input.counterAmount),
    ...assetFields(input.counterAsset, 'counter_'),
    base_is_seller: input.baseIsSeller,
    // TradePrice marshals n and d as strings (int64 with the ",string" tag).
    price: {
      n: (input.counterAmount / divisor).toString(),
      d: (input.baseAmount / divisor).toString(),
    },
  }
}
