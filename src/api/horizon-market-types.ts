// Horizon's market and asset records as they arrive on the wire (shared/docs/horizon-api.md and the
// fixtures assets-page.json, order-book.json, trade-aggregations.json, fee-stats.json). Amounts and
// counts that Horizon sends as strings stay strings; fields Horizon dropped or added across versions
// are optional.

import type { AssetType, Link } from '@/api/horizon-types'
import type { FeePercentile } from '@/api/fee-percentiles'

export interface AssetAccountsByAuthorization {
  authorized: number
  authorized_to_maintain_liabilities: number
  unauthorized: number
}

export interface AssetBalancesByAuthorization {
  authorized: string
  authorized_to_maintain_liabilities: string
  unauthorized: string
}

export interface AssetFlags {
  auth_required: boolean
  auth_revocable: boolean
  auth_immutable: boolean
  auth_clawback_enabled: boolean
}

/** A record of `/assets`: an issued asset (native XLM is never listed). */
export interface AssetRecord {
  /** Only `toml` (and only when the issuer has a home domain): assets have no `self` link. */
  _links: { toml?: Link }
  asset_type: AssetType
  asset_code: string
  asset_issuer: string
  paging_token: string
  contract_id?: string
  /** Removed in Horizon 22; older Horizons still send them. */
  num_accounts?: number
  amount?: string
  accounts?: AssetAccountsByAuthorization
  balances?: AssetBalancesByAuthorization
  num_claimable_balances?: number
  claimable_balances_amount?: string
  num_liquidity_pools?: number
  liquidity_pools_amount?: string
  num_contracts?: number
  contracts_amount?: string
  flags?: AssetFlags
}

/** One price level of `/order_book`; `price_r` n/d are numbers there. */
export interface OrderBookLevel {
  price_r: { n: number | string; d: number | string }
  price: string
  amount: string
}

export interface OrderBookAsset {
  asset_type: AssetType
  asset_code?: string
  asset_issuer?: string
}

/** `/order_book`: an object without `_links`, streamed whole on each change. */
export interface OrderBook {
  bids: OrderBookLevel[]
  asks: OrderBookLevel[]
  base: OrderBookAsset
  counter: OrderBookAsset
}

export interface TradeAggregationPrice {
  n: string
  d: string
}

/** A bucket of `/trade_aggregations`: every number is a string, no `_links`. */
export interface TradeAggregation {
  timestamp: string
  trade_count: string
  base_volume: string
  counter_volume: string
  avg: string
  high: string
  high_r: TradeAggregationPrice
  low: string
  low_r: TradeAggregationPrice
  open: string
  open_r: TradeAggregationPrice
  close: string
  close_r: TradeAggregationPrice
}

export type FeePercentiles = Record<FeePercentile, string>

/** `/fee_stats`: every value is a string, `ledger_capacity_usage` too. */
export interface FeeStats {
  last_ledger: string
  last_ledger_base_fee: string
  ledger_capacity_usage: string
  fee_charged: FeePercentiles
  max_fee: FeePercentiles
}
