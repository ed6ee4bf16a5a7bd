// `npm start`: the sandbox (file database under data/) plus the explorer's production build,
// served by scripts/static/static-server.ts with a /config.json that points `local` at that
// sandbox. The build is redone only when its inputs changed (scripts/launcher/build-stamp.ts); it
// runs while the sandbox generates history. Any exit of the launcher stops every child
// (scripts/launcher/launcher-lifecycle.ts). `npm run dev` is the hot-reload variant.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './launcher/build-stamp.ts'
import { startDefaultPorts } from './launcher/default-ports.ts'
import { createLauncher } from './launcher/launcher-lifecycle.ts'
import { parseLauncherArgumentsOrExit } from './launcher/launcher-cli.ts'
import { startSandbox } from './launcher/sandbox-process.ts'
import { closeStaticServer, createStaticServer, listenOnLoopback } from './static/static-server.ts'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const options = parseLauncherArgumentsOrExit('npm start', startDefaultPorts)
const launcher = createLauncher('start')
const outDir = resolve(projectRoot, options.outDir)

async function viteBuild(): Promise<void> {
  // Loaded only when a build is due: Vite is a large import.
  const { build } = await import('vite')
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
}

async function buildIfChanged(): Promise<void> {
  const startedAt = Date.now()
  const result = await ensureBuild({
    projectRoot,
    outDir,
    build: () => {
      launcher.log(`sources changed since the last build; building ${options.outDir}/ …`)
      return viteBuild()
    },
  })
  if (result.built) launcher.log(`built ${options.outDir}/ in ${Date.now() - startedAt} ms`)
  else launcher.log(`${options.outDir}/ is up to date with the sources; no build needed`)
}

async function main(): Promise<void> {
  const sandboxReady = startSandbox(launcher, {
    projectRoot,
    port: options.sandboxPort,
    extraArgs: options.sandboxArgs,
  })
  const [sandboxUrl] = await Promise.all([sandboxReady, buildIfChanged()])
  const server = createStaticServer({
    root: outDir,
    runtimeConfig: { defaultNetwork: 'local', localHorizonUrl: sandboxUrl },
  })
  launcher.onShutdown(() => closeStaticServer(server))
  const explorerUrl = await listenOnLoopback(server, options.port)
  console.log(
    [
      '',
      `  Explorer  ${explorerUrl}/   (production build in ${options.outDir}/)`,
      `  Horizon   ${sandboxUrl}   (the sandbox; the explorer's "local" network)`,
      '',
      '  Ctrl-C stops both. For hot reload while editing, use npm run dev.',
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) =>
  launcher.shutdown(1, `cannot start: ${error instanceof Error ? error.message : String(error)}`),
)
