// The node:http request listener: CORS (before routing, as Horizon's rs/cors), cache headers,
// Horizon's per-IP rate limiter (after CORS, as in Horizon's router), the response cache,
// trailing-slash tolerant routing, content negotiation, HAL/problem rendering and the hand-off
// of validated requests to the SSE hub.
//
// Every non-SSE response is sent with one writeHead(status, [name, value, …]) + end(Buffer): the
// per-request headers (CORS, Cache-Control, rate limit; Date comes from node) followed by the
// headers that belong to the body (Content-Type, Content-Length, Latest-Ledger…). Only the latter
// and the body are cached.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { goJsonIndent } from '../store/go-json.ts'
import type { StreamHub } from '../streaming/stream-hub.ts'
import { sseErrorEvent } from '../streaming/sse-framing.ts'
import { negotiateFormat, type ResponseFormat } from './negotiation.ts'
import { parseQuery } from './query-string.ts'
import {
  HorizonProblem,
  notAcceptableProblem,
  notFoundProblem,
  PROBLEM_CONTENT_TYPE,
  rateLimitExceededProblem,
  renderProblemBody,
  serverErrorProblem,
  invalidFieldProblem,
  type ProblemBody,
} from './problem.ts'
import {
  compactJson,
  HAL_CONTENT_TYPE,
  jsonStringContent,
  pageLinks,
  renderPageBuffer,
  withBase,
} from './render.ts'
import type { RouteContext, RouteDefinition } from './horizon-routes.ts'
import type { KeysetSource, PageRow } from './keyset-source.ts'
import { ResponseCache, type CachedResponse } from './response-cache.ts'
import { rateLimitHeaders, rateLimitKey, type GcraRateLimiter } from './rate-limiter.ts'

export interface ControlActions {
  /** Closes `count` ledgers; returns their sequences. */
  closeLedgers(count: number): number[]
}

export interface RequestHandlerOptions {
  routes: RouteDefinition[]
  hub: StreamHub
  latestLedger(): number
  /** Present only with --control: enables POST /_sandbox/close. */
  control?: ControlActions
  log?: (message: string) => void
  /** Byte budget of the response cache (LRU); 0 disables it. */
  responseCacheBytes: number
  /** Horizon's per-IP limiter; absent = --per-hour-rate-limit 0 (disabled). */
  rateLimiter?: GcraRateLimiter
}

export interface RequestHandler {
  listener(request: IncomingMessage, response: ServerResponse): void
  /**
   * Call after every closed ledger, before the hub polls its streams: the database changed, so
   * every cached response is dropped, and every open stream spends its per-update token.
   */
  ledgerClosed(): void
  /** Undefined when disabled (tests look at its size). */
  readonly cache: ResponseCache | undefined
}

interface RouteTree {
  children: Map<string, RouteTree>
  parameter?: RouteTree
  route?: RouteDefinition
}

function buildTree(routes: RouteDefinition[]): RouteTree {
  const root: RouteTree = { children: new Map() }
  for (const route of routes) {
    let node = root
    for (const segment of route.segments) {
      if (segment.startsWith(':')) {
        node.parameter ??= { children: new Map() }
        node = node.parameter
      } else {
        let child = node.children.get(segment)
        if (!child) {
          child = { children: new Map() }
          node.children.set(segment, child)
        }
        node = child
      }
    }
    node.route = route
  }
  return root
}

function matchRoute(
  tree: RouteTree,
  path: string,
): { route: RouteDefinition; parameters: string[] } | undefined {
  // chi's StripSlashes: one trailing slash is ignored.
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  const segments = trimmed === '/' ? [] : trimmed.slice(1).split('/')
  const parameters: string[] = []
  let node: RouteTree | undefined = tree
  for (const rawSegment of segments) {
    let segment: string
    try {
      segment = decodeURIComponent(rawSegment)
    } catch {
      return undefined
    }
    const child: RouteTree | undefined = node.children.get(segment)
    if (child) node = child
    else if (node.parameter && segment !== '') {
      parameters.push(segment)
      node = node.parameter
    } else return undefined
  }
  return node.route ? { route: node.route, parameters } : undefined
}

/** Concatenated rather than resolved, so a path such as `//x` stays a path (→ 404). */
function parseRequestUrl(target: string | undefined): URL | undefined {
  if (target === undefined || !target.startsWith('/')) return undefined
  try {
    return new URL(`http://sandbox.invalid${target}`)
  } catch {
    return undefined
  }
}

function requestBase(request: IncomingMessage): string {
  const forwardedProto = request.headers['x-forwarded-proto']
  const scheme =
    (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto) ||
    ('encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http')
  return `${scheme}://${request.headers.host ?? ''}`
}

const NO_HEADERS: readonly string[] = []
const CACHE_CONTROL = 'no-cache, no-store, max-age=0'

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

function problemResponse(
  body: ProblemBody,
  extraHeaders: readonly string[] = NO_HEADERS,
): CachedResponse {
  const bytes = Buffer.from(renderProblemBody(body))
  return {
    status: body.status,
    headers: [
      'Content-Type',
      PROBLEM_CONTENT_TYPE,
      ...extraHeaders,
      'Content-Length',
      String(bytes.length),
    ],
    body: bytes,
  }
}

function jsonResponse(body: Buffer, extraHeaders: readonly string[]): CachedResponse {
  return {
    status: 200,
    headers: [
      'Content-Type',
      HAL_CONTENT_TYPE,
      'Content-Disposition',
      'inline',
      ...extraHeaders,
      'Content-Length',
      String(body.length),
    ],
    body,
  }
}

const rateLimitedResponse = problemResponse(rateLimitExceededProblem)

export function createRequestHandler(options: RequestHandlerOptions): RequestHandler {
  const tree = buildTree(options.routes)
  const compactRecordCache = new WeakMap<PageRow, Map<string, string>>()
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`))
  const cache =
    options.responseCacheBytes > 0 ? new ResponseCache(options.responseCacheBytes) : undefined
  const limiter = options.rateLimiter

  // Clients send the same few Accept strings; goautoneg parsing is not free at cache-hit rates.
  const formats = new Map<string, ResponseFormat>()
  function negotiate(accept: string | undefined): ResponseFormat {
    if (accept === undefined) return 'json'
    let format = formats.get(accept)
    if (format === undefined) {
      format = negotiateFormat(accept)
      if (formats.size >= 256) formats.clear()
      formats.set(accept, format)
    }
    return format
  }

  // Per-update token accounting of open streams (only with a rate limiter): rows fetched by
  // metered paged streams during the current ledger, shared like the hub shares them, and the
  // open object streams, which the hub never polls.
  let streamSerial = 0
  const updateRows = new Map<string, PageRow[]>()
  const objectStreams = new Set<{ key: string; response: ServerResponse }>()

  /**
   * A paged stream's source that spends one token per update, as Horizon's StreamHandler does
   * at the top of each loop. The initial query was paid for before the preamble; a later denial
   * is thrown as the problem, which the hub turns into `event: error` and closes the stream.
   * Its shareKey is unique so the hub never answers this stream from another stream's query.
   */
  function meteredSource(source: KeysetSource, key: string, meter: GcraRateLimiter): KeysetSource {
    let initial = true
    streamSerial += 1
    return {
      cursorKind: source.cursorKind,
      shareKey: `${source.shareKey}|stream ${streamSerial}`,
      fetch(cursor, order, limit) {
        if (initial) {
          initial = false
          return source.fetch(cursor, order, limit)
        }
        if (meter.take(key).limited) throw new HorizonProblem(rateLimitExceededProblem)
        const shareKey = `${source.shareKey}|${order}|${cursor?.first ?? ''}-${cursor?.second ?? ''}|${limit}`
        let rows = updateRows.get(shareKey)
        if (rows === undefined) {
          rows = source.fetch(cursor, order, limit)
          updateRows.set(shareKey, rows)
        }
        return rows
      },
    }
  }

  function ledgerClosed(): void {
    cache?.clear()
    updateRows.clear()
    if (!limiter) return
    for (const stream of [...objectStreams]) {
      if (!limiter.take(stream.key).limited) continue
      objectStreams.delete(stream)
      const { response } = stream
      if (!response.writableEnded) {
        response.write(
          sseErrorEvent(new HorizonProblem(rateLimitExceededProblem).streamErrorText()),
        )
        response.end()
      }
    }
  }

  /** CORS for a simple request, then Horizon's Cache-Control; the SSE preamble overrides both. */
  function perRequestHeaders(request: IncomingMessage): string[] {
    const origin = request.headers.origin
    return origin === undefined
      ? ['Vary', 'Origin', 'Cache-Control', CACHE_CONTROL]
      : [
          'Vary',
          'Origin',
          'Access-Control-Allow-Origin',
          origin,
          'Access-Control-Expose-Headers',
          'Date, Latest-Ledger',
          'Cache-Control',
          CACHE_CONTROL,
        ]
  }

  function send(
    response: ServerResponse,
    entry: CachedResponse,
    common: readonly string[],
    rate: readonly string[],
  ): void {
    response.writeHead(entry.status, common.concat(entry.headers, rate))
    response.end(entry.body)
  }

  /** rs/cors answers a preflight itself (204), before the rate limiter and routing. */
  function answerPreflight(request: IncomingMessage, response: ServerResponse, method: string) {
    const origin = request.headers.origin
    const headers = [
      'Vary',
      'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
    ]
    const requested = method.toUpperCase()
    if (origin !== undefined && ['GET', 'POST', 'HEAD'].includes(requested)) {
      headers.push('Access-Control-Allow-Origin', origin, 'Access-Control-Allow-Methods', requested)
      const requestedHeaders = request.headers['access-control-request-headers']
      if (requestedHeaders) headers.push('Access-Control-Allow-Headers', requestedHeaders)
    }
    response.writeHead(204, headers)
    response.end()
  }

  function handleControl(url: URL, control: ControlActions): CachedResponse {
    const countText = url.searchParams.get('count') ?? '1'
    const count = /^\d+$/.test(countText) ? Number(countText) : NaN
    if (!(count >= 1 && count <= 10_000))
      return problemResponse(
        invalidFieldProblem('count', 'count must be an integer from 1 to 10000').body,
      )
    const body = Buffer.from(goJsonIndent({ closed: control.closeLedgers(count) }))
    return {
      status: 200,
      headers: [
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(body.length),
      ],
      body,
    }
  }

  /** Sets the per-request headers on the response object, where the SSE hub's preamble adds its own. */
  function prepareStream(response: ServerResponse, common: readonly string[]): void {
    for (let index = 0; index < common.length; index += 2)
      response.setHeader(common[index] as string, common[index + 1] as string)
  }

  /**
   * Routes and renders one request. Returns the response to send (and possibly cache), or
   * undefined when an SSE stream took the response over.
   */
  function render(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    format: ResponseFormat,
    common: readonly string[],
  ): CachedResponse | undefined {
    const match =
      request.method === 'GET' || request.method === 'HEAD'
        ? matchRoute(tree, url.pathname)
        : undefined
    if (!match) return problemResponse(notFoundProblem)
    const { route, parameters } = match
    if (
      format === 'none' ||
      (format === 'event-stream' && !route.streamable) ||
      (format === 'raw' && !route.raw)
    )
      return problemResponse(notAcceptableProblem)
    // Horizon's state middleware sets Latest-Ledger before the action runs, so its problems
    // carry it too; the SSE preamble does not.
    const stateHeaders = route.stateEndpoint
      ? ['Latest-Ledger', String(options.latestLedger())]
      : NO_HEADERS
    try {
      return renderRoute(request, response, url, format, common, route, parameters, stateHeaders)
    } catch (error) {
      if (error instanceof HorizonProblem) return problemResponse(error.body, stateHeaders)
      throw error
    }
  }

  function renderRoute(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    format: ResponseFormat,
    common: readonly string[],
    route: RouteDefinition,
    parameters: string[],
    stateHeaders: readonly string[],
  ): CachedResponse | undefined {
    const base = requestBase(request)
    const lastEventIdHeader = request.headers['last-event-id']
    const query = parseQuery(url.search)
    const context: RouteContext = {
      query,
      lastEventId: Array.isArray(lastEventIdHeader) ? lastEventIdHeader[0] : lastEventIdHeader,
      base,
    }
    const result = route.handle(context, parameters)
    const escapedBase = jsonStringContent(base)

    let meterKey: string | undefined
    if (format === 'event-stream' && limiter) {
      // Streams skip the HTTP limiter; the first loop iteration pays before the preamble, so a
      // denial here is still a plain 429 problem (without X-Ratelimit-* headers, as Horizon's
      // StreamHandler calls the limiter directly). Validation failures above cost nothing.
      meterKey = rateLimitKey(request)
      if (limiter.take(meterKey).limited)
        return problemResponse(rateLimitExceededProblem, stateHeaders)
    }

    if (result.kind === 'object') {
      if (format === 'raw' && result.raw) {
        return {
          status: 200,
          headers: [
            'Content-Type',
            'application/octet-stream',
            'Content-Disposition',
            'inline',
            ...stateHeaders,
            'Content-Length',
            String(result.raw.length),
          ],
          body: result.raw,
        }
      }
      if (format === 'event-stream') {
        prepareStream(response, common)
        options.hub.openObjectStream(response, compactJson(withBase(result.json, escapedBase)))
        if (meterKey !== undefined) {
          const stream = { key: meterKey, response }
          objectStreams.add(stream)
          response.once('close', () => objectStreams.delete(stream))
        }
        return undefined
      }
      return jsonResponse(Buffer.from(withBase(result.json, escapedBase)), stateHeaders)
    }

    const transform = result.transformRecord ?? ((row: { json: string }) => row.json)
    if (format === 'event-stream') {
      // Streams sharing a query share row objects; render each row once per base URL/variant.
      const variant = `${escapedBase}|${result.transformRecord ? 'joined' : 'plain'}`
      prepareStream(response, common)
      options.hub.openPagedStream(response, {
        source:
          meterKey !== undefined && limiter
            ? meteredSource(result.source, meterKey, limiter)
            : result.source,
        // The rest of a page a slow socket could not take belongs to the same update: no token.
        restSource: result.source,
        cursor: result.page.cursor,
        order: result.page.order,
        limit: result.page.limit,
        renderRecord: (row) => {
          let rendered = compactRecordCache.get(row)
          if (!rendered) {
            rendered = new Map()
            compactRecordCache.set(row, rendered)
          }
          let line = rendered.get(variant)
          if (line === undefined) {
            line = compactJson(withBase(transform(row), escapedBase))
            rendered.set(variant, line)
          }
          return line
        },
      })
      return undefined
    }
    const rows = result.source.fetch(result.page.cursor, result.page.order, result.page.limit)
    const links = pageLinks(base, url.pathname, query, result.page, rows)
    return jsonResponse(renderPageBuffer(links, rows.map(transform), escapedBase), stateHeaders)
  }

  /** Everything that changes the bytes of a cacheable response (see requestBase and renderRoute). */
  function cacheKey(request: IncomingMessage, format: ResponseFormat): string {
    // Header values and request targets never contain a line feed, so the key is unambiguous.
    const headers = request.headers
    return `${format}\n${headerText(headers.host)}\n${headerText(headers['x-forwarded-proto'])}\n${headerText(headers['last-event-id'])}\n${request.url ?? ''}`
  }

  function listener(request: IncomingMessage, response: ServerResponse): void {
    let common: readonly string[] = NO_HEADERS
    let rate: readonly string[] = NO_HEADERS
    try {
      const preflightMethod = request.headers['access-control-request-method']
      if (request.method === 'OPTIONS' && preflightMethod !== undefined) {
        answerPreflight(request, response, preflightMethod)
        return
      }
      common = perRequestHeaders(request)
      const format = negotiate(request.headers.accept)
      const method = request.method
      const isControl =
        method === 'POST' &&
        options.control !== undefined &&
        (request.url === '/_sandbox/close' || request.url?.startsWith('/_sandbox/close?') === true)

      // Horizon exempts whatever negotiates to SSE from the HTTP limiter (streams pay per
      // update). The sandbox's own control endpoint is not part of the API and is never limited.
      if (limiter && format !== 'event-stream' && !isControl) {
        const result = limiter.take(rateLimitKey(request))
        rate = rateLimitHeaders(result)
        if (result.limited) {
          send(response, rateLimitedResponse, common, rate)
          return
        }
      }

      const cacheable =
        cache !== undefined && (method === 'GET' || method === 'HEAD') && format !== 'event-stream'
      const key = cacheable ? cacheKey(request, format) : undefined
      if (key !== undefined) {
        const hit = cache?.get(key)
        if (hit) {
          send(response, hit, common, rate)
          return
        }
      }

      const url = parseRequestUrl(request.url)
      let rendered: CachedResponse | undefined
      if (!url) rendered = problemResponse(notFoundProblem)
      else if (isControl && options.control) rendered = handleControl(url, options.control)
      else rendered = render(request, response, url, format, common)
      if (rendered === undefined) return
      // 4xx answers depend on the same inputs as 200s; 5xx are never kept.
      if (key !== undefined && rendered.status < 500) cache?.offer(key, rendered)
      send(response, rendered, common, rate)
    } catch (error) {
      if (response.headersSent) {
        response.destroy()
        return
      }
      const body = error instanceof HorizonProblem ? error.body : serverErrorProblem
      if (!(error instanceof HorizonProblem))
        log(`sandbox: unexpected error on ${request.method} ${request.url}: ${String(error)}`)
      // Never leak internals: Horizon's generic server_error body.
      for (const name of response.getHeaderNames()) response.removeHeader(name)
      send(response, problemResponse(body), common, rate)
    }
  }

  return { listener, ledgerClosed, cache }
}
