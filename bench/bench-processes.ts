// Process and HTTP plumbing for bench/sandbox-bench.ts: spawning server children, sequential
// timed GETs, and a plain POST.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Agent, request, type RequestOptions } from 'node:http'
import { fileURLToPath } from 'node:url'

const SERVER_SCRIPT = fileURLToPath(new URL('./bench-server.ts', import.meta.url))
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url))

export interface ChildServer {
  port: number
  base: string
  /** The serving node process (tsx runs the script in a child of its own). */
  pid: number
  stop(): Promise<void>
}

const clockTicksPerSecond = Number(
  spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || '100',
)

/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat: unlike
 * wall-clock req/s it does not depend on what else the shared machine is running.
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`
}

/**
 * Starts bench-server.ts in its own process. It goes through `bash -c 'ulimit -n …; exec …'` so
 * the server can hold 1,000+ stream sockets even where the inherited soft limit is 1,024.
 */
export function startChildServer(arguments_: readonly string[]): Promise<ChildServer> {
  const command = `ulimit -n 65535 2>/dev/null || ulimit -n $(ulimit -Hn); exec ${[TSX, SERVER_SCRIPT, ...arguments_].map(shellQuote).join(' ')}`
  const child: ChildProcess = spawn('bash', ['-c', command], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const onExit = (code: number | null): void =>
      reject(new Error(`bench-server ${arguments_.join(' ')} exited with ${code}`))
    child.once('exit', onExit)
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      output += chunk
      const match = /LISTENING (\d+) (\d+)/.exec(output)
      if (!match) return
      child.off('exit', onExit)
      child.stdout?.removeAllListeners('data')
      child.stdout?.resume()
      const port = Number(match[1])
      resolve({
        port,
        base: `http://127.0.0.1:${port}`,
        pid: Number(match[2]),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done()
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      })
    })
  })
}

export interface Fetched {
  status: number
  contentType: string
  body: Buffer
}

/** One keep-alive connection, like a browser tab paging through history. */
export const sequentialAgent = new Agent({ keepAlive: true, maxSockets: 1 })

/** One request with no body; resolves with the whole response once its last byte arrived. */
function send(url: string, options: RequestOptions): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, options, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

export function get(url: string, agent: Agent = sequentialAgent): Promise<Fetched> {
  return send(url, { agent })
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await get(url)
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`)
  return JSON.parse(response.body.toString('utf8')) as T
}

/** Milliseconds of one GET until its last body byte; fails on anything but 200. */
export async function timedGet(url: string): Promise<number> {
  const startedAt = performance.now()
  const response = await get(url)
  const elapsed = performance.now() - startedAt
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`)
  return elapsed
}

export function post(url: string): Promise<Fetched> {
  return send(url, { method: 'POST', agent: sequentialAgent })
}
