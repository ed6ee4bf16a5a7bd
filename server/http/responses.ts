// Complete responses as status + header list + body bytes, the form the response cache keeps.
// Every non-SSE response is sent with one writeHead(status, [name, value, …]) + end(Buffer): the
// per-request headers (CORS, Cache-Control, rate limit; Date comes from node) followed by the
// headers that belong to the body (Content-Type, Content-Length, Latest-Ledger…).
import type { ServerResponse } from 'node:http'
import { goJsonIndent } from '../store/go-json.ts'
import type { BorrowedBytes } from '../protocol/page-bytes.ts'
import { PROBLEM_CONTENT_TYPE, renderProblemBody, type ProblemBody } from '../protocol/problem.ts'
import { HAL_CONTENT_TYPE } from '../protocol/render.ts'
import type { CachedResponse } from './response-cache.ts'

export const NO_HEADERS: readonly string[] = []

export function problemResponse(
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

/** A 200 with `Content-Disposition: inline`, as Horizon sends HAL and raw data values. */
function inlineResponse(
  contentType: string,
  body: Buffer,
  extraHeaders: readonly string[],
): CachedResponse {
  return {
    status: 200,
    headers: [
      'Content-Type',
      contentType,
      'Content-Disposition',
      'inline',
      ...extraHeaders,
      'Content-Length',
      String(body.length),
    ],
    body,
  }
}

export const halResponse = (body: Buffer, extraHeaders: readonly string[]): CachedResponse =>
  inlineResponse(HAL_CONTENT_TYPE, body, extraHeaders)

/** A HAL page whose bytes are borrowed from the page pool until the response is written. */
export const pooledHalResponse = (
  page: BorrowedBytes,
  extraHeaders: readonly string[],
): CachedResponse => ({
  ...inlineResponse(HAL_CONTENT_TYPE, page.body, extraHeaders),
  release: page.release,
})

export const rawBytesResponse = (body: Buffer, extraHeaders: readonly string[]): CachedResponse =>
  inlineResponse('application/octet-stream', body, extraHeaders)

/** Plain JSON (not HAL): the sandbox's own control endpoint. */
export function plainJsonResponse(value: unknown): CachedResponse {
  const body = Buffer.from(goJsonIndent(value))
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

export function sendResponse(
  response: ServerResponse,
  entry: CachedResponse,
  common: readonly string[],
  rate: readonly string[],
): void {
  response.writeHead(entry.status, common.concat(entry.headers, rate))
  // 'finish' means node has handed every byte to the socket, so borrowed bytes can be reused.
  // Without it (the connection failed first) the slab is simply garbage-collected.
  if (entry.release) response.end(entry.body, entry.release)
  else response.end(entry.body)
}
