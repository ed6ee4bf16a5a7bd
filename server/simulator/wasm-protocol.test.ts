// Core refuses to upload a WASM whose contractenvmetav0 names a protocol newer than the ledger's
// (and the host refuses to run it), so every contract the sandbox uploads must declare a protocol
// no newer than the one its ledgers say.
import { xdr } from '@stellar/stellar-sdk'
import { describe, expect, it } from 'vitest'
import { PROTOCOL_VERSION } from './simulator-constants.ts'
import { WASM_KINDS, wasmBytes } from './wasm-contracts.ts'

/** An unsigned LEB128 at `offset`: its value and the offset after it. */
function leb128(bytes: Buffer, offset: number): [number, number] {
  let value = 0
  let shift = 0
  let at = offset
  for (;;) {
    const byte = bytes[at++] ?? 0
    value += (byte & 0x7f) * 2 ** shift
    shift += 7
    if ((byte & 0x80) === 0) return [value, at]
  }
}

/** The payloads of the custom sections called `name` (a WASM may repeat a name), in order. */
function customSections(bytes: Buffer, name: string): Buffer[] {
  const sections: Buffer[] = []
  let offset = 8 // \0asm + version
  while (offset < bytes.length) {
    const id = bytes[offset] ?? 0
    const [size, content] = leb128(bytes, offset + 1)
    if (id === 0) {
      const [nameLength, nameStart] = leb128(bytes, content)
      const sectionName = bytes.subarray(nameStart, nameStart + nameLength).toString('utf8')
      if (sectionName === name)
        sections.push(bytes.subarray(nameStart + nameLength, content + size))
    }
    offset = content + size
  }
  return sections
}

/** The protocols a WASM's contractenvmetav0 sections declare (ScEnvMetaEntry, 12 bytes each). */
function declaredProtocols(bytes: Buffer): number[] {
  return customSections(bytes, 'contractenvmetav0').flatMap((section) => {
    const protocols: number[] = []
    for (let offset = 0; offset < section.length; offset += 12) {
      const entry = xdr.ScEnvMetaEntry.fromXdr(section.subarray(offset, offset + 12))
      protocols.push(entry.interfaceVersion.protocol)
    }
    return protocols
  })
}

describe('the contracts the sandbox uploads', () => {
  it.each(WASM_KINDS)('%s declares a protocol the sandbox network runs', (kind) => {
    const protocols = declaredProtocols(wasmBytes(kind))
    expect(protocols.length).toBeGreaterThan(0)
    for (const protocol of protocols) expect(protocol).toBeLessThanOrEqual(PROTOCOL_VERSION)
  })
})
