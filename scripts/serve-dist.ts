// Serves an existing build (default dist/) with the production static server and a /config.json
// whose `local` network is the given Horizon. The e2e suite runs the built app this way against
// its own sandbox: `tsx scripts/serve-dist.ts --port 18001 --horizon http://127.0.0.1:18000`.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { closeStaticServer, createStaticServer, listenOnLoopback } from './static/static-server.ts'

const usage = 'Usage: tsx scripts/serve-dist.ts --port <n> --horizon <http(s) URL> [--root dist]'

function fail(message: string): never {
  process.stderr.write(`serve-dist: ${message}\n${usage}\n`)
  process.exit(2)
}

function readOptions(): { port: number; horizon: string; root: string } {
  let values
  try {
    values = parseArgs({
      options: { port: { type: 'string' }, horizon: { type: 'string' }, root: { type: 'string' } },
    }).values
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  const port = values.port ?? ''
  if (!/^\d+$/.test(port) || Number(port) > 65535) fail(`--port needs a port number, got "${port}"`)
  const horizon = values.horizon ?? ''
  if (!/^https?:\/\/[^/]+$/.test(horizon.replace(/\/+$/, '')))
    fail(`--horizon needs an http(s) base URL, got "${horizon}"`)
  const root = resolve(values.root ?? 'dist')
  if (!existsSync(resolve(root, 'index.html'))) fail(`${root} has no index.html; run vite build`)
  return { port: Number(port), horizon: horizon.replace(/\/+$/, ''), root }
}

const options = readOptions()
const server = createStaticServer({
  root: options.root,
  runtimeConfig: { defaultNetwork: 'local', localHorizonUrl: options.horizon },
})
listenOnLoopback(server, options.port).then(
  (url) => console.log(`Explorer build ${options.root} on ${url}/ (local = ${options.horizon})`),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void closeStaticServer(server).then(() => process.exit(0)))
