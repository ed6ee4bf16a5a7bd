// `npm run sandbox`: the only side-effecting entry point. Opens the database, generates history on
// first start (with a progress bar), serves the Horizon-compatible API, closes ledgers on a clock
// and shuts down cleanly on SIGINT/SIGTERM (streams get their goodbye event first).
import {
  parseCliArguments,
  CliUsageError,
  SANDBOX_USAGE,
  type SandboxCliOptions,
} from './cli-options.ts'
import { createSandboxServer, type SandboxServerOptions } from './app.ts'
import { openDatabase } from './store/database.ts'
import { LedgerSimulator } from './simulator/ledger-simulator.ts'

function createProgressReporter(): (done: number, total: number) => void {
  const startedAt = Date.now()
  const interactive = process.stderr.isTTY === true
  let lastPlainReport = -1
  return (done, total) => {
    const elapsedSeconds = Math.max((Date.now() - startedAt) / 1000, 0.001)
    const rate = Math.round(done / elapsedSeconds)
    if (interactive) {
      const width = 30
      const filled = total === 0 ? width : Math.round((done / total) * width)
      const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`
      process.stderr.write(
        `\rGenerating history [${bar}] ${done}/${total} ledgers, ${rate} ledgers/s`,
      )
      if (done >= total) process.stderr.write('\n')
      return
    }
    // Non-TTY (CI logs): a handful of plain lines instead of a redrawn bar.
    const quarter = total === 0 ? 4 : Math.floor((done / total) * 4)
    if (quarter > lastPlainReport) {
      lastPlainReport = quarter
      process.stderr.write(`Generating history: ${done}/${total} ledgers (${rate} ledgers/s)\n`)
    }
  }
}

/** The CLI flags that configure the HTTP server; absent caps and timeouts keep its defaults. */
function serverOptions(options: SandboxCliOptions): Omit<SandboxServerOptions, 'db'> {
  const { maxStreams, maxConnections, headersTimeoutMs, requestTimeoutMs, rpcRetention } = options
  return {
    control: options.control,
    perHourRateLimit: options.perHourRateLimit,
    rateLimitBurst: options.rateLimitBurst,
    ...(maxStreams === undefined ? {} : { maxStreams }),
    ...(maxConnections === undefined ? {} : { maxConnections }),
    ...(headersTimeoutMs === undefined ? {} : { headersTimeoutMs }),
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
    ...(rpcRetention === undefined ? {} : { rpcRetentionLedgers: rpcRetention }),
  }
}

async function main(): Promise<void> {
  let parsed
  try {
    parsed = parseCliArguments(process.argv.slice(2))
  } catch (error) {
    if (error instanceof CliUsageError) {
      process.stderr.write(`sandbox: ${error.message}\n\n${SANDBOX_USAGE}\n`)
      process.exit(2)
    }
    throw error
  }
  if (parsed.kind === 'help') {
    process.stdout.write(`${SANDBOX_USAGE}\n`)
    return
  }
  const options = parsed.options

  const db = openDatabase(options.db)
  const simulator = new LedgerSimulator({
    db,
    seed: options.seed,
    history: options.history,
    onHistoryProgress: createProgressReporter(),
  })
  simulator.prepare()

  const sandbox = createSandboxServer({ db, simulator, ...serverOptions(options) })
  await new Promise<void>((resolve, reject) => {
    sandbox.server.once('error', reject)
    sandbox.server.listen(options.port, options.host, () => resolve())
  })
  const address = sandbox.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  // Tools and tests wait for exactly this line.
  const printableHost = options.host.includes(':') ? `[${options.host}]` : options.host
  process.stdout.write(`Sandbox listening on http://${printableHost}:${port}\n`)

  let clock: NodeJS.Timeout | undefined
  if (options.closeInterval !== 'manual') {
    clock = setInterval(() => {
      try {
        sandbox.notifyLedgerClosed(simulator.closeLedger())
      } catch (error) {
        process.stderr.write(`sandbox: closing a ledger failed: ${String(error)}\n`)
      }
    }, options.closeInterval)
  }

  let stopping = false
  const shutdown = (): void => {
    if (stopping) return
    stopping = true
    if (clock) clearInterval(clock)
    sandbox
      .close()
      .catch((error: unknown) => process.stderr.write(`sandbox: close failed: ${String(error)}\n`))
      .finally(() => {
        db.close()
        process.exit(0)
      })
    // Keep-alive sockets of clients that never hang up must not keep us alive.
    setTimeout(() => {
      sandbox.server.closeAllConnections()
    }, 2000).unref()
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `sandbox: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
