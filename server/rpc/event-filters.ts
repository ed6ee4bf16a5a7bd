// getEvents filters as protocol.EventFilter decodes, validates and matches them: at most 5
// filters, each with a type set ("system"/"contract", comma-separated), up to 5 contract ids and
// up to 5 topic filters of 1–4 segments, where a segment is a base64 ScVal, "*" (exactly one) or
// "**" (zero or more, last only). An event passes if any filter matches it.
import { StrKey, xdr } from '@stellar/stellar-sdk'
import { invalidParams, type JsonObject, type JsonValue } from './json-rpc.ts'
import { arrayField, stringArrayField } from './rpc-params.ts'

/** A segment: a wildcard, or the canonical base64 XDR of the ScVal it must equal. */
type Segment = { wildcard: '*' | '**' } | { scVal: string }

export interface EventFilter {
  types: string[]
  contractIds: string[]
  topics: Segment[][]
}

function parseSegment(value: JsonValue): Segment {
  if (typeof value !== 'string')
    throw invalidParams('invalid parameters: json: cannot unmarshal into Go value of type string')
  if (value === '*' || value === '**') return { wildcard: value }
  try {
    return { scVal: xdr.ScVal.fromXdr(value, 'base64').toXdr('base64') }
  } catch {
    throw invalidParams(`invalid parameters: xdr: could not decode ScVal ${JSON.stringify(value)}`)
  }
}

export function parseFilter(value: JsonValue): EventFilter {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams(
      'invalid parameters: json: cannot unmarshal into Go struct field GetEventsRequest.filters of type protocol.EventFilter',
    )
  const filter: JsonObject = value
  const type = filter.type
  if (type !== undefined && type !== null && typeof type !== 'string')
    throw invalidParams(
      'invalid parameters: json: cannot unmarshal into Go struct field EventFilter.filters.type of type string',
    )
  const types = typeof type === 'string' && type !== '' ? [...new Set(type.split(','))] : []
  const topics = arrayField(filter, 'topics', 'EventFilter.filters', '[]protocol.TopicFilter').map(
    (topic) => {
      if (!Array.isArray(topic))
        throw invalidParams(
          'invalid parameters: json: cannot unmarshal into Go struct field EventFilter.filters.topics of type protocol.TopicFilter',
        )
      return topic.map(parseSegment)
    },
  )
  return {
    types,
    contractIds: stringArrayField(filter, 'contractIds', 'EventFilter.filters'),
    topics,
  }
}

function topicProblem(topic: Segment[]): string | undefined {
  if (topic.length < 1) return 'topic must have at least 1 segment'
  const last = topic[topic.length - 1]
  const fixed = last && 'wildcard' in last && last.wildcard === '**' ? topic.slice(0, -1) : topic
  const misplaced = fixed.findIndex((segment) => 'wildcard' in segment && segment.wildcard === '**')
  if (misplaced !== -1)
    return `segment ${misplaced + 1} invalid: wildcard '**' is only allowed as the last segment`
  if (fixed.length > 4) return 'topic cannot have more than 4 segments'
  return undefined
}

/** EventFilter.Valid's message, or undefined. */
export function filterProblem(filter: EventFilter): string | undefined {
  if (filter.types.some((type) => type !== 'system' && type !== 'contract'))
    return "filter type invalid: if set, type must be either 'system' or 'contract'"
  if (filter.contractIds.length > 5) return 'maximum 5 contract IDs per filter'
  if (filter.topics.length > 5) return 'maximum 5 topics per filter'
  const badId = filter.contractIds.findIndex((id) => !StrKey.isValidContract(id))
  if (badId !== -1) return `contract ID ${badId + 1} invalid`
  for (const [index, topic] of filter.topics.entries()) {
    const problem = topicProblem(topic)
    if (problem) return `topic ${index + 1} invalid: ${problem}`
  }
  return undefined
}

/** An emitted event as the filters see it. */
export interface FilterableEvent {
  type: 'contract' | 'system'
  contractId: string
  /** Canonical base64 XDR of each topic. */
  topics: string[]
}

function topicMatches(filter: Segment[], topics: string[]): boolean {
  const last = filter[filter.length - 1]
  const trailingAny = last !== undefined && 'wildcard' in last && last.wildcard === '**'
  const fixed = trailingAny ? filter.slice(0, -1) : filter
  if (trailingAny ? topics.length < fixed.length : topics.length !== fixed.length) return false
  return fixed.every((segment, index) => 'wildcard' in segment || segment.scVal === topics[index])
}

function filterMatches(filter: EventFilter, event: FilterableEvent): boolean {
  if (filter.types.length > 0 && !filter.types.includes(event.type)) return false
  if (filter.contractIds.length > 0 && !filter.contractIds.includes(event.contractId)) return false
  return (
    filter.topics.length === 0 || filter.topics.some((topic) => topicMatches(topic, event.topics))
  )
}

export function eventMatches(filters: EventFilter[], event: FilterableEvent): boolean {
  return filters.length === 0 || filters.some((filter) => filterMatches(filter, event))
}
