// Test-only: a fetch that answers the app's config.json (the `local` network on the sandbox's
// address) and JSON-RPC calls to that sandbox's RPC by method, as the RPC-backed pages ask them.
import { vi } from 'vitest'

/** The RPC URL the `local` network derives from its Horizon URL. */
export const localRpcUrl = 'http://127.0.0.1:8000/rpc'

/** One method's answer: the whole JSON-RPC response body, given the call's params. */
export type RpcAnswer = (params: Record<string, unknown>) => string

export interface RpcCall {
  method: string
  params: Record<string, unknown>
}

/**
 * Replaces fetch: each RPC call is answered by its method's entry in `answers` (an empty object
 * for a method left out), every other URL by `{}`. Returns the RPC calls and the other URLs, in
 * the order they were asked.
 */
export function stubRpc(answers: Record<string, RpcAnswer>) {
  const calls: RpcCall[] = []
  const elsewhere: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/config.json') {
        return Promise.resolve(
          Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' }),
        )
      }
      if (url !== localRpcUrl) {
        elsewhere.push(url)
        return Promise.resolve(Response.json({}))
      }
      const request = JSON.parse(String(init?.body)) as {
        method: string
        params?: Record<string, unknown>
      }
      const params = request.params ?? {}
      calls.push({ method: request.method, params })
      const answer = answers[request.method]
      return Promise.resolve(
        new Response(answer ? answer(params) : '{}', {
          headers: { 'Content-Type': 'application/json' },
        }),
      )
    }),
  )
  return { calls, elsewhere }
}
