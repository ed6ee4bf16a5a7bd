// Type guards for reading Horizon records whose type-specific fields arrive as `unknown`
// (Operation and Effect have an index signature). A missing or malformed field reads as undefined.

export type UnknownRecord = Record<string, unknown>

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function readString(record: unknown, field: string): string | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  return typeof value === 'string' ? value : undefined
}

/** Reads ids that old Horizon versions sent as numbers (e.g. `offer_id`) as text. */
export function readId(record: unknown, field: string): string | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return undefined
}

export function readNumber(record: unknown, field: string): number | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  return typeof value === 'number' ? value : undefined
}

export function readBoolean(record: unknown, field: string): boolean | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  return typeof value === 'boolean' ? value : undefined
}

export function readArray(record: unknown, field: string): unknown[] {
  if (!isRecord(record)) return []
  const value = record[field]
  return Array.isArray(value) ? value : []
}

export function readStringArray(record: unknown, field: string): string[] {
  return readArray(record, field).filter((item): item is string => typeof item === 'string')
}

export function readRecord(record: unknown, field: string): UnknownRecord | undefined {
  if (!isRecord(record)) return undefined
  const value = record[field]
  return isRecord(value) ? value : undefined
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
