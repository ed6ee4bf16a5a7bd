// The node:http request listener as Horizon's middleware chain: one ordered list of steps
// (`requestSteps`), read top to bottom. A step either answers the request and returns true, or
// adds what the later steps need (headers, format, cache key) to the exchange and returns false.
// The sandbox's own limits (connection cap, URL length) and its control endpoint sit where
// Horizon's router would refuse or never see them.
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  HorizonProblem,
  notFoundProblem,
  rateLimitExceededProblem,
  serverErrorProblem,
  serverOverCapacityProblem,
  uriTooLongProblem,
} from '../protocol/problem.ts'
import type { RouteDefinition } from '../protocol/router.ts'
import type { StreamHub } from '../streaming/stream-hub.ts'
import {
  answerControl,
  controlPreflightRefusal,
  controlRefusal,
  isControlTarget,
  type ControlActions,
} from './control-endpoint.ts'
import { preflightHeaders, simpleRequestHeaders } from './cors.ts'
import { createFormatNegotiator, type ResponseFormat } from './negotiation.ts'
import { rateLimitHeaders, rateLimitKey, type GcraRateLimiter } from './rate-limiter.ts'
import { cacheKey, parseRequestUrl } from './request-target.ts'
import { ResponseCache } from './response-cache.ts'
import { NO_HEADERS, problemResponse, sendResponse } from './responses.ts'
import { RouteResponder } from './route-responder.ts'
import type { WellKnownAnswer } from '../well-known/well-known-responses.ts'

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
  /** The sandbox's stand-in for its issuers' web sites (server/well-known/). */
  wellKnown?: WellKnownAnswer
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

/** One request on its way through the steps. */
interface Exchange {
  readonly request: IncomingMessage
  readonly response: ServerResponse
  /** CORS and Cache-Control headers of this request (none until the CORS step). */
  common: readonly string[]
  /** X-Ratelimit-* headers, once the rate limiter has counted the request. */
  rate: readonly string[]
  /** The negotiated response format (set by the negotiation step). */
  format: ResponseFormat
  /** Where a cacheable request's response is kept; undefined when it is not cacheable. */
  cacheKey: string | undefined
}

/** Returns true when it answered the request (or handed it to a stream or a pending task). */
type RequestStep = (exchange: Exchange) => boolean

type FailureAnswer = (exchange: Exchange, error: unknown) => void

const passOn: RequestStep = () => false

/** A CORS preflight: rs/cors answers it itself (204), before the rate limiter and routing. */
const answerPreflight =
  (control: ControlActions | undefined): RequestStep =>
  ({ request, response }) => {
    const preflightMethod = request.headers['access-control-request-method']
    if (request.method !== 'OPTIONS' || preflightMethod === undefined) return false
    if (control && isControlTarget(request.url))
      sendResponse(response, controlPreflightRefusal(), NO_HEADERS, NO_HEADERS)
    else {
      response.writeHead(204, preflightHeaders(request, preflightMethod))
      response.end()
    }
    return true
  }

/** CORS (as rs/cors, first of Horizon's middleware) and Cache-Control on every later answer. */
const addCorsHeaders: RequestStep = (exchange) => {
  exchange.common = simpleRequestHeaders(exchange.request.headers.origin)
  return false
}

const overCapacityResponse = problemResponse(serverOverCapacityProblem, ['Connection', 'close'])

/** A connection beyond the cap gets 503, then is closed (connection-limits.ts). */
const refuseOverConnectionCap =
  (overCap: ((request: IncomingMessage) => boolean) | undefined): RequestStep =>
  ({ request, response, common }) => {
    if (overCap?.(request) !== true) return false
    sendResponse(response, overCapacityResponse, common, NO_HEADERS)
    return true
  }

/** POST /_sandbox/close: no CORS, no rate limit, answered once the closing is done. */
const answerControlRequest = (
  control: ControlActions | undefined,
  answerFailure: FailureAnswer,
): RequestStep => {
  if (!control) return passOn
  return (exchange) => {
    const { request, response } = exchange
    if (request.method !== 'POST' || !isControlTarget(request.url)) return false
    const refusal = controlRefusal(request)
    const url = parseRequestUrl(request.url)
    if (refusal || !url) {
      sendResponse(response, refusal ?? problemResponse(notFoundProblem), NO_HEADERS, NO_HEADERS)
      return true
    }
    answerControl(url, control).then(
      (answer) => sendResponse(response, answer, NO_HEADERS, NO_HEADERS),
      (error: unknown) =>
        answerFailure({ ...exchange, common: NO_HEADERS, rate: NO_HEADERS }, error),
    )
    return true
  }
}

/** /.well-known/…: not Horizon, so neither rate-limited nor cached; CORS like every answer. */
const answerWellKnown =
  (wellKnown: WellKnownAnswer | undefined): RequestStep =>
  ({ request, response, common }) => {
    const answer = wellKnown?.(request)
    if (answer === undefined) return false
    sendResponse(response, answer, common, NO_HEADERS)
    return true
  }

const refuseLongUrl =
  (maxUrlLength: number): RequestStep =>
  ({ request, response, common }) => {
    if ((request.url?.length ?? 0) <= maxUrlLength) return false
    sendResponse(response, problemResponse(uriTooLongProblem), common, NO_HEADERS)
    return true
  }

const negotiateFormat = (): RequestStep => {
  const negotiate = createFormatNegotiator()
  return (exchange) => {
    exchange.format = negotiate(exchange.request.headers.accept)
    return false
  }
}

const rateLimitedResponse = problemResponse(rateLimitExceededProblem)

/** Horizon's per-IP limiter; whatever negotiates to SSE is exempt (streams pay per update). */
const limitRate =
  (limiter: GcraRateLimiter | undefined): RequestStep =>
  (exchange) => {
    if (!limiter || exchange.format === 'event-stream') return false
    const result = limiter.take(rateLimitKey(exchange.request))
    exchange.rate = rateLimitHeaders(result)
    if (!result.limited) return false
    sendResponse(exchange.response, rateLimitedResponse, exchange.common, exchange.rate)
    return true
  }

/** GET/HEAD JSON answers are kept until the next ledger close; streams never are. */
const answerFromCache =
  (cache: ResponseCache | undefined): RequestStep =>
  (exchange) => {
    const { request, format } = exchange
    const method = request.method
    if (!cache || (method !== 'GET' && method !== 'HEAD') || format === 'event-stream') return false
    exchange.cacheKey = cacheKey(request, format)
    const hit = cache.get(exchange.cacheKey)
    if (!hit) return false
    sendResponse(exchange.response, hit, exchange.common, exchange.rate)
    return true
  }

/** Routing, the handler and rendering (route-responder.ts); the answer is offered to the cache. */
const respondToRoute =
  (responder: RouteResponder, cache: ResponseCache | undefined): RequestStep =>
  ({ request, response, format, common, rate, cacheKey: key }) => {
    const url = parseRequestUrl(request.url)
    const rendered = url
      ? responder.respond(request, response, url, format, common)
      : problemResponse(notFoundProblem)
    if (rendered === undefined) return true
    // 4xx answers depend on the same inputs as 200s; 5xx are never kept.
    if (key !== undefined && rendered.status < 500) cache?.offer(key, rendered)
    sendResponse(response, rendered, common, rate)
    return true
  }

/** Any failure after routing: Horizon's problem if it is one, else its generic server_error. */
const failureAnswer =
  (log: (message: string) => void): FailureAnswer =>
  ({ request, response, common, rate }, error) => {
    if (response.headersSent) {
      response.destroy()
      return
    }
    const body = error instanceof HorizonProblem ? error.body : serverErrorProblem
    if (!(error instanceof HorizonProblem))
      log(`sandbox: unexpected error on ${request.method} ${request.url}: ${String(error)}`)
    // Never leak internals: Horizon's generic server_error body.
    for (const name of response.getHeaderNames()) response.removeHeader(name)
    sendResponse(response, problemResponse(body), common, rate)
  }

export function createRequestHandler(options: RequestHandlerOptions): RequestHandler {
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`))
  const answerFailure = failureAnswer(log)
  const cache =
    options.responseCacheBytes > 0 ? new ResponseCache(options.responseCacheBytes) : undefined
  const responder = new RouteResponder(options)
  const requestSteps: RequestStep[] = [
    answerPreflight(options.control),
    addCorsHeaders,
    refuseOverConnectionCap(options.overConnectionCap),
    answerControlRequest(options.control, answerFailure),
    refuseLongUrl(options.maxUrlLength),
    answerWellKnown(options.wellKnown),
    negotiateFormat(),
    limitRate(options.rateLimiter),
    answerFromCache(cache),
    respondToRoute(responder, cache),
  ]
  return {
    cache,
    ledgerClosed() {
      cache?.clear()
      responder.ledgerClosed()
    },
    listener(request, response) {
      const exchange: Exchange = {
        request,
        response,
        common: NO_HEADERS,
        rate: NO_HEADERS,
        format: 'none',
        cacheKey: undefined,
      }
      try {
        for (const step of requestSteps) if (step(exchange)) return
      } catch (error) {
        answerFailure(exchange, error)
      }
    },
  }
}
