// Horizon's rate limiter (--per-hour-rate-limit): stellar/throttled's GCRARateLimiter keyed by
// remote IP, reproduced number for number so X-Ratelimit-* headers and 429s match a real Horizon
// with the same quota. Times are integer nanoseconds (Go's time.Duration) kept in doubles: exact
// below 2^53 ns (~104 days of uptime, counted from the limiter's creation).
import type { IncomingMessage } from 'node:http'

/** Horizon's lruCacheSize: at most this many client keys are remembered (least recent dropped). */
export const RATE_LIMIT_MAX_KEYS = 50_000

/** Horizon hard-codes MaxBurst 100 next to --per-hour-rate-limit. */
export const DEFAULT_RATE_LIMIT_BURST = 100

const NANOS_PER_HOUR = 3_600_000_000_000
const NANOS_PER_SECOND = 1_000_000_000

export interface RateLimitOptions {
  /** Sustained requests per hour per client (Horizon's --per-hour-rate-limit); must be > 0. */
  perHour: number
  /** Requests that may exceed the rate in one burst (Horizon: 100). */
  burst?: number
  /** Milliseconds from any fixed origin; tests inject a fake clock. */
  now?: () => number
  maxKeys?: number
}

/** throttled.RateLimitResult; durations in nanoseconds, -1 where throttled uses -1. */
export interface RateLimitResult {
  limited: boolean
  limit: number
  remaining: number
  resetAfterNanos: number
  retryAfterNanos: number
}

export class GcraRateLimiter {
  readonly limit: number
  private readonly emissionInterval: number
  private readonly delayVariationTolerance: number
  private readonly clock: () => number
  private readonly origin: number
  private readonly maxKeys: number
  /** Theoretical arrival time per key; Map order doubles as the LRU order. */
  private readonly tats = new Map<string, number>()

  constructor(options: RateLimitOptions) {
    const burst = options.burst ?? DEFAULT_RATE_LIMIT_BURST
    if (!(Number.isInteger(options.perHour) && options.perHour > 0))
      throw new RangeError(`perHour must be a positive integer, got ${options.perHour}`)
    if (!(Number.isInteger(burst) && burst >= 0))
      throw new RangeError(`burst must be a non-negative integer, got ${burst}`)
    // throttled.PerHour(n): time.Hour / time.Duration(n), an integer division in nanoseconds.
    this.emissionInterval = Math.floor(NANOS_PER_HOUR / options.perHour)
    this.delayVariationTolerance = this.emissionInterval * (burst + 1)
    this.limit = burst + 1
    this.clock = options.now ?? (() => performance.now())
    this.origin = this.clock()
    this.maxKeys = options.maxKeys ?? RATE_LIMIT_MAX_KEYS
  }

  private nowNanos(): number {
    return Math.round((this.clock() - this.origin) * 1_000_000)
  }

  /** throttled's GCRARateLimiter.RateLimit(key, quantity): spends `quantity` unless limited. */
  take(key: string, quantity = 1): RateLimitResult {
    const now = this.nowNanos()
    const stored = this.tats.get(key)
    const tat = stored ?? now
    const increment = quantity * this.emissionInterval
    const newTat = now > tat ? now + increment : tat + increment
    const allowAt = newTat - this.delayVariationTolerance
    const diff = now - allowAt
    let limited = false
    let retryAfterNanos = -1
    let ttl: number
    if (diff < 0) {
      if (increment <= this.delayVariationTolerance) retryAfterNanos = -diff
      ttl = tat - now
      limited = true
    } else {
      ttl = newTat - now
      // Re-inserting moves the key to the most recent end (hashicorp/golang-lru semantics).
      if (stored !== undefined) this.tats.delete(key)
      this.tats.set(key, newTat)
      if (this.tats.size > this.maxKeys) {
        const oldest = this.tats.keys().next()
        if (!oldest.done) this.tats.delete(oldest.value)
      }
    }
    const next = this.delayVariationTolerance - ttl
    // Go's Duration division truncates toward zero; below -interval Remaining stays 0.
    const remaining = next > -this.emissionInterval ? Math.trunc(next / this.emissionInterval) : 0
    return {
      limited,
      limit: this.limit,
      remaining: remaining === 0 ? 0 : remaining,
      resetAfterNanos: ttl,
      retryAfterNanos,
    }
  }
}

const ceilSeconds = (nanos: number): string => String(Math.ceil(nanos / NANOS_PER_SECOND))

/**
 * throttled's setRateLimitHeaders, as flat [name, value, …] pairs. Go canonicalises the names
 * (textproto.CanonicalMIMEHeaderKey), so the wire spelling is `X-Ratelimit-*`.
 */
export function rateLimitHeaders(result: RateLimitResult): string[] {
  const headers = [
    'X-Ratelimit-Limit',
    String(result.limit),
    'X-Ratelimit-Remaining',
    String(result.remaining),
  ]
  if (result.resetAfterNanos >= 0)
    headers.push('X-Ratelimit-Reset', ceilSeconds(result.resetAfterNanos))
  if (result.retryAfterNanos >= 0) headers.push('Retry-After', ceilSeconds(result.retryAfterNanos))
  return headers
}

/**
 * The limiter key, as Horizon derives it: supporthttp.XFFMiddleware (default config) replaces
 * RemoteAddr with the first X-Forwarded-For entry when there is one, then remoteAddrIP drops
 * everything from the last `:` (the port). Node's socket address carries no port, so it is used
 * as is.
 */
export function rateLimitKey(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  if (first) {
    const colon = first.lastIndexOf(':')
    return colon === -1 ? first : first.slice(0, colon)
  }
  return request.socket.remoteAddress ?? ''
}
