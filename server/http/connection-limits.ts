// Limits node:http enforces before a request reaches the listener, answered as problem+json
// instead of node's bare status lines, and the cap on open connections.
//
// - Malformed requests (400), oversized request line + headers (431: node's maxHeaderSize, 16 KiB
//   by default, counts the URL too) and requests not received within headersTimeout /
//   requestTimeout (408) arrive as 'clientError'; the answer is written on the raw socket, which
//   is then closed. requestTimeout ends when the request (not the response) is complete, so a
//   long-lived SSE stream is never cut by it.
// - Connections over the cap are accepted (node's own maxConnections would drop them without a
//   word) and their requests answered with Horizon's 503 server_over_capacity, then closed.
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import {
  badRequestProblem,
  headersTooLargeProblem,
  PROBLEM_CONTENT_TYPE,
  renderProblemBody,
  requestTimeoutProblem,
  type ProblemBody,
} from '../protocol/problem.ts'

function clientErrorProblem(code: string | undefined): ProblemBody {
  if (code === 'HPE_HEADER_OVERFLOW') return headersTooLargeProblem
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return requestTimeoutProblem
  return badRequestProblem
}

function rawProblemResponse(body: ProblemBody): string {
  const bytes = Buffer.from(renderProblemBody(body))
  return (
    `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status] ?? ''}\r\n` +
    `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
    `Content-Length: ${bytes.length}\r\n` +
    `Connection: close\r\n\r\n${bytes.toString('utf8')}`
  )
}

/**
 * Node answers these itself with bare status lines: an HTTP/1.1 request without Host (400, turned
 * off with requireHostHeader: false so the listener below can answer) and CONNECT (no answer).
 */
export function requestWithoutHost(request: IncomingMessage): boolean {
  return request.httpVersion === '1.1' && request.headers.host === undefined
}

export function answerMissingHost(response: ServerResponse): void {
  const bytes = renderProblemBody(badRequestProblem)
  response.writeHead(badRequestProblem.status, {
    'Content-Type': PROBLEM_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(bytes),
    Connection: 'close',
  })
  response.end(bytes)
}

export function answerClientErrorsAsProblems(server: Server): void {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.end(rawProblemResponse(badRequestProblem))
  })
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As node's default: answer only while nothing was written on this connection yet (a
    // response in progress must not get a second status line), else just close.
    const written = (socket as Partial<Socket>).bytesWritten ?? 0
    if (error.code === 'ECONNRESET' || !socket.writable || written > 0) {
      socket.destroy()
      return
    }
    socket.end(rawProblemResponse(clientErrorProblem(error.code)))
  })
}

/** Counts open connections; the returned check says whether a request's connection is over the cap. */
export function capConnections(
  server: Server,
  maxConnections: number,
): (request: IncomingMessage) => boolean {
  let open = 0
  const overCapacity = new WeakSet<Socket>()
  server.on('connection', (socket: Socket) => {
    open += 1
    if (open > maxConnections) overCapacity.add(socket)
    socket.once('close', () => (open -= 1))
  })
  return (request) => overCapacity.has(request.socket)
}
