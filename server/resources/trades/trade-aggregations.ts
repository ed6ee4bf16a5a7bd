// /trade_aggregations: Horizon's buckets over a pair's trades (history/trade_aggregation.go and
// actions/trade.go): resolution 1m/5m/15m/1h/1d/1w in ms, offset a whole number of hours below 24 h
// and at most the resolution, start_time rounded up and end_time rounded down to a bucket
// boundary, trades counted by their minute, `next` moving start_time (asc) or end_time (desc).
import {
  compareRationals,
  formatRational,
  formatStroops,
  greatestCommonDivisor,
  parseStroops,
} from '../shared/amounts.ts'
import type { Asset } from '../shared/asset-params.ts'
import { encodeQuery, type QueryValues } from '../../protocol/query-string.ts'
import type { Order } from '../../protocol/page-query.ts'
import type { TradeRow } from './trade-queries.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const ALLOWED_RESOLUTIONS = new Set([
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  HOUR,
  24 * HOUR,
  7 * 24 * HOUR,
])

export const RESOLUTION_REASON =
  'illegal or missing resolution. allowed resolutions are: 1 minute (60000), 5 minutes (300000), 15 minutes (900000), 1 hour (3600000), 1 day (86400000) and 1 week (604800000)'
export const OFFSET_REASON =
  'illegal or missing offset. offset must be a multiple of an hour, less than or equal to the resolution, and less than 24 hours'

export function isLegalOffset(offset: number, resolution: number): boolean {
  return offset % HOUR === 0 && offset < 24 * HOUR && offset <= resolution
}

export interface AggregationWindow {
  resolution: number
  offset: number
  /** 0 = none (Go's zero Millis). */
  startTime: number
  endTime: number
}

/** WithStartTime: below the offset → the offset, else rounded up to a bucket boundary. */
export function adjustStartTime(startTime: number, resolution: number, offset: number): number {
  if (startTime < offset) return offset
  const relative = startTime - offset
  const rounded =
    relative % resolution === 0
      ? relative
      : Math.trunc(relative / resolution) * resolution + resolution
  return rounded + offset
}

/** WithEndTime: rounded down to a bucket boundary; undefined when Horizon refuses it. */
export function adjustEndTime(
  endTime: number,
  resolution: number,
  offset: number,
  adjustedStart: number,
): number | undefined {
  if (endTime < offset) return undefined
  const adjusted = Math.trunc((endTime - offset) / resolution) * resolution + offset
  return adjusted < adjustedStart ? undefined : adjusted
}

interface Bucket {
  timestamp: number
  trades: TradeRow[]
}

function priceJson(n: bigint, d: bigint): { n: string; d: string } {
  return { n: n.toString(), d: d.toString() }
}

/** One TradeAggregation record (Horizon's field order, int64 fields as strings). */
function aggregationRecord(bucket: Bucket): Record<string, unknown> {
  let base = 0n
  let counter = 0n
  const first = bucket.trades[0] as TradeRow
  const last = bucket.trades[bucket.trades.length - 1] as TradeRow
  let high = first
  let low = first
  for (const trade of bucket.trades) {
    base += parseStroops(trade.baseAmount)
    counter += parseStroops(trade.counterAmount)
    if (compareRationals(trade.priceN, trade.priceD, high.priceN, high.priceD) > 0) high = trade
    if (compareRationals(trade.priceN, trade.priceD, low.priceN, low.priceD) < 0) low = trade
  }
  const reduced = (n: bigint, d: bigint): [bigint, bigint] => {
    const divisor = greatestCommonDivisor(n, d) || 1n
    return [n / divisor, d / divisor]
  }
  const price = (trade: TradeRow): [bigint, bigint] => reduced(trade.priceN, trade.priceD)
  const [highN, highD] = price(high)
  const [lowN, lowD] = price(low)
  const [openN, openD] = price(first)
  const [closeN, closeD] = price(last)
  return {
    timestamp: String(bucket.timestamp),
    trade_count: String(bucket.trades.length),
    base_volume: formatStroops(base),
    counter_volume: formatStroops(counter),
    avg: base === 0n ? '0.0000000' : formatRational(counter, base),
    high: formatRational(highN, highD),
    high_r: priceJson(highN, highD),
    low: formatRational(lowN, lowD),
    low_r: priceJson(lowN, lowD),
    open: formatRational(openN, openD),
    open_r: priceJson(openN, openD),
    close: formatRational(closeN, closeD),
    close_r: priceJson(closeN, closeD),
  }
}

/** The page's buckets: trades (oldest first) grouped by bucket, `limit` buckets in `order`. */
export function aggregateTrades(
  trades: readonly TradeRow[],
  window: AggregationWindow,
  order: Order,
  limit: number,
): Array<Record<string, unknown>> {
  const buckets = new Map<number, Bucket>()
  for (const trade of trades) {
    const minute = Math.trunc(trade.timeMs / MINUTE) * MINUTE
    if (minute < window.startTime) continue
    if (window.endTime !== 0 && minute >= window.endTime) continue
    const timestamp =
      Math.trunc((minute - window.offset) / window.resolution) * window.resolution + window.offset
    let bucket = buckets.get(timestamp)
    if (!bucket) {
      bucket = { timestamp, trades: [] }
      buckets.set(timestamp, bucket)
    }
    bucket.trades.push(trade)
  }
  const sorted = [...buckets.values()].sort((left, right) =>
    order === 'asc' ? left.timestamp - right.timestamp : right.timestamp - left.timestamp,
  )
  return sorted.slice(0, limit).map(aggregationRecord)
}

/** Go's url.Values.Encode over the request's query with one key replaced. */
function encodeWith(query: QueryValues, key: string, value: string): string {
  const values: QueryValues = new Map(query)
  values.set(key, [value])
  return encodeQuery(values)
}

/**
 * buildPage: self is the URL as requested, next moves start_time past the last bucket (asc; to
 * end_time when that is reached — 0 without one, as Horizon does) or end_time to it (desc), prev
 * is always empty.
 */
export function aggregationLinks(options: {
  selfUrl: string
  pathUrl: string
  query: QueryValues
  records: Array<Record<string, unknown>>
  order: Order
  resolution: number
  startTime: number
  endTime: number
}): { self: string; next: string; prev: string } {
  const { selfUrl, pathUrl, query, records, order } = options
  const last = records[records.length - 1]
  if (!last) return { self: selfUrl, next: selfUrl, prev: '' }
  const lastTimestamp = Number(last.timestamp)
  let next: string
  if (order === 'asc') {
    let start = lastTimestamp + options.resolution
    if (start >= options.endTime) start = options.endTime
    next = `${pathUrl}?${encodeWith(query, 'start_time', String(start))}`
  } else {
    let end = lastTimestamp
    if (end <= options.startTime) end = options.startTime
    next = `${pathUrl}?${encodeWith(query, 'end_time', String(end))}`
  }
  return { self: selfUrl, next, prev: '' }
}

export type PairAssets = { base: Asset; counter: Asset }
