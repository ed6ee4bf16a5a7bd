import { classifyErrorResponse } from '@/api/horizon-client'
import type { StreamProbe } from '@/api/stream-types'

/**
 * The default StreamProbe: the same URL as JSON with limit=1, one request, made only after a
 * failed connect (EventSource hides status codes). The answer is read by horizon-client's own
 * problem+json and Retry-After parsing, so a stream and a page explain one failure alike.
 */
export const probeStreamUrl: StreamProbe = async (streamUrl) => {
  const url = new URL(streamUrl)
  url.searchParams.set('limit', '1')
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  if (response.ok) return { status: response.status, retryAfterSeconds: null, detail: null }
  // Every byte from a Horizon is untrusted: a body that is not JSON just has no details.
  const body: unknown = await response.json().catch(() => null)
  const error = classifyErrorResponse(url.toString(), response.status, body, response.headers)
  const problemParts = [error.problem?.title, error.problem?.detail].filter(
    (part): part is string => part !== undefined && part !== '',
  )
  return {
    status: response.status,
    retryAfterSeconds: error.retryAfterSeconds,
    detail: problemParts.length > 0 ? problemParts.join(': ') : null,
  }
}
