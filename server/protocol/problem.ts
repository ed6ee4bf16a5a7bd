// Problem Details bodies exactly as Horizon renders them (support/render/problem): MarshalIndent
// 2-space, no trailing newline, `type` prefixed with the default host because Horizon never calls
// RegisterHost, and `detail`/`extras` omitted when empty.
import { goJsonIndent } from '../store/go-json.ts'

const problemTypeHost = 'https://stellar.org/horizon-errors/'

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8'

export interface ProblemBody {
  type: string
  title: string
  status: number
  detail?: string
  extras?: Record<string, string>
}

/** A problem thrown by request handling; the router renders it with its real status. */
export class HorizonProblem extends Error {
  readonly body: ProblemBody

  constructor(body: ProblemBody) {
    super(`problem: ${body.type.slice(problemTypeHost.length)}`)
    this.body = body
  }

  get status(): number {
    return this.body.status
  }

  /** Text of an SSE `event: error` after the preamble (Horizon's P.Error()). */
  streamErrorText(): string {
    const slug = this.body.type.slice(problemTypeHost.length)
    return `problem: ${slug}. full details: ${this.body.detail ?? ''}`
  }
}

function problem(slug: string, title: string, status: number, detail?: string): ProblemBody {
  const body: ProblemBody = { type: problemTypeHost + slug, title, status }
  if (detail !== undefined) body.detail = detail
  return body
}

const badRequestDetail = 'The request you sent was invalid in some way.'

export const notFoundProblem = problem(
  'not_found',
  'Resource Missing',
  404,
  'The resource at the url requested was not found.  This usually occurs for one of two reasons:  The url requested is not valid, or no data in our database could be found with the parameters provided.',
)

export const badRequestProblem = problem('bad_request', 'Bad Request', 400, badRequestDetail)

export const notAcceptableProblem = problem(
  'not_acceptable',
  'An acceptable response content-type could not be provided for this request',
  406,
)

export const beforeHistoryProblem = problem(
  'before_history',
  'Data Requested Is Before Recorded History',
  410,
  "This horizon instance is configured to only track a portion of the stellar network's latest history. This request is asking for results prior to the recorded history known to this horizon instance.",
)

/** Horizon's own RateLimitExceeded (internal/render/problem), not the SDK's generic one. */
export const rateLimitExceededProblem = problem(
  'rate_limit_exceeded',
  'Rate Limit Exceeded',
  429,
  "The rate limit for the requesting IP address is over its alloted limit.  The allowed limit and requests left per time period are communicated to clients via the http response headers 'X-RateLimit-*' headers.",
)

export const serverErrorProblem = problem(
  'server_error',
  'Internal Server Error',
  500,
  'An error occurred while processing this request.  This is usually due to a bug within the server software.  Trying this request again may succeed if the bug is transient, otherwise please report this issue to the issue tracker at: https://github.com/stellar/go/issues. Please include this response in your issue.',
)

/** Horizon's ServerOverCapacity (internal/render/problem): the sandbox's stream/connection caps. */
export const serverOverCapacityProblem = problem(
  'server_over_capacity',
  'Server Over Capacity',
  503,
  'This horizon server is currently overloaded.  Please wait for several minutes before trying your request again.',
)

// Horizon has no problems of its own for the following answers (Go's net/http answers them in
// plain text, or they are sandbox-only); they keep Horizon's problem shape so every error the
// sandbox sends is problem+json.

export const forbiddenProblem = problem(
  'forbidden',
  'Forbidden',
  403,
  'The sandbox control endpoint only accepts requests from loopback clients, without an Origin header (never from a web page).',
)

export const uriTooLongProblem = problem(
  'uri_too_long',
  'URI Too Long',
  414,
  'The request target is longer than this server accepts.',
)

export const headersTooLargeProblem = problem(
  'request_header_fields_too_large',
  'Request Header Fields Too Large',
  431,
  'The request line and headers are larger than this server accepts.',
)

export const requestTimeoutProblem = problem(
  'request_timeout',
  'Request Timeout',
  408,
  'The request was not received completely in time.',
)

/** Horizon's MakeInvalidFieldProblem: 400 bad_request with `invalid_field` and `reason`. */
export function invalidFieldProblem(field: string, reason: string): HorizonProblem {
  return new HorizonProblem({
    ...badRequestProblem,
    extras: { invalid_field: field, reason },
  })
}

export function renderProblemBody(body: ProblemBody): string {
  return goJsonIndent(body)
}

export const notFound = (): HorizonProblem => new HorizonProblem(notFoundProblem)
export const badRequest = (): HorizonProblem => new HorizonProblem(badRequestProblem)
export const beforeHistory = (): HorizonProblem => new HorizonProblem(beforeHistoryProblem)
