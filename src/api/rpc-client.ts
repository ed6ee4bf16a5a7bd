// The explorer's JSON-RPC 2.0 client for Stellar RPC: one POST per call, the same time limits as
// the Horizon client, a cap on the answer's size, and every way an RPC can fail (unreachable,
// silent, huge, not JSON-RPC, a JSON-RPC error object) turned into one typed RpcError.

import { readBodyWithin, within } from '@/api/timed-read'

export type RpcErrorKind =
  /** The network has no RPC (public Stellar) or the URL's `rpc=` is not an http(s) URL. */
  | 'no_rpc'
  /** The RPC answered with a JSON-RPC error object (`code`, `message`). */
  | 'rpc_error'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  /** The answer is not JSON-RPC 2.0 (not JSON, no result, a wrong id, a result of a wrong shape). */
  | 'malformed'

export class RpcError extends Error {
  readonly kind: RpcErrorKind
  readonly method: string
  /** The JSON-RPC error code (e.g. -32602 invalid params), for `rpc_error` only. */
  readonly code: number | null

  constructor(init: { kind: RpcErrorKind; method: string; message: string; code?: number | null }) {
    super(init.message)
    this.name = 'RpcError'
    this.kind = init.kind
    this.method = init.method
    this.code = init.code ?? null
  }
}

export function isRpcError(value: unknown): value is RpcError {
  return value instanceof RpcError
}

/**
 * The retry policy of every RPC query: an RPC's refusal or malformed answer, or a record it does
 * not hold, will not change on retry; only a failed connection may. (The app's default policy,
 * api/query-client.ts, knows Horizon's errors only: it stays free of RPC code.)
 */
export function retryRpc(failureCount: number, error: unknown): boolean {
  return isRpcError(error) && error.kind === 'unreachable' && failureCount < 2
}

/** How long an RPC may take to start answering and to send a whole answer (as Horizon's). */
export const rpcAnswerTimeoutMs = 30_000
/** How long an answer may pause mid-way: stellar-rpc writes a rendered answer in one go. */
export const rpcBodyIdleTimeoutMs = 3_000
/**
 * The largest answer read, in characters. stellar-rpc's biggest answers (200 transactions with
 * meta, 10,000 events, a 128 KiB WASM in base64) stay well below it; more is a hostile server.
 */
export const rpcMaxAnswerChars = 8 * 1024 * 1024

export interface RpcCallOptions {
  signal?: AbortSignal
}

function malformed(method: string, why: string): RpcError {
  return new RpcError({
    kind: 'malformed',
    method,
    message: `The RPC's answer to ${method} ${why}`,
  })
}

/** The `result` of a JSON-RPC 2.0 answer to request `id`, or the RpcError it stands for. */
export function resultOfAnswer(method: string, id: number, answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw malformed(method, 'is not a JSON-RPC object')
  }
  const envelope = answer as Record<string, unknown>
  if (envelope.jsonrpc !== '2.0') throw malformed(method, 'is not JSON-RPC 2.0')
  const error = envelope.error
  if (error !== undefined && error !== null) {
    const fields = (typeof error === 'object' ? error : {}) as Record<string, unknown>
    const code =
      typeof fields.code === 'number' && Number.isInteger(fields.code) ? fields.code : null
    const text = typeof fields.message === 'string' ? fields.message.slice(0, 500) : 'no message'
    throw new RpcError({
      kind: 'rpc_error',
      method,
      code,
      message: `The RPC refused ${method}${code === null ? '' : ` (error ${code})`}: ${text}`,
    })
  }
  if (envelope.id !== id) throw malformed(method, 'answers another request (its id differs)')
  if (!('result' in envelope)) throw malformed(method, 'has neither a result nor an error')
  return envelope.result
}

/**
 * Calls `method` with by-name `params` on the RPC at `rpcUrl` and returns its `result` as
 * `unknown`; the method readers (rpc-methods.ts) check its shape. Every failure is an RpcError.
 */
export async function rpcCall(
  rpcUrl: string | null,
  method: string,
  params: Record<string, unknown> | undefined,
  options: RpcCallOptions = {},
): Promise<unknown> {
  if (rpcUrl === null) {
    throw new RpcError({ kind: 'no_rpc', method, message: 'This network has no Stellar RPC set' })
  }
  const id = 1
  const deadline = Date.now() + rpcAnswerTimeoutMs
  let response: Response
  try {
    response = await within(
      fetch(rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) }),
        signal: options.signal,
        // An RPC may not send the explorer anywhere else.
        redirect: 'error',
      }),
      rpcAnswerTimeoutMs,
      () =>
        new RpcError({
          kind: 'timeout',
          method,
          message: `The RPC did not answer ${method} within ${rpcAnswerTimeoutMs / 1000} s`,
        }),
    )
  } catch (cause) {
    if (options.signal?.aborted || isRpcError(cause)) throw cause
    throw new RpcError({
      kind: 'unreachable',
      method,
      message: `Could not reach the RPC at ${new URL(rpcUrl).origin} (network failure, CORS or the server is down)`,
    })
  }
  const text = await readBodyWithin(response, {
    idleMs: rpcBodyIdleTimeoutMs,
    deadline,
    stalled: (characters) =>
      new RpcError({
        kind: 'timeout',
        method,
        message: `The RPC did not answer ${method} in time (the answer stopped after ${characters} characters)`,
      }),
    cap: {
      maxChars: rpcMaxAnswerChars,
      tooLarge: () =>
        new RpcError({
          kind: 'too_large',
          method,
          message: `The RPC's answer to ${method} is larger than ${rpcMaxAnswerChars / 1024 / 1024} MiB; it was not read`,
        }),
    },
  })
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    throw malformed(
      method,
      response.ok ? 'is not JSON' : `is HTTP ${response.status} without a JSON-RPC body`,
    )
  }
  return resultOfAnswer(method, id, answer)
}

/**
 * The `result` of a JSON-RPC answer a person pasted: a whole envelope (any id: it answered their
 * request, not ours) or a bare result as the docs print it. An error object is an RpcError.
 */
export function resultOfPastedAnswer(method: string, answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw malformed(method, 'is not a JSON object')
  }
  if (!('jsonrpc' in answer)) return answer
  const id = (answer as Record<string, unknown>).id
  return resultOfAnswer(method, id as number, answer)
}
