// Kept apart from failure-explanation.ts: rows need it eagerly, the result-code words load lazily.

/** 0-based index of an operation in its transaction: the low 12 bits of its id (TOID) − 1. */
export function operationIndexOfId(id: unknown): number | undefined {
  if (typeof id !== 'string' || !/^\d{1,20}$/.test(id)) return undefined
  const order = Number(BigInt(id) & 0xfffn)
  return order >= 1 ? order - 1 : undefined
}
