// CORS the way Horizon's rs/cors answers (before rate limiting and routing): every origin is
// allowed for GET/POST/HEAD, a preflight gets a bare 204, and a simple request echoes its Origin
// and exposes Date and Latest-Ledger. The sandbox's control endpoint opts out (control-endpoint.ts).
import type { IncomingMessage } from 'node:http'

const CACHE_CONTROL = 'no-cache, no-store, max-age=0'
const PREFLIGHT_METHODS = new Set(['GET', 'POST', 'HEAD'])

/** CORS for a simple request, then Horizon's Cache-Control; the SSE preamble overrides both. */
export function simpleRequestHeaders(origin: string | undefined): string[] {
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

/** The headers of rs/cors's 204 answer to a preflight asking for `requestedMethod`. */
export function preflightHeaders(request: IncomingMessage, requestedMethod: string): string[] {
  const origin = request.headers.origin
  const headers = ['Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers']
  const method = requestedMethod.toUpperCase()
  if (origin !== undefined && PREFLIGHT_METHODS.has(method)) {
    headers.push('Access-Control-Allow-Origin', origin, 'Access-Control-Allow-Methods', method)
    const requestedHeaders = request.headers['access-control-request-headers']
    if (requestedHeaders) headers.push('Access-Control-Allow-Headers', requestedHeaders)
  }
  return headers
}
