// A sandbox child process for the browser benchmarks: `--close-interval manual --control`,
// `:memory:`, seed 1, a free port.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

export interface SandboxChild {
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

/**
 * One node process (`--import tsx`, no npx/tsx wrapper), in its own process group so that a
 * crash of the bench still lets `stop` take everything down.
 */
export function startSandbox(history: number): Promise<SandboxChild> {
  const args = [
    '--import',
    'tsx',
    'server/main.ts',
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--db',
    ':memory:',
    '--seed',
    '1',
    '--history',
    String(history),
    '--close-interval',
    'manual',
    '--control',
  ]
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }, 3_000)
    await exited
    clearTimeout(timer)
  }
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      const match = /Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        child.off('exit', onExit)
        resolve({ url: match[1], child, stop })
      }
    }
    const onExit = (code: number | null): void =>
      reject(new Error(`sandbox exited with ${code} before listening:\n${output}`))
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}
