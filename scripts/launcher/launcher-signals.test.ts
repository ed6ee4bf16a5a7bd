// The launchers as a process manager sees them: started on free ports, then only the launcher's
// own pid gets a signal (as `docker stop` or systemd would send). Every process it started must
// be gone and every port it opened free within a few seconds. Linux only (reads /proc).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { freeLoopbackPort } from './free-port.ts'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), 'launcher-dist-'))
const readyTimeoutMs = 90_000
const cleanupDeadlineMs = 6_000
/** Starting the launcher, then stopping everything it started. */
const signalTestTimeoutMs = readyTimeoutMs + 20_000

interface RunningLauncher {
  child: ChildProcess
  ports: number[]
  output(): string
  exited: Promise<number | null>
  /** The processes below the launcher once both servers answered: all must be gone after. */
  children: number[]
}

const started: RunningLauncher[] = []
const seenPids = new Set<number>()

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

function isAlive(pid: number): boolean {
  try {
    // Field 3 of /proc/PID/stat is the state; a zombie has exited already.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/** Every live process below `rootPid`, found through the parent pids in /proc. */
function descendantsOf(rootPid: number): number[] {
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parentOf.set(Number(entry), Number(fields[1]))
    } catch {
      // Exited while we were reading.
    }
  }
  const found: number[] = []
  const queue = [rootPid]
  while (queue.length > 0) {
    const parent = queue.shift()
    for (const [pid, ppid] of parentOf)
      if (ppid === parent) {
        found.push(pid)
        queue.push(pid)
      }
  }
  return found
}

/** `command` is the launcher's script, or `npm start` / `sh -c` to go through those layers. */
async function startLauncher(command: string | readonly string[]): Promise<RunningLauncher> {
  const [port, sandboxPort] = [await freeLoopbackPort(), await freeLoopbackPort()]
  const args = ['--port', String(port), '--sandbox-port', String(sandboxPort)]
  args.push('--out-dir', outDir, '--db', ':memory:', '--history', '5')
  const [executable, ...prefix] =
    typeof command === 'string' ? [process.execPath, '--import', 'tsx', command] : command
  const child = spawn(executable ?? 'node', [...prefix, ...args], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const launcher: RunningLauncher = {
    child,
    ports: [port, sandboxPort],
    output: () => output,
    exited,
    children: [],
  }
  started.push(launcher)
  const deadline = Date.now() + readyTimeoutMs
  // Ready when both servers answer.
  while (!(await Promise.all(launcher.ports.map(portIsFree))).every((free) => !free)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`launcher did not get ready:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  launcher.children = descendantsOf(child.pid ?? -1)
  for (const pid of launcher.children) seenPids.add(pid)
  return launcher
}

async function expectEverythingGone(launcher: RunningLauncher) {
  const deadline = Date.now() + cleanupDeadlineMs
  const pids = [launcher.child.pid ?? -1, ...launcher.children]
  let alive = pids.filter(isAlive)
  let busy = launcher.ports
  while ((alive.length > 0 || busy.length > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    alive = pids.filter(isAlive)
    busy = (
      await Promise.all(launcher.ports.map(async (p) => ((await portIsFree(p)) ? [] : [p])))
    ).flat()
  }
  expect({ alive, busy }, launcher.output()).toEqual({ alive: [], busy: [] })
}

afterEach(() => {
  // A failed test must not leave servers behind for the next one.
  for (const pid of seenPids) if (isAlive(pid)) process.kill(pid, 'SIGKILL')
  for (const { child } of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  seenPids.clear()
})

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('npm start (scripts/start.ts)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to the launcher pid alone stops the sandbox and frees both ports',
    async (signal) => {
      const launcher = await startLauncher('scripts/start.ts')
      expect(launcher.children.length).toBeGreaterThan(0)
      launcher.child.kill(signal)
      await expectEverythingGone(launcher)
      expect(await launcher.exited).toBe(0)
    },
    signalTestTimeoutMs,
  )

  it(
    'stops everything, with a failure status, when the sandbox dies',
    async () => {
      const launcher = await startLauncher('scripts/start.ts')
      const sandbox = launcher.children.find((pid) =>
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main.ts'),
      )
      expect(sandbox).toBeDefined()
      process.kill(sandbox ?? -1, 'SIGKILL')
      await expectEverythingGone(launcher)
      expect(await launcher.exited).toBe(1)
      expect(launcher.output()).toMatch(/sandbox exited \(SIGKILL\); stopping/)
    },
    signalTestTimeoutMs,
  )

  it(
    'SIGKILL of the launcher (no cleanup possible) still stops its children',
    async () => {
      const launcher = await startLauncher('scripts/start.ts')
      launcher.child.kill('SIGKILL')
      await expectEverythingGone(launcher)
    },
    signalTestTimeoutMs,
  )
})

describe('through npm and shells', () => {
  it(
    'SIGTERM to the npm start pid (what a process manager signals) stops everything',
    async () => {
      const launcher = await startLauncher(['npm', 'start', '--'])
      launcher.child.kill('SIGTERM')
      await expectEverythingGone(launcher)
    },
    signalTestTimeoutMs,
  )

  it(
    'a parent shell killed with SIGKILL (no signal passed on) still stops the launcher',
    async () => {
      const script = 'node --import tsx scripts/start.ts "$@"; echo launcher exited'
      const launcher = await startLauncher(['sh', '-c', script, 'sh'])
      launcher.child.kill('SIGKILL')
      await expectEverythingGone(launcher)
    },
    signalTestTimeoutMs,
  )
})

describe('npm run dev (scripts/dev.ts)', () => {
  it(
    'SIGTERM to the launcher pid alone stops the sandbox and Vite',
    async () => {
      const launcher = await startLauncher('scripts/dev.ts')
      expect(launcher.children.length).toBeGreaterThanOrEqual(2)
      launcher.child.kill('SIGTERM')
      await expectEverythingGone(launcher)
      expect(await launcher.exited).toBe(0)
    },
    signalTestTimeoutMs,
  )
})
