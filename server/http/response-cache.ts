// The final bytes of GET/HEAD JSON responses, so a repeated request costs a Map lookup and one
// socket write instead of SQL + rendering + UTF-8 encoding. Everything the sandbox serves comes
// from the database, and the database changes only when a ledger closes, so the owner clears the
// cache on every close; between closes an entry is exactly what a fresh render would produce.
// The caller keys entries by everything that changes the bytes (see request-pipeline.ts) and
// keeps per-request headers (Date, CORS, rate limit) out of them.
//
// Admission: a response is stored the second time its key is offered within one ledger. A walk
// through history requests every page once; storing those would evict the hot entries, and
// retaining tens of MB of one-off buffers made every miss ~40% more expensive in garbage
// collection (measured: 1.5 vs 1.1 ms CPU per 390 KB page miss with a full, churning cache).

export interface CachedResponse {
  status: number
  /** Flat [name, value, …] headers that depend only on the key (Content-Type, Latest-Ledger…). */
  headers: readonly string[]
  body: Buffer
  /**
   * Set when `body` is borrowed from the page pool (page-bytes.ts): the sender calls it once the
   * body is written, so anything that keeps the response longer keeps a copy of the body.
   */
  release?: () => void
}

/** Rough bookkeeping cost of an entry besides its body (Map slot, key, header strings). */
const ENTRY_OVERHEAD_BYTES = 256

export const DEFAULT_RESPONSE_CACHE_BYTES = 64 * 1024 * 1024

/** Keys offered once are remembered up to this many (then forgotten all at once). */
const MAX_CANDIDATES = 10_000

export class ResponseCache {
  /** Map iteration order is insertion order: the first entry is the least recently used. */
  private readonly entries = new Map<string, { response: CachedResponse; size: number }>()
  private bytes = 0
  /** Keys offered once since the last clear, not stored yet. */
  private readonly candidates = new Set<string>()

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size
  }

  /** Bytes accounted for (bodies, keys and a fixed overhead per entry). */
  get byteSize(): number {
    return this.bytes
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    // Move to the most recent end.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.response
  }

  /** Stores the response if its key was offered before since the last clear; true if stored. */
  offer(key: string, response: CachedResponse): boolean {
    if (!this.candidates.has(key)) {
      if (this.candidates.size >= MAX_CANDIDATES) this.candidates.clear()
      this.candidates.add(key)
      return false
    }
    this.candidates.delete(key)
    return this.set(key, response)
  }

  /** Stores unconditionally (within the byte budget); true if stored. */
  set(key: string, offered: CachedResponse): boolean {
    const response: CachedResponse =
      offered.release === undefined
        ? offered
        : { status: offered.status, headers: offered.headers, body: Buffer.from(offered.body) }
    let size = response.body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES
    for (const header of response.headers) size += header.length * 2
    // One entry must not flush a large part of the cache (a quarter at most).
    if (size > this.maxBytes / 4) return false
    const previous = this.entries.get(key)
    if (previous !== undefined) {
      this.entries.delete(key)
      this.bytes -= previous.size
    }
    this.entries.set(key, { response, size })
    this.bytes += size
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldestKey)
      this.bytes -= oldest.size
    }
    return true
  }

  clear(): void {
    this.entries.clear()
    this.candidates.clear()
    this.bytes = 0
  }
}
