// One simulated sandbox shared by the tests of a describe block: generating a history takes
// seconds, so a suite starts it once before its tests and stops it after them.
import { afterAll, beforeAll } from 'vitest'
import { firstColumn } from './endpoint-test-support.ts'
import {
  startSimulatedSandbox,
  type RunningSandbox,
  type SimulatedSandboxOptions,
} from './test-support.ts'

export interface SuiteSandbox {
  /** The running sandbox, for hooks and tests (it starts in the suite's first beforeAll). */
  readonly running: RunningSandbox
  /** The first column of a query on its database, as text. */
  column: (sql: string, ...parameters: unknown[]) => string[]
}

/**
 * Call inside describe(), before the suite's own hooks: its beforeAll starts the sandbox, so
 * later hooks and the tests find it running; its afterAll stops it.
 */
export function simulatedSandboxForSuite(options: SimulatedSandboxOptions): SuiteSandbox {
  let running: RunningSandbox | undefined
  beforeAll(async () => {
    running = await startSimulatedSandbox(options)
  })
  afterAll(() => running?.stop())
  const started = (): RunningSandbox => {
    if (!running)
      throw new Error('the suite’s sandbox starts in beforeAll: use it in hooks and tests')
    return running
  }
  return {
    get running() {
      return started()
    },
    column: (sql, ...parameters) => firstColumn(started().db, sql, ...parameters),
  }
}
