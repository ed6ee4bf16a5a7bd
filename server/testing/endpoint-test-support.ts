// Test helpers for the ledger-entry endpoints: problem answers, and a sandbox record has a real Horizon record's shape — the fixture's keys (minus the
// ones a test names as absent or optional here), no others but the `extra` ones, in the fixture's order, with the same JSON types,
// recursively (arrays through their first elements).
import { expect } from 'vitest'
import { readHorizonFixture } from './horizon-fixtures.ts'
import type { SandboxDatabase } from '../store/database.ts'
import { rawRequest, type RawResponse } from './test-support.ts'

export type Json = Record<string, unknown>

export const fixtureJson = (name: string): Json => JSON.parse(readHorizonFixture(name)) as Json

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** asset_code / asset_issuer (any prefix) are omitempty: absent for native assets. */
const assetDetail = /asset_(code|issuer)$/

export function expectFixtureShape(
  ours: unknown,
  theirs: unknown,
  path: string,
  options: { absent?: string[]; optional?: string[]; extra?: string[] } = {},
): void {
  const absent = options.absent ?? []
  const optional = options.optional ?? []
  const extra = options.extra ?? []
  expect(jsonType(ours), `${path} type`).toBe(jsonType(theirs))
  if (Array.isArray(ours) && Array.isArray(theirs)) {
    if (ours.length > 0 && theirs.length > 0)
      expectFixtureShape(ours[0], theirs[0], `${path}[0]`, options)
    return
  }
  if (jsonType(ours) !== 'object') return
  const ourKeys = Object.keys(ours as Json)
  const theirKeys = Object.keys(theirs as Json)
  for (const key of theirKeys)
    if (!absent.includes(key) && !optional.includes(key) && !assetDetail.test(key))
      expect(ourKeys, `${path} lacks ${key}`).toContain(key)
  for (const key of ourKeys)
    if (!assetDetail.test(key) && !extra.includes(key))
      expect(theirKeys, `${path} has unexpected ${key}`).toContain(key)
  const common = ourKeys.filter((key) => theirKeys.includes(key))
  expect(common, `${path} key order`).toEqual(theirKeys.filter((key) => ourKeys.includes(key)))
  for (const key of common)
    expectFixtureShape((ours as Json)[key], (theirs as Json)[key], `${path}.${key}`, options)
}

/** The first record of a fixture page. */
export function firstFixtureRecord(name: string): Json {
  const page = fixtureJson(name) as { _embedded: { records: Json[] } }
  const record = page._embedded.records[0]
  if (!record) throw new Error(`${name} has no records`)
  return record
}

/** A problem+json answer with this status and these extras (undefined: none); its body. */
export async function expectProblem(
  url: string,
  status: number,
  extras: Json | undefined,
): Promise<Json> {
  const response = await rawRequest(url)
  expect(response.status, url).toBe(status)
  expect(response.headers['content-type'], url).toBe('application/problem+json; charset=utf-8')
  const body = JSON.parse(response.body) as Json
  expect(body.extras, url).toEqual(extras)
  return body
}

/** `[query or path, invalid_field, reason]`: each answers 400 with exactly those extras. */
export type FieldProblemCase = readonly [string, string, string]

export async function expectFieldProblems(
  url: (queryOrPath: string) => string,
  cases: readonly FieldProblemCase[],
): Promise<void> {
  for (const [queryOrPath, field, reason] of cases)
    await expectProblem(url(queryOrPath), 400, { invalid_field: field, reason })
}

/** The first column of a query's rows, as text (what a test compares an answer's ids with). */
export function firstColumn(db: SandboxDatabase, sql: string, ...parameters: unknown[]): string[] {
  return (
    db
      .prepare(sql)
      .raw(true)
      .all(...parameters) as unknown[][]
  ).map((row) => String(row[0]))
}

/**
 * A CORS preflight of `url` from `origin` asking for `method` and `headers`: answered 204 with
 * each allowed as asked. Returns the answer for what differs between endpoints (Vary).
 */
export async function expectPreflightAllowed(
  url: string,
  asked: { origin: string; method: string; headers: string },
): Promise<RawResponse> {
  const preflight = await rawRequest(url, {
    method: 'OPTIONS',
    headers: {
      Origin: asked.origin,
      'Access-Control-Request-Method': asked.method,
      'Access-Control-Request-Headers': asked.headers,
    },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers['access-control-allow-origin']).toBe(asked.origin)
  expect(preflight.headers['access-control-allow-methods']).toBe(asked.method)
  expect(preflight.headers['access-control-allow-headers']).toBe(asked.headers)
  return preflight
}
