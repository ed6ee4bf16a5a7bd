// A sandbox child process for the browser benchmarks: `--close-interval manual --control`,
// `:memory:`, seed 1, a free port.
import type { ChildProcess } from 'node:child_process'
import { startSandboxChild, stopSandboxChild } from '../scripts/sandbox-child.ts'

export interface SandboxChild {
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

export async function startSandbox(history: number): Promise<SandboxChild> {
  const { url, child } = await startSandboxChild([
    ...['--port', '0', '--host', '127.0.0.1', '--db', ':memory:', '--seed', '1'],
    ...['--history', String(history), '--close-interval', 'manual', '--control'],
  ])
  return { url, child, stop: () => stopSandboxChild(child, 'SIGTERM') }
}
