// Phase 1 of `npm run bench:sandbox` (see the header of sandbox-bench.ts for what it measures):
// autocannon against the sandbox (cached and uncached) and a bare node:http server that writes the
// very same bytes. The uncached figure alternates short sandbox and bare runs, so a change in the
// shared machine's load between two runs moves both sides of a round's ratio alike; the median of
// the rounds is the figure, printed next to server CPU per request (load-independent).
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { formatTable, ms, percentile } from './bench-stats.ts'
import { get, processCpuMs, startChildServer, type ChildServer } from './bench-processes.ts'
import type { CapturedResponses } from './bench-server.ts'
import { fixed, print, type SummaryRow } from './sandbox-bench-report.ts'

const THROUGHPUT_CONNECTIONS = 20
const THROUGHPUT_SECONDS = 5
const WARMUP_SECONDS = 1
/** Alternating uncached/bare runs per URL; the median round ratio is reported. */
const UNCACHED_ROUNDS = 3
const ROUND_SECONDS = 3

interface LoadRun {
  result: autocannon.Result
  /** Server process CPU (user + system) per completed request during the measured run. */
  cpuMsPerRequest: number
}

/** One uncached sandbox run and the bare run right after it. */
interface UncachedRound {
  uncached: LoadRun
  bare: LoadRun
  /** 1-minute load average of the machine when the round ended. */
  load: number
}

interface ThroughputRow {
  path: string
  sandbox: LoadRun
  bare: LoadRun
  rounds: UncachedRound[]
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
async function measuredLoad(
  server: ChildServer,
  target: string,
  label: string,
  seconds = THROUGHPUT_SECONDS,
): Promise<LoadRun> {
  await load(`${server.base}${target}`, WARMUP_SECONDS)
  const cpuBefore = processCpuMs(server.pid)
  const result = await load(`${server.base}${target}`, seconds)
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
      const cached = await measuredLoad(sandbox, path, `sandbox ${path}`)
      const bareRun = await measuredLoad(bare, path, `bare ${path}`)
      const rounds: UncachedRound[] = []
      for (let round = 0; round < UNCACHED_ROUNDS; round++) {
        const uncached = await measuredLoad(
          sandbox,
          cacheMissPath(path),
          `uncached ${path}`,
          ROUND_SECONDS,
        )
        const bareRound = await measuredLoad(bare, path, `bare ${path}`, ROUND_SECONDS)
        rounds.push({ uncached, bare: bareRound, load: loadavg()[0] ?? Number.NaN })
      }
      rows.push({ path, sandbox: cached, bare: bareRun, rounds })
    }
  } finally {
    await bare.stop()
  }
  return printThroughput(rows)
}

/** Server CPU per request over several runs (total CPU ÷ total requests). */
function pooledCpuMsPerRequest(runs: readonly LoadRun[]): number {
  let cpuMs = 0
  let requests = 0
  for (const run of runs) {
    cpuMs += run.cpuMsPerRequest * run.result.requests.total
    requests += run.result.requests.total
  }
  return cpuMs / Math.max(1, requests)
}

/** The uncached rounds of one URL: req/s ratio per round, its median, and pooled CPU. */
function summarizeRounds(rounds: readonly UncachedRound[]) {
  const ratios = rounds.map(
    (round) => round.uncached.result.requests.average / round.bare.result.requests.average,
  )
  const uncachedCpu = pooledCpuMsPerRequest(rounds.map((round) => round.uncached))
  const bareCpu = pooledCpuMsPerRequest(rounds.map((round) => round.bare))
  return {
    ratios,
    median: percentile(ratios, 50),
    uncachedCpu,
    bareCpu,
    cpuRatio: bareCpu / uncachedCpu,
  }
}

function uncachedRoundsTable(rows: readonly ThroughputRow[]): string[][] {
  const table: string[][] = [
    [
      'endpoint',
      'round',
      'uncached req/s',
      'p99',
      'CPU/req',
      'bare req/s',
      'p99',
      'CPU/req',
      'req/s ratio',
      'load (1 min)',
    ],
  ]
  for (const { path, rounds } of rows)
    rounds.forEach(({ uncached, bare, load: loadAverage }, index) =>
      table.push([
        shortPathOf(path),
        String(index + 1),
        fixed(uncached.result.requests.average, 0),
        ms(uncached.result.latency.p99, 0),
        ms(uncached.cpuMsPerRequest, 3),
        fixed(bare.result.requests.average, 0),
        ms(bare.result.latency.p99, 0),
        ms(bare.cpuMsPerRequest, 3),
        fixed(uncached.result.requests.average / bare.result.requests.average),
        fixed(loadAverage),
      ]),
    )
  return table
}

const shortPathOf = (path: string): string =>
  path.startsWith('/accounts/') ? '/accounts/{id}' : path

/** Prints the throughput tables and their notes; returns the summary rows. */
function printThroughput(rows: readonly ThroughputRow[]): SummaryRow[] {
  const table: string[][] = [
    [
      'endpoint',
      'cached req/s',
      'p50',
      'p99',
      'CPU/req',
      'bare req/s',
      'p50',
      'p99',
      'CPU/req',
      'req/s ratio cached (goal ≥ 0.5)',
      'CPU ratio bare/cached',
      'uncached: median round ratio (goal ≥ 0.3 for pages)',
      'rounds',
      'CPU/req uncached vs bare',
      'CPU ratio bare/uncached',
    ],
  ]
  const summaryRows: SummaryRow[] = []
  for (const { path, sandbox: run, bare: bareRun, rounds } of rows) {
    const ratio = run.result.requests.average / bareRun.result.requests.average
    const cpuRatio = bareRun.cpuMsPerRequest / run.cpuMsPerRequest
    const uncached = summarizeRounds(rounds)
    const shortPath = shortPathOf(path)
    table.push([
      shortPath,
      fixed(run.result.requests.average, 0),
      ms(run.result.latency.p50, 0),
      ms(run.result.latency.p99, 0),
      ms(run.cpuMsPerRequest, 3),
      fixed(bareRun.result.requests.average, 0),
      ms(bareRun.result.latency.p50, 0),
      ms(bareRun.result.latency.p99, 0),
      ms(bareRun.cpuMsPerRequest, 3),
      fixed(ratio),
      fixed(cpuRatio),
      fixed(uncached.median),
      uncached.ratios.map((value) => fixed(value)).join(' '),
      `${ms(uncached.uncachedCpu, 3)} vs ${ms(uncached.bareCpu, 3)}`,
      fixed(uncached.cpuRatio),
    ])
    summaryRows.push(
      [
        `req/s ratio sandbox/bare ${shortPath}, cached steady state between ledger closes`,
        `${fixed(ratio)} (${fixed(run.result.requests.average, 0)} vs ${fixed(bareRun.result.requests.average, 0)} req/s; server CPU ${ms(run.cpuMsPerRequest, 3)} vs ${ms(bareRun.cpuMsPerRequest, 3)} per request)`,
        '≥ 0.5',
      ],
      [
        `  same, UNCACHED (cache miss on every request), median of ${rounds.length} alternating rounds`,
        `${fixed(uncached.median)} (rounds ${uncached.ratios.map((value) => fixed(value)).join(', ')}; server CPU ${ms(uncached.uncachedCpu, 3)} vs bare ${ms(uncached.bareCpu, 3)} per request, CPU ratio ${fixed(uncached.cpuRatio)})`,
        shortPath.startsWith('/accounts/') ? 'no goal' : '≥ 0.3',
      ],
    )
  }
  print(formatTable(table))
  print(
    `\nuncached rounds: ${UNCACHED_ROUNDS} × (${ROUND_SECONDS} s sandbox with a cache miss on every ` +
      `request, then ${ROUND_SECONDS} s bare), each after a ${WARMUP_SECONDS} s warm-up`,
  )
  print(formatTable(uncachedRoundsTable(rows)))
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
