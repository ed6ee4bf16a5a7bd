// `npm run dev`: the sandbox plus Vite's dev server (hot reload) on the same sources `npm start`
// builds. Vite starts once the sandbox is listening, so the first page never meets an unreachable
// Horizon while history is generated; its /config.json points `local` at that sandbox
// (scripts/dev-vite.config.ts). Stopping works as in npm start (launcher-lifecycle.ts).
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devDefaultPorts } from './launcher/default-ports.ts'
import { createLauncher } from './launcher/launcher-lifecycle.ts'
import { parseLauncherArgumentsOrExit } from './launcher/launcher-cli.ts'
import { childPreloads, startSandbox } from './launcher/sandbox-process.ts'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const options = parseLauncherArgumentsOrExit('npm run dev', devDefaultPorts)
const launcher = createLauncher('dev')

// vite's own CLI script, run by this node directly (no npx or shell in between).
function viteCliPath(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js')
}

async function main(): Promise<void> {
  const sandboxUrl = await startSandbox(launcher, {
    projectRoot,
    port: options.sandboxPort,
    extraArgs: options.sandboxArgs,
  })
  launcher.log(`sandbox ready at ${sandboxUrl}; starting Vite (hot reload)`)
  const viteArgs = [
    ...childPreloads,
    viteCliPath(),
    '--config',
    'scripts/dev-vite.config.ts',
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--strictPort',
  ]
  launcher.supervisor.spawn('vite', process.execPath, viteArgs, {
    cwd: projectRoot,
    env: { ...process.env, LEDGER_EXPLORER_SANDBOX_URL: sandboxUrl },
    stdio: ['pipe', 'inherit', 'inherit'],
  })
}

main().catch((error: unknown) =>
  launcher.shutdown(1, `cannot start: ${error instanceof Error ? error.message : String(error)}`),
)
