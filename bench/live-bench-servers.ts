// bench:live's processes: the preview server for dist/, ledger closes and a Node-side reader of
// the ledger stream. The sandbox child is bench/sandbox-child.ts, shared with bench:explorer.
import { existsSync } from 'node:fs'
import { get, type ClientRequest } from 'node:http'
import { createServer } from 'node:net'
import { build, preview, type PreviewServer } from 'vite'
import { repoRoot } from './bench-options.ts'

// ---------------------------------------------------------------------------------------------
// Servers

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function startAppServer(): Promise<{ url: string; server: PreviewServer }> {
  if (!existsSync(`${repoRoot}dist/index.html`) || process.argv.includes('--build')) {
    console.log('Building dist/ (vite build)…')
    await build({ root: repoRoot, logLevel: 'warn' })
  }
  const port = await freePort()
  const server = await preview({
    root: repoRoot,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  })
  return { url: `http://127.0.0.1:${port}`, server }
}

interface CloseResult {
  closed: number[]
}

export async function closeLedgers(sandboxUrl: string, count: number): Promise<number[]> {
  const response = await fetch(`${sandboxUrl}/_sandbox/close?count=${count}`, { method: 'POST' })
  if (response.status !== 200) throw new Error(`POST /_sandbox/close answered ${response.status}`)
  return ((await response.json()) as CloseResult).closed
}

/**
 * A plain SSE reader on the ledgers stream, in this process: when a ledger's event arrives here
 * the sandbox has committed the close and written the event, so its arrival time is the close
 * completion time (plus a loopback hop), on the same clock as the page’s Date.now().
 */
export function watchLedgerStream(sandboxUrl: string): {
  arrivals: Map<number, number>
  opened: Promise<void>
  stop(): void
} {
  const arrivals = new Map<number, number>()
  let stopped = false
  let request: ClientRequest | undefined
  let lastId = 'now'
  let markOpened: () => void = () => {}
  const opened = new Promise<void>((resolve) => (markOpened = resolve))
  const connect = (): void => {
    request = get(
      `${sandboxUrl}/ledgers?cursor=${lastId}&limit=200`,
      { headers: { Accept: 'text/event-stream' } },
      (response) => {
        response.setEncoding('utf8')
        let pending = ''
        response.on('data', (chunk: string) => {
          const receivedAt = Date.now()
          pending += chunk
          const events = pending.split('\n\n')
          pending = events.pop() ?? ''
          for (const event of events) {
            if (event.includes('event: open')) markOpened()
            const id = /^id: (.+)$/m.exec(event)?.[1]
            const data = /^data: (.+)$/m.exec(event)?.[1]
            if (!id || !data) continue
            lastId = id
            const { sequence } = JSON.parse(data) as { sequence: number }
            arrivals.set(sequence, receivedAt)
          }
        })
        // `event: close` after `limit` records: continue from the last id, like a client.
        response.on('end', () => {
          if (!stopped) connect()
        })
      },
    )
    request.on('error', () => {
      if (!stopped) setTimeout(connect, 100)
    })
  }
  connect()
  return {
    arrivals,
    opened,
    stop() {
      stopped = true
      request?.destroy()
    },
  }
}
