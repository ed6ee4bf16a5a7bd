// POST /rpc: Stellar RPC on the sandbox's port, as Quickstart serves it (Horizon at /, RPC at
// /rpc). The HTTP layer is stellar-rpc's: rs/cors with every origin echoed and any header allowed,
// http.MaxBytesHandler at 512 KiB, then jrpc2's jhttp.Bridge — 405 (with Accept-Post) for
// anything but POST, 415 unless the body is application/json, plain-text 500s for a body that
// cannot be read or is not JSON, and JSON-RPC 2.0 answers otherwise (a batch in an array).
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  JSON_RPC_CODES,
  RpcError,
  errorMessage,
  parseRequestBody,
  resultMessage,
  type ParsedCall,
} from './json-rpc.ts'
import { RpcContext } from './rpc-context.ts'
import { RPC_METHODS } from './rpc-methods.ts'
import { RpcStore } from './rpc-store.ts'
import type { SandboxDatabase } from '../store/database.ts'

/** stellar-rpc's maxHTTPRequestSize. */
export const MAX_RPC_REQUEST_BYTES = 512 * 1024

const RPC_PATH = '/rpc'
const PREFLIGHT_METHODS = new Set(['GET', 'PUT', 'POST', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])

export function isRpcTarget(target: string | undefined): boolean {
  return target === RPC_PATH || target?.startsWith(`${RPC_PATH}?`) === true
}

export interface RpcEndpoint {
  listener(request: IncomingMessage, response: ServerResponse): void
  /** Call after every closed ledger: the retention window and the ledger state moved. */
  ledgerClosed(): void
}

export interface RpcEndpointOptions {
  db: SandboxDatabase
  /** Ledgers kept (--rpc-retention). */
  retentionLedgers: number
  log?: (message: string) => void
}

function corsHeaders(request: IncomingMessage): string[] {
  const origin = request.headers.origin
  return origin === undefined
    ? ['Vary', 'Origin']
    : ['Vary', 'Origin', 'Access-Control-Allow-Origin', origin]
}

function answerPreflight(request: IncomingMessage, response: ServerResponse, method: string): void {
  const headers = ['Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers']
  const origin = request.headers.origin
  if (origin !== undefined && PREFLIGHT_METHODS.has(method.toUpperCase())) {
    headers.push(
      'Access-Control-Allow-Origin',
      origin,
      'Access-Control-Allow-Methods',
      method.toUpperCase(),
    )
    const requested = request.headers['access-control-request-headers']
    if (requested) headers.push('Access-Control-Allow-Headers', requested)
  }
  response.writeHead(204, headers)
  response.end()
}

function send(response: ServerResponse, status: number, headers: string[], body: string): void {
  const bytes = Buffer.from(body)
  response.writeHead(status, [...headers, 'Content-Length', String(bytes.length)])
  response.end(bytes)
}

/** Go's http.Error: a plain-text line. */
function sendText(response: ServerResponse, status: number, cors: string[], text: string): void {
  send(
    response,
    status,
    [...cors, 'Content-Type', 'text/plain; charset=utf-8', 'X-Content-Type-Options', 'nosniff'],
    `${text}\n`,
  )
}

/** jhttp.Bridge's checks of method and media type; true when the request may go on. */
function acceptable(request: IncomingMessage, response: ServerResponse, cors: string[]): boolean {
  if (request.method !== 'POST') {
    response.writeHead(405, [...cors, 'Accept-Post', 'application/json', 'Content-Length', '0'])
    response.end()
    return false
  }
  const [mediaType = '', ...parameters] = (request.headers['content-type'] ?? '').split(';')
  const charset = parameters
    .map((parameter) => parameter.trim().split('='))
    .find(([name]) => name?.toLowerCase() === 'charset')?.[1]
  if (mediaType.trim().toLowerCase() !== 'application/json') {
    sendText(response, 415, cors, 'content-type must be application/json')
    return false
  }
  if (charset !== undefined && !['utf-8', 'utf8'].includes(charset.toLowerCase())) {
    sendText(response, 415, cors, 'invalid content-type charset')
    return false
  }
  return true
}

class SandboxRpcEndpoint implements RpcEndpoint {
  private readonly context: RpcContext
  private readonly log: (message: string) => void

  constructor(options: RpcEndpointOptions) {
    this.context = new RpcContext(new RpcStore(options.db), options.retentionLedgers)
    this.log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`))
  }

  readonly ledgerClosed = (): void => this.context.ledgerClosed()

  /** One member's answer, or undefined for a notification (it runs, but is not answered). */
  private answer(call: ParsedCall): string | undefined {
    if (call.kind === 'invalid') return errorMessage(call.id, call.error)
    const method = RPC_METHODS.get(call.method)
    let message: string
    if (!method)
      message = errorMessage(
        call.id,
        new RpcError(JSON_RPC_CODES.methodNotFound, 'method not found', call.method),
      )
    else
      try {
        message = resultMessage(call.id, method(this.context, call.params))
      } catch (error) {
        if (!(error instanceof RpcError))
          this.log(`sandbox: RPC ${call.method} failed: ${String(error)}`)
        message = errorMessage(
          call.id,
          error instanceof RpcError
            ? error
            : new RpcError(JSON_RPC_CODES.internalError, 'internal error'),
        )
      }
    return call.id === undefined ? undefined : message
  }

  private respond(response: ServerResponse, cors: string[], text: string): void {
    const body = parseRequestBody(text)
    if (!body) {
      sendText(response, 500, cors, `[${JSON_RPC_CODES.parseError}] invalid request value`)
      return
    }
    const answers = body.calls
      .map((call) => this.answer(call))
      .filter((answer): answer is string => answer !== undefined)
    if (answers.length === 0) {
      response.writeHead(204, cors)
      response.end()
      return
    }
    const json =
      !body.batch && answers.length === 1 ? (answers[0] as string) : `[${answers.join(',')}]`
    send(response, 200, [...cors, 'Content-Type', 'application/json'], json)
  }

  readonly listener = (request: IncomingMessage, response: ServerResponse): void => {
    const preflightMethod = request.headers['access-control-request-method']
    if (request.method === 'OPTIONS' && preflightMethod !== undefined) {
      answerPreflight(request, response, preflightMethod)
      return
    }
    const cors = corsHeaders(request)
    if (!acceptable(request, response, cors)) {
      request.resume()
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    request.on('data', (chunk: Buffer) => {
      if (tooLarge) return
      size += chunk.length
      if (size > MAX_RPC_REQUEST_BYTES) {
        tooLarge = true
        // MaxBytesHandler fails the read; the bridge answers 500 and Go closes the connection.
        response.shouldKeepAlive = false
        sendText(response, 500, cors, 'http: request body too large')
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => {
      if (tooLarge) return
      try {
        this.respond(response, cors, Buffer.concat(chunks).toString('utf8'))
      } catch (error) {
        this.log(`sandbox: RPC request failed: ${String(error)}`)
        if (!response.headersSent) sendText(response, 500, cors, 'internal error')
      }
    })
  }
}

export function createRpcEndpoint(options: RpcEndpointOptions): RpcEndpoint {
  return new SandboxRpcEndpoint(options)
}
