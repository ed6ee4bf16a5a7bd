// Horizon paging tokens are decimal TOIDs ("225180887607500800") or, for effects and trades,
// "<op id>-<order>" pairs. TOIDs exceed 2^53, so they are compared as BigInt, never Number.

import type { StreamRecord } from '@/api/stream-types'

const pagingTokenPattern = /^\d+(-\d+)?$/

export function isPagingToken(value: unknown): value is string {
  return typeof value === 'string' && pagingTokenPattern.test(value)
}

/** Negative when `a` comes before `b` in Horizon's ascending order, 0 when equal. */
export function comparePagingTokens(a: string, b: string): number {
  const partsA = a.split('-')
  const partsB = b.split('-')
  const length = Math.max(partsA.length, partsB.length)
  for (let index = 0; index < length; index += 1) {
    // A bare "X" sorts before "X-1": Horizon only mixes the two forms in cursors, not in records.
    const partA = BigInt(partsA[index] ?? '-1')
    const partB = BigInt(partsB[index] ?? '-1')
    if (partA !== partB) return partA < partB ? -1 : 1
  }
  return 0
}

/** A streamed message's JSON object (an object stream's whole value), or null. */
export function parseStreamObject(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
  return parsed as Record<string, unknown>
}

/** A streamed message's record, or null when it is not JSON with a paging token. */
export function parseStreamRecord(data: unknown): StreamRecord | null {
  const parsed = parseStreamObject(data)
  if (!parsed || !isPagingToken(parsed.paging_token)) return null
  return parsed as StreamRecord
}
