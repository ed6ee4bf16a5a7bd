// The simulator state as JSON in meta.simulator_state: bigints as "<digits>n" strings.

import type { SimulatorState } from './simulator-types.ts'

export function serializeState(state: SimulatorState): string {
  return JSON.stringify(state, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${value}n` : value,
  )
}

export function deserializeState(text: string): SimulatorState {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' && /^-?\d+n$/.test(value) ? BigInt(value.slice(0, -1)) : value,
  ) as SimulatorState
}
