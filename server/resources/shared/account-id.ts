// Strkey check for `G…` account ids (ed25519 public keys), so the HTTP layer rejects malformed ids
// with Horizon's exact problem without loading the whole SDK on the request path.
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const accountIdVersionByte = 6 << 3

function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    let code = (crc >>> 8) & 0xff
    code ^= byte & 0xff
    code ^= code >>> 4
    crc = (crc << 8) & 0xffff
    crc ^= code
    code = (code << 5) & 0xffff
    crc ^= code
    code = (code << 7) & 0xffff
    crc ^= code
  }
  return crc & 0xffff
}

export function isValidAccountId(text: string): boolean {
  if (text.length !== 56 || !text.startsWith('G')) return false
  const bytes = new Uint8Array(35)
  let buffer = 0
  let bits = 0
  let index = 0
  for (const character of text) {
    const value = base32Alphabet.indexOf(character)
    if (value === -1) return false
    buffer = (buffer << 5) | value
    bits += 5
    if (bits >= 8) {
      bits -= 8
      if (index < bytes.length) bytes[index] = (buffer >>> bits) & 0xff
      index += 1
    }
    buffer &= (1 << bits) - 1
  }
  // 56 chars = 280 bits = 35 bytes exactly; leftover bits must be zero.
  if (index !== 35 || buffer !== 0) return false
  if (bytes[0] !== accountIdVersionByte) return false
  const checksum = crc16Xmodem(bytes.subarray(0, 33))
  return bytes[33] === (checksum & 0xff) && bytes[34] === checksum >>> 8
}
