// Reading fields of pasted JSON (hostile): type checks and clipping, nothing else.

type Fields = Record<string, unknown>

export const clip = (value: string, length = 500) =>
  value.length > length ? `${value.slice(0, length)}…` : value

export function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A field that must be text (or a number, which RPC sends for some), else null. */
export function textOf(value: unknown, length = 200): string | null {
  if (typeof value === 'string') return clip(value, length)
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}
