// The node:http request listener, in Horizon's middleware order: CORS (cors.ts, before anything
// else, as rs/cors), Cache-Control, Horizon's per-IP rate limiter, the response cache, routing
// (router.ts over the table in horizon-routes.ts), content negotiation (negotiation.ts), then
// HAL/problem rendering or the hand-off of a validated request to the SSE hub (metered by
// stream-metering.ts when the limiter is on). The sandbox's own limits (connection and stream
// caps, URL length) and its control endpoint (control-endpoint.ts) are checked around them.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { StreamHub } from '../streaming/stream-hub.ts'
import {
  answerControl,
  controlPreflightRefusal,
  controlRefusal,
  isControlTarget,
  type ControlActions,
} from './control-endpoint.ts'
import { preflightHeaders, simpleRequestHeaders } from './cors.ts'
import type { PageRow } from '../protocol/keyset-source.ts'
import { createFormatNegotiator, type ResponseFormat } from './negotiation.ts'
import {
  HorizonProblem,
  notAcceptableProblem,
  notFoundProblem,
  rateLimitExceededProblem,
  serverErrorProblem,
  serverOverCapacityProblem,
  uriTooLongProblem,
} from '../protocol/problem.ts'
import { parseQuery } from '../protocol/query-string.ts'
import { rateLimitHeaders, rateLimitKey, type GcraRateLimiter } from './rate-limiter.ts'
import {
  compactJson,
  jsonStringContent,
  pageLinks,
  renderPageBytes,
  withBase,
} from '../protocol/render.ts'
import { cacheKey, parseRequestUrl, requestBase } from './request-target.ts'
import { ResponseCache, type CachedResponse } from './response-cache.ts'
import {
  halResponse,
  NO_HEADERS,
  pooledHalResponse,
  problemResponse,
  rawBytesResponse,
  sendResponse,
} from './responses.ts'
import {
  RouteTable,
  type CollectionResult,
  type ObjectResult,
  type RouteDefinition,
  type RouteMatch,
} from '../protocol/router.ts'
import { StreamMeter } from './stream-metering.ts'

export type { ControlActions } from './control-endpoint.ts'

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
  /** Open SSE streams allowed; a stream request beyond it gets 503 server_over_capacity. */
  maxStreams: number
  /** Longest request target (path + query) served; longer ones get a 414 problem. */
  maxUrlLength: number
  /** Whether the request's connection is over the connection cap (→ 503, then closed). */
  overConnectionCap?: (request: IncomingMessage) => boolean
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

/** Sets the per-request headers on the response object, where the SSE hub's preamble adds its own. */
function prepareStream(response: ServerResponse, common: readonly string[]): void {
  for (let index = 0; index < common.length; index += 2)
    response.setHeader(common[index] as string, common[index + 1] as string)
}

const rateLimitedResponse = problemResponse(rateLimitExceededProblem)
const overCapacityResponse = problemResponse(serverOverCapacityProblem, ['Connection', 'close'])

/** One routed request on its way to a response. */
interface MatchedRequest {
  request: IncomingMessage
  response: ServerResponse
  url: URL
  format: ResponseFormat
  /** CORS and Cache-Control headers of this request. */
  common: readonly string[]
  match: RouteMatch
  /** Latest-Ledger on state endpoints; empty otherwise. */
  stateHeaders: readonly string[]
}

class HorizonRequestHandler implements RequestHandler {
  private readonly table: RouteTable
  private readonly compactRecordCache = new WeakMap<PageRow, Map<string, string>>()
  private readonly log: (message: string) => void
  readonly cache: ResponseCache | undefined
  private readonly limiter: GcraRateLimiter | undefined
  private readonly meter: StreamMeter | undefined
  private readonly negotiate = createFormatNegotiator()

  constructor(private readonly options: RequestHandlerOptions) {
    this.table = new RouteTable(options.routes)
    this.log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`))
    this.cache =
      options.responseCacheBytes > 0 ? new ResponseCache(options.responseCacheBytes) : undefined
    this.limiter = options.rateLimiter
    this.meter = this.limiter ? new StreamMeter(this.limiter) : undefined
  }

  readonly ledgerClosed = (): void => {
    this.cache?.clear()
    this.meter?.ledgerClosed()
  }

  /** Streams sharing a query share row objects; each row is rendered once per base URL/variant. */
  private recordRenderer(escapedBase: string, result: CollectionResult): (row: PageRow) => string {
    const transform = result.transformRecord ?? ((row: PageRow) => row.json)
    const variant = `${escapedBase}|${result.transformRecord ? 'joined' : 'plain'}`
    return (row) => {
      let rendered = this.compactRecordCache.get(row)
      if (!rendered) {
        rendered = new Map()
        this.compactRecordCache.set(row, rendered)
      }
      let line = rendered.get(variant)
      if (line === undefined) {
        line = compactJson(withBase(transform(row), escapedBase))
        rendered.set(variant, line)
      }
      return line
    }
  }

  /** Hands a validated stream request to the hub, or answers why it cannot be opened. */
  private openStream(
    matched: MatchedRequest,
    result: CollectionResult | ObjectResult,
    escapedBase: string,
  ): CachedResponse | undefined {
    const { request, response, stateHeaders } = matched
    if (this.options.hub.openStreamCount >= this.options.maxStreams)
      return problemResponse(serverOverCapacityProblem, stateHeaders)
    let meterKey: string | undefined
    if (this.limiter) {
      // Streams skip the HTTP limiter; the first loop iteration pays before the preamble, so a
      // denial here is still a plain 429 problem (without X-Ratelimit-* headers, as Horizon's
      // StreamHandler calls the limiter directly). Validation failures before cost nothing.
      meterKey = rateLimitKey(request)
      if (this.limiter.take(meterKey).limited)
        return problemResponse(rateLimitExceededProblem, stateHeaders)
    }
    prepareStream(response, matched.common)
    if (request.method === 'HEAD') this.options.hub.answerHead(response)
    else if (result.kind === 'object') {
      const { json, refresh } = result
      const flat = (text: string): string => compactJson(withBase(text, escapedBase))
      this.options.hub.openObjectStream(response, flat(json), refresh && (() => flat(refresh())))
      if (meterKey !== undefined) this.meter?.trackObjectStream(meterKey, response)
    } else {
      this.options.hub.openPagedStream(response, {
        source:
          meterKey !== undefined && this.meter
            ? this.meter.meteredSource(result.source, meterKey)
            : result.source,
        // The rest of a page a slow socket could not take belongs to the same update: no token.
        restSource: result.source,
        cursor: result.page.cursor,
        order: result.page.order,
        limit: result.page.limit,
        renderRecord: this.recordRenderer(escapedBase, result),
      })
    }
    return undefined
  }

  /** Runs the route's handler; returns the response, or undefined when a stream took over. */
  private renderMatch(matched: MatchedRequest): CachedResponse | undefined {
    const { request, url, format, match, stateHeaders } = matched
    const base = requestBase(request)
    const lastEventIdHeader = request.headers['last-event-id']
    const query = parseQuery(url.search)
    const result = match.route.handle(
      {
        query,
        lastEventId: Array.isArray(lastEventIdHeader) ? lastEventIdHeader[0] : lastEventIdHeader,
        base,
        url,
      },
      match.parameters,
    )
    const escapedBase = jsonStringContent(base)
    if (format === 'event-stream') return this.openStream(matched, result, escapedBase)
    if (result.kind === 'object') {
      if (format === 'raw' && result.raw) return rawBytesResponse(result.raw, stateHeaders)
      return halResponse(Buffer.from(withBase(result.json, escapedBase)), stateHeaders)
    }
    const transform = result.transformRecord ?? ((row: PageRow) => row.json)
    const rows = result.source.fetch(result.page.cursor, result.page.order, result.page.limit)
    const links = pageLinks(base, url.pathname, query, result.page, rows)
    return pooledHalResponse(renderPageBytes(links, rows.map(transform), escapedBase), stateHeaders)
  }

  /** Routes one request; returns the response to send (and maybe cache), or undefined for SSE. */
  private render(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    format: ResponseFormat,
    common: readonly string[],
  ): CachedResponse | undefined {
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    const match = isRead ? this.table.match(url.pathname) : undefined
    if (!match) return problemResponse(notFoundProblem)
    const { route } = match
    if (
      format === 'none' ||
      (format === 'event-stream' && !route.stream) ||
      (format === 'raw' && !route.raw)
    )
      return problemResponse(notAcceptableProblem)
    // Horizon's state middleware sets Latest-Ledger before the action runs, so its problems
    // carry it too; the SSE preamble does not.
    const stateHeaders = route.latestLedgerHeader
      ? ['Latest-Ledger', String(this.options.latestLedger())]
      : NO_HEADERS
    try {
      return this.renderMatch({ request, response, url, format, common, match, stateHeaders })
    } catch (error) {
      if (error instanceof HorizonProblem) return problemResponse(error.body, stateHeaders)
      throw error
    }
  }

  /** Any failure after routing: Horizon's problem if it is one, else its generic server_error. */
  private answerFailure(
    request: IncomingMessage,
    response: ServerResponse,
    error: unknown,
    headers: { common: readonly string[]; rate: readonly string[] },
  ): void {
    if (response.headersSent) {
      response.destroy()
      return
    }
    const body = error instanceof HorizonProblem ? error.body : serverErrorProblem
    if (!(error instanceof HorizonProblem))
      this.log(`sandbox: unexpected error on ${request.method} ${request.url}: ${String(error)}`)
    // Never leak internals: Horizon's generic server_error body.
    for (const name of response.getHeaderNames()) response.removeHeader(name)
    sendResponse(response, problemResponse(body), headers.common, headers.rate)
  }

  /** POST /_sandbox/close: no CORS, no rate limit, answered once the closing is done. */
  private handleControl(
    request: IncomingMessage,
    response: ServerResponse,
    control: ControlActions,
  ): void {
    const refusal = controlRefusal(request)
    const url = parseRequestUrl(request.url)
    if (refusal || !url) {
      sendResponse(response, refusal ?? problemResponse(notFoundProblem), NO_HEADERS, NO_HEADERS)
      return
    }
    answerControl(url, control).then(
      (answer) => sendResponse(response, answer, NO_HEADERS, NO_HEADERS),
      (error: unknown) =>
        this.answerFailure(request, response, error, { common: NO_HEADERS, rate: NO_HEADERS }),
    )
  }

  /** A CORS preflight: rs/cors answers it itself (204), before the rate limiter and routing. */
  private answerPreflight(
    request: IncomingMessage,
    response: ServerResponse,
    preflightMethod: string,
  ): void {
    if (this.options.control && isControlTarget(request.url))
      sendResponse(response, controlPreflightRefusal(), NO_HEADERS, NO_HEADERS)
    else {
      response.writeHead(204, preflightHeaders(request, preflightMethod))
      response.end()
    }
  }

  /** Answers before routing: control requests and the sandbox's own limits. */
  private answerEarly(
    request: IncomingMessage,
    response: ServerResponse,
    common: readonly string[],
  ): boolean {
    const control = this.options.control
    if (this.options.overConnectionCap?.(request) === true) {
      sendResponse(response, overCapacityResponse, common, NO_HEADERS)
      return true
    }
    if (control && request.method === 'POST' && isControlTarget(request.url)) {
      this.handleControl(request, response, control)
      return true
    }
    if ((request.url?.length ?? 0) > this.options.maxUrlLength) {
      sendResponse(response, problemResponse(uriTooLongProblem), common, NO_HEADERS)
      return true
    }
    return false
  }

  /** The node:http request listener (bound: pass it as it is). */
  readonly listener = (request: IncomingMessage, response: ServerResponse): void => {
    let common: readonly string[] = NO_HEADERS
    let rate: readonly string[] = NO_HEADERS
    try {
      const preflightMethod = request.headers['access-control-request-method']
      if (request.method === 'OPTIONS' && preflightMethod !== undefined) {
        this.answerPreflight(request, response, preflightMethod)
        return
      }
      common = simpleRequestHeaders(request.headers.origin)
      if (this.answerEarly(request, response, common)) return
      const format = this.negotiate(request.headers.accept)
      const method = request.method

      // Horizon exempts whatever negotiates to SSE from the HTTP limiter (streams pay per update).
      if (this.limiter && format !== 'event-stream') {
        const result = this.limiter.take(rateLimitKey(request))
        rate = rateLimitHeaders(result)
        if (result.limited) {
          sendResponse(response, rateLimitedResponse, common, rate)
          return
        }
      }

      const cacheable =
        this.cache !== undefined &&
        (method === 'GET' || method === 'HEAD') &&
        format !== 'event-stream'
      const key = cacheable ? cacheKey(request, format) : undefined
      const hit = key === undefined ? undefined : this.cache?.get(key)
      if (hit) {
        sendResponse(response, hit, common, rate)
        return
      }

      const url = parseRequestUrl(request.url)
      const rendered = url
        ? this.render(request, response, url, format, common)
        : problemResponse(notFoundProblem)
      if (rendered === undefined) return
      // 4xx answers depend on the same inputs as 200s; 5xx are never kept.
      if (key !== undefined && rendered.status < 500) this.cache?.offer(key, rendered)
      sendResponse(response, rendered, common, rate)
    } catch (error) {
      this.answerFailure(request, response, error, { common, rate })
    }
  }
}

export function createRequestHandler(options: RequestHandlerOptions): RequestHandler {
  return new HorizonRequestHandler(options)
}
