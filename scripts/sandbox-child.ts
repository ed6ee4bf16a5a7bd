// A sandbox as a child process for harnesses (benches, end-to-end specs): one node process
// (`node --import tsx server/main.ts`, no npx/tsx wrapper) in its own process group, resolved with
// its URL once it prints its ready line, and stopped by signalling the whole group so nothing it
// started outlives the harness. `npm start`/`npm run dev` supervise theirs in launcher/ instead.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const readyLine = /Sandbox listening on (http:\/\/127\.0\.0\.1:(\d+))/

export interface SandboxChild {
  url: string
  port: number
  child: ChildProcess
  /** Everything it printed (stdout and stderr) so far. */
  output(): string
}

/** Signals the child's process group; a no-op when it is already gone. */
export function signalSandboxChild(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // ESRCH: the group has exited already.
  }
}

/**
 * Signals the group and waits until the top process has exited (its listener is then gone).
 * A SIGTERM not obeyed within `killAfterMs` becomes a SIGKILL.
 */
export async function stopSandboxChild(
  child: ChildProcess,
  signal: NodeJS.Signals,
  killAfterMs = 3_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalSandboxChild(child, 'SIGKILL')
    return
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  signalSandboxChild(child, signal)
  const timer = setTimeout(() => signalSandboxChild(child, 'SIGKILL'), killAfterMs)
  await exited
  clearTimeout(timer)
}

/**
 * Starts `server/main.ts` with `flags` (which must include `--host 127.0.0.1`); rejects with what
 * it printed when it exits, or does not listen within `startTimeoutMs`, before its ready line.
 */
export function startSandboxChild(
  flags: readonly string[],
  startTimeoutMs = 60_000,
): Promise<SandboxChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...flags], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
      clearTimeout(timer)
      reject(new Error(`sandbox exited (${code ?? signal}) before listening:\n${output}`))
    }
    const timer = setTimeout(() => {
      child.off('exit', onExit)
      signalSandboxChild(child, 'SIGKILL')
      reject(new Error(`sandbox did not start within ${startTimeoutMs} ms:\n${output}`))
    }, startTimeoutMs)
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      const match = readyLine.exec(output)
      if (match?.[1] && match[2]) {
        clearTimeout(timer)
        child.off('exit', onExit)
        resolve({ url: match[1], port: Number(match[2]), child, output: () => output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}
