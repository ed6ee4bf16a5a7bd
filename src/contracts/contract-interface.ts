// Loaded lazily, with decode-contract.ts. Lists a contract's interface from contract.Spec's
// entries in their SEP-51 JSON form (`entry.toJson()`): the SDK decodes the XDR, this file only
// names what it decoded. Names come from a WASM anyone can deploy: they are kept as text.
import type { Spec } from '@stellar/stellar-sdk/contract'
import type {
  ContractInterface,
  SpecEvent,
  SpecFunction,
  SpecParameter,
  SpecType,
} from '@/contracts/contract-types'

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json }

function field(value: Json | undefined, name: string): Json | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  return (value as { readonly [key: string]: Json })[name]
}

function text(value: Json | undefined): string {
  return typeof value === 'string' ? value : ''
}

function items(value: Json | undefined): readonly Json[] {
  return Array.isArray(value) ? (value as readonly Json[]) : []
}

/** A spec type as Rust-like text: `Option<u64>`, `Map<u32, Test>`, `BytesN<32>`. */
export function typeText(type: Json | undefined, depth = 0): string {
  if (depth > 12) return '…'
  if (typeof type === 'string') return type
  if (Array.isArray(type))
    return `(${items(type)
      .map((part) => typeText(part, depth + 1))
      .join(', ')})`
  const [kind] = Object.keys(typeof type === 'object' && type !== null ? type : {})
  const body = field(type, kind ?? '')
  const inner = (name: string) => typeText(field(body, name), depth + 1)
  switch (kind) {
    case 'option':
      return `Option<${inner('value_type')}>`
    case 'vec':
      return `Vec<${inner('element_type')}>`
    case 'map':
      return `Map<${inner('key_type')}, ${inner('value_type')}>`
    case 'result':
      return `Result<${inner('ok_type')}, ${inner('error_type')}>`
    case 'tuple':
      return `(${items(field(body, 'value_types'))
        .map((part) => typeText(part, depth + 1))
        .join(', ')})`
    case 'bytes_n':
      return `BytesN<${String(field(body, 'n') ?? '?')}>`
    case 'udt':
      return text(field(body, 'name'))
    default:
      return 'unknown'
  }
}

function parameter(value: Json): SpecParameter {
  return {
    name: text(field(value, 'name')),
    type: typeText(field(value, 'type')),
    doc: text(field(value, 'doc')),
  }
}

function unionCase(value: Json): SpecParameter {
  const tuple = field(value, 'tuple_v0')
  if (tuple !== undefined) {
    const types = items(field(tuple, 'type')).map((part) => typeText(part))
    return {
      name: text(field(tuple, 'name')),
      type: `(${types.join(', ')})`,
      doc: text(field(tuple, 'doc')),
    }
  }
  const bare = field(value, 'void_v0')
  return { name: text(field(bare, 'name')), type: '', doc: text(field(bare, 'doc')) }
}

function enumCase(value: Json): SpecParameter {
  return {
    name: text(field(value, 'name')),
    type: String(field(value, 'value') ?? ''),
    doc: text(field(value, 'doc')),
  }
}

/** The contract's functions, types and events, in the spec's order. */
export function describeInterface(
  spec: Spec,
  wasmHash: string,
  wasmSize: number,
): ContractInterface {
  const functions: SpecFunction[] = []
  const types: SpecType[] = []
  const events: SpecEvent[] = []
  for (const entry of spec.entries) {
    const json = entry.toJson() as Json
    const func = field(json, 'function_v0')
    if (func !== undefined) {
      functions.push({
        name: text(field(func, 'name')),
        doc: text(field(func, 'doc')),
        inputs: items(field(func, 'inputs')).map(parameter),
        outputs: items(field(func, 'outputs')).map((output) => typeText(output)),
      })
      continue
    }
    const event = field(json, 'event_v0')
    if (event !== undefined) {
      events.push({
        name: text(field(event, 'name')),
        doc: text(field(event, 'doc')),
        prefixTopics: items(field(event, 'prefix_topics')).map(text),
        params: items(field(event, 'params')).map((param) => ({
          ...parameter(param),
          location: text(field(param, 'location')),
        })),
      })
      continue
    }
    const typeKinds = [
      ['udt_struct_v0', 'struct', 'fields', parameter],
      ['udt_union_v0', 'union', 'cases', unionCase],
      ['udt_enum_v0', 'enum', 'cases', enumCase],
      ['udt_error_enum_v0', 'error', 'cases', enumCase],
    ] as const
    for (const [key, kind, membersKey, member] of typeKinds) {
      const udt = field(json, key)
      if (udt === undefined) continue
      types.push({
        kind,
        name: text(field(udt, 'name')),
        doc: text(field(udt, 'doc')),
        members: items(field(udt, membersKey)).map(member),
      })
    }
  }
  return { wasmHash, wasmSize, functions, types, events }
}
