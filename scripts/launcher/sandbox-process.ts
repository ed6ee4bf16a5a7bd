// Starts the sandbox as a direct child (`node --import tsx server/main.ts`, no npm/npx/sh layers)
// and resolves with its URL once it prints its ready line. Its stdout is echoed line by line;
// stderr (the history progress bar redraws one line with \r) passes through untouched.
import { createInterface } from 'node:readline'
import type { Launcher } from './launcher-lifecycle.ts'

const readyLine = /^Sandbox listening on (\S+)/

export const childPreloads = [
  '--import',
  'tsx',
  '--import',
  './scripts/launcher/exit-with-launcher.ts',
]

export interface SandboxStartOptions {
  projectRoot: string
  port: number
  /** More sandbox flags (--db, --history, --seed, --close-interval…), validated by the sandbox. */
  extraArgs: readonly string[]
}

export function startSandbox(launcher: Launcher, options: SandboxStartOptions): Promise<string> {
  const args = [
    ...childPreloads,
    'server/main.ts',
    ...options.extraArgs,
    '--port',
    String(options.port),
    '--host',
    '127.0.0.1',
  ]
  const sandbox = launcher.supervisor.spawn('sandbox', process.execPath, args, {
    cwd: options.projectRoot,
    // stdin is the pipe exit-with-launcher.ts watches.
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let ready = false
    void sandbox.exited.then(() => {
      if (!ready) reject(new Error('the sandbox stopped before it was listening (see above)'))
    })
    if (!sandbox.child.stdout) return
    createInterface({ input: sandbox.child.stdout }).on('line', (line) => {
      console.log(line)
      const match = readyLine.exec(line)
      if (match?.[1] && !ready) {
        ready = true
        resolve(match[1])
      }
    })
  })
}
