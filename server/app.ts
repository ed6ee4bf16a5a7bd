// The sandbox HTTP server as a factory, so tests and benchmarks can run it in-process on port 0.
// main.ts adds the CLI, the progress bar, the ledger clock and signal handling.
import { createServer, type Server } from 'node:http'
import type { SandboxDatabase } from './store/database.ts'
import type { LedgerSimulator } from './simulator/ledger-simulator.ts'
import {
  answerClientErrorsAsProblems,
  answerMissingHost,
  capConnections,
  requestWithoutHost,
} from './http/connection-limits.ts'
import type { ControlActions } from './http/control-endpoint.ts'
import { HistoryStore, type HistoryMeta } from './resources/shared/history-store.ts'
import { createHorizonRoutes } from './resources/horizon-routes.ts'
import { createRequestHandler, type RequestHandler } from './http/request-pipeline.ts'
import { DEFAULT_RESPONSE_CACHE_BYTES } from './http/response-cache.ts'
import { DEFAULT_RATE_LIMIT_BURST, GcraRateLimiter } from './http/rate-limiter.ts'
import { StreamHub, type StreamBufferStats } from './streaming/stream-hub.ts'
import { wellKnownAnswer } from './well-known/well-known-responses.ts'
import { createRpcEndpoint, isRpcTarget } from './rpc/rpc-endpoint.ts'
import { DEFAULT_RPC_RETENTION_LEDGERS } from './rpc/rpc-context.ts'

export interface SandboxServerOptions {
  db: SandboxDatabase
  /** Needed only for --control (POST /_sandbox/close). */
  simulator?: Pick<LedgerSimulator, 'closeLedger'>
  control?: boolean
  /** SSE connection timeout (Horizon: 55 s). */
  streamTimeoutMs?: number
  /**
   * How long an ended SSE stream may take to flush its last buffered bytes before its connection
   * is destroyed (a client that never reads); default DEFAULT_STREAM_FLUSH_TIMEOUT_MS (10 s).
   */
  streamFlushTimeoutMs?: number
  log?: (message: string) => void
  /**
   * Byte budget of the cache of final response bytes (GET/HEAD JSON, emptied on every ledger
   * close); 0 disables it. Default 64 MB.
   */
  responseCacheBytes?: number
  /**
   * Horizon's --per-hour-rate-limit: requests per hour per remote IP (GCRA). 0 or absent
   * disables the limiter, which is the sandbox's default (Horizon's is 3600).
   */
  perHourRateLimit?: number
  /** Horizon's MaxBurst (100). */
  rateLimitBurst?: number
  /** Milliseconds clock of the rate limiter (tests). */
  rateLimitClock?: () => number
  /** Open SSE streams allowed (default in serverDefaults); more get 503 server_over_capacity. */
  maxStreams?: number
  /** Open connections allowed (default serverDefaults.maxConnections); more get 503, then close. */
  maxConnections?: number
  /** Longest request target answered (default in serverDefaults); longer → 414 problem. */
  maxUrlLength?: number
  /** node's headersTimeout: time to receive a request's headers (default 10 s). */
  headersTimeoutMs?: number
  /** node's requestTimeout: time to receive a whole request, never the response (default 30 s). */
  requestTimeoutMs?: number
  /** How often node checks those two timeouts (default 1 s; node's own is 30 s). */
  connectionsCheckingIntervalMs?: number
  /** Ledgers Stellar RPC at /rpc keeps (--rpc-retention; default DEFAULT_RPC_RETENTION_LEDGERS). */
  rpcRetentionLedgers?: number
}

export interface SandboxServer {
  server: Server
  /** Call after every closed ledger: refreshes the cached ledger state and feeds open streams. */
  notifyLedgerClosed(sequence?: number): void
  openStreamCount(): number
  /** Bytes buffered in the server for SSE connections (per-connection maximum and total). */
  streamBufferStats(): StreamBufferStats
  /** Entries and accounted bytes of the response cache (zeros when it is disabled). */
  responseCacheStats(): { entries: number; bytes: number }
  /** Ends every stream with its goodbye event and closes the listener (not the database). */
  close(): Promise<void>
}

/** The server's own values for the options it is not given, keyed by the option each fills. */
export const serverDefaults = {
  streamTimeoutMs: 55_000,
  maxStreams: 5_000,
  maxConnections: 10_000,
  /** Below node's 16 KiB maxHeaderSize, which also counts the request line. */
  maxUrlLength: 8_192,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
} as const satisfies Partial<SandboxServerOptions>

/** Horizon's per-IP limiter, or undefined when --per-hour-rate-limit is 0 (the default). */
function createRateLimiter(options: SandboxServerOptions): GcraRateLimiter | undefined {
  const perHour = options.perHourRateLimit ?? 0
  if (perHour <= 0) return undefined
  return new GcraRateLimiter({
    perHour,
    burst: options.rateLimitBurst ?? DEFAULT_RATE_LIMIT_BURST,
    ...(options.rateLimitClock ? { now: options.rateLimitClock } : {}),
  })
}

/** node:http with the sandbox's timeouts, whose client errors are answered as problem+json. */
function createLimitedServer(options: SandboxServerOptions): Server {
  const server = createServer({
    keepAliveTimeout: 65_000,
    headersTimeout: options.headersTimeoutMs ?? serverDefaults.headersTimeoutMs,
    requestTimeout: options.requestTimeoutMs ?? serverDefaults.requestTimeoutMs,
    connectionsCheckingInterval: options.connectionsCheckingIntervalMs ?? 1000,
    requireHostHeader: false,
  })
  answerClientErrorsAsProblems(server)
  return server
}

/** Ends every stream with its goodbye event and closes the listener. */
function closeServer(server: Server, hub: StreamHub): Promise<void> {
  hub.closeAll()
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeIdleConnections()
    // Streams that just got their goodbye become idle once it is flushed; clients that keep
    // a request open must not hold the shutdown forever.
    setTimeout(() => server.closeIdleConnections(), 50).unref()
    setTimeout(() => server.closeAllConnections(), 1000).unref()
  })
}

/**
 * Horizon at /, Stellar RPC at /rpc (server/rpc/), on the same port as Quickstart serves them.
 * Returns what a closed ledger must refresh in both.
 */
function routeRequests(
  server: Server,
  horizon: RequestHandler,
  options: SandboxServerOptions,
): () => void {
  const rpc = createRpcEndpoint({
    db: options.db,
    retentionLedgers: options.rpcRetentionLedgers ?? DEFAULT_RPC_RETENTION_LEDGERS,
    ...(options.log ? { log: options.log } : {}),
  })
  server.on('request', (request, response) => {
    if (requestWithoutHost(request)) answerMissingHost(response)
    else if (isRpcTarget(request.url)) rpc.listener(request, response)
    else horizon.listener(request, response)
  })
  return () => {
    rpc.ledgerClosed()
    horizon.ledgerClosed()
  }
}

export function createSandboxServer(options: SandboxServerOptions): SandboxServer {
  const store = new HistoryStore(options.db)
  // The ledger state changes only when a ledger closes, so it is cached instead of read from the
  // meta table on every request.
  let historyMeta: HistoryMeta = store.readHistoryMeta()
  const hub = new StreamHub({
    connectionTimeoutMs: options.streamTimeoutMs ?? serverDefaults.streamTimeoutMs,
    ...(options.streamFlushTimeoutMs === undefined
      ? {}
      : { flushTimeoutMs: options.streamFlushTimeoutMs }),
  })

  const rateLimiter = createRateLimiter(options)

  // Assigned below; ledgers only close after the server exists.
  let onLedgerClosed = (): void => {}
  const notifyLedgerClosed = (): void => {
    historyMeta = store.readHistoryMeta()
    // Before the hub polls: cached responses describe the previous ledger, and each stream
    // update spends a token before its query.
    onLedgerClosed()
    hub.notifyLedgerClosed()
  }

  let stopping = false
  let control: ControlActions | undefined
  if (options.control) {
    const simulator = options.simulator
    if (!simulator) throw new Error('control mode needs a simulator')
    control = {
      closeLedger() {
        const sequence = simulator.closeLedger()
        notifyLedgerClosed()
        return sequence
      },
      stopping: () => stopping,
    }
  }

  const server = createLimitedServer(options)
  const overConnectionCap = capConnections(
    server,
    options.maxConnections ?? serverDefaults.maxConnections,
  )

  const handler = createRequestHandler({
    routes: createHorizonRoutes({ store, historyMeta: () => historyMeta }),
    hub,
    latestLedger: () => historyMeta.latestLedger,
    ...(control ? { control } : {}),
    ...(options.log ? { log: options.log } : {}),
    responseCacheBytes: options.responseCacheBytes ?? DEFAULT_RESPONSE_CACHE_BYTES,
    ...(rateLimiter ? { rateLimiter } : {}),
    maxStreams: options.maxStreams ?? serverDefaults.maxStreams,
    maxUrlLength: options.maxUrlLength ?? serverDefaults.maxUrlLength,
    overConnectionCap,
    wellKnown: wellKnownAnswer(store),
  })
  onLedgerClosed = routeRequests(server, handler, options)

  return {
    server,
    notifyLedgerClosed,
    openStreamCount: () => hub.openStreamCount,
    streamBufferStats: () => hub.bufferStats(),
    responseCacheStats: () => ({
      entries: handler.cache?.size ?? 0,
      bytes: handler.cache?.byteSize ?? 0,
    }),
    close() {
      stopping = true
      return closeServer(server, hub)
    },
  }
}
