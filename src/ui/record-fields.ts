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
