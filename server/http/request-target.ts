// What a request's target and headers say about where it goes and which bytes answer it: the
// parsed URL, the base URL of its links and the key of its cached response.
import type { IncomingMessage } from 'node:http'
import type { ResponseFormat } from './negotiation.ts'

/** Concatenated rather than resolved, so a path such as `//x` stays a path (→ 404). */
export function parseRequestUrl(target: string | undefined): URL | undefined {
  if (target === undefined || !target.startsWith('/')) return undefined
  try {
    return new URL(`http://sandbox.invalid${target}`)
  } catch {
    return undefined
  }
}

export function requestBase(request: IncomingMessage): string {
  const forwardedProto = request.headers['x-forwarded-proto']
  const scheme =
    (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto) ||
    ('encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http')
  return `${scheme}://${request.headers.host ?? ''}`
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/** Everything that changes the bytes of a cacheable response (see requestBase and renderMatch). */
export function cacheKey(request: IncomingMessage, format: ResponseFormat): string {
  // Header values and request targets never contain a line feed, so the key is unambiguous.
  const headers = request.headers
  return `${format}\n${headerText(headers.host)}\n${headerText(headers['x-forwarded-proto'])}\n${headerText(headers['last-event-id'])}\n${request.url ?? ''}`
}
