// npm run bench:abuse — the sandbox under hostile and heavy use (issue 8). Starts the real CLI
// (server/main.ts, --close-interval manual --control, :memory:) as a child process on a free
// loopback port, then:
//   1. sends 100,000 generated requests (the generator of server/resources/generated-requests.test.ts)
//      and judges every answer the way that test does;
//   2. holds 500 SSE streams on /ledgers?cursor=now while 200 generated JSON requests/s run for
//      60 s and a ledger closes every second, then checks every stream got every ledger once.
// Prints measured figures only: status counts, faults, latencies, stream completeness and the
// sandbox's RSS before and after. Bounded: it stops by itself (hard stop after 15 minutes).
//
//   npm run bench:abuse [-- --requests 100000 --streams 500 --rate 200 --seconds 60]
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Agent } from 'node:http'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { generatedRequest, type KnownIds } from '../server/testing/generated-requests-support.ts'
import { collectKnownIds } from '../server/testing/generated-answers-support.ts'
import { AnswerTally, sendAndTally } from './abuse-tally.ts'
import { formatVerdict, LedgerStreamFleet } from './abuse-streams.ts'
import { numberFlag } from './bench-options.ts'
import { ms, summarize } from './bench-stats.ts'

const SANDBOX_MAIN = fileURLToPath(new URL('../server/main.ts', import.meta.url))
const HARD_STOP_MS = 15 * 60_000
const REQUEST_TIMEOUT_MS = 10_000

const settings = {
  requests: numberFlag('requests', 100_000),
  concurrency: numberFlag('concurrency', 32),
  streams: numberFlag('streams', 500),
  rate: numberFlag('rate', 200),
  seconds: numberFlag('seconds', 60),
  history: numberFlag('history', 300),
  seed: numberFlag('seed', 8),
}

interface Sandbox {
  base: string
  pid: number
  stop(): Promise<void>
}

/** The sandbox CLI in its own node process (no tsx launcher in between, so pid is the server). */
function startSandbox(): Promise<Sandbox> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      SANDBOX_MAIN,
      ...['--port', '0', '--host', '127.0.0.1', '--db', ':memory:'],
      ...['--history', String(settings.history), '--close-interval', 'manual', '--control'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const onExit = (code: number | null) => reject(new Error(`sandbox exited with ${code}`))
    child.once('exit', onExit)
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
      const match = /Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (!match?.[1]) return
      child.off('exit', onExit)
      child.stdout.removeAllListeners('data')
      child.stdout.resume()
      resolve({
        base: match[1],
        pid: child.pid ?? 0,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done()
            child.once('exit', () => done())
            child.kill('SIGTERM')
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
          }),
      })
    })
  })
}

function rssMb(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 'NaN')
  return `${(kilobytes / 1024).toFixed(1)} MB`
}

async function latestLedger(base: string): Promise<number> {
  const root = (await (await fetch(`${base}/`)).json()) as { history_latest_ledger: number }
  return root.history_latest_ledger
}

/** Closes one ledger; returns how long the POST took (the close runs in the server's loop). */
async function closeLedger(base: string): Promise<number> {
  const startedAt = performance.now()
  const response = await fetch(`${base}/_sandbox/close?count=1`, { method: 'POST' })
  if (!response.ok) throw new Error(`POST /_sandbox/close: ${response.status}`)
  await response.arrayBuffer()
  return performance.now() - startedAt
}

function sampleRequests(known: KnownIds, count: number, seed: number, json: boolean) {
  const arbitrary = json
    ? generatedRequest(known, { methods: ['GET'], streams: false, unservedWeight: 0 })
    : generatedRequest(known)
  return fc.sample(arbitrary, { numRuns: count, seed })
}

async function generatedPhase(sandbox: Sandbox, known: KnownIds): Promise<void> {
  const tally = new AnswerTally()
  const agent = new Agent({ keepAlive: true, maxSockets: settings.concurrency })
  const startedAt = performance.now()
  const chunk = 10_000
  for (let offset = 0; offset < settings.requests; offset += chunk) {
    const requests = sampleRequests(
      known,
      Math.min(chunk, settings.requests - offset),
      settings.seed + offset,
      false,
    )
    let next = 0
    const worker = async () => {
      while (next < requests.length) {
        const generated = requests[next++]
        if (generated) await sendAndTally(tally, sandbox.base, generated, REQUEST_TIMEOUT_MS, agent)
      }
    }
    await Promise.all(Array.from({ length: settings.concurrency }, worker))
  }
  const elapsed = performance.now() - startedAt
  agent.destroy()
  console.log(
    `\n1. ${tally.total} generated requests, ${settings.concurrency} at a time: ${(elapsed / 1000).toFixed(1)} s (${((tally.total * 1000) / elapsed).toFixed(0)} req/s)`,
  )
  tally.print()
}

interface LoadResult {
  tally: AnswerTally
  seconds: number
  maxInFlight: number
  closeTimes: number[]
  closeFailures: number
}

/** Open loop: every 50 ms the JSON requests due by then, answered or not; a close per second. */
async function jsonLoadWhileClosing(sandbox: Sandbox, known: KnownIds): Promise<LoadResult> {
  const result: LoadResult = {
    tally: new AnswerTally(),
    seconds: 0,
    maxInFlight: 0,
    closeTimes: [],
    closeFailures: 0,
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const requests = sampleRequests(known, settings.rate * settings.seconds, settings.seed + 1, true)
  const inFlight = new Set<Promise<void>>()
  const perTick = settings.rate / 20
  const startedAt = performance.now()
  const closer = setInterval(() => {
    closeLedger(sandbox.base).then(
      (elapsed) => result.closeTimes.push(elapsed),
      () => (result.closeFailures += 1),
    )
  }, 1_000)
  let sent = 0
  while (sent < requests.length) {
    const elapsedTicks = (performance.now() - startedAt) / 50 + 1
    const due = Math.min(requests.length, Math.floor(elapsedTicks * perTick))
    for (; sent < due; sent++) {
      const generated = requests[sent]
      if (!generated) continue
      const pending = sendAndTally(result.tally, sandbox.base, generated, REQUEST_TIMEOUT_MS, agent)
      inFlight.add(pending)
      void pending.finally(() => inFlight.delete(pending))
      result.maxInFlight = Math.max(result.maxInFlight, inFlight.size)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  clearInterval(closer)
  await Promise.all(inFlight)
  result.seconds = (performance.now() - startedAt) / 1000
  agent.destroy()
  return result
}

async function streamPhase(sandbox: Sandbox, known: KnownIds): Promise<void> {
  const fleet = new LedgerStreamFleet(`${sandbox.base}/ledgers?cursor=now`)
  const openedAt = performance.now()
  await fleet.open(settings.streams, 50, 30_000)
  const firstExpected = (await latestLedger(sandbox.base)) + 1
  console.log(
    `\n2. ${fleet.helloCount} SSE streams on /ledgers?cursor=now open in ${ms(performance.now() - openedAt, 0)}; sandbox RSS ${rssMb(sandbox.pid)}`,
  )
  const load = await jsonLoadWhileClosing(sandbox, known)
  const lastExpected = await latestLedger(sandbox.base)
  const caughtUp = await fleet.waitUntil(
    () => fleet.receivedCount(lastExpected) === settings.streams,
    10_000,
  )
  const rssWithStreams = rssMb(sandbox.pid)
  const verdict = fleet.verdict(firstExpected, lastExpected)
  fleet.closeAll()

  console.log(
    `   ${load.tally.total} JSON requests in ${load.seconds.toFixed(1)} s (${(load.tally.total / load.seconds).toFixed(0)} req/s, at most ${load.maxInFlight} in flight); ledgers ${firstExpected}..${lastExpected} closed (${load.closeFailures} close requests failed)`,
  )
  load.tally.print()
  const close = summarize(load.closeTimes)
  console.log(
    `   POST /_sandbox/close (one ledger, ${settings.streams} streams fed): p50 ${ms(close.p50)}, p99 ${ms(close.p99)}, max ${ms(close.max)}`,
  )
  console.log(
    `\n   streams: ${verdict.complete} of ${verdict.streams} got every ledger ${firstExpected}..${lastExpected} exactly once` +
      `${caughtUp ? '' : ' (not all had the last ledger 10 s after it closed)'}`,
  )
  console.log(formatVerdict(verdict, fleet).replace(/^/gm, '   '))
  console.log(`   sandbox RSS with the streams open: ${rssWithStreams}`)
}

async function main(): Promise<void> {
  const hardStop = setTimeout(() => {
    console.error(`bench:abuse: hard stop after ${HARD_STOP_MS / 60_000} minutes`)
    process.exit(1)
  }, HARD_STOP_MS)
  hardStop.unref()
  console.log(`bench:abuse — ${JSON.stringify(settings)}`)
  const sandbox = await startSandbox()
  try {
    const known = await collectKnownIds(sandbox.base)
    console.log(
      `sandbox RSS at start (after ${settings.history} ledgers of history): ${rssMb(sandbox.pid)}`,
    )
    await generatedPhase(sandbox, known)
    console.log(`   sandbox RSS after the generated requests: ${rssMb(sandbox.pid)}`)
    await streamPhase(sandbox, known)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    console.log(`\nsandbox RSS 2 s after every client left: ${rssMb(sandbox.pid)}`)
  } finally {
    await sandbox.stop()
  }
}

await main()
