// A Horizon that lies: answers every path the explorer asks for with real Horizon records mutated
// by the current scenario, or with a crafted failure. One server per spec file, started on port 0;
// the spec switches scenarios between tests and reads how often each path was asked for.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import {
  loadBaseRecords,
  mutate,
  repointLinks,
  type BaseRecords,
  type JsonObject,
  type JsonValue,
  type RecordMutation,
} from './hostile-horizon-records.ts'

export type FailureAnswer =
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  /** a 200 whose body is cut mid-JSON */
  | { kind: 'invalid-json' }
  /** headers and half a body, then nothing, ever */
  | { kind: 'stall' }
  /** the normal answer, `delayMs` late */
  | { kind: 'slow'; delayMs: number }
  /** the normal answer padded to more than 10 MB */
  | { kind: 'huge-body' }

export interface Scenario {
  records: RecordMutation
  /** The first rule whose pattern matches a request's path (without query) answers it. */
  failures?: { path: RegExp; answer: FailureAnswer }[]
  /** Records of the test's own making, answered as they are (before `records` and fixtures). */
  answers?: { path: RegExp; body: JsonValue }[]
}

export interface HostileHorizon {
  url: string
  setScenario(scenario: Scenario): void
  /** Requests received per path (query excluded) since the last setScenario. */
  requestCounts(): Map<string, number>
  close(): Promise<void>
}

type Resolved = { status: number; body: JsonValue } | null

function page(self: string, records: JsonValue[]): JsonObject {
  return {
    _links: {
      self: { href: self },
      next: { href: `${self.split('?')[0]}?cursor=9&limit=10&order=asc` },
      prev: { href: `${self.split('?')[0]}?cursor=1&limit=10&order=desc` },
    },
    _embedded: { records },
  }
}

const notFound: JsonObject = {
  type: 'https://stellar.org/horizon-errors/not_found',
  title: 'Resource Missing',
  status: 404,
  detail: 'The resource at the url requested was not found.',
}

const listsByName: Record<string, keyof BaseRecords> = {
  ledgers: 'ledgers',
  transactions: 'transactions',
  operations: 'operations',
  payments: 'payments',
  effects: 'effects',
  trades: 'trades',
  offers: 'offers',
}

/** What a well-behaved Horizon would answer for `pathname`, built from the fixtures. */
function resolve(base: BaseRecords, pathname: string, self: string): Resolved {
  const segments = pathname.split('/').filter(Boolean)
  const [collection, , sub, dataKey] = segments
  if (segments.length === 0) return { status: 200, body: base.root }
  const list = (name: string | undefined) => {
    const key = name ? listsByName[name] : undefined
    return key ? { status: 200, body: page(self, base[key] as JsonValue[]) } : null
  }
  if (segments.length === 1) return list(collection)
  if (segments.length === 3) return list(sub)
  if (segments.length === 4 && collection === 'accounts' && sub === 'data' && dataKey) {
    return { status: 200, body: { value: 'aG9zdGlsZQ==' } }
  }
  if (segments.length !== 2) return null
  const single: Record<string, JsonObject> = {
    ledgers: base.ledger,
    transactions: base.transaction,
    operations: base.operation,
    accounts: base.account,
  }
  const record = collection ? single[collection] : undefined
  return record ? { status: 200, body: record } : null
}

function sendJson(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    'Content-Type': status >= 400 ? 'application/problem+json' : 'application/hal+json',
    'Access-Control-Allow-Origin': '*',
  })
  response.end(text)
}

function sendFailure(
  response: ServerResponse,
  answer: FailureAnswer,
  normal: () => string,
  stalled: Set<ServerResponse>,
): void {
  switch (answer.kind) {
    case 'status': {
      const headers: Record<string, string> = {
        'Content-Type': 'application/problem+json',
        'Access-Control-Allow-Origin': '*',
      }
      if (answer.retryAfterSeconds !== undefined) {
        headers['Retry-After'] = String(answer.retryAfterSeconds)
      }
      response.writeHead(answer.status, headers)
      response.end(JSON.stringify({ type: 'about:blank', title: 'Hostile', status: answer.status }))
      return
    }
    case 'invalid-json':
      sendJson(response, 200, normal().slice(0, 40))
      return
    case 'stall':
      response.writeHead(200, {
        'Content-Type': 'application/hal+json',
        'Access-Control-Allow-Origin': '*',
      })
      response.write(normal().slice(0, 40))
      stalled.add(response)
      return
    case 'slow':
      setTimeout(() => sendJson(response, 200, normal()), answer.delayMs)
      return
    case 'huge-body': {
      const body = JSON.parse(normal()) as JsonObject
      sendJson(response, 200, JSON.stringify({ ...body, padding: 'P'.repeat(10_500_000) }))
      return
    }
  }
}

/** One event with the (mutated) first record, then the stream stays open as Horizon's does. */
function sendStream(response: ServerResponse, body: JsonValue, stalled: Set<ServerResponse>) {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
  })
  response.write('retry: 1000\nevent: open\ndata: "hello"\n\n')
  const records = (body as { _embedded?: { records?: JsonValue[] } })?._embedded?.records
  const first = records?.[0]
  if (first !== undefined) response.write(`id: 1\ndata: ${JSON.stringify(first)}\n\n`)
  stalled.add(response)
}

export async function startHostileHorizon(): Promise<HostileHorizon> {
  let scenario: Scenario = { records: 'none' }
  let counts = new Map<string, number>()
  const stalled = new Set<ServerResponse>()
  const sockets = new Set<Socket>()
  let base: BaseRecords = loadBaseRecords()

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://hostile.invalid')
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1)
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      })
      response.end()
      return
    }
    const crafted = scenario.answers?.find((rule) => rule.path.test(url.pathname))
    const resolved = crafted
      ? { status: 200, body: crafted.body }
      : resolve(base, url.pathname, `${hostileUrl}${url.pathname}${url.search}`)
    const body = crafted
      ? crafted.body
      : resolved
        ? mutate(resolved.body, scenario.records)
        : notFound
    const status = resolved ? resolved.status : 404
    const failure = scenario.failures?.find((rule) => rule.path.test(url.pathname))
    if (failure) {
      sendFailure(response, failure.answer, () => JSON.stringify(body), stalled)
    } else if (request.headers.accept?.includes('text/event-stream') && status === 200) {
      sendStream(response, body, stalled)
    } else {
      sendJson(response, status, JSON.stringify(body))
    }
  }

  const server = createServer((request, response) => handle(request, response))
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  const hostileUrl = `http://127.0.0.1:${address.port}`
  base = repointLinks(base as unknown as JsonValue, hostileUrl) as unknown as BaseRecords

  return {
    url: hostileUrl,
    setScenario(next) {
      scenario = next
      counts = new Map()
      for (const response of stalled) response.destroy()
      stalled.clear()
    },
    requestCounts: () => counts,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()))
    },
  }
}
