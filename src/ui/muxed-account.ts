// A small StrKey decoder for muxed (M…) accounts. The SDK's StrKey would do, but importing it
// pulls the SDK into the main bundle for every page that shows an account id.

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const accountVersionByte = 6 << 3 // 'G'
const muxedAccountVersionByte = 12 << 3 // 'M'
const contractVersionByte = 2 << 3 // 'C'

// Each character code's 5-bit value, -1 where the code is no base32 letter: a page of 200 rows
// checks some 400 account ids while it renders, each character with one lookup instead of a
// search of the alphabet.
const base32Values = Int8Array.from({ length: 128 }, (_, code) =>
  base32Alphabet.indexOf(String.fromCharCode(code)),
)

function decodeBase32(text: string): Uint8Array | null {
  const bytes = new Uint8Array(Math.floor((text.length * 5) / 8))
  let byteCount = 0
  let buffer = 0
  let bitCount = 0
  for (let index = 0; index < text.length; index += 1) {
    const value = base32Values[text.charCodeAt(index)] ?? -1
    if (value < 0) return null
    buffer = ((buffer << 5) | value) & 0xfff
    bitCount += 5
    if (bitCount >= 8) {
      bitCount -= 8
      bytes[byteCount] = buffer >> bitCount
      byteCount += 1
    }
  }
  return bytes
}

function encodeBase32(bytes: Uint8Array): string {
  let output = ''
  let buffer = 0
  let bitCount = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bitCount += 8
    while (bitCount >= 5) {
      bitCount -= 5
      output += base32Alphabet[(buffer >> bitCount) & 31]
    }
  }
  if (bitCount > 0) output += base32Alphabet[(buffer << (5 - bitCount)) & 31]
  return output
}

/** CRC16-XModem of each byte value alone: the checksum then takes one lookup per byte. */
const crcOfByte = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8
  for (let bit = 0; bit < 8; bit += 1) {
    crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
})

/** CRC16-XModem, the StrKey checksum. */
function checksum(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc = ((crc << 8) & 0xffff) ^ (crcOfByte[(crc >> 8) ^ byte] ?? 0)
  }
  return crc
}

export interface DecodedMuxedAccount {
  /** The underlying G… account. */
  accountId: string
  /** The 64-bit multiplexing id as a decimal string (exceeds 2^53). */
  muxedId: string
}

/** Decodes an M… address; returns null when it is not a valid muxed account. */
export function decodeMuxedAccount(address: string): DecodedMuxedAccount | null {
  if (address.length !== 69 || !address.startsWith('M')) return null
  const bytes = decodeBase32(address)
  if (!bytes || bytes.length !== 43 || bytes[0] !== muxedAccountVersionByte) return null
  const payload = bytes.subarray(0, 41)
  const expectedChecksum = (bytes[41] ?? 0) | ((bytes[42] ?? 0) << 8)
  if (checksum(payload) !== expectedChecksum) return null

  const publicKey = bytes.subarray(1, 33)
  let muxedId = 0n
  for (const byte of bytes.subarray(33, 41)) muxedId = (muxedId << 8n) | BigInt(byte)

  const accountPayload = new Uint8Array(33)
  accountPayload[0] = accountVersionByte
  accountPayload.set(publicKey, 1)
  const accountChecksum = checksum(accountPayload)
  const accountBytes = new Uint8Array(35)
  accountBytes.set(accountPayload)
  accountBytes[33] = accountChecksum & 0xff
  accountBytes[34] = accountChecksum >> 8
  return { accountId: encodeBase32(accountBytes), muxedId: muxedId.toString() }
}

/** A 56-character StrKey of `versionByte` with a valid checksum. */
function isStrKey(address: string, versionByte: number): boolean {
  if (address.length !== 56) return false
  const bytes = decodeBase32(address)
  if (!bytes || bytes.length !== 35 || bytes[0] !== versionByte) return false
  return checksum(bytes.subarray(0, 33)) === ((bytes[33] ?? 0) | ((bytes[34] ?? 0) << 8))
}

/** A G… account id with a valid StrKey checksum (56 characters). */
export function isAccountId(address: string): boolean {
  return address.startsWith('G') && isStrKey(address, accountVersionByte)
}

/** A C… contract id with a valid StrKey checksum (56 characters). */
export function isContractId(address: string): boolean {
  return address.startsWith('C') && isStrKey(address, contractVersionByte)
}
