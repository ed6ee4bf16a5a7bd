// Request parameters decoded the way stellar-rpc's handlers receive them: by name only (its
// NewHandler calls AllowArray(false), so positional arrays fail to unmarshal), unknown fields
// ignored, and a value of the wrong JSON type rejected as Go's encoding/json rejects it, as
// -32602 "invalid parameters: …".
import { invalidParams, type JsonObject, type JsonValue } from './json-rpc.ts'

function goTypeName(value: JsonValue): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'object') return 'object'
  if (typeof value === 'number') return `number ${value}`
  return typeof value
}

function unmarshalError(value: JsonValue, field: string, goType: string): never {
  throw invalidParams(
    `invalid parameters: json: cannot unmarshal ${goTypeName(value)} into Go struct field ${field} of type ${goType}`,
  )
}

/** The params object of a method whose Go request type is `requestType`. */
export function paramsObject(params: JsonValue | undefined, requestType: string): JsonObject {
  if (params === undefined) return {}
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw invalidParams(
      `invalid parameters: json: cannot unmarshal ${goTypeName(params)} into Go value of type ${requestType}`,
    )
  return params
}

/** A uint32 field (absent or null → 0, as Go leaves it). */
export function uint32Field(object: JsonObject, name: string, path: string): number {
  const value = object[name]
  if (value === undefined || value === null) return 0
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffff_ffff)
    unmarshalError(value, `${path}.${name}`, 'uint32')
  return value
}

/** A string field (absent or null → ""). */
export function stringField(object: JsonObject, name: string, path: string): string {
  const value = object[name]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') unmarshalError(value, `${path}.${name}`, 'string')
  return value
}

/** An optional object field (absent or null → undefined). */
export function objectField(
  object: JsonObject,
  name: string,
  path: string,
): JsonObject | undefined {
  const value = object[name]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value))
    unmarshalError(value, `${path}.${name}`, 'struct')
  return value
}

/** An array field (absent or null → []). */
export function arrayField(
  object: JsonObject,
  name: string,
  path: string,
  goType: string,
): JsonValue[] {
  const value = object[name]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) unmarshalError(value, `${path}.${name}`, goType)
  return value
}

/** Every element of an array field as a string (a []string in Go). */
export function stringArrayField(object: JsonObject, name: string, path: string): string[] {
  return arrayField(object, name, path, '[]string').map((item) => {
    if (typeof item !== 'string') unmarshalError(item, `${path}.${name}`, 'string')
    return item
  })
}

export type XdrFormat = 'base64' | 'json'

/**
 * The optional xdrFormat field: the format the method answers in, and protocol.IsValidFormat's
 * message when the value is neither (the code that message goes out with depends on the method:
 * see each caller).
 */
export interface XdrFormatField {
  format: XdrFormat
  problem: string | undefined
}

export function xdrFormatField(object: JsonObject, path: string): XdrFormatField {
  const text = stringField(object, 'xdrFormat', path)
  return {
    format: text === 'json' ? 'json' : 'base64',
    problem:
      text === '' || text === 'base64' || text === 'json'
        ? undefined
        : `got '${text}': expected base64, json for optional 'xdrFormat'`,
  }
}
