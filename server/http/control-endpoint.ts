// POST /_sandbox/close?count=N (only with --control; not part of Horizon). It changes the ledger,
// so it is not an API a web page may reach: it answers loopback clients only, never with CORS
// headers, and refuses any request that carries an Origin header (every browser sends one on a
// cross-origin POST or preflight) with a 403 problem. Large counts close in slices that yield to
// the event loop, so other requests and streams keep being served meanwhile.
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { performance } from 'node:perf_hooks'
import { forbiddenProblem, invalidFieldProblem } from '../protocol/problem.ts'
import { plainJsonResponse, problemResponse } from './responses.ts'
import type { CachedResponse } from './response-cache.ts'

export const MAX_CLOSE_COUNT = 1000

/** How long closing ledgers may hold the event loop before other requests get their turn. */
const CLOSE_SLICE_MS = 20

const CONTROL_PATH = '/_sandbox/close'

export interface ControlActions {
  /** Closes one ledger and feeds the streams; returns its sequence. */
  closeLedger(): number
  /** True once the server shuts down: a long close stops early. */
  stopping(): boolean
}

export function isControlTarget(target: string | undefined): boolean {
  return target === CONTROL_PATH || target?.startsWith(`${CONTROL_PATH}?`) === true
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: the only clients that may close ledgers. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.')
  return address === '::1'
}

/** The 403 for a request a web page could have sent or a non-loopback client; else undefined. */
export function controlRefusal(request: IncomingMessage): CachedResponse | undefined {
  if (request.headers.origin !== undefined || !isLoopbackAddress(request.socket.remoteAddress))
    return problemResponse(forbiddenProblem)
  return undefined
}

export const controlPreflightRefusal = (): CachedResponse => problemResponse(forbiddenProblem)

export async function answerControl(url: URL, control: ControlActions): Promise<CachedResponse> {
  const countText = url.searchParams.get('count') ?? '1'
  const count = /^\d+$/.test(countText) ? Number(countText) : NaN
  if (!(count >= 1 && count <= MAX_CLOSE_COUNT))
    return problemResponse(
      invalidFieldProblem('count', `count must be an integer from 1 to ${MAX_CLOSE_COUNT}`).body,
    )
  return plainJsonResponse({ closed: await closeInSlices(count, control) })
}

async function closeInSlices(count: number, control: ControlActions): Promise<number[]> {
  const closed: number[] = []
  let sliceStart = performance.now()
  while (closed.length < count && !control.stopping()) {
    closed.push(control.closeLedger())
    // No yield after the last one: the answer goes out at once.
    if (closed.length < count && performance.now() - sliceStart >= CLOSE_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve))
      sliceStart = performance.now()
    }
  }
  return closed
}
