// Test helpers for the sandbox's Stellar RPC: a JSON-RPC client over node:http, and a validator of
// results against the official OpenRPC specification in ../shared/fixtures/rpc/openrpc.json. The
// validator implements the JSON Schema keywords that specification uses (type, required,
// properties, items, enum, minLength, maxLength, pattern, minItems, maxItems) and is stricter in
// one way: a property the schema does not declare is an error, so a field the sandbox invents or
// misnames fails.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { SandboxDatabase } from '../store/database.ts'
import { firstColumn } from './endpoint-test-support.ts'
import { rawRequest, type RawResponse } from './test-support.ts'

/** Beside the repository as shared/fixtures/rpc (see its SOURCES.md); RPC_FIXTURES_DIR overrides. */
export const RPC_FIXTURES_DIRECTORY = `${
  process.env.RPC_FIXTURES_DIR ??
  fileURLToPath(new URL('../../../shared/fixtures/rpc', import.meta.url))
}/`

interface JsonSchema {
  type?: string | string[]
  required?: string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  enum?: unknown[]
  minLength?: number
  maxLength?: number
  pattern?: string
  minItems?: number
  maxItems?: number
}

interface OpenRpcDocument {
  methods: Array<{ name: string; result: { schema: JsonSchema } }>
}

const openRpc = JSON.parse(
  readFileSync(`${RPC_FIXTURES_DIRECTORY}openrpc.json`, 'utf8'),
) as OpenRpcDocument

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function typeMatches(expected: string, value: unknown): boolean {
  if (expected === 'integer') return Number.isInteger(value)
  return typeOf(value) === expected
}

/** Every way `value` breaks `schema`, as "path: reason" lines. */
export function schemaErrors(schema: JsonSchema, value: unknown, path = 'result'): string[] {
  const errors: string[] = []
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type]
    if (!types.some((type) => typeMatches(type, value)))
      return [`${path}: expected ${types.join('|')}, got ${typeOf(value)}`]
  }
  if (schema.enum && !schema.enum.includes(value))
    errors.push(`${path}: ${String(value)} not in enum`)
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      errors.push(`${path}: shorter than ${schema.minLength}`)
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      errors.push(`${path}: longer than ${schema.maxLength}`)
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
      errors.push(`${path}: does not match ${schema.pattern}`)
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      errors.push(`${path}: fewer than ${schema.minItems} items`)
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      errors.push(`${path}: more than ${schema.maxItems} items`)
    if (schema.items)
      value.forEach((item, index) =>
        errors.push(...schemaErrors(schema.items as JsonSchema, item, `${path}[${index}]`)),
      )
  }
  if (typeOf(value) === 'object' && (schema.properties || schema.required)) {
    const object = value as Record<string, unknown>
    for (const name of schema.required ?? [])
      if (!(name in object)) errors.push(`${path}.${name}: required`)
    for (const [name, item] of Object.entries(object)) {
      const property = schema.properties?.[name]
      if (!property) errors.push(`${path}.${name}: not in the specification`)
      else errors.push(...schemaErrors(property, item, `${path}.${name}`))
    }
  }
  return errors
}

export function resultSchema(method: string): JsonSchema {
  const found = openRpc.methods.find((candidate) => candidate.name === method)
  if (!found) throw new Error(`${method} is not in openrpc.json`)
  return found.result.schema
}

/** The spec violations of `method`'s result. */
export const resultErrors = (method: string, result: unknown): string[] =>
  schemaErrors(resultSchema(method), result)

/** One HTTP request to the RPC endpoint, with whatever body, method and headers a test wants. */
export function rawRpcRequest(
  baseUrl: string,
  body: string,
  options: { method?: string; headers?: Record<string, string>; path?: string } = {},
): Promise<RawResponse> {
  return rawRequest(new URL(options.path ?? '/rpc', baseUrl).href, {
    method: options.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body,
  })
}

export interface RpcAnswer {
  jsonrpc: string
  id: unknown
  result?: Record<string, unknown>
  error?: { code: number; message: string; data?: unknown }
}

export interface RpcClient {
  /** A JSON-RPC call; the answer as parsed JSON (the HTTP status must be 200). */
  call(method: string, params?: unknown): Promise<RpcAnswer>
  /** A successful call's result, checked against the specification (throws on any violation). */
  result(method: string, params?: unknown): Promise<Record<string, unknown>>
  /** A failed call's error object (throws if the call succeeded). */
  error(
    method: string,
    params?: unknown,
  ): Promise<{ code: number; message: string; data?: unknown }>
}

/** A client of the sandbox's /rpc; each call carries the next numeric id. */
export function rpcClient(baseUrl: string): RpcClient {
  let nextId = 1
  const call = async (method: string, params?: unknown): Promise<RpcAnswer> => {
    const id = nextId++
    const response = await rawRpcRequest(
      baseUrl,
      JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }),
    )
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${response.body}`)
    const answer = JSON.parse(response.body) as RpcAnswer
    if (answer.id !== id) throw new Error(`answer to id ${String(answer.id)}, asked ${id}`)
    return answer
  }
  return {
    call,
    async result(method, params) {
      const answer = await call(method, params)
      if (answer.error || !answer.result)
        throw new Error(`${method} failed: ${JSON.stringify(answer.error)}`)
      const errors = resultErrors(method, answer.result)
      if (errors.length > 0)
        throw new Error(`${method} breaks the OpenRPC spec:\n${errors.join('\n')}`)
      return answer.result
    },
    async error(method, params) {
      const answer = await call(method, params)
      if (!answer.error)
        throw new Error(`${method} succeeded: ${JSON.stringify(answer.result).slice(0, 200)}`)
      return answer.error
    },
  }
}

/** The hash of the first SAC transfer (invoke_host_function listed as a payment) from `fromLedger` on. */
export function firstSacTransferHash(db: SandboxDatabase, fromLedger: number): string {
  const [hash] = firstColumn(
    db,
    `SELECT t.hash FROM operations o JOIN transactions t ON t.id = o.transaction_id
     WHERE o.type_i = 24 AND o.is_payment = 1 AND t.ledger >= ? ORDER BY o.id LIMIT 1`,
    fromLedger,
  )
  if (hash === undefined) throw new Error(`no SAC transfer from ledger ${fromLedger} on`)
  return hash
}
