// The JSON kind of every field of Horizon's operation and effect records, derived from the unions
// so that the compiler holds each table to exactly the union's fields and types. Tests use the
// tables to check the unions against real Horizon responses; the app does not import this file.
import type { EffectBase, OperationBase } from '@/api/horizon-types'

type Kind<V> = [V] extends [string]
  ? 'string'
  : [V] extends [number]
    ? 'number'
    : [V] extends [string | number]
      ? 'string|number'
      : [V] extends [boolean]
        ? 'boolean'
        : [V] extends [readonly unknown[]]
          ? 'array'
          : 'object'

/** Each field's JSON kind, with "?" when Horizon may omit the field. */
export type FieldKinds<T> = {
  [K in keyof T]-?: undefined extends T[K] ? `${Kind<NonNullable<T[K]>>}?` : Kind<T[K]>
}

type JsonKind = 'string' | 'number' | 'string|number' | 'boolean' | 'array' | 'object'
export type FieldKind = JsonKind | `${JsonKind}?`

export type Equal<A, B> =
  (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false

/** Fails to compile, naming the key, when a property is not `true`. */
export type AllTrue<Checks extends Record<string, true>> = Checks

/**
 * Whether each of a table's entries names no field beyond the union's (check with AllTrue). (Object spreads escape TypeScript's
 * excess-property check, so the tables are typed with `satisfies` and checked again here.)
 */
export type NamesNoExtraFields<Table, FieldsByType> = {
  [T in keyof Table]: T extends keyof FieldsByType
    ? Equal<Exclude<keyof Table[T], keyof FieldsByType[T]>, never>
    : false
}

export const operationBaseKinds: FieldKinds<Omit<OperationBase, 'type'>> = {
  _links: 'object',
  id: 'string',
  paging_token: 'string',
  transaction_successful: 'boolean',
  source_account: 'string',
  source_account_muxed: 'string?',
  source_account_muxed_id: 'string?',
  type_i: 'number',
  created_at: 'string',
  transaction_hash: 'string',
  transaction: 'object?',
  sponsor: 'string?',
}

export const effectBaseKinds: FieldKinds<Omit<EffectBase, 'type'>> = {
  _links: 'object',
  id: 'string',
  paging_token: 'string',
  account: 'string',
  account_muxed: 'string?',
  account_muxed_id: 'string?',
  type_i: 'number',
  created_at: 'string',
}

export const assetKinds = {
  asset_type: 'string',
  asset_code: 'string?',
  asset_issuer: 'string?',
} as const

export function prefixedAssetKinds<Prefix extends string>(prefix: Prefix) {
  return {
    [`${prefix}asset_type`]: 'string',
    [`${prefix}asset_code`]: 'string?',
    [`${prefix}asset_issuer`]: 'string?',
  } as { [K in 'asset_type' as `${Prefix}${K}`]: 'string' } & {
    [K in 'asset_code' | 'asset_issuer' as `${Prefix}${K}`]: 'string?'
  }
}

export function muxedAccountKinds<Field extends string>(field: Field) {
  return { [field]: 'string', [`${field}_muxed`]: 'string?', [`${field}_muxed_id`]: 'string?' } as {
    [K in Field]: 'string'
  } & { [K in `${Field}_muxed` | `${Field}_muxed_id`]: 'string?' }
}

/** A value of the wrong JSON kind for each kind, as a broken or hostile Horizon might send. */
const wrongValueFor: Record<JsonKind, unknown> = {
  string: 42,
  number: { n: 1 },
  'string|number': [7],
  boolean: 'yes',
  array: { 0: 'x' },
  object: 'text',
}

/** Every field of the table entry set to a value of the wrong kind, or to null. */
export function malformedFields(
  kinds: Record<string, FieldKind>,
  variant: 'wrong kind' | 'null',
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(kinds).map(([field, kind]) => [
      field,
      variant === 'null' ? null : wrongValueFor[kind.replace('?', '') as JsonKind],
    ]),
  )
}
