// Sends a generated request (generated-requests-support.ts) and judges the answer: a valid HAL
// page, a valid record, Horizon problem+json whose `status` is the HTTP status, an SSE stream
// that starts with Horizon's hello, or one of the few non-Horizon answers that are right for the
// request (CORS preflight, raw account data, the control endpoint). Never a 5xx, never a hang.
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http'
import type { GeneratedRequest, KnownIds } from './generated-requests-support.ts'

export type Answer =
  | {
      kind: 'response'
      status: number
      headers: IncomingHttpHeaders
      body: Buffer
      /** True when an SSE body was cut after its first event (streams never end by themselves). */
      streamCut: boolean
    }
  | { kind: 'timeout'; stage: 'headers' | 'body' }
  | { kind: 'connection-error'; message: string }

/** SSE bodies are read up to their first whole event, then the connection is dropped. */
const FIRST_EVENT_END = '\n\n'
const MAX_STREAM_PREFIX_BYTES = 64 * 1024

export function sendGeneratedRequest(
  baseUrl: string,
  generated: GeneratedRequest,
  options: { timeoutMs: number; agent?: Agent | false },
): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false
    let stage: 'headers' | 'body' = 'headers'
    const finish = (answer: Answer): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(answer)
    }
    let outgoing: ReturnType<typeof httpRequest>
    try {
      outgoing = httpRequest(baseUrl + generated.target, {
        method: generated.method,
        headers: generated.headers,
        agent: options.agent ?? false,
      })
    } catch (error) {
      finish({ kind: 'connection-error', message: `client refused the request: ${String(error)}` })
      return
    }
    const timer = setTimeout(() => {
      finish({ kind: 'timeout', stage })
      outgoing.destroy()
    }, options.timeoutMs)
    outgoing.on('response', (incoming) => {
      stage = 'body'
      const chunks: Buffer[] = []
      let length = 0
      const isStream = String(incoming.headers['content-type'] ?? '').startsWith(
        'text/event-stream',
      )
      const answer = (streamCut: boolean): Answer => ({
        kind: 'response',
        status: incoming.statusCode ?? 0,
        headers: incoming.headers,
        body: Buffer.concat(chunks),
        streamCut,
      })
      incoming.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        length += chunk.length
        if (!isStream) return
        const text = Buffer.concat(chunks).toString('utf8')
        if (text.includes(FIRST_EVENT_END) || length > MAX_STREAM_PREFIX_BYTES) {
          finish(answer(true))
          outgoing.destroy()
        }
      })
      incoming.on('end', () => finish(answer(false)))
      incoming.on('error', (error) => finish({ kind: 'connection-error', message: error.message }))
    })
    outgoing.on('error', (error) => finish({ kind: 'connection-error', message: error.message }))
    outgoing.end(generated.body)
  })
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function hasHref(links: unknown, name: string): boolean {
  return isObject(links) && isObject(links[name]) && typeof links[name].href === 'string'
}

function parseJson(body: Buffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(body.toString('utf8')) as unknown }
  } catch {
    return undefined
  }
}

function problemBodyFaults(body: Buffer, status: number): string[] {
  const parsed = parseJson(body)
  if (!parsed) return ['problem+json body is not JSON']
  const problem = parsed.value
  if (!isObject(problem)) return ['problem+json body is not an object']
  const faults: string[] = []
  if (
    typeof problem.type !== 'string' ||
    !problem.type.startsWith('https://stellar.org/horizon-errors/')
  )
    faults.push(`problem type ${JSON.stringify(problem.type)} is not a Horizon error type`)
  if (typeof problem.title !== 'string' || problem.title === '') faults.push('problem has no title')
  if (problem.status !== status)
    faults.push(`problem status ${JSON.stringify(problem.status)} is not the HTTP status ${status}`)
  if (status < 400) faults.push(`problem+json sent with HTTP status ${status}`)
  return faults
}

function halBodyFaults(body: Buffer): string[] {
  const parsed = parseJson(body)
  if (!parsed) return ['hal+json body is not JSON']
  const document = parsed.value
  if (!isObject(document)) return ['hal+json body is not an object']
  if ('_embedded' in document) {
    const embedded = document._embedded
    if (!isObject(embedded) || !Array.isArray(embedded.records))
      return ['page has no _embedded.records array']
    const faults: string[] = []
    // Horizon's /paths* answer is a BasePage: records only, no links and no paging tokens.
    const basePage = !('_links' in document)
    if (!basePage)
      for (const name of ['self', 'next', 'prev'])
        if (!hasHref(document._links, name)) faults.push(`page has no _links.${name}.href`)
    embedded.records.forEach((record: unknown, index) => {
      // Trade aggregation buckets are keyed by their timestamp, not a paging token.
      const keyed =
        isObject(record) &&
        (basePage ||
          typeof record.paging_token === 'string' ||
          typeof record.timestamp === 'string')
      if (!keyed) faults.push(`page record ${index} is not an object with a string paging_token`)
    })
    return faults
  }
  // Horizon objects without links: /fee_stats and /order_book.
  if (typeof document.last_ledger === 'string') return []
  if (Array.isArray(document.bids) && Array.isArray(document.asks)) return []
  // A record (or the root document) links to itself; an account data value is `{"value": …}`.
  if (hasHref(document._links, 'self')) return []
  const keys = Object.keys(document)
  if (keys.length === 1 && typeof document.value === 'string') return []
  return ['hal+json body is neither a page, a record with _links.self nor a data value']
}

function streamFaults(generated: GeneratedRequest, body: Buffer): string[] {
  if (generated.method !== 'GET') return [`${generated.method} answered with an event stream`]
  const text = body.toString('utf8')
  const firstEvent = text.slice(0, text.indexOf(FIRST_EVENT_END) + FIRST_EVENT_END.length)
  return firstEvent === 'retry: 1000\nevent: open\ndata: "hello"\n\n'
    ? []
    : [`event stream does not start with Horizon's hello: ${JSON.stringify(text.slice(0, 120))}`]
}

function controlFaults(generated: GeneratedRequest, body: Buffer): string[] {
  if (generated.method !== 'POST' || !generated.target.startsWith('/_sandbox/close'))
    return ['application/json answer outside the control endpoint']
  const parsed = parseJson(body)
  const closed = parsed && isObject(parsed.value) ? parsed.value.closed : undefined
  return Array.isArray(closed) && closed.every((sequence) => Number.isInteger(sequence))
    ? []
    : ['control answer is not {"closed": [sequences]}']
}

function isPreflight(generated: GeneratedRequest): boolean {
  return generated.method === 'OPTIONS' && 'access-control-request-method' in generated.headers
}

/**
 * Everything wrong with one answer (empty when it is right). HEAD answers carry no body, so
 * only their status and content type are judged.
 */
export function answerFaults(generated: GeneratedRequest, answer: Answer): string[] {
  if (answer.kind === 'timeout') return [`no answer (${answer.stage}) within the timeout`]
  if (answer.kind === 'connection-error') return [`connection error: ${answer.message}`]
  const { status, body } = answer
  if (status >= 500) return [`HTTP ${status}: ${body.toString('utf8').slice(0, 300)}`]
  if (isPreflight(generated))
    return status === 204 && body.length === 0 ? [] : [`preflight answered ${status}`]
  const contentType = String(answer.headers['content-type'] ?? '')
  const head = generated.method === 'HEAD'
  if (head && body.length > 0) return ['HEAD answer has a body']
  if (contentType.startsWith('application/problem+json'))
    return head
      ? status >= 400
        ? []
        : [`problem with ${status}`]
      : problemBodyFaults(body, status)
  if (status !== 200) return [`HTTP ${status} with content type ${JSON.stringify(contentType)}`]
  if (contentType.startsWith('application/hal+json')) return head ? [] : halBodyFaults(body)
  if (contentType.startsWith('text/event-stream'))
    // HEAD gets the headers a GET would (a stream's), with no body and no stream held open.
    return head ? [] : streamFaults(generated, body)
  if (contentType === 'application/octet-stream')
    return generated.target.includes('/data/') ? [] : ['raw bytes outside account data']
  if (contentType.startsWith('application/json')) return controlFaults(generated, body)
  return [`unexpected content type ${JSON.stringify(contentType)}`]
}

interface PageOf<T> {
  _embedded: { records: T[] }
}

async function getPageRecords<T>(baseUrl: string, path: string): Promise<T[]> {
  const response = await fetch(baseUrl + path)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return ((await response.json()) as PageOf<T>)._embedded.records
}

/** Real ids of a running sandbox, read through its own API. */
export async function collectKnownIds(baseUrl: string): Promise<KnownIds> {
  const ledgers = await getPageRecords<{ sequence: number; paging_token: string }>(
    baseUrl,
    '/ledgers?order=desc&limit=20',
  )
  const transactions = await getPageRecords<{ hash: string; paging_token: string }>(
    baseUrl,
    '/transactions?order=desc&limit=50&include_failed=true',
  )
  const operations = await getPageRecords<{
    id: string
    paging_token: string
    source_account: string
  }>(baseUrl, '/operations?order=desc&limit=100&include_failed=true')
  const effects = await getPageRecords<{ paging_token: string }>(baseUrl, '/effects?limit=30')
  const trades = await getPageRecords<{ paging_token: string }>(baseUrl, '/trades?limit=10')
  const accounts = [...new Set(operations.map((operation) => operation.source_account))]
  const dataEntries: KnownIds['dataEntries'] = []
  for (const account of accounts) {
    const response = await fetch(`${baseUrl}/accounts/${account}`)
    if (!response.ok) continue
    const record = (await response.json()) as { data?: Record<string, string> }
    for (const key of Object.keys(record.data ?? {})) dataEntries.push({ account, key })
  }
  return {
    ledgers: ledgers.map((ledger) => String(ledger.sequence)),
    transactions: transactions.map((transaction) => transaction.hash),
    operations: operations.map((operation) => operation.id),
    accounts,
    dataEntries,
    pagingTokens: [...ledgers, ...transactions, ...operations, ...effects, ...trades].map(
      (record) => record.paging_token,
    ),
  }
}
