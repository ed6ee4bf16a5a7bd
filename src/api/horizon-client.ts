import type { Problem } from '@/api/horizon-types'
import type { HorizonRequest } from '@/api/horizon-transport'
import { horizonTransportOf } from '@/api/horizon-transport'
import { readBodyWithin, within } from '@/api/timed-read'

export type HorizonErrorKind =
  | 'invalid'
  | 'not_found'
  | 'before_history'
  | 'rate_limited'
  | 'unreachable'
  | 'server'
  | 'timeout'
  | 'unexpected'

/** The only error type the data layer throws; route error boundaries branch on `kind`. */
export class HorizonError extends Error {
  readonly kind: HorizonErrorKind
  readonly status: number | null
  readonly url: string
  readonly problem: Problem | null
  /** For 400s: the offending parameter and Horizon's reason (from `extras`). */
  readonly invalidField: string | null
  readonly reason: string | null
  /** For 429s: seconds to wait before retrying (Retry-After), when Horizon said. */
  readonly retryAfterSeconds: number | null

  constructor(init: {
    kind: HorizonErrorKind
    message: string
    url: string
    status?: number | null
    problem?: Problem | null
    invalidField?: string | null
    reason?: string | null
    retryAfterSeconds?: number | null
  }) {
    super(init.message)
    this.name = 'HorizonError'
    this.kind = init.kind
    this.url = init.url
    this.status = init.status ?? null
    this.problem = init.problem ?? null
    this.invalidField = init.invalidField ?? null
    this.reason = init.reason ?? null
    this.retryAfterSeconds = init.retryAfterSeconds ?? null
  }
}

export function isHorizonError(value: unknown): value is HorizonError {
  return value instanceof HorizonError
}

export type SearchInit = Record<string, string | null | undefined> | URLSearchParams

/** Joins a Horizon base URL, a path and query parameters (empty values are dropped). */
export function horizonUrl(baseUrl: string, path: string, search?: SearchInit): string {
  const base = baseUrl.replace(/\/+$/, '')
  const suffix = path.startsWith('/') ? path : `/${path}`
  const params = new URLSearchParams()
  if (search instanceof URLSearchParams) {
    search.forEach((value, key) => params.append(key, value))
  } else if (search) {
    for (const [key, value] of Object.entries(search)) {
      if (value !== null && value !== undefined && value !== '') params.set(key, value)
    }
  }
  const query = params.toString()
  return `${base}${suffix === '/' ? '/' : suffix}${query ? `?${query}` : ''}`
}

function parseProblem(body: unknown): Problem | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as Record<string, unknown>
  if (typeof record.title !== 'string' || typeof record.status !== 'number') return null
  return {
    type: typeof record.type === 'string' ? record.type : 'about:blank',
    title: record.title,
    status: record.status,
    detail: typeof record.detail === 'string' ? record.detail : undefined,
    extras:
      typeof record.extras === 'object' && record.extras !== null
        ? (record.extras as Record<string, unknown>)
        : undefined,
  }
}

function parseRetryAfter(header: string | null): number | null {
  if (header === null) return null
  const seconds = Number.parseInt(header, 10)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds
  const date = Date.parse(header)
  if (Number.isNaN(date)) return null
  return Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/** Turns a non-2xx response (status + parsed body + headers) into a typed HorizonError. */
export function classifyErrorResponse(
  url: string,
  status: number,
  body: unknown,
  headers: Headers,
): HorizonError {
  const problem = parseProblem(body)
  const base = { url, status, problem }
  if (status === 400) {
    const extras = problem?.extras
    const invalidField = typeof extras?.invalid_field === 'string' ? extras.invalid_field : null
    const reason = typeof extras?.reason === 'string' ? extras.reason : null
    return new HorizonError({
      ...base,
      kind: 'invalid',
      invalidField,
      reason,
      message: invalidField
        ? `Horizon rejected the request: ${invalidField}: ${reason ?? 'invalid value'}`
        : `Horizon rejected the request: ${problem?.detail ?? problem?.title ?? 'Bad Request'}`,
    })
  }
  if (status === 404) {
    return new HorizonError({ ...base, kind: 'not_found', message: 'Not found on this Horizon' })
  }
  if (status === 410) {
    return new HorizonError({
      ...base,
      kind: 'before_history',
      message: 'This data is older than the history this Horizon keeps',
    })
  }
  if (status === 429) {
    return new HorizonError({
      ...base,
      kind: 'rate_limited',
      retryAfterSeconds: parseRetryAfter(headers.get('Retry-After')),
      message: 'Horizon rate limit exceeded',
    })
  }
  if (status >= 500) {
    return new HorizonError({
      ...base,
      kind: 'server',
      message: `Horizon server error ${status}: ${problem?.title ?? 'no details'}`,
    })
  }
  return new HorizonError({
    ...base,
    kind: 'unexpected',
    message: `Unexpected Horizon response ${status}: ${problem?.title ?? ''}`.trim(),
  })
}

/**
 * GET a Horizon resource and return its JSON as `unknown`; callers (the query factories) cast it
 * next to the type it claims. Everything that goes wrong becomes a HorizonError. A query function
 * passes its context as `request`: its signal, and its client's transport (horizon-transport.ts).
 */
export async function horizonGet(
  baseUrl: string,
  path: string,
  search?: SearchInit,
  request?: HorizonRequest,
): Promise<unknown> {
  const url = horizonUrl(baseUrl, path, search)
  return horizonGetUrl(url, request)
}

/** GET an absolute Horizon URL (e.g. one taken from a record's `_links`). */
export async function horizonGetUrl(url: string, request?: HorizonRequest): Promise<unknown> {
  return (await horizonGetResponse(url, request)).body
}

/** How long Horizon may take to start answering (status and headers) and to send a whole body. */
export const horizonAnswerTimeoutMs = 30_000
/**
 * How long a body may stop mid-way. Horizon renders a JSON answer in full before it writes it, so
 * a pause of seconds inside a body is a stalled connection or a hostile server, never a slow query.
 */
export const horizonBodyIdleTimeoutMs = 3_000

function timeoutError(url: string, what: string): HorizonError {
  return new HorizonError({
    kind: 'timeout',
    url,
    message: `Horizon did not answer in time (${what})`,
  })
}

/** GET an absolute Horizon URL and keep the response headers (rate-limit counters). */
export async function horizonGetResponse(
  url: string,
  request?: HorizonRequest,
): Promise<{ body: unknown; headers: Headers }> {
  const signal = request?.signal
  const transport = horizonTransportOf(request)
  const deadline = Date.now() + horizonAnswerTimeoutMs
  let response: Response
  try {
    // The caller's signal goes to fetch as it is; the timeouts below race it instead of aborting.
    response = await within(
      transport(url, { headers: { Accept: 'application/hal+json' }, signal }),
      horizonAnswerTimeoutMs,
      () => timeoutError(url, `no answer within ${horizonAnswerTimeoutMs / 1000} s`),
    )
  } catch (cause) {
    if (signal?.aborted || isHorizonError(cause)) throw cause
    throw new HorizonError({
      kind: 'unreachable',
      url,
      message: `Could not reach Horizon at ${new URL(url).origin} (network failure, CORS or the server is down)`,
    })
  }
  const text = await readBodyWithin(response, {
    idleMs: horizonBodyIdleTimeoutMs,
    deadline,
    stalled: (characters) => timeoutError(url, `the answer stopped after ${characters} characters`),
  })
  let body: unknown = undefined
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  if (!response.ok) throw classifyErrorResponse(url, response.status, body, response.headers)
  if (body === undefined) {
    throw new HorizonError({
      kind: 'unexpected',
      url,
      status: response.status,
      message: 'Horizon answered with something that is not JSON',
    })
  }
  return { body, headers: response.headers }
}
