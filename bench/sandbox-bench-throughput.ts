// Phase 1 of `npm run bench:sandbox` (see the header of sandbox-bench.ts for what it measures):
// autocannon against the sandbox (cached and uncached) and a bare node:http server that writes the
// very same bytes.
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatTable, ms } from './bench-stats.ts'
import { get, processCpuMs, startChildServer, type ChildServer } from './bench-processes.ts'
import type { CapturedResponses } from './bench-server.ts'
import { fixed, print, type SummaryRow } from './sandbox-bench-report.ts'

const THROUGHPUT_CONNECTIONS = 20
const THROUGHPUT_SECONDS = 5
const WARMUP_SECONDS = 1

interface LoadRun {
  result: autocannon.Result
  /** Server process CPU (user + system) per completed request during the measured run. */
  cpuMsPerRequest: number
}

interface ThroughputRow {
  path: string
  sandbox: LoadRun
  uncached: LoadRun
  bare: LoadRun
}

/** `[<id>]` in the URL becomes a fresh id per request (autocannon's idReplacement). */
async function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: THROUGHPUT_CONNECTIONS,
    duration: seconds,
    idReplacement: url.includes('[<id>]'),
  })
}

/** The same request made unique, so the sandbox's response cache never answers it. */
const cacheMissPath = (path: string): string =>
  `${path}${path.includes('?') ? '&' : '?'}nocache=[<id>]`

/** The URLs measured: two 200-record pages and the first account of the database. */
function throughputPaths(dbPath: string): string[] {
  const reader = new Database(dbPath, { readonly: true })
  const account = (
    reader.prepare('SELECT account_id FROM accounts ORDER BY account_id LIMIT 1').get() as {
      account_id: string
    }
  ).account_id
  reader.close()
  return ['/ledgers?limit=200', '/payments?limit=200&order=desc', `/accounts/${account}`]
}

/** Writes the sandbox's answer (bytes and Content-Type) for each path, for the bare server. */
async function captureResponses(sandbox: ChildServer, paths: string[], responsesPath: string) {
  const captured: CapturedResponses = {}
  for (const path of paths) {
    const response = await get(`${sandbox.base}${path}`)
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`)
    captured[path] = {
      contentType: response.contentType,
      bodyBase64: response.body.toString('base64'),
    }
    print(`captured ${path}: ${response.body.length} bytes, ${response.contentType}`)
  }
  writeFileSync(responsesPath, JSON.stringify(captured))
}

/** Warm-up, then the measured run, with the server process's CPU per completed request. */
async function measuredLoad(server: ChildServer, target: string, label: string): Promise<LoadRun> {
  await load(`${server.base}${target}`, WARMUP_SECONDS)
  const cpuBefore = processCpuMs(server.pid)
  const result = await load(`${server.base}${target}`, THROUGHPUT_SECONDS)
  const cpuMs = processCpuMs(server.pid) - cpuBefore
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    print(
      `  WARNING ${label}: non2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    )
  return { result, cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total) }
}

export async function measureThroughput(
  sandbox: ChildServer,
  dbPath: string,
  workDir: string,
): Promise<SummaryRow[]> {
  print('\n== 1. Throughput: sandbox vs bare node:http serving the same bytes ==')
  const paths = throughputPaths(dbPath)
  const responsesPath = join(workDir, 'responses.json')
  await captureResponses(sandbox, paths, responsesPath)
  const bare = await startChildServer(['bare', responsesPath])
  print(
    `load generator: autocannon in the bench process (pid ${process.pid}); sandbox pid ` +
      `${sandbox.pid} and bare pid ${bare.pid} are separate processes; ${THROUGHPUT_CONNECTIONS} ` +
      `connections, ${WARMUP_SECONDS} s warm-up + ${THROUGHPUT_SECONDS} s measured per run`,
  )
  const rows: ThroughputRow[] = []
  try {
    for (const path of paths) {
      rows.push({
        path,
        sandbox: await measuredLoad(sandbox, path, `sandbox ${path}`),
        uncached: await measuredLoad(sandbox, cacheMissPath(path), `uncached ${path}`),
        bare: await measuredLoad(bare, path, `bare ${path}`),
      })
    }
  } finally {
    await bare.stop()
  }
  return printThroughput(rows)
}

/** Prints the throughput table and its notes; returns the summary rows. */
function printThroughput(rows: readonly ThroughputRow[]): SummaryRow[] {
  const table: string[][] = [
    [
      'endpoint',
      'cached req/s',
      'p50',
      'p99',
      'CPU/req',
      'uncached req/s',
      'p99',
      'CPU/req',
      'bare req/s',
      'p50',
      'p99',
      'CPU/req',
      'req/s ratio cached (goal ≥ 0.5)',
      'uncached (goal ≥ 0.3 for pages)',
      'CPU ratio bare/cached',
      'bare/uncached',
    ],
  ]
  const summaryRows: SummaryRow[] = []
  for (const { path, sandbox: run, uncached, bare: bareRun } of rows) {
    const ratio = run.result.requests.average / bareRun.result.requests.average
    const uncachedRatio = uncached.result.requests.average / bareRun.result.requests.average
    const cpuRatio = bareRun.cpuMsPerRequest / run.cpuMsPerRequest
    const uncachedCpuRatio = bareRun.cpuMsPerRequest / uncached.cpuMsPerRequest
    const shortPath = path.startsWith('/accounts/') ? '/accounts/{id}' : path
    table.push([
      shortPath,
      fixed(run.result.requests.average, 0),
      ms(run.result.latency.p50, 0),
      ms(run.result.latency.p99, 0),
      ms(run.cpuMsPerRequest, 3),
      fixed(uncached.result.requests.average, 0),
      ms(uncached.result.latency.p99, 0),
      ms(uncached.cpuMsPerRequest, 3),
      fixed(bareRun.result.requests.average, 0),
      ms(bareRun.result.latency.p50, 0),
      ms(bareRun.result.latency.p99, 0),
      ms(bareRun.cpuMsPerRequest, 3),
      fixed(ratio),
      fixed(uncachedRatio),
      fixed(cpuRatio),
      fixed(uncachedCpuRatio),
    ])
    summaryRows.push(
      [
        `req/s ratio sandbox/bare ${shortPath}, cached steady state between ledger closes`,
        `${fixed(ratio)} (${fixed(run.result.requests.average, 0)} vs ${fixed(bareRun.result.requests.average, 0)} req/s; server CPU ${ms(run.cpuMsPerRequest, 3)} vs ${ms(bareRun.cpuMsPerRequest, 3)} per request)`,
        '≥ 0.5',
      ],
      [
        `  same, UNCACHED (cache miss on every request)`,
        `${fixed(uncachedRatio)} (${fixed(uncached.result.requests.average, 0)} req/s; server CPU ${ms(uncached.cpuMsPerRequest, 3)} per request)`,
        shortPath.startsWith('/accounts/') ? 'no goal' : '≥ 0.3',
      ],
    )
  }
  print(formatTable(table))
  print(
    'CPU/req = server process user+system CPU (/proc/<pid>/stat) ÷ requests completed in the ' +
      'measured run; the CPU ratio does not depend on other load on the shared machine',
  )
  print(
    'cached = the sandbox answering from its response cache (the steady state between ledger ' +
      'closes: a close empties it); uncached = the same URL plus a unique ignored nocache=<uuid> ' +
      'parameter per request, so every request renders from SQLite (one-off URLs are not ' +
      "stored); its body differs from the bare server's only by that parameter inside the " +
      'three _links hrefs',
  )
  return summaryRows
}
