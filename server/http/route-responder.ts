// The pipeline's last step (request-pipeline.ts): match the route (router.ts over the table in
// resources/horizon-routes.ts), check the negotiated format against it, run its handler, and
// render HAL or a problem, or hand a validated stream request to the SSE hub (metered by
// stream-metering.ts when the rate limiter is on).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PageRow } from '../protocol/keyset-source.ts'
import {
  HorizonProblem,
  notAcceptableProblem,
  notFoundProblem,
  rateLimitExceededProblem,
  serverOverCapacityProblem,
} from '../protocol/problem.ts'
import { parseQuery } from '../protocol/query-string.ts'
import {
  compactJson,
  jsonStringContent,
  pageLinks,
  renderPageBytes,
  withBase,
} from '../protocol/render.ts'
import {
  RouteTable,
  type CollectionResult,
  type ObjectResult,
  type RouteDefinition,
  type RouteMatch,
} from '../protocol/router.ts'
import type { StreamHub } from '../streaming/stream-hub.ts'
import type { ResponseFormat } from './negotiation.ts'
import { rateLimitKey, type GcraRateLimiter } from './rate-limiter.ts'
import { requestBase } from './request-target.ts'
import type { CachedResponse } from './response-cache.ts'
import {
  halResponse,
  NO_HEADERS,
  pooledHalResponse,
  problemResponse,
  rawBytesResponse,
} from './responses.ts'
import { StreamMeter } from './stream-metering.ts'

export interface RouteResponderOptions {
  routes: RouteDefinition[]
  hub: StreamHub
  latestLedger(): number
  /** Horizon's per-IP limiter; absent = --per-hour-rate-limit 0 (disabled). */
  rateLimiter?: GcraRateLimiter
  /** Open SSE streams allowed; a stream request beyond it gets 503 server_over_capacity. */
  maxStreams: number
}

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

/** Sets the per-request headers on the response object, where the SSE hub's preamble adds its own. */
function prepareStream(response: ServerResponse, common: readonly string[]): void {
  for (let index = 0; index < common.length; index += 2)
    response.setHeader(common[index] as string, common[index + 1] as string)
}

export class RouteResponder {
  private readonly table: RouteTable
  private readonly compactRecordCache = new WeakMap<PageRow, Map<string, string>>()
  private readonly limiter: GcraRateLimiter | undefined
  private readonly meter: StreamMeter | undefined

  constructor(private readonly options: RouteResponderOptions) {
    this.table = new RouteTable(options.routes)
    this.limiter = options.rateLimiter
    this.meter = this.limiter ? new StreamMeter(this.limiter) : undefined
  }

  /** A ledger closed: every open metered stream spends its per-update token again. */
  ledgerClosed(): void {
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
    const hub = this.options.hub
    if (hub.openStreamCount >= this.options.maxStreams)
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
    if (request.method === 'HEAD') hub.answerHead(response)
    else if (result.kind === 'object') {
      const { json, refresh } = result
      const flat = (text: string): string => compactJson(withBase(text, escapedBase))
      hub.openObjectStream(response, flat(json), refresh && (() => flat(refresh())))
      if (meterKey !== undefined) this.meter?.trackObjectStream(meterKey, response)
    } else {
      hub.openPagedStream(response, {
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
  respond(
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
}
