// The --seed and --history options of the scripts that generate a sandbox history (seed 1 and the
// given history length by default); exits with status 2 on values that are not integers.

import { parseArgs } from 'node:util'

export function seedAndHistoryOptions(defaultHistory: number): { seed: number; history: number } {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      history: { type: 'string', default: String(defaultHistory) },
    },
  })
  const seed = Number(values.seed)
  const history = Number(values.history)
  if (!Number.isInteger(seed) || !Number.isInteger(history) || history < 0) {
    console.error('--seed and --history must be integers (history ≥ 0)')
    process.exit(2)
  }
  return { seed, history }
}
