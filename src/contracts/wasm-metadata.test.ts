// @vitest-environment node
// The build metadata of the real contract WASMs in shared/fixtures/rpc/wasm, and of WASMs built
// here byte by byte to be odd or hostile: several sections, thousands of entries, sizes that run
// past the end.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ScMetaEntry, XdrString } from '@stellar/stellar-sdk/xdr'
import { customSections, wasmMetadata } from '@/contracts/wasm-metadata'
import { readContractWasm } from '@/test-support/rpc-fixtures'

const header = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]

/** An unsigned LEB128 of `value`, as the format writes sizes. */
function leb128(value: number): number[] {
  const bytes: number[] = []
  let rest = value
  do {
    const low = rest & 0x7f
    rest = Math.floor(rest / 128)
    bytes.push(rest === 0 ? low : low | 0x80)
  } while (rest !== 0)
  return bytes
}

function customSection(name: string, payload: Uint8Array): number[] {
  const nameBytes = [...new TextEncoder().encode(name)]
  const body = [...leb128(nameBytes.length), ...nameBytes, ...payload]
  return [0, ...leb128(body.length), ...body]
}

function metaStream(pairs: [string, string][]): Uint8Array {
  const parts = pairs.map(([key, val]) =>
    ScMetaEntry.fromXdrObject({
      kind: 0,
      v0: { key: new XdrString(key), val: new XdrString(val) },
    }).toXdr('raw'),
  )
  return Uint8Array.from(parts.flatMap((part) => [...part]))
}

function wasmOf(...sections: number[][]): Uint8Array {
  return Uint8Array.from([...header, ...sections.flat()])
}

describe('wasmMetadata on the real contracts', () => {
  it.each([
    ['soroban_token_contract.wasm', '23.0.1#510d3feb724c2b01d7e7ab7652f03b9f8efc3f35'],
    ['soroban_increment_contract.wasm', '20.0.0-rc2#e35bace9de5addae7c32f405cdc11bb459cb1d61'],
    ['test_events.wasm', '22.0.7#211569aa49c8d896877dfca1f2eb4fe9071121c8'],
  ])('reads %s: its Rust and soroban-sdk versions and its protocol', (file, sdkVersion) => {
    const metadata = wasmMetadata(readContractWasm(file))
    expect(metadata.entries.map((entry) => entry.key)).toEqual(['rsver', 'rssdkver'])
    expect(metadata.entries[1]?.value).toBe(sdkVersion)
    expect(metadata.protocol).toBeGreaterThanOrEqual(20)
    expect(metadata.omitted).toBe(0)
  })

  it('joins every contractmetav0 section in order (the CLI appends its own)', () => {
    const metadata = wasmMetadata(readContractWasm('soroban_hello_world_contract.wasm'))
    expect(metadata.entries).toEqual([
      { key: 'rsver', value: '1.89.0' },
      { key: 'rssdkver', value: '25.1.0#86c50a1ea4f87b40add3064ff9df95c7553565c5' },
      { key: 'cliver', value: '25.1.0#a048a57a75762458b487052e0021ea704a926bee' },
    ])
  })
})

describe('wasmMetadata on odd and hostile WASMs', () => {
  it('reads SEP-55 keys from a section it has never seen, and none when there is no section', () => {
    const wasm = wasmOf(
      customSection('name', new Uint8Array([1, 2, 3])),
      customSection(
        'contractmetav0',
        metaStream([
          ['source_repo', 'github:example/token'],
          ['home_domain', 'example.com'],
        ]),
      ),
    )
    expect(wasmMetadata(wasm).entries).toEqual([
      { key: 'source_repo', value: 'github:example/token' },
      { key: 'home_domain', value: 'example.com' },
    ])
    expect(wasmMetadata(wasmOf())).toEqual({
      entries: [],
      omitted: 0,
      protocol: null,
      preRelease: null,
    })
  })

  it('keeps the first 200 of 1,000 entries and counts the rest', () => {
    const pairs = Array.from({ length: 1000 }, (_, index): [string, string] => [`k${index}`, 'v'])
    const metadata = wasmMetadata(wasmOf(customSection('contractmetav0', metaStream(pairs))))
    expect(metadata.entries).toHaveLength(200)
    expect(metadata.entries[199]?.key).toBe('k199')
    expect(metadata.omitted).toBe(800)
  })

  it('refuses what is not WebAssembly, and sizes that run past the end', () => {
    expect(() => wasmMetadata(new TextEncoder().encode('<html>not wasm</html>'))).toThrow(
      /not a well-formed WebAssembly module: it lacks the \\0asm header/,
    )
    const truncated = readContractWasm('test_events.wasm').subarray(0, 200)
    expect(() => wasmMetadata(truncated)).toThrow(/runs past the end/)
    expect(() => customSections(wasmOf([0, 0xff, 0xff, 0xff, 0xff, 0xff]), 'x')).toThrow(
      /longer than 5 bytes/,
    )
  })

  it('refuses a metadata section that is not an XDR stream of entries', () => {
    const wasm = wasmOf(customSection('contractmetav0', new Uint8Array([0, 0, 0, 9, 1])))
    expect(() => wasmMetadata(wasm)).toThrow(
      /^The WASM's contractmetav0 section is not a list of its XDR entries \(/,
    )
  })

  it('ends on any bytes after the header: an answer or an Error, never a hang', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        const wasm = Uint8Array.from([...header, ...tail])
        try {
          const metadata = wasmMetadata(wasm)
          expect(metadata.entries.length).toBeLessThanOrEqual(200)
        } catch (error) {
          expect(error).toBeInstanceOf(Error)
        }
      }),
    )
  })
})
