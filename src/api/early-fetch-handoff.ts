// The page's first requests can leave before the app's code has even downloaded: the early script
// (src/early-fetch.ts, a small classic script index.html runs first) reads config.json, asks
// Horizon for the URLs of the page being opened (the queries' `meta.horizonRequestUrl`, from the
// manifest's early table) and hands the app the responses by URL, with config.json's body. The
// app's composition root (main.tsx) gives them to the Horizon client as its transport, which
// answers each URL once from them instead of asking again: nothing is fetched twice, and a
// failure (a 404, a dropped connection) is read by the app's loader just as its own would be.
import type { EarlyRoute } from '@/api/early-queries'
import { startEarlyRoute } from '@/api/early-queries'
import type { HorizonTransport } from '@/api/horizon-transport'
import { fetchRuntimeConfigBody, parseRuntimeConfig } from '@/api/runtime-config'

/** What the early script hands over: config.json's body (undefined: failed) and responses by URL. */
export interface EarlyFetchHandoff {
  config: Promise<unknown>
  responses: Map<string, Promise<Response>>
}

/**
 * The response at once, its body read ahead into memory while the app's code downloads: an unread
 * body would wait in the network stack for the app to ask for it. The response is handed over
 * before the body has ended, so the Horizon client's own body timeouts still see an answer that
 * stops half way (waiting here for the last byte left the app loading for ever).
 */
export function readingAhead(response: Response): Response {
  if (response.body === null) return response
  // The copy keeps every chunk the original's read takes from the network, until the app reads it.
  const handedOver = response.clone()
  response.arrayBuffer().catch(() => {})
  return handedOver
}

/** The early script's work: config.json, then the page's Horizon GETs, each URL once. */
export function startEarlyFetches(
  routes: readonly EarlyRoute[],
  location: Pick<Location, 'pathname' | 'search'>,
): EarlyFetchHandoff {
  const config = fetchRuntimeConfigBody().catch(() => undefined)
  const responses = new Map<string, Promise<Response>>()
  void config.then((body) => {
    startEarlyRoute(routes, location, parseRuntimeConfig(body), (options) => {
      const url = options.meta?.horizonRequestUrl
      if (typeof url !== 'string' || responses.has(url)) return
      // The same request the Horizon client makes (horizon-client.ts), without a signal: the
      // response outlives this script.
      const response = fetch(url, { headers: { Accept: 'application/hal+json' } }).then(
        readingAhead,
      )
      response.catch(() => {})
      responses.set(url, response)
    })
  })
  return { config, responses }
}

/** The early script's export as the app finds it (anything else: there was no early script). */
export function readEarlyFetchHandoff(value: unknown): EarlyFetchHandoff | undefined {
  if (typeof value !== 'object' || value === null || !('handoff' in value)) return undefined
  const { handoff } = value
  if (typeof handoff !== 'object' || handoff === null) return undefined
  if (!('config' in handoff) || !(handoff.config instanceof Promise)) return undefined
  if (!('responses' in handoff) || !(handoff.responses instanceof Map)) return undefined
  return handoff as EarlyFetchHandoff
}

/** A transport that answers each of the early script's URLs once from its response, then asks
 *  Horizon itself; without a handoff, plain fetch(). */
export function earlyResponsesTransport(
  handoff: EarlyFetchHandoff | undefined,
  transport: HorizonTransport = (url, init) => fetch(url, init),
): HorizonTransport {
  return (url, init) => {
    const early = handoff?.responses.get(url)
    if (!early) return transport(url, init)
    handoff?.responses.delete(url)
    return early
  }
}
