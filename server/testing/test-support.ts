// Test helpers for the HTTP layer: an in-process sandbox on port 0 backed by the real simulator
// (or by fixture records written straight into the schema), plus a small raw HTTP client.
import { readHorizonFixture } from './horizon-fixtures.ts'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSandboxServer, type SandboxServer, type SandboxServerOptions } from '../app.ts'
import { openDatabase, writeMeta, type SandboxDatabase } from '../store/database.ts'
import { HORIZON_BASE_PLACEHOLDER, MetaKey } from '../store/schema.ts'
import { goJsonIndent } from '../store/go-json.ts'
import { LedgerSimulator } from '../simulator/ledger-simulator.ts'

export const readFixture = readHorizonFixture

export interface RunningSandbox {
  sandbox: SandboxServer
  db: SandboxDatabase
  simulator: LedgerSimulator | undefined
  baseUrl: string
  closeLedgers(count: number): number[]
  stop(): Promise<void>
}

/** Server options a test may set besides the database and simulator. */
export type ExtraServerOptions = Pick<
  SandboxServerOptions,
  | 'responseCacheBytes'
  | 'perHourRateLimit'
  | 'rateLimitBurst'
  | 'rateLimitClock'
  | 'maxStreams'
  | 'maxConnections'
  | 'maxUrlLength'
  | 'headersTimeoutMs'
  | 'requestTimeoutMs'
  | 'connectionsCheckingIntervalMs'
  | 'rpcRetentionLedgers'
>

async function listen(
  db: SandboxDatabase,
  simulator: LedgerSimulator | undefined,
  streamTimeoutMs: number | undefined,
  extra: ExtraServerOptions = {},
): Promise<RunningSandbox> {
  const sandbox = createSandboxServer({
    ...extra,
    db,
    ...(simulator ? { simulator, control: true } : {}),
    ...(streamTimeoutMs === undefined ? {} : { streamTimeoutMs }),
    log: () => {},
  })
  await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve))
  const { port } = sandbox.server.address() as AddressInfo
  return {
    sandbox,
    db,
    simulator,
    baseUrl: `http://127.0.0.1:${port}`,
    closeLedgers(count) {
      if (!simulator) throw new Error('no simulator')
      const closed: number[] = []
      for (let index = 0; index < count; index++) {
        closed.push(simulator.closeLedger())
        sandbox.notifyLedgerClosed()
      }
      return closed
    },
    async stop() {
      await sandbox.close()
      db.close()
    },
  }
}

/** The history a simulated sandbox generates (seed 1, 30 ledgers unless said) and its server. */
export interface SimulatedSandboxOptions {
  seed?: number
  history?: number
  streamTimeoutMs?: number
  server?: ExtraServerOptions
}

/** A sandbox over a fresh simulator history in a :memory: database. */
export async function startSimulatedSandbox(
  options: SimulatedSandboxOptions = {},
): Promise<RunningSandbox> {
  const db = openDatabase(':memory:')
  const simulator = new LedgerSimulator({
    db,
    seed: options.seed ?? 1,
    history: options.history ?? 30,
  })
  simulator.prepare()
  return listen(db, simulator, options.streamTimeoutMs, options.server)
}

/** Real Horizon records use https://horizon.stellar.org; the store keeps the placeholder. */
function toStoredJson(record: unknown): string {
  return goJsonIndent(record).replaceAll('https://horizon.stellar.org', HORIZON_BASE_PLACEHOLDER)
}

/**
 * A sandbox whose only data are the three pubnet ledgers of ledgers-page.json (sequences 2–4),
 * so pages can be compared byte-for-byte with what real Horizon sent.
 */
export async function startFixtureSandbox(): Promise<RunningSandbox> {
  const db = openDatabase(':memory:')
  const page = JSON.parse(readFixture('ledgers-page.json')) as {
    _embedded: { records: Array<{ sequence: number; hash: string; closed_at: string }> }
  }
  const insert = db.prepare(
    'INSERT INTO ledgers (sequence, hash, closed_at, json) VALUES (?, ?, ?, ?)',
  )
  for (const record of page._embedded.records)
    insert.run(record.sequence, record.hash, record.closed_at, toStoredJson(record))
  writeMeta(db, MetaKey.latestLedger, '4')
  writeMeta(db, MetaKey.elderLedger, '2')
  writeMeta(db, MetaKey.networkPassphrase, 'Public Global Stellar Network ; September 2015')
  return listen(db, undefined, undefined)
}

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** A plain HTTP GET (or other method, with a body) that keeps the answer's bytes and headers. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {} },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

export interface PageBody {
  _links: { self: { href: string }; next: { href: string }; prev: { href: string } }
  _embedded: { records: Array<Record<string, unknown> & { paging_token: string }> }
}

export async function getPage(
  url: string,
  headers: Record<string, string> = {},
): Promise<PageBody> {
  const response = await rawRequest(url, { headers })
  if (response.status !== 200) throw new Error(`${url} → ${response.status}: ${response.body}`)
  return JSON.parse(response.body) as PageBody
}
