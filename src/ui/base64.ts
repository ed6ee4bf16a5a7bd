// Horizon sends data entry values, memo hashes and XDR as base64. These helpers decode them
// without throwing, so a malformed value shows up as such instead of crashing a page.

export function decodeBase64(value: string): Uint8Array | null {
  const normalized = value.trim()
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalized) || normalized.length % 4 === 1) return null
  try {
    const binary = atob(normalized)
    const bytes = new Uint8Array(binary.length)
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
    return bytes
  } catch {
    return null
  }
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The bytes as text when they are valid UTF-8 without control characters, else null. */
export function printableText(bytes: Uint8Array): string | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  // Tabs and newlines are fine in a text value; other control characters mean binary data.
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? null : text
}

export type DecodedBase64Value =
  | { kind: 'text'; text: string; hex: string }
  | { kind: 'binary'; hex: string }
  | { kind: 'invalid' }

export function decodeBase64Value(value: string): DecodedBase64Value {
  const bytes = decodeBase64(value)
  if (!bytes) return { kind: 'invalid' }
  const hex = bytesToHex(bytes)
  const text = printableText(bytes)
  return text === null ? { kind: 'binary', hex } : { kind: 'text', text, hex }
}
