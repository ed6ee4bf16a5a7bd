// The page's first requests can leave before the app's code has even downloaded: the early script
// (src/early-fetch.ts, a small classic script index.html runs first) reads config.json, runs the
// query functions of the page being opened (the same early-routes table and query factories as
// main.tsx) and leaves each Horizon response here, by URL, and config.json's body. The app then
// takes each one once instead of asking again: nothing is fetched twice.

interface Handoff {
  config: Promise<unknown> | undefined
  responses: Map<string, Promise<Response>>
}

// Both bundles (the early script and the app) carry their own copy of this module: they meet on
// one well-known global.
const handoffKey = Symbol.for('ledger-explorer.early-fetch')
type WithHandoff = typeof globalThis & { [handoffKey]?: Handoff }

/** True in the early script's copy only: its fetches are handed over, not taken. */
let recording = false

/** Called once by the early script, before it starts anything. */
export function openEarlyFetchHandoff(config: Promise<unknown>): void {
  recording = true
  ;(globalThis as WithHandoff)[handoffKey] = { config, responses: new Map() }
}

function handoff(): Handoff | undefined {
  return (globalThis as WithHandoff)[handoffKey]
}

/** config.json's body as the early script got it (undefined: failed), once; or nothing. */
export function takeEarlyConfig(): Promise<unknown> | undefined {
  const early = handoff()
  if (recording || !early) return undefined
  const { config } = early
  early.config = undefined
  return config
}

/**
 * fetch() for a Horizon GET: the early script's response for this URL if one is waiting (once),
 * else a request of its own. In the early script, each response is handed over (a copy of it:
 * the early query function reads the original).
 */
export function fetchHorizon(url: string, init: RequestInit): Promise<Response> {
  const early = handoff()
  const waiting = recording ? undefined : early?.responses.get(url)
  if (early && waiting) {
    early.responses.delete(url)
    return waiting
  }
  const response = fetch(url, init)
  if (recording && early && !early.responses.has(url)) {
    const copy = response.then((answer) => answer.clone())
    copy.catch(() => {})
    early.responses.set(url, copy)
  }
  return response
}
