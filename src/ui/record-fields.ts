// Type guards for reading Horizon records whose type-specific fields arrive as `unknown`
// (Operation and Effect have an index signature). A missing or malformed field reads as undefined.
// Given a record typed `Unchecked<T>`, the readers accept only T's field names, so a misspelt field
// fails typecheck while its value is still checked at run time.

export type UnknownRecord = Record<string, unknown>

/**
 * A record whose field names are known (those of T) but whose values are not: every field may be
 * missing or of the wrong type, as anything from a Horizon may be.
 */
export type Unchecked<T> = { readonly [K in keyof T]?: unknown }

/** The field names a reader accepts: the record's own when its type says, any name otherwise. */
export type FieldOf<R> = [R] extends [object | undefined] ? keyof NonNullable<R> & string : string

/** Fields `F` for which the record also has `F_muxed` (Horizon's M… address of the same account). */
export type MuxedFieldOf<R> = {
  [K in keyof R & string]: `${K}_muxed` extends keyof R ? K : never
}[keyof R & string]

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function readString<R>(record: R, field: FieldOf<R>): string | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  return typeof value === 'string' ? value : undefined
}

/** Reads ids that old Horizon versions sent as numbers (e.g. `offer_id`) as text. */
export function readId<R>(record: R, field: FieldOf<R>): string | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return undefined
}

export function readNumber<R>(record: R, field: FieldOf<R>): number | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  return typeof value === 'number' ? value : undefined
}

export function readBoolean<R>(record: R, field: FieldOf<R>): boolean | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  return typeof value === 'boolean' ? value : undefined
}

export function readArray<R>(record: R, field: FieldOf<R>): unknown[] {
  if (!isRecord(record)) return []
  const value = record[field]
  return Array.isArray(value) ? value : []
}

export function readStringArray<R>(record: R, field: FieldOf<R>): string[] {
  return readArray(record, field).filter((item): item is string => typeof item === 'string')
}

export function readRecord<R>(record: R, field: FieldOf<R>): UnknownRecord | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  return isRecord(value) ? value : undefined
}

/** Prefers the muxed M… address when Horizon sent one, since that is what the user signed. */
export function readMuxedAccount<R extends object>(
  record: R,
  field: MuxedFieldOf<R>,
): string | undefined {
  const muxed: unknown = Reflect.get(record, `${field}_muxed`)
  const plain: unknown = Reflect.get(record, field)
  if (typeof muxed === 'string') return muxed
  return typeof plain === 'string' ? plain : undefined
}

/**
 * The operation an effect or a trade belongs to. Neither has a self link; both have paging tokens
 * "{operation id}-{order}", and an `operation` link as a fallback.
 */
export function operationIdOf(record: {
  paging_token?: unknown
  _links?: { operation?: { href?: unknown } }
}): string | undefined {
  const fromToken =
    typeof record.paging_token === 'string' ? record.paging_token.split('-')[0] : undefined
  if (fromToken && /^\d+$/.test(fromToken)) return fromToken
  const href = record._links?.operation?.href
  return typeof href === 'string' ? /\/operations\/(\d+)/.exec(href)?.[1] : undefined
}

/** A list field from Horizon as an array: a null, missing or malformed one reads as empty. */
export function arrayOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : []
}
