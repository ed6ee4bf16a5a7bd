// JSON-RPC 2.0 messages as stellar-rpc's transport (creachadair/jrpc2 v1.3.3, jhttp.Bridge)
// parses and answers them: a body that is not JSON at all is not answered in JSON-RPC (the bridge
// fails with HTTP 500 and the text "[-32700] invalid request value"); a JSON body is one request
// or a batch, and each malformed member gets its own error object (id null when it had none).
// Requests without an id are notifications: they run, but get no answer (a body of only
// notifications gets 204).

export const JSON_RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue | undefined }

export type JsonObject = { [key: string]: JsonValue | undefined }

/** An answer with a JSON-RPC error object; `data` is jrpc2's optional ancillary value. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: JsonValue,
  ) {
    super(message)
  }
}

export const invalidParams = (message: string): RpcError =>
  new RpcError(JSON_RPC_CODES.invalidParams, message)
export const invalidRequest = (message: string): RpcError =>
  new RpcError(JSON_RPC_CODES.invalidRequest, message)

/** One member of a request body, checked as jrpc2's jmessage.parseJSON checks it. */
export type ParsedCall =
  | { kind: 'call'; id: string | undefined; method: string; params: JsonValue | undefined }
  | { kind: 'invalid'; id: string | undefined; error: RpcError }

/** The whole body: undefined when it is not JSON. */
export interface ParsedBody {
  batch: boolean
  calls: ParsedCall[]
}

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** jrpc2's isValidID: a JSON string, number or null; kept as its JSON text (echoed verbatim). */
function requestId(value: JsonValue | undefined): string | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value)
  return 'invalid'
}

/** The first error jrpc2 would record for this member, in its order of checks. */
function memberError(
  member: JsonObject,
  idState: string | undefined | 'invalid',
): RpcError | undefined {
  const { jsonrpc, method, params } = member
  const extra = Object.keys(member).filter(
    (key) => !['jsonrpc', 'id', 'method', 'params', 'error', 'result'].includes(key),
  )
  if (jsonrpc !== undefined && typeof jsonrpc !== 'string')
    return new RpcError(JSON_RPC_CODES.parseError, 'invalid version key')
  if (idState === 'invalid') return invalidRequest('invalid request ID')
  if (method !== undefined && typeof method !== 'string')
    return new RpcError(JSON_RPC_CODES.parseError, 'invalid method name')
  if (params !== undefined && params !== null && typeof params !== 'object')
    return invalidRequest('parameters must be array or object')
  if (jsonrpc !== '2.0') return invalidRequest('invalid version marker')
  if (typeof method === 'string' && method !== '' && ('error' in member || 'result' in member))
    return invalidRequest('mixed request and reply fields')
  if (extra.length > 0)
    return new RpcError(JSON_RPC_CODES.invalidRequest, 'extra fields in request', extra)
  if (typeof method !== 'string' || method === '') return invalidRequest('empty method name')
  return undefined
}

function parseMember(raw: JsonValue): ParsedCall {
  if (!isPlainObject(raw))
    return {
      kind: 'invalid',
      id: undefined,
      error: new RpcError(JSON_RPC_CODES.parseError, 'request is not a JSON object'),
    }
  const idState = requestId(raw.id)
  const id = idState === 'invalid' ? undefined : idState
  const error = memberError(raw, idState)
  if (error) return { kind: 'invalid', id, error }
  const params = raw.params === null ? undefined : raw.params
  return { kind: 'call', id, method: raw.method as string, params }
}

export function parseRequestBody(text: string): ParsedBody | undefined {
  let parsed: JsonValue
  try {
    parsed = JSON.parse(text) as JsonValue
  } catch {
    return undefined
  }
  if (Array.isArray(parsed)) return { batch: true, calls: parsed.map(parseMember) }
  return { batch: false, calls: [parseMember(parsed)] }
}

/** The response member for a call: `id` is the JSON text of the request's id ("null" if none). */
export function resultMessage(id: string | undefined, result: JsonValue): string {
  return `{"jsonrpc":"2.0","id":${id ?? 'null'},"result":${JSON.stringify(result)}}`
}

export function errorMessage(id: string | undefined, error: RpcError): string {
  const body: JsonObject = { code: error.code, message: error.message }
  if (error.data !== undefined) body.data = error.data
  return `{"jsonrpc":"2.0","id":${id ?? 'null'},"error":${JSON.stringify(body)}}`
}
