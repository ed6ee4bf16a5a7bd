// Loaded lazily, with decode-contract.ts. What a WASM says about its own build: the key/value
// pairs of its `contractmetav0` custom sections (SEP-46; SEP-55's source_repo and home_domain
// among them) and the protocol in its `contractenvmetav0`. The Stellar SDK decodes both (their
// XDR streams, by `decodeStream`) but does not export how it finds a custom section (only
// contract.Spec uses it, for contractspecv0), so the sections are found here by the WebAssembly
// binary format's section headers, without compiling the module (the CSP allows no WASM).
import { decodeStream, ScEnvMetaEntry, ScMetaEntry } from '@stellar/stellar-sdk/xdr'
import type { WasmMetadata } from '@/contracts/contract-types'

const wasmMagic = [0x00, 0x61, 0x73, 0x6d]
const customSectionId = 0
// A deployed WASM is at most 128 KiB on today's networks; this bounds what a hostile one costs.
const maxEntries = 200

class MalformedWasmError extends Error {
  constructor(detail: string) {
    super(`The contract code is not a well-formed WebAssembly module: ${detail}`)
    this.name = 'MalformedWasmError'
  }
}

/** An unsigned LEB128 u32 at `offset` (the format's sizes): the value and where it ends. */
function readU32(bytes: Uint8Array, offset: number): { value: number; end: number } {
  let value = 0
  for (let index = 0; index < 5; index += 1) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw new MalformedWasmError('a section size runs past the end')
    value += (byte & 0x7f) * 2 ** (7 * index)
    if ((byte & 0x80) === 0) {
      if (value > 0xffffffff) throw new MalformedWasmError('a section size exceeds 32 bits')
      return { value, end: offset + index + 1 }
    }
  }
  throw new MalformedWasmError('a section size is longer than 5 bytes')
}

/**
 * The payloads of the custom sections named `name`, in order, as views of `wasm`. A WASM may
 * hold several sections of one name (a build tool appends its own contractmetav0).
 */
export function customSections(wasm: Uint8Array, name: string): Uint8Array[] {
  if (wasm.length < 8 || wasmMagic.some((byte, index) => wasm[index] !== byte)) {
    throw new MalformedWasmError('it lacks the \\0asm header')
  }
  const found: Uint8Array[] = []
  const decoder = new TextDecoder('utf-8', { fatal: false })
  let offset = 8
  while (offset < wasm.length) {
    const id = wasm[offset]
    const size = readU32(wasm, offset + 1)
    const end = size.end + size.value
    if (end > wasm.length) throw new MalformedWasmError('a section runs past the end')
    if (id === customSectionId) {
      const nameLength = readU32(wasm, size.end)
      const payloadStart = nameLength.end + nameLength.value
      if (payloadStart > end) throw new MalformedWasmError('a custom section name runs past it')
      if (decoder.decode(wasm.subarray(nameLength.end, payloadStart)) === name) {
        found.push(wasm.subarray(payloadStart, end))
      }
    }
    offset = end
  }
  return found
}

/** The XDR entries of one section, or an error that names the section. */
function entriesOf<Entry>(name: string, decode: () => Entry[]): Entry[] {
  try {
    return decode()
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : String(error)
    throw new Error(`The WASM's ${name} section is not a list of its XDR entries (${detail})`)
  }
}

/** The WASM's build metadata, decoded by the SDK; entries beyond `maxEntries` are counted. */
export function wasmMetadata(wasm: Uint8Array): WasmMetadata {
  const metaEntries = customSections(wasm, 'contractmetav0').flatMap((section) =>
    entriesOf('contractmetav0', () => decodeStream(ScMetaEntry, section)),
  )
  const [environment] = customSections(wasm, 'contractenvmetav0').flatMap((section) =>
    entriesOf('contractenvmetav0', () => decodeStream(ScEnvMetaEntry, section)),
  )
  const version = environment?.value
  return {
    entries: metaEntries.slice(0, maxEntries).map((entry) => ({
      key: entry.value.key.toString(),
      value: entry.value.val.toString(),
    })),
    omitted: Math.max(0, metaEntries.length - maxEntries),
    protocol: version === undefined ? null : version.protocol,
    preRelease: version === undefined ? null : version.preRelease,
  }
}
