// Pure number helpers for the benchmarks (unit-tested in bench-helpers.test.ts).

/** Nearest-rank percentile (p in [0, 100]) of unsorted samples; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0..100`)
  const sorted = [...samples].sort((a, b) => a - b)
  // Nearest rank: the smallest sample with at least p% of the samples at or below it.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1] as number
}

export interface LatencySummary {
  count: number
  p50: number
  p99: number
  max: number
}

export function summarize(samples: readonly number[]): LatencySummary {
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    max: samples.length === 0 ? Number.NaN : Math.max(...samples),
  }
}

/** Fixed-width columns for the console tables (first column left-aligned, others right). */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = []
  for (const row of rows)
    row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)))
  return rows
    .map((row) =>
      row
        .map((cell, index) =>
          index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

export function ms(value: number, digits = 2): string {
  return Number.isNaN(value) ? 'n/a' : `${value.toFixed(digits)} ms`
}
