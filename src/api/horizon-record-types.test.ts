// Checks the operation and effect unions against every real Horizon record in the fixtures: each
// record's type is in its union, each field is declared with the JSON kind it has on the wire, and
// each field the union requires is present. The kind tables are held to the unions by the compiler.
import { describe, expect, it } from 'vitest'
import { effectFieldKinds } from '@/api/horizon-effect-kinds'
import { effectBaseKinds, type FieldKind, operationBaseKinds } from '@/api/horizon-field-kinds'
import { operationFieldKinds } from '@/api/horizon-operation-kinds'
import { listHorizonFixtures, readHorizonFixture } from '@/test-support/horizon-fixtures'

type UnknownRecord = Record<string, unknown>

// api/ sits below ui/, so this test keeps its own one-line guard rather than importing ui's.
function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

type KindTable = Record<string, Record<string, FieldKind>>

interface FixtureRecord {
  fixture: string
  record: UnknownRecord
}

function recordsOf(fixture: unknown): unknown[] {
  if (isRecord(fixture) && isRecord(fixture._embedded) && Array.isArray(fixture._embedded.records))
    return fixture._embedded.records
  return [fixture]
}

function fixtureRecords(isWanted: (record: UnknownRecord) => boolean): FixtureRecord[] {
  return listHorizonFixtures().flatMap((fixture) =>
    recordsOf(readHorizonFixture(fixture))
      .filter(isRecord)
      .filter(isWanted)
      .map((record) => ({ fixture, record })),
  )
}

const isOperation = (record: UnknownRecord) =>
  typeof record.type === 'string' && typeof record.transaction_hash === 'string'
const isEffect = (record: UnknownRecord) =>
  typeof record.type === 'string' && isRecord(record._links) && isRecord(record._links.operation)

/** Fields a fixture lacks because its source edited them out (see SOURCES.md). */
const editedOut: Record<string, string[]> = {
  'op-invoke-host-function-parameters.json': ['_links'],
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  return typeof value
}

/** Every way the record differs from its union variant, as readable lines. */
function differences(
  { fixture, record }: FixtureRecord,
  baseKinds: Record<string, FieldKind>,
  kindsByType: KindTable,
): string[] {
  const type = String(record.type)
  const typeKinds = kindsByType[type]
  if (typeKinds === undefined) return [`${fixture}: type ${type} is not in the union`]
  const kinds: Record<string, string> = { ...baseKinds, type: 'string', ...typeKinds }
  const problems: string[] = []
  for (const [field, value] of Object.entries(record)) {
    const kind = kinds[field]
    if (kind === undefined) problems.push(`${fixture} ${type}: ${field} is not declared`)
    else if (!kind.replace('?', '').split('|').includes(kindOf(value)))
      problems.push(`${fixture} ${type}: ${field} is ${kindOf(value)}, declared ${kind}`)
  }
  for (const [field, kind] of Object.entries(kinds)) {
    if (!kind.endsWith('?') && !(field in record) && !editedOut[fixture]?.includes(field))
      problems.push(`${fixture} ${type}: required ${field} is missing`)
  }
  return problems
}

const unions = [
  {
    name: 'operation',
    isWanted: isOperation,
    baseKinds: operationBaseKinds,
    kindsByType: operationFieldKinds,
    minRecords: 30,
    minTypes: 27,
  },
  {
    name: 'effect',
    isWanted: isEffect,
    baseKinds: effectBaseKinds,
    kindsByType: effectFieldKinds,
    minRecords: 40,
    minTypes: 40,
  },
]

describe.each(unions)('$name union against the real fixtures', (union) => {
  const records = fixtureRecords(union.isWanted)

  it('declares every field of every record with its wire kind', () => {
    expect(records.length).toBeGreaterThan(union.minRecords)
    const problems = records.flatMap((record) =>
      differences(record, union.baseKinds, union.kindsByType),
    )
    expect(problems).toEqual([])
  })

  it('has a fixture for most types', () => {
    const seen = new Set(records.map(({ record }) => String(record.type)))
    expect(seen.size).toBeGreaterThanOrEqual(union.minTypes)
  })
})

describe('the fixture check', () => {
  it('reports a misnamed field, a wrong kind and a missing field', () => {
    const payment = fixtureRecords(isOperation).find(({ record }) => record.type === 'payment')
    if (payment === undefined) throw new Error('no payment fixture')
    const { amount, from, ...rest } = payment.record
    const broken = { fixture: 'edited', record: { ...rest, amout: amount, from: 1 } }
    expect(from).toBeTypeOf('string')
    expect(differences(broken, operationBaseKinds, operationFieldKinds)).toEqual([
      'edited payment: amout is not declared',
      'edited payment: from is number, declared string',
      'edited payment: required amount is missing',
    ])
  })
})
