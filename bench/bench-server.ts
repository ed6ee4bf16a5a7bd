// Child process of bench/sandbox-bench.ts: one server per process, so the load generator and the
// 1,000 SSE clients in the parent never compete with the server for its event loop.
//
//   tsx bench/bench-server.ts sandbox <db path> [history ledgers] [response cache bytes]
//                                                                   (sandbox with --control)
//   tsx bench/bench-server.ts bare <responses.json>                 (bare node:http, same bytes)
//
// Prints `LISTENING <port> <pid>` once it accepts connections on 127.0.0.1 (the pid is the node
// process that serves, not tsx's launcher, so the parent can read its CPU time from /proc).
import { createServer, type Server } from 'node:http'
import { readFileSync } from 'node:fs'
import { createSandboxServer } from '../server/app.ts'
import { openDatabase } from '../server/store/database.ts'
import { LedgerSimulator } from '../server/simulator/ledger-simulator.ts'

/** What the bare server replays: exact body bytes and content type per request path. */
export type CapturedResponses = Record<string, { contentType: string; bodyBase64: string }>

function listen(server: Server): void {
  server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    process.stdout.write(`LISTENING ${port} ${process.pid}\n`)
  })
}

function startSandbox(path: string, history: number, responseCacheBytes: number | undefined): void {
  const db = openDatabase(path)
  const simulator = new LedgerSimulator({ db, seed: 1, history })
  simulator.prepare()
  // Streams must outlive the whole stream phase; Horizon's 55 s timeout is not what is measured.
  const sandbox = createSandboxServer({
    db,
    simulator,
    control: true,
    streamTimeoutMs: 600_000,
    ...(responseCacheBytes === undefined ? {} : { responseCacheBytes }),
  })
  listen(sandbox.server)
  process.on('SIGTERM', () => {
    sandbox.server.closeAllConnections()
    db.close()
    process.exit(0)
  })
}

function startBare(responsesPath: string): void {
  const captured = JSON.parse(readFileSync(responsesPath, 'utf8')) as CapturedResponses
  const responses = new Map(
    Object.entries(captured).map(([path, { contentType, bodyBase64 }]) => [
      path,
      { contentType, body: Buffer.from(bodyBase64, 'base64') },
    ]),
  )
  // Same keep-alive timeout as the sandbox, nothing else: the cost floor of node:http itself.
  const server = createServer({ keepAliveTimeout: 65_000 }, (request, response) => {
    const found = responses.get(request.url ?? '')
    if (!found) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'Content-Type': found.contentType,
      'Content-Length': found.body.length,
    })
    response.end(found.body)
  })
  listen(server)
  process.on('SIGTERM', () => {
    server.closeAllConnections()
    process.exit(0)
  })
}

const [mode, target, history, cacheBytes] = process.argv.slice(2)
if (mode === 'sandbox' && target)
  startSandbox(
    target,
    Number(history ?? '0'),
    cacheBytes === undefined ? undefined : Number(cacheBytes),
  )
else if (mode === 'bare' && target) startBare(target)
else {
  process.stderr.write(
    'usage: bench-server.ts sandbox <db> [history] [cache bytes] | bare <responses.json>\n',
  )
  process.exit(2)
}
