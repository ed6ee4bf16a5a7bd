// Test-only: the real Stellar RPC responses and contract WASMs in shared/fixtures/rpc (see its
// SOURCES.md); RPC_FIXTURES_DIR overrides where they are.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const fixturesDirectory =
  process.env.RPC_FIXTURES_DIR ?? resolve(process.cwd(), '../shared/fixtures/rpc')

/** A response fixture's exact text (`responses/NAME`). */
export function readRpcResponseText(name: string): string {
  return readFileSync(`${fixturesDirectory}/responses/${name}`, 'utf8')
}

/**
 * A response fixture as a whole JSON-RPC answer to request `id`: some fixtures hold the whole
 * envelope, others only its `result` (as the docs print them).
 */
export function rpcAnswerOf(name: string, id = 1): string {
  const body = JSON.parse(readRpcResponseText(name)) as Record<string, unknown>
  if (body.jsonrpc === '2.0') return JSON.stringify({ ...body, id })
  return JSON.stringify({ jsonrpc: '2.0', id, result: body })
}

/** The `result` (or the whole body, for an error answer) of a response fixture. */
export function rpcResultOf(name: string): unknown {
  const body = JSON.parse(readRpcResponseText(name)) as Record<string, unknown>
  return body.jsonrpc === '2.0' ? (body.result ?? body) : body
}

export function listRpcResponses(): string[] {
  return readdirSync(`${fixturesDirectory}/responses`).filter((name) => name.endsWith('.json'))
}

/** A contract's compiled WASM (`wasm/NAME`). */
export function readContractWasm(name: string): Uint8Array {
  return new Uint8Array(readFileSync(`${fixturesDirectory}/wasm/${name}`))
}
