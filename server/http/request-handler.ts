// The node:http request listener: CORS (before routing, as Horizon's rs/cors), cache headers,
// trailing-slash tolerant routing, content negotiation, HAL/problem rendering and the hand-off
// of validated requests to the SSE hub. Rate limiting is not implemented; it would slot in right
// after CORS, where Horizon has it.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { goJsonIndent } from '../store/go-json.ts'
import type { StreamHub } from '../streaming/stream-hub.ts'
import { negotiateFormat } from './negotiation.ts'
import { parseQuery } from './query-string.ts'
import {
  HorizonProblem,
  notAcceptableProblem,
  notFoundProblem,
  PROBLEM_CONTENT_TYPE,
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
  renderPage,
  withBase,
} from './render.ts'
import type { RouteContext, RouteDefinition, RouteResult } from './horizon-routes.ts'
import type { PageRow } from './keyset-source.ts'

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

export function createRequestHandler(
  options: RequestHandlerOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const tree = buildTree(options.routes)
  const compactRecordCache = new WeakMap<PageRow, Map<string, string>>()
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`))

  function sendProblem(response: ServerResponse, body: ProblemBody): void {
    response.statusCode = body.status
    response.setHeader('Content-Type', PROBLEM_CONTENT_TYPE)
    response.end(renderProblemBody(body))
  }

  function sendJson(response: ServerResponse, status: number, body: string): void {
    response.statusCode = status
    response.setHeader('Content-Type', HAL_CONTENT_TYPE)
    response.setHeader('Content-Disposition', 'inline')
    response.end(body)
  }

  function applyCors(request: IncomingMessage, response: ServerResponse): boolean {
    const origin = request.headers.origin
    const requestedMethod = request.headers['access-control-request-method']
    if (request.method === 'OPTIONS' && requestedMethod !== undefined) {
      response.setHeader('Vary', [
        'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      ])
      const method = requestedMethod.toUpperCase()
      if (origin !== undefined && ['GET', 'POST', 'HEAD'].includes(method)) {
        response.setHeader('Access-Control-Allow-Origin', origin)
        response.setHeader('Access-Control-Allow-Methods', method)
        const requestedHeaders = request.headers['access-control-request-headers']
        if (requestedHeaders) response.setHeader('Access-Control-Allow-Headers', requestedHeaders)
      }
      response.statusCode = 204
      response.end()
      return true
    }
    response.setHeader('Vary', 'Origin')
    if (origin !== undefined) {
      response.setHeader('Access-Control-Allow-Origin', origin)
      response.setHeader('Access-Control-Expose-Headers', 'Date, Latest-Ledger')
    }
    return false
  }

  function handleControl(url: URL, response: ServerResponse, control: ControlActions): void {
    const countText = url.searchParams.get('count') ?? '1'
    const count = /^\d+$/.test(countText) ? Number(countText) : NaN
    if (!(count >= 1 && count <= 10_000))
      throw invalidFieldProblem('count', 'count must be an integer from 1 to 10000')
    const closed = control.closeLedgers(count)
    response.statusCode = 200
    response.setHeader('Content-Type', 'application/json; charset=utf-8')
    response.end(goJsonIndent({ closed }))
  }

  function respond(
    request: IncomingMessage,
    response: ServerResponse,
    route: RouteDefinition,
    parameters: string[],
    url: URL,
    base: string,
  ): void {
    const format = negotiateFormat(request.headers.accept)
    if (
      format === 'none' ||
      (format === 'event-stream' && !route.streamable) ||
      (format === 'raw' && !route.raw)
    ) {
      sendProblem(response, notAcceptableProblem)
      return
    }
    const lastEventIdHeader = request.headers['last-event-id']
    const query = parseQuery(url.search)
    const context: RouteContext = {
      query,
      lastEventId: Array.isArray(lastEventIdHeader) ? lastEventIdHeader[0] : lastEventIdHeader,
      base,
    }
    if (route.stateEndpoint) response.setHeader('Latest-Ledger', String(options.latestLedger()))
    const result: RouteResult = route.handle(context, parameters)
    const escapedBase = jsonStringContent(base)

    if (result.kind === 'object') {
      if (format === 'raw' && result.raw) {
        response.statusCode = 200
        response.setHeader('Content-Type', 'application/octet-stream')
        response.setHeader('Content-Disposition', 'inline')
        response.end(result.raw)
      } else if (format === 'event-stream') {
        options.hub.openObjectStream(response, compactJson(withBase(result.json, escapedBase)))
      } else sendJson(response, 200, withBase(result.json, escapedBase))
      return
    }

    const transform = result.transformRecord ?? ((row: { json: string }) => row.json)
    if (format === 'event-stream') {
      // Streams sharing a query share row objects; render each row once per base URL/variant.
      const variant = `${escapedBase}|${result.transformRecord ? 'joined' : 'plain'}`
      options.hub.openPagedStream(response, {
        source: result.source,
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
      return
    }
    const rows = result.source.fetch(result.page.cursor, result.page.order, result.page.limit)
    const links = pageLinks(base, url.pathname, query, result.page, rows)
    sendJson(response, 200, withBase(renderPage(links, rows.map(transform)), escapedBase))
  }

  return (request, response) => {
    try {
      if (applyCors(request, response)) return
      response.setHeader('Cache-Control', 'no-cache, no-store, max-age=0')
      const base = requestBase(request)
      const url = parseRequestUrl(request.url)
      if (!url) {
        sendProblem(response, notFoundProblem)
        return
      }
      if (request.method === 'POST' && url.pathname === '/_sandbox/close' && options.control) {
        handleControl(url, response, options.control)
        return
      }
      const match =
        request.method === 'GET' || request.method === 'HEAD'
          ? matchRoute(tree, url.pathname)
          : undefined
      if (!match) {
        sendProblem(response, notFoundProblem)
        return
      }
      respond(request, response, match.route, match.parameters, url, base)
    } catch (error) {
      if (response.headersSent) {
        response.destroy()
        return
      }
      if (error instanceof HorizonProblem) sendProblem(response, error.body)
      else {
        log(`sandbox: unexpected error on ${request.method} ${request.url}: ${String(error)}`)
        // Never leak internals: Horizon's generic server_error body.
        sendProblem(response, serverErrorProblem)
      }
    }
  }
}
