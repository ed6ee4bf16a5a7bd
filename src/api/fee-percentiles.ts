// The fee distribution's points, as Horizon's `/fee_stats` and Stellar RPC's `getFeeStats` both
// report them (RPC's answer mirrors Horizon's): the percentiles proper, with min, max and mode.

/** p10 … p99, lowest first. */
export const feePercentileRanks = [
  'p10',
  'p20',
  'p30',
  'p40',
  'p50',
  'p60',
  'p70',
  'p80',
  'p90',
  'p95',
  'p99',
] as const

/** Every point, in getFeeStats's order. */
export const feePercentiles = ['min', ...feePercentileRanks, 'max', 'mode'] as const
export type FeePercentile = (typeof feePercentiles)[number]
