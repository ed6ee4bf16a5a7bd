// scValToNative's output (a Soroban value read by the Stellar SDK) as plain text. It imports
// nothing, so the decoders of any page can share it without pulling in the SDK.

function toHex(bytes: Uint8Array): string {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** scValToNative's output as text: bigints and bytes exact, maps and vectors nested. */
export function nativeToText(value: unknown, depth = 0): string {
  if (depth > 16) return '…'
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null || value === undefined) return 'void'
  if (value instanceof Uint8Array) return toHex(value)
  if (Array.isArray(value)) {
    return `[${value.map((item) => nativeToText(item, depth + 1)).join(', ')}]`
  }
  if (value instanceof Map) {
    const entries = [...value].map(
      ([key, item]) => `${nativeToText(key, depth + 1)}: ${nativeToText(item, depth + 1)}`,
    )
    return `{${entries.join(', ')}}`
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${key}: ${nativeToText(item, depth + 1)}`,
    )
    return `{${entries.join(', ')}}`
  }
  return String(value)
}
