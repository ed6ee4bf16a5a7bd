import type { TradeAggregation } from '@/api/horizon-market-types'

// The numbers the price chart draws, read from Horizon's buckets. The chart library wants numbers
// in strictly rising time order; the figures a person reads (readout, table) stay Horizon's own
// strings, reached through `bucket`.

export interface Candle {
  /** The bucket's start in whole seconds (UTC), the chart library's time unit. */
  time: number
  open: number
  high: number
  low: number
  close: number
  volume: number
  bucket: TradeAggregation
}

/** "2024-07-08 09:35 UTC", or Horizon's own text when it is not a time. */
export function bucketTime(bucket: TradeAggregation): string {
  const milliseconds = Number(bucket.timestamp)
  if (!Number.isFinite(milliseconds)) return String(bucket.timestamp)
  return new Date(milliseconds).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
}

function finiteNumber(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isFinite(number) ? number : Number.NaN
}

/**
 * Oldest → newest, one candle per bucket start. A bucket whose prices or time are not numbers, or
 * that repeats an earlier start, is left out of the drawing (it stays in the table): the library
 * throws on unordered or duplicate times, and a hostile page must not take the chart down.
 */
export function readCandles(buckets: readonly TradeAggregation[]): Candle[] {
  const candles: Candle[] = []
  const seen = new Set<number>()
  for (const bucket of buckets) {
    const milliseconds = finiteNumber(bucket.timestamp)
    const candle: Candle = {
      time: Math.floor(milliseconds / 1000),
      open: finiteNumber(bucket.open),
      high: finiteNumber(bucket.high),
      low: finiteNumber(bucket.low),
      close: finiteNumber(bucket.close),
      volume: finiteNumber(bucket.base_volume),
      bucket,
    }
    const numbers = [candle.time, candle.open, candle.high, candle.low, candle.close, candle.volume]
    if (!numbers.every(Number.isFinite) || seen.has(candle.time)) continue
    seen.add(candle.time)
    candles.push(candle)
  }
  return candles.sort((left, right) => left.time - right.time)
}

/** The crosshair's words for one bucket: Horizon's exact strings, never the drawn numbers. */
export function bucketReadout(bucket: TradeAggregation, code: string): string {
  return (
    `${bucketTime(bucket)}: open ${bucket.open}, high ${bucket.high}, low ${bucket.low}, ` +
    `close ${bucket.close} XLM per ${code}; volume ${bucket.base_volume} ${code} in ` +
    `${bucket.trade_count} trades`
  )
}
